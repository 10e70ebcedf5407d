import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ShapeWidget, Widget } from '@folio/model';
import { WidgetView, widgetRenderError } from '../view';
import { polygonPoints } from './view';

let ids = 0;
const PAGE = 'f'.repeat(24);
const shape = (fields: Partial<ShapeWidget> = {}): ShapeWidget => ({ _id: (++ids).toString(16).padStart(24, '0'), pid: PAGE, type: 'shape', x: 0, y: 0, w: 100, h: 100, ...fields });
const render = (widget: unknown) => renderToString(<WidgetView widget={widget as Widget} viewport="default" pageId={PAGE} />);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shape widget (widgets-and-authoring.md §3 "Shape widget")', () => {
  it('a rectangle is filled with bg_color at bg_opacity, at the shape opacity, with its radius', () => {
    const html = render(shape({ tp: 'rectangle', bg_color: '336699', bg_opacity: 0.5, opacity: 0.8, radius: 12 }));
    expect(html).toContain('data-shape="rectangle"');
    expect(html).toContain('opacity:0.8');
    expect(html).toContain('background:rgba(51, 102, 153, 0.5)');
    expect(html).toContain('border-radius:12px');
  });

  it('a rectangle has independent corner radii (§3), which replace radius', () => {
    const html = render(shape({ tp: 'rectangle', radius: 30, radius_rect_independent: { tl: 1, tr: 2, br: 4 } }));
    expect(html).toContain('border-radius:1px 2px 4px 0');
    expect(html).not.toContain('30px');
  });

  it('no tp is a rectangle; an ellipse is round', () => {
    expect(render(shape())).toContain('data-shape="rectangle"');
    expect(render(shape({ tp: 'ellipse', radius: 5 }))).toContain('border-radius:50%');
  });

  it('rectangles and ellipses draw their strokes (solid, double, dotted, dashed) as CSS borders', () => {
    for (const style of ['solid', 'double', 'dotted', 'dashed'] as const) {
      expect(render(shape({ tp: 'ellipse', borders: { width: 3, color: 'ff0000', opacity: 0.5, style } }))).toContain(`border:3px ${style} rgba(255, 0, 0, 0.5)`);
    }
    expect(render(shape({ borders: { width: 0, color: 'ff0000' } }))).not.toContain('border:');
  });

  it('a polygon of 6 sides is inscribed in its box on a flat base (§3 "polygon (with sides)")', () => {
    expect(polygonPoints(6, 100, 100)).toBe('25,100 0,50 25,0 75,0 100,50 75,100');
    // A triangle stands on its base, apex up; a square is axis-aligned.
    expect(polygonPoints(3, 100, 60)).toBe('0,60 50,0 100,60');
    expect(polygonPoints(4, 10, 10)).toBe('0,10 0,0 10,0 10,10');
    // An inset keeps a stroke inside the box.
    expect(polygonPoints(4, 10, 10, 1)).toBe('1,9 1,1 9,1 9,9');
    const html = render(shape({ tp: 'polygon', sides: 6, bg_color: '00ff00' }));
    expect(html).toContain('<svg');
    expect(html).toContain('viewBox="0 0 100 100"');
    expect(html).toContain('points="25,100 0,50 25,0 75,0 100,50 75,100" fill="rgba(0, 255, 0, 1)"');
  });

  it('polygon strokes: dashed and dotted through stroke-dasharray, double as two strokes (§3 "Line strokes")', () => {
    const dashed = render(shape({ tp: 'polygon', sides: 5, borders: { width: 2, color: '000000', style: 'dashed' } }));
    expect(dashed).toContain('stroke-dasharray="6 4"');
    expect(dashed).toContain('stroke-width="2"');
    const dotted = render(shape({ tp: 'polygon', sides: 5, borders: { width: 2, color: '000000', style: 'dotted' } }));
    expect(dotted).toContain('stroke-dasharray="0 4"');
    expect(dotted).toContain('stroke-linecap="round"');
    const double = render(shape({ tp: 'polygon', sides: 4, borders: { width: 6, color: '000000', style: 'double' } }));
    expect(double.match(/stroke-width="2"/g)).toHaveLength(2);
    expect(double).toContain(`points="${polygonPoints(4, 100, 100, 1)}"`);
    expect(double).toContain(`points="${polygonPoints(4, 100, 100, 5)}"`);
    expect(double).not.toContain('stroke-dasharray');
  });

  it('a line runs through the middle of its box in its colour; a double line is two lines', () => {
    const solid = render(shape({ tp: 'line', h: 10, color: '0000ff', borders: { width: 4 } }));
    expect(solid).toContain('<line x1="0" x2="100" y1="5" y2="5" fill="none" stroke="rgba(0, 0, 255, 1)" stroke-width="4"');
    const double = render(shape({ tp: 'line', h: 10, color: '0000ff', borders: { width: 6, style: 'double' } }));
    expect(double).toContain('y1="3" y2="3"');
    expect(double).toContain('y1="7" y2="7"');
    expect(render(shape({ tp: 'line', h: 10, color: '0000ff', borders: { width: 3, style: 'dashed' } }))).toContain('stroke-dasharray="9 6"');
  });

  it('an icon is its raster as an img with 2x and 3x in srcset; without a raster only the box is drawn', () => {
    const html = render(shape({ tp: 'icon', rasterUrl: '/i.png', raster2xUrl: '/i@2x.png', raster3xUrl: '/i 3x.png', opacity: 0.5 }));
    expect(html).toContain('<img class="folio-shape" data-shape="icon" src="/i.png" srcSet="/i@2x.png 2x, /i%203x.png 3x" alt=""');
    expect(html).toContain('opacity:0.5');
    const empty = render(shape({ tp: 'icon' }));
    expect(empty).toContain('folio-widget-shape');
    expect(empty).not.toContain('<img');
  });

  it('a colour that is not hex is not drawn (it could carry CSS of its own)', () => {
    expect(render(shape({ bg_color: 'red;background:url(x)' }))).not.toContain('url(x)');
  });

  it('bad data (an unknown tp, a polygon without sides, borders that are not an object) renders nothing and logs once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const star = shape({ tp: 'star' as 'icon' });
    expect(render(star)).toBe('');
    expect(render(star)).toBe('');
    expect(render(shape({ tp: 'polygon' }))).toBe('');
    expect(render({ ...shape(), borders: 'thick' })).toBe('');
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[0]?.[0]).toBe(widgetRenderError);
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Widget } from '@folio/model';
import { fixedAnchorOf, fixedPlacement, placementStyle, viewportBoxDeclarations, viewportBoxVars } from './placement';
import { TEST_PAGE, widgetOf } from './test-widgets';
import { WidgetView } from './view';

const shape = (fields: Partial<Extract<Widget, { type: 'shape' }>> = {}) => widgetOf('shape', { x: 100, y: 50, w: 200, h: 80, ...fields });
const render = (widget: Widget, extra: Partial<Parameters<typeof WidgetView>[0]> = {}) =>
  renderToStaticMarkup(<WidgetView widget={widget} viewport="default" pageId={TEST_PAGE} {...extra} />);

describe('widget placement (widgets-and-authoring.md §1)', () => {
  it('puts the box at x, y with its size and z', () => {
    expect(placementStyle(shape({ z: 7 }))).toMatchObject({ position: 'absolute', left: 100, top: 50, width: 200, height: 80, zIndex: 7 });
  });

  it('spans the window width less the margin on each side when full width', () => {
    const style = placementStyle(shape({ is_full_width: true, full_width_margin: 20 }));
    expect(style.left).toBe('calc(var(--vw) * 0.5px - 50cqw / var(--s) + 20px)');
    expect(style.width).toBe('calc(100cqw / var(--s) - 40px)');
    expect(placementStyle(shape({ is_full_width: true })).width).toBe('calc(100cqw / var(--s))');
  });

  it('spans the page height less the margins when full height', () => {
    const style = placementStyle(shape({ is_full_height: true, full_height_margin: 10 }));
    expect(style.top).toBe(10);
    expect(style.height).toBe('calc(var(--ph) * 1px - 20px)');
  });

  it('keeps the sticked margin from the sticked side', () => {
    expect(placementStyle(shape({ sticked: { left: true }, sticked_margin: 12 })).left).toBe('calc(var(--vw) * 0.5px - 50cqw / var(--s) + 12px)');
    expect(placementStyle(shape({ sticked: { right: true }, sticked_margin: 12 })).left).toBe('calc(var(--vw) * 0.5px + 50cqw / var(--s) - 212px)');
    expect(placementStyle(shape({ sticked: { top: true }, sticked_margin: 12 })).top).toBe(12);
    expect(placementStyle(shape({ sticked: { bottom: true }, sticked_margin: 12 })).top).toBe('calc(var(--ph) * 1px - 92px)');
  });

  it('pins a fixed widget at its distance from the anchor edge, scaled', () => {
    const widget = shape({ x: 900, y: 700, fixed_position: 'br' });
    expect(fixedPlacement(widget, 'br', 1024, 800)).toMatchObject({
      left: 'calc(100% + var(--s) * -124px)',
      top: 'calc(100% + var(--s) * -100px)',
      transform: 'scale(var(--s))',
      transformOrigin: '0 0',
    });
    expect(fixedPlacement(widget, 'tl', 1024, 800)).toMatchObject({ left: 'calc(0% + var(--s) * 900px)', top: 'calc(0% + var(--s) * 700px)' });
    expect(fixedPlacement(widget, 'c', 1024, 800)).toMatchObject({ left: 'calc(50% + var(--s) * 388px)', top: 'calc(50% + var(--s) * 300px)' });
  });
});

describe('pinned to the window', () => {
  it('a fixed_position widget at its anchor; a sticky header at the top and a sticky footer at the bottom', () => {
    expect(fixedAnchorOf(shape({ fixed_position: 'bl' }))).toBe('bl');
    expect(fixedAnchorOf(shape())).toBeUndefined();
    expect(fixedAnchorOf(widgetOf('rmheader', { sticky: true }))).toBe('t');
    expect(fixedAnchorOf(widgetOf('rmfooter', { sticky: true }))).toBe('b');
    expect(fixedAnchorOf(widgetOf('rmheader', { sticky: false }))).toBeUndefined();
  });

  it('a pinned full-width widget spans the window less its margins', () => {
    const header = widgetOf('rmheader', { sticky: true, x: 0, y: 0, w: 1024, h: 64, is_full_width: true, full_width_margin: 8 });
    expect(fixedPlacement(header, 't', 1024, 768)).toMatchObject({ left: 'calc(var(--s) * 8px)', width: 'calc(100cqw / var(--s) - 16px)', top: 'calc(0% + var(--s) * 0px)' });
  });

  it('a sticky footer in the fixed layer keeps its distance from the window bottom', () => {
    const footer = widgetOf('rmfooter', { sticky: true, x: 0, y: 704, w: 1024, h: 64 });
    expect(render(footer, { fixedFrame: { width: 1024, height: 768 } })).toContain('top:calc(100% + var(--s) * -64px)');
  });
});

describe('widget view: common rules', () => {
  it('draws a fixed widget in a pinned wrapper when given the fixed frame, on the page otherwise', () => {
    const widget = shape({ fixed_position: 'tr' });
    const fixed = render(widget, { fixedFrame: { width: 1024, height: 800 } });
    expect(fixed).toContain('class="folio-fixed-widget"');
    expect(fixed).toMatch(/left:calc\(100% \+ var\(--s\) \* -924px\)/);
    expect(render(widget)).not.toContain('folio-fixed-widget');
  });

  it('keeps rotation and flips on the box', () => {
    expect(render(shape({ angle: 30, flip_h: true }))).toContain('transform:rotate(30deg) scaleX(-1)');
  });

  it('makes any widget a link with clickLink and clickTarget', () => {
    const html = render(shape({ clickLink: 'https://example.com/', clickTarget: '_blank' }));
    expect(html).toMatch(/<a class="folio-widget-link maglink" href="https:\/\/example.com\/" target="_blank" rel="noopener noreferrer"/);
  });

  it('never draws a script link', () => {
    expect(render(shape({ clickLink: 'javascript:alert(1)' }))).not.toContain('<a');
  });

  it('lays the link over text instead of nesting links, named by the text', () => {
    const text = widgetOf('text', { version: 2, text: '<p>Read <a href="/a/b/2/">more</a></p>', clickLink: '/a/b/3/' });
    const html = render(text);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toMatch(/<a class="folio-widget-link maglink" href="\/a\/b\/3\/" aria-labelledby="folio-text-[0-9a-f]{24}"/);
  });
});

// docs/viewer.md "Every viewport in the HTML": the viewer gives every viewport of the page, and the box carries them all.
describe('placed in every viewport of its page', () => {
  const phone = (widget: Widget) => ({ viewport: 'phone_portrait' as const, widget });
  it('carries the default place, and another viewport’s only where it differs', () => {
    const widget = shape({ z: 3, viewport_phone_portrait: { x: 20, w: 280, hidden: { default: true } } } as Partial<Extract<Widget, { type: 'shape' }>>);
    const html = render(widget, { placements: [{ viewport: 'default', widget }, phone(widget)] });
    expect(html).toContain('class="folio-widget folio-widget-shape folio-vp"');
    expect(html).toContain('style="position:absolute;--d-l:100px;--d-t:50px;--d-w:200px;--d-h:80px;--d-z:3;--p-l:20px;--p-w:280px;--p-v:none"');
  });

  it('is drawn while shown in any viewport, and not at all when hidden in every one', () => {
    const hiddenOnDesktop = shape({ hidden: true, viewport_phone_portrait: { hidden: { default: false } } } as Partial<Extract<Widget, { type: 'shape' }>>);
    expect(render(hiddenOnDesktop, { placements: [{ viewport: 'default', widget: hiddenOnDesktop }, phone(hiddenOnDesktop)] })).toContain('--d-v:none;--p-v:block');
    const hidden = shape({ hidden: true });
    expect(render(hidden, { placements: [{ viewport: 'default', widget: hidden }, phone(hidden)] })).toBe('');
  });

  it('a pinned widget’s wrapper is placed in each viewport’s page frame', () => {
    const widget = shape({ fixed_position: 'tr' });
    const html = render(widget, { fixedFrame: { width: 1024, height: 800 }, placements: [{ viewport: 'default', widget, fixedFrame: { width: 1024, height: 800 } }, { ...phone(widget), fixedFrame: { width: 320, height: 568 } }] });
    expect(html).toContain('class="folio-fixed-widget folio-vp"');
    expect(html).toContain('--d-l:calc(100% + var(--s) * -924px)');
    expect(html).toContain('--p-l:calc(100% + var(--s) * -220px)');
  });

  it('the CSS of a viewport falls back to the default viewport’s place, then to the property’s own default', () => {
    expect(viewportBoxDeclarations('default')).toContain('left:var(--d-l,auto)');
    expect(viewportBoxDeclarations('phone_portrait')).toContain('z-index:var(--p-z,var(--d-z,auto))');
    expect(viewportBoxVars([])).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { FULL_CHECKOUT_CART_VERSION, kindConstants, widgetSchema, widgetTypes } from '@folio/model';
import { landingPoint, newWidget, visibleCenter, type CanvasView } from './new-widgets';

const page = { width: 1024, height: 400 };
const view: CanvasView = { pageId: 'p1', viewport: 'default', zoom: 1, pan: { x: 100, y: 40 } };
const step = kindConstants.placementStepPx;

describe('a new widget', () => {
  it.each(widgetTypes)('makes a %s the model accepts, inside the page', (type) => {
    const widget = widgetSchema.parse({ _id: 'a'.repeat(24), pid: 'b'.repeat(24), ...newWidget(type, page, { x: 512, y: 200 }) });
    expect(widget.x).toBeGreaterThanOrEqual(0);
    expect(widget.y).toBeGreaterThanOrEqual(0);
    expect(widget.x + widget.w).toBeLessThanOrEqual(page.width);
    expect(widget.y + widget.h).toBeLessThanOrEqual(page.height);
  });

  it('is centred on the point, kept on the page near its edges', () => {
    expect(newWidget('shape', page, { x: 512, y: 200 })).toMatchObject({ x: 412, y: 100, w: 200, h: 200 });
    expect(newWidget('shape', page, { x: 1000, y: 390 })).toMatchObject({ x: 824, y: 200 });
  });

  it('takes its kind’s size and look: a button-sized add to cart, a 16:9 video, a filled shape, a labelled button', () => {
    expect(newWidget('addtocart', page, { x: 512, y: 200 })).toMatchObject({ x: 422, y: 176, w: 180, h: 48, label: 'Add to cart' });
    expect(newWidget('video', page, { x: 512, y: 200 })).toMatchObject({ w: 480, h: 270 });
    expect(newWidget('shape', page, { x: 0, y: 0 })).toMatchObject({ tp: 'rectangle', bg_color: '1d3557', bg_opacity: 1 });
    expect(newWidget('button', page, { x: 0, y: 0 })).toMatchObject({ text: 'Button', 'background-color': '1d3557', color: 'ffffff' });
  });

  it('ecommerce.md §1: a new cart draws the full checkout sidebar (version 3)', () => {
    expect(newWidget('ecommercecart', page, { x: 100, y: 100 })).toMatchObject({ version: FULL_CHECKOUT_CART_VERSION });
  });

  it('a header spans the top of the page, a footer its bottom', () => {
    expect(newWidget('rmheader', page, { x: 700, y: 300 })).toMatchObject({ x: 0, y: 0, w: 1024, is_full_width: true });
    expect(newWidget('rmfooter', page, { x: 100, y: 50 })).toMatchObject({ x: 0, y: 320, w: 1024, h: 80, is_full_width: true });
  });
});

describe('where a new widget lands', () => {
  it('lands in the middle of the part of the page the canvas shows', () => {
    // The whole page in view at 100%: its middle.
    expect(visibleCenter(page, { zoom: 1, pan: { x: 100, y: 72 } }, { width: 1300, height: 900 })).toEqual({ x: 512, y: 200 });
    // Zoomed in on the top left: the middle of what shows.
    expect(visibleCenter(page, { zoom: 2, pan: { x: 0, y: 0 } }, { width: 400, height: 200 })).toEqual({ x: 100, y: 50 });
    // Scrolled down a tall page: the middle of what shows, not of the page.
    expect(visibleCenter({ width: 1024, height: 3000 }, { zoom: 1, pan: { x: 0, y: -1000 } }, { width: 1024, height: 800 })).toEqual({ x: 512, y: 1400 });
  });

  it('lands a step right and down from the last one while the view stays the same', () => {
    const center = { x: 512, y: 200 };
    const first = landingPoint(center, view, undefined);
    expect(first.point).toEqual(center);
    const second = landingPoint(center, view, first.landing);
    expect(second.point).toEqual({ x: 512 + step, y: 200 + step });
    const third = landingPoint(center, { ...view, pan: { ...view.pan } }, second.landing);
    expect(third.point).toEqual({ x: 512 + 2 * step, y: 200 + 2 * step });
  });

  it('three shapes added in a row do not lie on top of each other', () => {
    let last;
    const boxes = [];
    for (let i = 0; i < 3; i += 1) {
      const { point, landing } = landingPoint({ x: 512, y: 200 }, view, last);
      last = landing;
      boxes.push(newWidget('shape', page, point));
    }
    expect(new Set(boxes.map((box) => `${box.x},${box.y}`)).size).toBe(3);
    expect(boxes[1]).toMatchObject({ x: boxes[0]!.x + step, y: boxes[0]!.y + step });
  });

  it('starts again at the middle when the view moves, zooms or shows another page, and after the last step', () => {
    const center = { x: 512, y: 200 };
    const { landing } = landingPoint(center, view, landingPoint(center, view, undefined).landing);
    expect(landingPoint(center, { ...view, pan: { x: 100, y: 10 } }, landing).point).toEqual(center);
    expect(landingPoint(center, { ...view, zoom: 0.5 }, landing).point).toEqual(center);
    expect(landingPoint(center, { ...view, pageId: 'p2' }, landing).point).toEqual(center);
    expect(landingPoint(center, { ...view, viewport: 'phone_portrait' }, landing).point).toEqual(center);
    let last = landingPoint(center, view, undefined).landing;
    for (let i = 0; i < kindConstants.placementStepsMax; i += 1) last = landingPoint(center, view, last).landing;
    expect(last.step).toBe(kindConstants.placementStepsMax);
    expect(landingPoint(center, view, last).point).toEqual(center);
  });
});

import { describe, expect, it } from 'vitest';
import { constructorTexts, FULL_CHECKOUT_CART_VERSION, widgetSchema, widgetTypes } from '@folio/model';
import { addMenuGroups, newWidget, sampleQuote, visibleCenter } from './new-widgets';

const page = { width: 1024, height: 400 };

describe('the add menu', () => {
  it('offers every widget kind of the model once', () => {
    const offered = addMenuGroups.flatMap((group) => group.kinds);
    expect([...offered].sort()).toEqual([...widgetTypes].sort());
  });

  it.each(widgetTypes)('makes a %s the model accepts, inside the page', (type) => {
    const widget = widgetSchema.parse({ _id: 'a'.repeat(24), pid: 'b'.repeat(24), ...newWidget(type, page, { x: 512, y: 200 }) });
    expect(widget.x).toBeGreaterThanOrEqual(0);
    expect(widget.y).toBeGreaterThanOrEqual(0);
    expect(widget.x + widget.w).toBeLessThanOrEqual(page.width);
    expect(widget.y + widget.h).toBeLessThanOrEqual(page.height);
  });

  it('centres a widget on the point, kept on the page near its edges', () => {
    expect(newWidget('shape', page, { x: 512, y: 200 })).toMatchObject({ x: 412, y: 100, w: 200, h: 200 });
    expect(newWidget('shape', page, { x: 1000, y: 390 })).toMatchObject({ x: 824, y: 200 });
  });

  it('gives a new shape and button a look that shows on a white page, and a button its label', () => {
    expect(newWidget('shape', page, { x: 0, y: 0 })).toMatchObject({ tp: 'rectangle', bg_color: '1d3557', bg_opacity: 1 });
    expect(newWidget('button', page, { x: 0, y: 0 })).toMatchObject({ text: 'Button', 'background-color': '1d3557', color: 'ffffff' });
  });

  it('ecommerce.md §1: a new cart draws the full checkout sidebar (version 3)', () => {
    expect(newWidget('ecommercecart', page, { x: 100, y: 100 })).toMatchObject({ version: FULL_CHECKOUT_CART_VERSION });
  });

  it('widgets-and-authoring.md §3: a new text holds a sample quote', () => {
    const text = newWidget('text', page, { x: 0, y: 0 }, () => 0.99);
    expect(text).toMatchObject({ version: 3, blocks: [{ text: constructorTexts.sampleQuotes.at(-1), depth: 0 }] });
    expect(sampleQuote(() => 0)).toBe(constructorTexts.sampleQuotes[0]);
  });

  it('lands in the middle of the part of the page the canvas shows', () => {
    // The whole page in view at 100%: its middle.
    expect(visibleCenter(page, { zoom: 1, pan: { x: 100, y: 72 } }, { width: 1300, height: 900 })).toEqual({ x: 512, y: 200 });
    // Zoomed in on the top left: the middle of what shows.
    expect(visibleCenter(page, { zoom: 2, pan: { x: 0, y: 0 } }, { width: 400, height: 200 })).toEqual({ x: 100, y: 50 });
  });
});

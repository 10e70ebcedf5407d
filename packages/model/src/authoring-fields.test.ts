import { describe, expect, it } from 'vitest';
import { withoutAuthoringFields } from './authoring-fields';

describe('withoutAuthoringFields (what visitors are not sent)', () => {
  it("leaves out a widget's layer name and lock, and keeps a slideshow's own name", () => {
    const widget = { _id: 'a', type: 'slideshow', name: 'Harbour at dawn', layer_name: 'Hero', locked: true, x: 1 };
    expect(withoutAuthoringFields('widget', widget)).toEqual({ _id: 'a', type: 'slideshow', name: 'Harbour at dawn', x: 1 });
    expect(widget.layer_name).toBe('Hero');
  });

  it("leaves out a page's guides at every viewport and keeps the rest of its viewport settings", () => {
    const page = { title: 'One', guides: { x: [10] }, viewport_phone_portrait: { height: 900, guides: { y: [40] } }, viewport_tablet_portrait: { enabled: true } };
    expect(withoutAuthoringFields('page', page)).toEqual({ title: 'One', viewport_phone_portrait: { height: 900 }, viewport_tablet_portrait: { enabled: true } });
  });

  it("leaves out the project's column grid", () => {
    expect(withoutAuthoringFields('mag', { title: 'T', layout_grid: { default: { columns: 12 } } })).toEqual({ title: 'T' });
  });
});

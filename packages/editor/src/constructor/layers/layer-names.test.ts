import { widgetSchema, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { layerNames, pageLayerNames, textName } from './layer-names';

const pid = 'b'.repeat(24);
let next = 0;
function widget(fields: Record<string, unknown>): Widget {
  next += 1;
  return widgetSchema.parse({ _id: next.toString(16).padStart(24, '0'), pid, x: 0, y: 0, w: 10, h: 10, ...fields });
}
const text = (words: string, fields: Record<string, unknown> = {}) =>
  widget({ type: 'text', version: 3, blocks: [{ key: 'a1b2c', text: words, depth: 0, entityRanges: [] }], ...fields });

describe('layer names', () => {
  it('a widget without a name is its kind and its number among its kind on the page, in the order they were added', () => {
    const stack = [widget({ type: 'shape' }), widget({ type: 'picture' }), widget({ type: 'shape' }), widget({ type: 'background' })];
    expect([...layerNames(stack).values()]).toEqual(['Shape 1', 'Picture 1', 'Shape 2', 'Background 1']);
  });

  it('its own name wins (blank names do not count)', () => {
    const stack = [widget({ type: 'shape', layer_name: 'Hero card' }), widget({ type: 'shape', layer_name: '  ' })];
    expect([...layerNames(stack).values()]).toEqual(['Hero card', 'Shape 2']);
  });

  it('a text is called by its first words, cut with an ellipsis', () => {
    expect(textName(text('Spring issue'))).toBe('Spring issue');
    expect(textName(text('One two three four five six seven eight'))).toBe('One two three four five six…');
    expect(textName(text('Antidisestablishmentarianism-and-more-words-than-fit-in-a-row'))).toMatch(/^Antidisestablishmentarianism-and-more-w…$/);
    expect(textName(text('   '))).toBe('Empty text');
    expect(textName(widget({ type: 'text', version: 2, text: '<p>Hello&nbsp;<b>world</b></p>' }))).toBe('Hello world');
  });

  it("a page's names count its own widgets and the global ones in the order they were added, whatever the stack", () => {
    const first = widget({ type: 'shape', z: 5 });
    const elsewhere = widget({ type: 'shape', pid: 'c'.repeat(24) });
    const global = widget({ type: 'shape', pid: 'c'.repeat(24), is_global: true, z: 1 });
    const second = widget({ type: 'shape', z: 0 });
    const widgets = Object.fromEntries([first, elsewhere, global, second].map((w) => [w._id, w]));
    const names = pageLayerNames(widgets, pid, (id) => widgets[id]);
    expect([names.get(first._id), names.get(global._id), names.get(second._id)]).toEqual(['Shape 1', 'Shape 2', 'Shape 3']);
    expect(names.has(elsewhere._id)).toBe(false);
  });
});

import { defaultTypography, projectTypography, widgetSchema, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { usedFamilies } from './project-typography';

const text = (n: number, fields: Record<string, unknown>): Widget =>
  widgetSchema.parse({ _id: n.toString(16).padStart(24, '0'), pid: 'b'.repeat(24), type: 'text', version: 3, x: 0, y: 0, w: 200, h: 100, ...fields });

describe('the fonts the canvas links', () => {
  it('are the families the texts draw with through the project styles, each once', () => {
    const widgets = {
      a: text(1, { blocks: [{ key: 'a', text: 'Head', depth: 0, entityRanges: [] }], blocksMeta: [{ key: 'a', data: { textStyle: 'H2' } }] }),
      b: text(2, { blocks: [{ key: 'b', text: 'Body', depth: 0, entityRanges: [] }] }),
      c: text(3, { blocks: [{ key: 'c', text: 'Also', depth: 0, entityRanges: [] }], blocksMeta: [{ key: 'c', data: { textStyle: 'H2' } }] }),
    };
    expect(usedFamilies(widgets, defaultTypography)).toEqual(['Georgia', 'Roboto']);
    // The project's H2 in Lora: the same texts now need Lora instead of Georgia.
    const lora = projectTypography({ textStyles: { project: [{ name: 'H2', tag: 'h2', cssProperties: { fontFamily: 'Lora', fontSize: 24 } }] } });
    expect(usedFamilies(widgets, lora)).toEqual(['Lora', 'Roboto']);
  });
});

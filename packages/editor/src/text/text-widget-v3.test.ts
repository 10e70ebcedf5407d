import { describe, expect, it } from 'vitest';
import { textWidgetSchema, type TextV2Widget, type TextV3Widget } from '@folio/model';
import { blockLook } from './text-editor-look';
import { textContentOf, textWidgetToV3, v3Background } from './text-widget-v3';

const box = { _id: 'a'.repeat(24), pid: 'b'.repeat(24), type: 'text' as const, x: 1, y: 2, w: 300, h: 100 };
const v2 = (fields: Partial<TextV2Widget> = {}): TextV2Widget => ({ ...box, version: 2, text: '<p>Hi</p>', bg_color: 'ffffff', bg_opacity: 0, column_count: 1, column_gap: 16, ...fields });

describe('a v2 text widget becomes v3 when first edited (widgets-and-authoring.md §3)', () => {
  it('its HTML becomes blocks, its box fields stay, v2 fields go', () => {
    const widget = textWidgetToV3(v2({ text: '<h1>Title</h1><p>Body</p>' }));
    expect(widget).toMatchObject({ ...box, version: 3, verticalAlign: 'top' });
    expect(widget.blocks!.map((b) => b.text)).toEqual(['Title', 'Body']);
    expect(widget).not.toHaveProperty('text');
    expect(widget).not.toHaveProperty('bg_color');
    expect(widget).not.toHaveProperty('column_count');
    expect(textWidgetSchema.safeParse(widget).success).toBe(true);
  });

  it('the background draws as before: none at opacity 0, translucent below, opaque above 0.99', () => {
    expect(v3Background('ff0000', 0)).toBeUndefined();
    expect(v3Background('ff0000', 0.5)).toBe('ff000080');
    expect(v3Background('ff0000', 0.995)).toBe('ff0000');
    expect(v3Background('ff000080', 1)).toBe('ff000080');
    expect(textWidgetToV3(v2({ bg_color: '00ff00', bg_opacity: 1 })).bgColor).toBe('00ff00');
    expect(textWidgetToV3(v2()).bgColor).toBeUndefined();
  });

  it('columns carry over when there is more than one', () => {
    expect(textWidgetToV3(v2({ column_count: 3, column_gap: 20 })).columns).toEqual({ count: 3, gap: 20 });
    expect(textWidgetToV3(v2()).columns).toBeUndefined();
  });

  it('each viewport’s variant is converted alike, its geometry and hidden kept', () => {
    const widget = textWidgetToV3(v2({ viewport_phone_portrait: { x: 5, bg_opacity: 1, column_count: 2, hidden: { default: true } } }));
    expect(widget.viewport_phone_portrait).toEqual({ x: 5, bgColor: 'ffffff', columns: { count: 2, gap: 0 }, hidden: { default: true } });
    expect(textWidgetSchema.safeParse(widget).success).toBe(true);
  });

  it('a v3 widget is left as it is, and edits start from its normal form', () => {
    const widget: TextV3Widget = { ...box, version: 3, verticalAlign: 'top', blocks: [{ key: 'a', text: 'x', depth: 0, entityRanges: [], type: 'unstyled' }] };
    expect(textWidgetToV3(widget)).toBe(widget);
    expect(textContentOf(widget).blocks).toEqual([{ key: 'a', text: 'x', depth: 0, entityRanges: [] }]);
    expect(textContentOf(v2({ text: '<p>a</p>' })).blocks.map((b) => b.text)).toEqual(['a']);
  });
});

describe('block looks in the editor', () => {
  it('a text style of §3 draws with its defaults; own line height, indent and paddings win', () => {
    expect(blockLook({ textStyle: 'H1' })).toMatchObject({ 'font-size': '48px', 'line-height': '60px', 'font-weight': '700' });
    expect(blockLook({ textStyle: 'Caption', lineHeight: 20, textIndent: 28, paddings: { left: 4 } })).toMatchObject({
      'font-size': '14px',
      'font-style': 'italic',
      'line-height': '20px',
      'text-indent': '28px',
      'padding-left': '4px',
      'padding-top': '',
    });
    // No style: every property cleared, so a block whose style is removed loses its looks.
    expect(Object.values(blockLook({})).every((value) => value === '')).toBe(true);
  });
});

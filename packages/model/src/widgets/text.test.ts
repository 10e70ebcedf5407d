import { describe, expect, it } from 'vitest';
import { isTextContentBlank } from '../schemas/text';
import { textWidgetSchema } from './text';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };
const pageId = '5f1b2c3d4e5f6a7b8c9d0e1f';

describe('text widget', () => {
  it('widgets-and-authoring.md §3: text v2 bg_color defaults to ffffff in a widget', () => {
    const parsed = textWidgetSchema.parse({ type: 'text', version: 2, ...base, text: '<p>Hi</p>' });
    expect(parsed).toMatchObject({ bg_color: 'ffffff', bg_opacity: 0, column_count: 1, column_gap: 16 });
  });

  it('widgets-and-authoring.md §3: text v2 per-viewport variants hold bg_color, bg_opacity, column_count, column_gap, hidden', () => {
    const variant = { bg_color: '000000', bg_opacity: 1, column_count: 2, column_gap: 8, hidden: { default: true } };
    const parsed = textWidgetSchema.parse({ type: 'text', version: 2, ...base, viewport_phone_portrait: variant });
    expect(parsed.viewport_phone_portrait).toEqual(variant);
  });

  it('widgets-and-authoring.md §3: text v3 is told apart by version 3 and verticalAlign defaults to top', () => {
    const parsed = textWidgetSchema.parse({
      type: 'text',
      version: 3,
      ...base,
      blocks: [{ key: 'a', text: 'Hello', depth: 0, entityRanges: [] }],
    });
    expect(parsed.version).toBe(3);
    if (parsed.version === 3) expect(parsed.verticalAlign).toBe('top');
    expect(isTextContentBlank(parsed)).toBe(false);
  });

  it('widgets-and-authoring.md §3: the version is required and fixed, not overridable per viewport', () => {
    expect(textWidgetSchema.safeParse({ type: 'text', ...base }).error?.issues[0]?.path).toEqual(['version']);
    expect(textWidgetSchema.safeParse({ type: 'text', version: 4, ...base }).success).toBe(false);
    const override = textWidgetSchema.safeParse({ type: 'text', version: 2, ...base, viewport_phone_portrait: { version: 3 } });
    expect(override.success).toBe(false);
  });

  it('widgets-and-authoring.md §3: v2 and v3 fields do not mix', () => {
    expect(textWidgetSchema.safeParse({ type: 'text', version: 2, ...base, blocks: [] }).success).toBe(false);
    expect(textWidgetSchema.safeParse({ type: 'text', version: 3, ...base, text: '<p/>' }).success).toBe(false);
    expect(textWidgetSchema.safeParse({ type: 'text', version: 3, ...base, viewport_tablet_portrait: { z: { [pageId]: 2 }, columns: { count: 2 } } }).success).toBe(true);
  });
});

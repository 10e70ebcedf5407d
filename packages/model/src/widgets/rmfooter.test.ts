import { describe, expect, it } from 'vitest';
import { rmfooterWidgetSchema } from './rmfooter';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('footer widget', () => {
  it('viewer-and-project.md §3: a footer is a bar with a background that may stick', () => {
    const widget = { type: 'rmfooter', ...base, bg_color: '000000', bg_opacity: 1, sticky: false };
    expect(rmfooterWidgetSchema.parse(widget)).toEqual(widget);
    expect(rmfooterWidgetSchema.safeParse({ ...widget, bg_opacity: 2 }).error?.issues[0]?.path).toEqual(['bg_opacity']);
  });
});

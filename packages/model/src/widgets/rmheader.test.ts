import { describe, expect, it } from 'vitest';
import { rmheaderWidgetSchema } from './rmheader';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('header widget', () => {
  it('viewer-and-project.md §3: a header is a bar with a background that may stick', () => {
    const widget = { type: 'rmheader', ...base, bg_color: 'ffffff', bg_opacity: 0.9, sticky: true };
    expect(rmheaderWidgetSchema.parse(widget)).toEqual(widget);
    expect(rmheaderWidgetSchema.safeParse({ ...widget, type: 'rmfooter' }).success).toBe(false);
    expect(rmheaderWidgetSchema.safeParse({ ...widget, logo: '/l.png' }).success).toBe(false);
  });
});

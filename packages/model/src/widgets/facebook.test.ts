import { describe, expect, it } from 'vitest';
import { facebookWidgetSchema } from './facebook';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('facebook widget', () => {
  it('viewer-and-project.md §1: a social feed shows the page at its url', () => {
    const widget = { type: 'facebook', ...base, url: 'https://www.facebook.com/example' };
    expect(facebookWidgetSchema.parse(widget)).toEqual(widget);
    expect(facebookWidgetSchema.safeParse({ ...widget, handle: 'x' }).success).toBe(false);
  });
});

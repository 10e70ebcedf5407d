import { describe, expect, it } from 'vitest';
import { twitterWidgetSchema } from './twitter';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('twitter widget', () => {
  it('viewer-and-project.md §1: a social feed shows the profile at its url', () => {
    const widget = { type: 'twitter', ...base, url: 'https://twitter.com/example' };
    expect(twitterWidgetSchema.parse(widget)).toEqual(widget);
    expect(twitterWidgetSchema.safeParse({ ...widget, url: 42 }).error?.issues[0]?.path).toEqual(['url']);
  });
});

import { describe, expect, it } from 'vitest';
import { iframeWidgetSchema } from './iframe';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('iframe widget', () => {
  it('widgets-and-authoring.md §9: an embed holds code or a url and its classifier category', () => {
    const widget = { type: 'iframe', ...base, code: '<iframe src="https://example.com"></iframe>', kind: 'iframe' };
    expect(iframeWidgetSchema.parse(widget)).toEqual(widget);
    expect(iframeWidgetSchema.safeParse({ type: 'iframe', ...base, url: 'https://example.com', kind: 'code' }).success).toBe(true);
    expect(iframeWidgetSchema.safeParse({ ...widget, kind: 'flash' }).error?.issues[0]?.path).toEqual(['kind']);
  });
});

import { describe, expect, it } from 'vitest';
import { hotspotWidgetSchema } from './hotspot';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('hotspot widget', () => {
  it('viewer-and-project.md §3: a hotspot shows a tip at a position', () => {
    const widget = { type: 'hotspot', ...base, tip_text: 'Look here', tip_position: 'right', tip_w: 200, color: 'ff0000' };
    expect(hotspotWidgetSchema.parse(widget)).toEqual(widget);
    expect(hotspotWidgetSchema.safeParse({ ...widget, tip_position: 'center' }).error?.issues[0]?.path).toEqual(['tip_position']);
  });
});

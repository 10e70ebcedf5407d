import { describe, expect, it } from 'vitest';
import { gmapsWidgetSchema } from './gmaps';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('maps widget', () => {
  it('viewer-and-project.md §3: a map has a centre, a zoom and a style', () => {
    const widget = { type: 'gmaps', ...base, lat: 52.52, lng: 13.405, zoom: 12, style: 'roadmap', marker: true, address: 'Berlin' };
    expect(gmapsWidgetSchema.parse(widget)).toEqual(widget);
    expect(gmapsWidgetSchema.safeParse({ ...widget, lat: 91 }).error?.issues[0]?.path).toEqual(['lat']);
    expect(gmapsWidgetSchema.safeParse({ ...widget, lng: -181 }).success).toBe(false);
    expect(gmapsWidgetSchema.safeParse({ ...widget, zoom: 22 }).success).toBe(false);
  });
});

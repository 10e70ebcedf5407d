import { describe, expect, it } from 'vitest';
import { shapeWidgetSchema } from './shape';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('shape widget', () => {
  it('widgets-and-authoring.md §3: tp, colours, opacity, borders, radius, independent radii, raster urls', () => {
    const widget = {
      type: 'shape',
      ...base,
      tp: 'rectangle',
      color: '111111',
      bg_color: 'ff0000',
      bg_opacity: 0.5,
      opacity: 1,
      borders: { width: 2, color: '000000', style: 'dashed' },
      radius: 8,
      radius_rect_independent: { tl: 0, tr: 8, bl: 8, br: 0 },
      rasterUrl: '/s.png',
      raster2xUrl: '/s@2x.png',
      raster3xUrl: '/s@3x.png',
    };
    expect(shapeWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('widgets-and-authoring.md §3: shapes are ellipse, rectangle, polygon with sides, line and icon', () => {
    for (const tp of ['ellipse', 'rectangle', 'polygon', 'line', 'icon']) {
      expect(shapeWidgetSchema.safeParse({ type: 'shape', ...base, tp }).success, tp).toBe(true);
    }
    expect(shapeWidgetSchema.safeParse({ type: 'shape', ...base, tp: 'star' }).success).toBe(false);
    expect(shapeWidgetSchema.safeParse({ type: 'shape', ...base, tp: 'polygon', sides: 6 }).success).toBe(true);
    expect(shapeWidgetSchema.safeParse({ type: 'shape', ...base, tp: 'polygon', sides: 2 }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: line strokes are solid, double, dotted or dashed', () => {
    for (const style of ['solid', 'double', 'dotted', 'dashed']) {
      expect(shapeWidgetSchema.safeParse({ type: 'shape', ...base, borders: { style } }).success, style).toBe(true);
    }
    expect(shapeWidgetSchema.safeParse({ type: 'shape', ...base, borders: { style: 'wavy' } }).error?.issues[0]?.path).toEqual([
      'borders',
      'style',
    ]);
  });
});

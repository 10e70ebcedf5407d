import { describe, expect, it } from 'vitest';
import { magEditableSchema } from '../schemas/mag';
import { pageEditableSchema } from '../schemas/page';
import { canvasConstants } from './canvas';

describe('guides and the column grid in the model', () => {
  it('a page keeps guides at default and per viewport, within reach of the page', () => {
    expect(pageEditableSchema.safeParse({ guides: { x: [40, 512], y: [120] }, viewport_phone_portrait: { height: 700, guides: { x: [16] } } }).success).toBe(true);
    expect(pageEditableSchema.safeParse({ guides: { x: [-canvasConstants.guideReachPx - 1] } }).success).toBe(false);
    expect(pageEditableSchema.safeParse({ guides: { z: [1] } }).success).toBe(false);
    expect(pageEditableSchema.safeParse({ guides: { y: Array.from({ length: canvasConstants.maxGuidesPerAxis + 1 }, (_, index) => index) } }).success).toBe(false);
  });

  it('a project keeps one column grid per viewport', () => {
    expect(magEditableSchema.safeParse({ layout_grid: { default: { visible: true, ...canvasConstants.defaultGrid.default } } }).success).toBe(true);
    expect(magEditableSchema.safeParse({ layout_grid: { default: { visible: true, columns: 0, gutter: 20, margin: 40 } } }).success).toBe(false);
    expect(magEditableSchema.safeParse({ layout_grid: { default: { visible: true, columns: 12, gutter: -1, margin: 40 } } }).success).toBe(false);
  });
});

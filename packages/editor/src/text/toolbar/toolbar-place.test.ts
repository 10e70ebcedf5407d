import { describe, expect, it } from 'vitest';
import { placeToolbar } from './toolbar-place';

const bounds = { left: 200, top: 100, width: 900, height: 700 };
const size = { width: 600, height: 80 };
const place = (target: { left: number; top: number; width: number; height: number }) => placeToolbar({ target, size, bounds, gap: 10, margin: 8 });

describe('where the text toolbar floats', () => {
  it('above the text, its left edge on the text’s', () => {
    expect(place({ left: 300, top: 400, width: 200, height: 100 })).toEqual({ left: 300, top: 310, side: 'above' });
  });

  it('below the text when there is no room above', () => {
    expect(place({ left: 300, top: 150, width: 200, height: 100 })).toEqual({ left: 300, top: 260, side: 'below' });
  });

  it('over the text’s top, inside the canvas, when there is room on neither side', () => {
    expect(place({ left: 300, top: 120, width: 200, height: 650 })).toEqual({ left: 300, top: 120, side: 'over' });
    expect(place({ left: 300, top: -500, width: 200, height: 2000 })).toEqual({ left: 300, top: 108, side: 'over' });
  });

  it('never off the canvas: kept within its sides', () => {
    expect(place({ left: 900, top: 400, width: 200, height: 100 }).left).toBe(200 + 900 - 8 - 600);
    expect(place({ left: -400, top: 400, width: 200, height: 100 }).left).toBe(208);
  });

  it('a canvas narrower than the toolbar keeps its left edge in view', () => {
    expect(placeToolbar({ target: { left: 300, top: 400, width: 10, height: 10 }, size, bounds: { ...bounds, width: 400 }, gap: 10, margin: 8 }).left).toBe(208);
  });
});

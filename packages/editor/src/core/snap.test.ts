import { describe, expect, it } from 'vitest';
import { nearestSnap, snapGuides, snapTargets, snapTranslation } from './snap';

const page = { width: 1024, height: 800 };

describe('snapping (pure)', () => {
  it('snaps a box edge to the page edge within the threshold, not beyond it', () => {
    const targets = snapTargets(page, []);
    expect(snapTranslation({ x: 4, y: 300, w: 100, h: 50 }, targets, 6)).toEqual({ dx: -4, dy: 0 });
    expect(snapTranslation({ x: 7, y: 300, w: 100, h: 50 }, targets, 6)).toEqual({ dx: 0, dy: 0 });
  });

  it('snaps the box centre to the page centre and the bottom edge to the page bottom', () => {
    const targets = snapTargets(page, []);
    expect(snapTranslation({ x: 460, y: 747, w: 100, h: 50 }, targets, 6)).toEqual({ dx: 2, dy: 3 });
  });

  it('prefers the nearest line when several are within the threshold', () => {
    const lines = [{ position: 100, from: 0, to: 10 }, { position: 103, from: 0, to: 10 }];
    expect(nearestSnap([102], lines, 6)).toBe(1);
  });

  it('guides span the moved box and the widget it lines up with', () => {
    const targets = snapTargets(page, [{ x: 300, y: 500, w: 80, h: 40 }]);
    const guides = snapGuides({ x: 300, y: 100, w: 50, h: 50 }, targets);
    expect(guides).toEqual([{ axis: 'x', position: 300, from: 100, to: 540 }]);
  });
});

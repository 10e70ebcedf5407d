import { describe, expect, it } from 'vitest';
import { commonSnapshot, frameThrottled, isGeometryPath } from './use-live-geometry';

describe('the properties panel during a drag', () => {
  it('only the geometry fields follow the gesture live', () => {
    for (const field of ['x', 'y', 'w', 'h', 'angle']) expect(isGeometryPath([field]), field).toBe(true);
    for (const path of [['opacity'], ['bg_color'], ['picture', 'url'], undefined]) expect(isGeometryPath(path)).toBe(false);
  });

  it('however many store changes a frame holds, the field renders once in it', () => {
    const frames: (() => void)[] = [];
    let renders = 0;
    const throttled = frameThrottled(
      () => (renders += 1),
      (run) => frames.push(run),
      () => {},
    );
    for (let move = 0; move < 20; move += 1) throttled.notify();
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(renders).toBe(1);
    throttled.notify();
    expect(frames).toHaveLength(1);
  });
});

describe("a live field's value for several widgets", () => {
  it('their one value, or "mixed" as soon as two differ, without reading the rest', () => {
    const read: string[] = [];
    const values: Record<string, number> = { a: 10, b: 10, c: 20, d: 30 };
    const valueOf = (id: string) => (read.push(id), values[id]);
    expect(commonSnapshot(['a', 'b'], valueOf)).toBe('10');
    read.length = 0;
    expect(commonSnapshot(['a', 'c', 'd'], valueOf)).toBe('mixed');
    expect(read).toEqual(['a', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CREATED_REVISION, checkpointDue, thumbnailWidgets, versionHistoryConstants, versionKinds, versionsToThin, type VersionStamp } from './versions';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const { checkpointIntervalMs, keepRecentAutomatic, maxAutomatic, maxPublished, maxStoredBytes, thumbnailMaxWidgets } = versionHistoryConstants;

describe('the checkpoint rule', () => {
  const now = Date.UTC(2026, 10, 27, 12);

  const created = now - DAY;

  it('keeps none of a project without versions that is as it was created, however old', () => {
    expect(checkpointDue(undefined, CREATED_REVISION, now, created)).toBe(false);
  });

  it('measures a project without versions from its creation: none within the interval, one after it', () => {
    expect(checkpointDue(undefined, 5, now, now - checkpointIntervalMs + 1)).toBe(false);
    expect(checkpointDue(undefined, 5, now, now - checkpointIntervalMs)).toBe(true);
  });

  it('keeps none while the newest version is younger than the interval (continuous editing: one per interval)', () => {
    expect(checkpointDue({ createdAt: now - checkpointIntervalMs + 1, revision: 3 }, 9, now, created)).toBe(false);
  });

  it('keeps one once the newest version is as old as the interval and the draft changed since', () => {
    expect(checkpointDue({ createdAt: now - checkpointIntervalMs, revision: 3 }, 4, now, created)).toBe(true);
    expect(checkpointDue({ createdAt: now - DAY, revision: 3 }, 40, now, created)).toBe(true);
  });

  it('keeps none when the draft is what the newest version holds, however old it is', () => {
    expect(checkpointDue({ createdAt: now - DAY, revision: 7 }, 7, now, created)).toBe(false);
  });

  it('the interval is ten minutes (issue 13)', () => {
    expect(checkpointIntervalMs).toBe(10 * MINUTE);
  });
});

const stamp = (id: string, kind: VersionStamp['kind'], createdAt: number, bytes = 0): VersionStamp => ({ id, kind, createdAt, bytes });
const start = Date.UTC(2026, 0, 1);

describe('thinning', () => {
  it('deletes nothing from a short history', () => {
    const versions = Array.from({ length: keepRecentAutomatic }, (_, i) => stamp(`c${i}`, 'checkpoint', start + i * DAY));
    expect(versionsToThin([...versions, stamp('p', 'publish', start)])).toEqual([]);
  });

  it('keeps the newest automatic versions as they are and the newest of each older day', () => {
    // Three checkpoints on each of 30 days, ten minutes apart.
    const versions = Array.from({ length: 30 }, (_, day) =>
      [0, 1, 2].map((n) => stamp(`d${day}-${n}`, n === 1 ? 'before-restore' : 'checkpoint', start + day * DAY + n * 10 * MINUTE)),
    ).flat();
    const dropped = new Set(versionsToThin(versions));
    const kept = versions.filter((version) => !dropped.has(version.id)).sort((a, b) => b.createdAt - a.createdAt);
    // The 20 newest (days 29 to 23 but d23-0), then one per older day.
    expect(kept.slice(0, keepRecentAutomatic).map((v) => v.id)).toEqual(
      [...versions].sort((a, b) => b.createdAt - a.createdAt).slice(0, keepRecentAutomatic).map((v) => v.id),
    );
    // Day 23 has one version older than the recent twenty (d23-0): it stays, the newest of that day among the old.
    const older = kept.slice(keepRecentAutomatic);
    expect(older[0]!.id).toBe('d23-0');
    expect(older.slice(1).every((version) => version.id.endsWith('-2'))).toBe(true);
    expect(older).toHaveLength(24);
    expect(new Set(older.map((version) => Math.floor(version.createdAt / DAY))).size).toBe(older.length);
  });

  it('never keeps more than the limits, and the oldest go first', () => {
    const versions = [
      ...Array.from({ length: 200 }, (_, i) => stamp(`c${i}`, 'checkpoint', start + i * DAY)),
      ...Array.from({ length: 80 }, (_, i) => stamp(`p${i}`, 'publish', start + i * DAY + MINUTE)),
    ];
    const dropped = new Set(versionsToThin(versions));
    const kept = versions.filter((version) => !dropped.has(version.id));
    expect(kept.filter((v) => v.kind === 'publish').map((v) => v.id)).toEqual(Array.from({ length: maxPublished }, (_, i) => `p${80 - maxPublished + i}`));
    expect(kept.filter((v) => v.kind !== 'publish').map((v) => v.id)).toEqual(Array.from({ length: maxAutomatic }, (_, i) => `c${200 - maxAutomatic + i}`));
  });

  it('past the byte bound the oldest checkpoints go first, then before-restore versions, publishes last; the newest stays', () => {
    const limits = { maxStoredBytes: 1000 };
    const versions = [
      stamp('p0', 'publish', start, 300),
      stamp('c0', 'checkpoint', start + MINUTE, 300),
      stamp('r0', 'before-restore', start + 2 * MINUTE, 300),
      stamp('c1', 'checkpoint', start + 3 * MINUTE, 300),
      stamp('c2', 'checkpoint', start + 4 * MINUTE, 300),
    ];
    // 1500 bytes: the two oldest checkpoints go (1500 → 900).
    expect(versionsToThin(versions, limits)).toEqual(['c1', 'c0']);
    // With the bound at 500, the newest checkpoint stays: the before-restore and then the publish go.
    expect(versionsToThin(versions, { maxStoredBytes: 500 })).toEqual(['c1', 'r0', 'c0', 'p0']);
    // The newest alone over the bound stays.
    expect(versionsToThin([stamp('big', 'checkpoint', start, 5000)], limits)).toEqual([]);
  });

  const histories = fc.array(
    fc.record({
      kind: fc.constantFrom(...versionKinds),
      createdAt: fc.integer({ min: start, max: start + 400 * DAY }),
      bytes: fc.integer({ min: 0, max: 4_000_000 }),
    }),
    { maxLength: 300 },
  );

  it('property: bounded, the newest of each kind kept, and thinning what it keeps deletes nothing more', () => {
    fc.assert(
      fc.property(histories, (drawn) => {
        const versions = drawn.map((version, i) => stamp(`v${i}`, version.kind, version.createdAt, version.bytes));
        const dropped = new Set(versionsToThin(versions));
        const kept = versions.filter((version) => !dropped.has(version.id));
        expect(kept.filter((v) => v.kind === 'publish').length).toBeLessThanOrEqual(maxPublished);
        expect(kept.filter((v) => v.kind !== 'publish').length).toBeLessThanOrEqual(maxAutomatic);
        const bytes = kept.reduce((sum, version) => sum + (version.bytes ?? 0), 0);
        expect(bytes <= maxStoredBytes || kept.length === 1).toBe(true);
        const newest = [...versions].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))[0];
        if (newest) expect(dropped.has(newest.id)).toBe(false);
        expect(versionsToThin(kept)).toEqual([]);
      }),
    );
  });
});

describe('the thumbnail’s widgets', () => {
  const frame = { width: 1024, depth: 640 };
  const widget = (id: string, data: Record<string, unknown>) => ({ id, data });

  it('keeps backgrounds and the widgets covering most of the frame, at most the bound, in their drawing order', () => {
    const marks = Array.from({ length: thumbnailMaxWidgets * 2 }, (_, n) => widget(`m${n}`, { type: 'shape', x: n * 10, y: 10, w: 5, h: 5 }));
    const widgets = [widget('bg', { type: 'background' }), ...marks.slice(0, 5), widget('big', { type: 'picture', x: 0, y: 0, w: 900, h: 500 }), ...marks.slice(5)];
    const chosen = thumbnailWidgets(widgets, frame).map((w) => w.id);
    expect(chosen).toHaveLength(thumbnailMaxWidgets);
    expect(chosen[0]).toBe('bg');
    expect(chosen.indexOf('big')).toBe(6);
  });

  it('leaves out widgets below the frame or beside it, and counts only the part inside', () => {
    const widgets = [
      widget('below', { type: 'shape', x: 0, y: 700, w: 2000, h: 2000 }),
      widget('beside', { type: 'shape', x: 1100, y: 0, w: 500, h: 500 }),
      widget('edge', { type: 'shape', x: 1000, y: 600, w: 1000, h: 1000 }),
      widget('small', { type: 'shape', x: 10, y: 10, w: 30, h: 30 }),
    ];
    expect(thumbnailWidgets(widgets, frame).map((w) => w.id)).toEqual(['edge', 'small']);
    // 'edge' covers 24 × 40 of the frame, 'small' 30 × 30: with room for one, 'edge' stays.
    expect(thumbnailWidgets(widgets, frame, 1).map((w) => w.id)).toEqual(['edge']);
  });
});

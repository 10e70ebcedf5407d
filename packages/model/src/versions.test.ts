import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkpointDue, versionHistoryConstants, versionKinds, versionsToThin, type VersionStamp } from './versions';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const { checkpointIntervalMs, keepRecentAutomatic, maxAutomatic, maxPublished } = versionHistoryConstants;

describe('the checkpoint rule', () => {
  const now = Date.UTC(2026, 10, 27, 12);

  it('keeps a checkpoint at the first save of a project without versions', () => {
    expect(checkpointDue(undefined, 0, now)).toBe(true);
  });

  it('keeps none while the newest version is younger than the interval (continuous editing: one per interval)', () => {
    expect(checkpointDue({ createdAt: now - checkpointIntervalMs + 1, revision: 3 }, 9, now)).toBe(false);
  });

  it('keeps one once the newest version is as old as the interval and the draft changed since', () => {
    expect(checkpointDue({ createdAt: now - checkpointIntervalMs, revision: 3 }, 4, now)).toBe(true);
    expect(checkpointDue({ createdAt: now - DAY, revision: 3 }, 40, now)).toBe(true);
  });

  it('keeps none when the draft is what the newest version holds, however old it is', () => {
    expect(checkpointDue({ createdAt: now - DAY, revision: 7 }, 7, now)).toBe(false);
  });

  it('the interval is ten minutes (issue 13)', () => {
    expect(checkpointIntervalMs).toBe(10 * MINUTE);
  });
});

const stamp = (id: string, kind: VersionStamp['kind'], createdAt: number): VersionStamp => ({ id, kind, createdAt });
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

  const histories = fc.array(
    fc.record({ kind: fc.constantFrom(...versionKinds), createdAt: fc.integer({ min: start, max: start + 400 * DAY }) }),
    { maxLength: 300 },
  );

  it('property: bounded, the newest of each kind kept, and thinning what it keeps deletes nothing more', () => {
    fc.assert(
      fc.property(histories, (drawn) => {
        const versions = drawn.map((version, i) => stamp(`v${i}`, version.kind, version.createdAt));
        const dropped = new Set(versionsToThin(versions));
        const kept = versions.filter((version) => !dropped.has(version.id));
        expect(kept.filter((v) => v.kind === 'publish').length).toBeLessThanOrEqual(maxPublished);
        expect(kept.filter((v) => v.kind !== 'publish').length).toBeLessThanOrEqual(maxAutomatic);
        const newest = [...versions].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))[0];
        if (newest) expect(dropped.has(newest.id)).toBe(false);
        expect(versionsToThin(kept)).toEqual([]);
      }),
    );
  });
});

// Version history (docs/api.md "Version history", docs/editor.md "Version history"). Ours: the spec keeps only
// published versions; issue 13 asks for every publish and an automatic checkpoint after each stretch of editing,
// each previewable and restorable, a restore itself undoable.

/** What made a version: a publish, an automatic checkpoint while editing, or a restore (the draft just before it). */
export const versionKinds = ['publish', 'checkpoint', 'before-restore'] as const;
export type VersionKind = (typeof versionKinds)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const versionHistoryConstants = {
  /**
   * A save keeps the draft as it was before it as a checkpoint when the newest version is older than this and the
   * draft changed since (issue 13: "an automatic checkpoint after each stretch of editing, e.g. every 10 minutes").
   */
  checkpointIntervalMs: 10 * MINUTE_MS,
  /** The newest automatic versions (checkpoints and before-restore) are kept as they are… */
  keepRecentAutomatic: 20,
  /** …older ones are thinned to the newest of each such stretch (a UTC day)… */
  thinningBucketMs: DAY_MS,
  /** …and a project keeps at most this many automatic versions: beyond, the oldest go. */
  maxAutomatic: 50,
  /** A project keeps at most this many publish versions in its history (the published versions themselves stay). */
  maxPublished: 50,
  /** A version's thumbnail keeps at most this many widgets of the first page (those nearest its top). */
  thumbnailMaxWidgets: 200,
} as const;

/** The newest version of a project as the checkpoint rule sees it. */
export interface LastVersion {
  /** When it was made (ms since the epoch). */
  createdAt: number;
  /** The draft's revision it holds. */
  revision: number;
}

/**
 * Whether a save arriving at `now` keeps the draft as it is (before the save) as a checkpoint: when the project has
 * no version yet, or its newest version is older than the interval and the draft changed since it. So continuous
 * editing leaves one checkpoint per interval, and the first save after a pause keeps the state the pause left.
 */
export function checkpointDue(last: LastVersion | undefined, draftRevision: number, now: number): boolean {
  if (!last) return true;
  return draftRevision !== last.revision && now - last.createdAt >= versionHistoryConstants.checkpointIntervalMs;
}

/** A version as thinning sees it. */
export interface VersionStamp {
  id: string;
  kind: VersionKind;
  /** ms since the epoch */
  createdAt: number;
}

/**
 * The versions to delete so a project's history stays bounded (docs/api.md "Version history"): publish versions
 * beyond the newest `maxPublished`; of the automatic ones (checkpoints and before-restore), the newest
 * `keepRecentAutomatic` stay, older ones are thinned to the newest of each day, and no more than `maxAutomatic` stay
 * in all. Pure: the same list always gives the same answer, and thinning what it keeps deletes nothing more.
 */
export function versionsToThin(versions: readonly VersionStamp[], limits: Partial<typeof versionHistoryConstants> = {}): string[] {
  const { keepRecentAutomatic, thinningBucketMs, maxAutomatic, maxPublished } = { ...versionHistoryConstants, ...limits };
  const newestFirst = [...versions].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const dropped: string[] = [];
  const published = newestFirst.filter((version) => version.kind === 'publish');
  dropped.push(...published.slice(maxPublished).map((version) => version.id));

  const automatic = newestFirst.filter((version) => version.kind !== 'publish');
  const kept: VersionStamp[] = automatic.slice(0, keepRecentAutomatic);
  const buckets = new Set<number>();
  for (const version of automatic.slice(keepRecentAutomatic)) {
    const bucket = Math.floor(version.createdAt / thinningBucketMs);
    // The kept recent ones leave their day's bucket open: an older version of that day is its day's newest of the old.
    if (buckets.has(bucket)) dropped.push(version.id);
    else {
      buckets.add(bucket);
      kept.push(version);
    }
  }
  dropped.push(...kept.slice(maxAutomatic).map((version) => version.id));
  return dropped;
}

/** The constructor's Version history dialog (docs/editor.md "Version history"). */
export const historyDialogConstants = {
  /** A version's thumbnail in the list: the top of its first page in the dashboard's 16:10 frame, this wide. */
  thumbnailWidthPx: 112,
  /** Thumbnails are drawn once their row comes within this distance of the list's view. */
  thumbnailLoadMargin: '200px',
} as const;

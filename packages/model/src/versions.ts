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
   * A save keeps the draft as it was before it as a checkpoint when the newest version (or, before the first, the
   * project as created) is older than this and the draft changed since (issue 13: "an automatic checkpoint after each
   * stretch of editing, e.g. every 10 minutes").
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
  /**
   * The bytes a project's versions may hold in all (each stores its whole draft: a 5,000-widget project is about
   * 1.7 MB): beyond, the oldest checkpoints go first, then the oldest before-restore versions, publishes last; the
   * newest version always stays. A publish version refers to its published version instead of copying it.
   */
  maxStoredBytes: 20 * 1024 * 1024,
  /**
   * A version's thumbnail draws at most this many widgets of the first page: those covering most of its top (a
   * thumbnail 112 px wide shows the big shapes, not the small print), backgrounds first.
   */
  thumbnailMaxWidgets: 24,
} as const;

/** GET /api/projects/{id}/versions answers the list a page at a time (docs/api.md "Version history"). */
export const versionListConstants = {
  /** Versions in one answer without `limit`… */
  defaultLimit: 20,
  /** …and at most. */
  maxLimit: 50,
} as const;

/** The revision a project has as created (and so the state a checkpoint need not keep). */
export const CREATED_REVISION = 0;

/** The newest version of a project as the checkpoint rule sees it. */
export interface LastVersion {
  /** When it was made (ms since the epoch). */
  createdAt: number;
  /** The draft's revision it holds. */
  revision: number;
}

/**
 * Whether a save arriving at `now` keeps the draft as it is (before the save) as a checkpoint: when the newest version
 * is older than the interval and the draft changed since it. A project without versions measures from the project as
 * created (`created`, at revision CREATED_REVISION): a checkpoint equal to the new project is not worth keeping, and
 * the first one comes after a stretch of editing like every other. So continuous editing leaves one checkpoint per
 * interval, and the first save after a pause keeps the state the pause left.
 */
export function checkpointDue(last: LastVersion | undefined, draftRevision: number, now: number, created: number): boolean {
  const since = last ?? { createdAt: created, revision: CREATED_REVISION };
  return draftRevision !== since.revision && now - since.createdAt >= versionHistoryConstants.checkpointIntervalMs;
}

/** A version as thinning sees it. */
export interface VersionStamp {
  id: string;
  kind: VersionKind;
  /** ms since the epoch */
  createdAt: number;
  /** What it holds in storage (its document and thumbnail as JSON); 0 when unknown. */
  bytes?: number;
}

const newestFirst = (a: VersionStamp, b: VersionStamp) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The versions to delete so a project's history stays bounded (docs/api.md "Version history"): publish versions
 * beyond the newest `maxPublished`; of the automatic ones (checkpoints and before-restore), the newest
 * `keepRecentAutomatic` stay, older ones are thinned to the newest of each day, and no more than `maxAutomatic` stay
 * in all. Then, while what stays holds more than `maxStoredBytes`, the oldest checkpoint goes, then the oldest
 * before-restore version, then the oldest publish; the newest version always stays. Pure: the same list always gives
 * the same answer, and thinning what it keeps deletes nothing more.
 */
export function versionsToThin(versions: readonly VersionStamp[], limits: Partial<typeof versionHistoryConstants> = {}): string[] {
  const { keepRecentAutomatic, thinningBucketMs, maxAutomatic, maxPublished, maxStoredBytes } = { ...versionHistoryConstants, ...limits };
  const sorted = [...versions].sort(newestFirst);
  const dropped = new Set<string>();
  const published = sorted.filter((version) => version.kind === 'publish');
  for (const version of published.slice(maxPublished)) dropped.add(version.id);

  const automatic = sorted.filter((version) => version.kind !== 'publish');
  const kept: VersionStamp[] = automatic.slice(0, keepRecentAutomatic);
  const buckets = new Set<number>();
  for (const version of automatic.slice(keepRecentAutomatic)) {
    const bucket = Math.floor(version.createdAt / thinningBucketMs);
    // The kept recent ones leave their day's bucket open: an older version of that day is its day's newest of the old.
    if (buckets.has(bucket)) dropped.add(version.id);
    else {
      buckets.add(bucket);
      kept.push(version);
    }
  }
  for (const version of kept.slice(maxAutomatic)) dropped.add(version.id);

  // The byte bound: what stays, oldest first within each kind, checkpoints going before before-restore, publishes last.
  const staying = sorted.filter((version) => !dropped.has(version.id));
  let bytes = staying.reduce((sum, version) => sum + (version.bytes ?? 0), 0);
  const newest = staying[0];
  const dropOrder: VersionKind[] = ['checkpoint', 'before-restore', 'publish'];
  for (const kind of dropOrder) {
    for (const version of staying.filter((candidate) => candidate.kind === kind).reverse()) {
      if (bytes <= maxStoredBytes) break;
      if (version === newest) continue;
      dropped.add(version.id);
      bytes -= version.bytes ?? 0;
    }
  }
  return sorted.filter((version) => dropped.has(version.id)).map((version) => version.id);
}

/** A widget as a thumbnail's choice sees it (its stored document's fields). */
export interface ThumbnailCandidate {
  id: string;
  data: Record<string, unknown>;
}

const numberField = (data: Record<string, unknown>, name: string) => (typeof data[name] === 'number' ? (data[name] as number) : 0);

/**
 * The widgets a version's thumbnail draws, in their given (drawing) order: backgrounds, and those reaching into the
 * frame (`width` × `depth` page px from the page's top left), at most `max`, the ones covering most of the frame first.
 */
export function thumbnailWidgets<T extends ThumbnailCandidate>(
  widgets: readonly T[],
  frame: { width: number; depth: number },
  max: number = versionHistoryConstants.thumbnailMaxWidgets,
): T[] {
  const covered = (widget: T) => {
    if (widget.data.type === 'background') return Number.POSITIVE_INFINITY;
    const x = numberField(widget.data, 'x');
    const y = numberField(widget.data, 'y');
    const w = Math.max(0, Math.min(x + numberField(widget.data, 'w'), frame.width) - Math.max(x, 0));
    const h = Math.max(0, Math.min(y + numberField(widget.data, 'h'), frame.depth) - Math.max(y, 0));
    return w * h;
  };
  const inFrame = widgets.map((widget, at) => ({ widget, at, area: covered(widget) })).filter(({ area }) => area > 0);
  const chosen = new Set(
    [...inFrame]
      .sort((a, b) => b.area - a.area || a.at - b.at)
      .slice(0, max)
      .map(({ at }) => at),
  );
  return widgets.filter((_, at) => chosen.has(at));
}

/** The constructor's Version history dialog (docs/editor.md "Version history"). */
export const historyDialogConstants = {
  /** A version's thumbnail in the list: the top of its first page in the dashboard's 16:10 frame, this wide. */
  thumbnailWidthPx: 112,
  /** Thumbnails are drawn once their row comes within this distance of the list's view. */
  thumbnailLoadMargin: '200px',
  /** The next versions are asked for once the list's end comes within this distance of its view. */
  moreLoadMargin: '400px',
} as const;

import { apiMessages, HttpError, liveConstants, saveQueueConstants, type HttpClient, type HttpRequestOptions } from '@folio/model';
import type { RecordKey } from '../live/remote-changes';
import type { DocumentChanges } from '../core/changes';
import {
  addStep,
  applyPending,
  diffDrafts,
  nextRequest,
  pendingCount,
  segmentSize,
  type PendingSegment,
  type ProjectDraft,
  type SaveRequest,
} from './pending-changes';
import { memoryPendingStore, type PendingStore } from './pending-store';

/**
 * - `saved`: everything the author did is on the server;
 * - `saving`: changes wait for the debounce or are being sent;
 * - `offline`: the server could not be reached (or failed); the changes are kept and tried again;
 * - `conflict`: the project changed elsewhere (or the server refused a change): nothing is sent until the author
 *   chooses to keep theirs or take the other version.
 */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'conflict';

export interface SaveConflict {
  /** `changed`: 409, the project's revision moved on; `refused`: the server refused a change (4xx). */
  reason: 'changed' | 'refused';
  message: string;
  statusCode: number;
  /** The project as the server has it now (null until it could be fetched). */
  theirs: ProjectDraft | null;
}

export interface SaveState {
  status: SaveStatus;
  /** Records (widgets, pages, the page order) not yet saved. */
  pending: number;
  /** The project's revision as this queue last saw it. */
  revision: number;
  conflict: SaveConflict | null;
  /** When offline: the last failure's message, and when the next try is due (ms since the epoch). */
  lastError: string | null;
  retryAt: number | null;
}

export interface SaveQueueOptions {
  /** The project (mag) `_id`. */
  projectId: string;
  /** The revision of the draft the editor was loaded with. */
  revision: number;
  http: HttpClient;
  /** Where pending changes are kept; memory by default (browserPendingStore() in the app). */
  store?: PendingStore;
  /** Changes restored from the store, on top of the loaded draft. */
  segments?: PendingSegment[];
}

type Listener = (state: SaveState) => void;

// A failure worth trying again: no answer at all, the server's own failure, a timeout, too many requests, or a
// session that ended (the author may sign in again in another tab; the changes wait).
function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.statusCode >= 500 || [401, 408, 429].includes(error.statusCode);
}

/**
 * The save queue (docs/editor.md "Saving"): fed by the editor's change stream, it merges steps per record, waits
 * `debounceMs` after the last edit (at most `maxWaitMs` after the first), writes the pending changes to the store
 * before sending them, sends them in order with the current revision and takes the revision of each answer. An
 * unreachable server is tried again with backoff; a 409 (or another refusal) stops sending until resolved.
 */
export class SaveQueue {
  readonly projectId: string;
  private readonly http: HttpClient;
  private readonly store: PendingStore;
  private readonly listeners = new Set<Listener>();
  private segments: PendingSegment[];
  private revision: number;
  private conflict: SaveConflict | null = null;
  private sending = false;
  private inFlight: PendingSegment | null = null;
  private failures = 0;
  private lastError: string | null = null;
  private retryAt: number | null = null;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private maxWaitTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private writes: Promise<void> = Promise.resolve();
  private idleWaiters: (() => void)[] = [];
  private disposed = false;
  private state: SaveState;
  private readonly onOnline = () => this.retryNow();

  constructor(options: SaveQueueOptions) {
    this.projectId = options.projectId;
    this.http = options.http;
    this.store = options.store ?? memoryPendingStore();
    this.revision = options.revision;
    this.segments = (options.segments ?? []).filter((segment) => segmentSize(segment) > 0);
    this.state = this.computeState();
    globalThis.addEventListener?.('online', this.onOnline);
    if (this.segments.length) this.schedule();
  }

  // ---------------------------------------------------------------------------------------------------------
  // State, for the UI (useSaveState)

  getState = (): SaveState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A copy of the changes not yet saved (what "keep mine" would keep). */
  get pending(): PendingSegment[] {
    return JSON.parse(JSON.stringify(this.segments)) as PendingSegment[];
  }

  private computeState(): SaveState {
    const pending = pendingCount(this.segments);
    let status: SaveStatus = 'saved';
    if (this.conflict) status = 'conflict';
    else if (this.lastError !== null) status = 'offline';
    else if (pending > 0 || this.sending) status = 'saving';
    return { status, pending, revision: this.revision, conflict: this.conflict, lastError: this.lastError, retryAt: this.retryAt };
  }

  private emit(): void {
    const next = this.computeState();
    const same = (Object.keys(next) as (keyof SaveState)[]).every((key) => next[key] === this.state[key]);
    if (!same) {
      this.state = next;
      for (const listener of this.listeners) listener(next);
    }
    if ((next.status === 'saved' || next.status === 'conflict') && !this.sending) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Taking changes in

  /** One step of the editor's change stream (`editor.subscribeChanges((changes) => queue.add(changes))`). */
  add(changes: DocumentChanges): void {
    if (this.disposed) return;
    // A segment is left alone while one of its calls is on its way (and those before it).
    addStep(this.segments, changes, this.inFlight ? this.segments.indexOf(this.inFlight) + 1 : 0);
    this.segments = this.segments.filter((segment) => segmentSize(segment) > 0);
    this.persist();
    this.schedule();
    this.emit();
  }

  /** Writes the pending changes (or their absence) to the store; writes run in order, each after the last. */
  private persist(): void {
    const snapshot = { revision: this.revision, segments: this.pending };
    const empty = snapshot.segments.length === 0;
    this.writes = this.writes
      .then(() => (empty ? this.store.remove(this.projectId) : this.store.write(this.projectId, snapshot)))
      .catch(() => {
        // Storage full or refused: the changes still go to the server; only a reload before then would lose them.
      });
  }

  /** Waits `debounceMs` after this edit, and no more than `maxWaitMs` after the first edit not yet sent. */
  private schedule(): void {
    if (this.conflict || this.retryTimer || this.disposed) return;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      void this.send();
    }, saveQueueConstants.debounceMs);
    this.maxWaitTimer ??= setTimeout(() => {
      this.maxWaitTimer = null;
      void this.send();
    }, saveQueueConstants.maxWaitMs);
  }

  private clearTimers(): void {
    for (const timer of [this.debounceTimer, this.maxWaitTimer, this.retryTimer]) if (timer) clearTimeout(timer);
    this.debounceTimer = this.maxWaitTimer = this.retryTimer = null;
  }

  /** Sends now, without waiting for the debounce; resolves when everything is saved or sending stops. */
  flush(): Promise<void> {
    const idle = this.whenIdle();
    this.retryNow();
    return idle;
  }

  /** Resolves once nothing is pending (or a conflict stops sending). */
  whenIdle(): Promise<void> {
    if (!this.sending && (this.state.status === 'saved' || this.state.status === 'conflict')) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * A draft write of its own (add a page, project fields…) in line with the queue: it waits until everything
   * pending is saved, runs with the current revision while the queue holds its own calls back, and takes the
   * revision of its answer. In a conflict it is refused with the conflict's error, and nothing is called.
   */
  async write<T extends { revision: number }>(call: (revision: number) => Promise<T>): Promise<T> {
    for (;;) {
      await this.flush();
      if (this.conflict) throw new HttpError(this.conflict.message, this.conflict.statusCode);
      if (!this.sending && !this.segments.length) break;
    }
    this.clearTimers();
    this.sending = true;
    try {
      const answer = await call(this.revision);
      // A changed message may already have told of a later revision.
      this.revision = Math.max(this.revision, answer.revision);
      this.persist();
      return answer;
    } finally {
      this.sending = false;
      if (this.segments.length) this.schedule();
      this.emit();
    }
  }

  private retryNow(): void {
    if (this.conflict || this.disposed) return;
    this.clearTimers();
    void this.send();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Sending

  private call(request: SaveRequest): Promise<{ revision: number }> {
    const base = `/api/mag/${encodeURIComponent(this.projectId)}`;
    const revision = this.revision;
    // docs/editor.md "Co-editing": while others edit too, a save goes over their newer revision (they merge per
    // record on the server), and names this editor's live session so that its `changed` is known as ours.
    const at = (path: string) => (this.live.coEditing ? `${path}?skipChanged=true` : path);
    const options: HttpRequestOptions | undefined = this.live.session ? { headers: { [liveConstants.sessionHeader]: this.live.session } } : undefined;
    switch (request.kind) {
      case 'create':
        return this.http.post(at(`${base}/widgets`), { revision, widgets: request.widgets }, options);
      case 'update':
        return this.http.patch(at(`${base}/widgets`), { revision, widgets: request.widgets }, options);
      case 'delete':
        return this.http.del(at(`${base}/widgets`), { revision, ids: request.ids }, options);
      case 'page':
        return this.http.patch(at(`${base}/pages/${encodeURIComponent(request.pageId)}`), { revision, ...request.fields }, options);
      case 'order':
        return this.http.put(at(`${base}/pages/order`), { revision, pids: request.pids }, options);
      case 'project':
        return this.http.patch(at(base), { revision, ...request.fields }, options);
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Co-editing (docs/editor.md "Co-editing")

  private live: { session: string | null; coEditing: boolean } = { session: null, coEditing: false };

  /**
   * The live channel's session (null while disconnected) and whether others edit this project with us (once they
   * have, for the rest of the session: what we hold merges their changes, so our saves may go over their revision).
   */
  /** Whether saves go over others' revisions (someone else is, or was, in the project). */
  get coEditing(): boolean {
    return this.live.coEditing;
  }

  setLive(session: string | null, coEditing: boolean): void {
    this.live = { session, coEditing: coEditing || this.live.coEditing };
  }

  /** Another author's save made the draft this revision (and the editor merged it): later calls name it. */
  observeRevision(revision: number): void {
    if (revision <= this.revision) return;
    this.revision = revision;
    this.persist();
    this.emit();
  }

  /** Per record (`kind:id`), the revision of its last save by this queue. */
  private readonly savedAt = new Map<string, number>();

  private noteSaved(request: SaveRequest, revision: number): void {
    const keys =
      request.kind === 'create'
        ? request.widgets.map((widget) => `widget:${String(widget._id)}`)
        : request.kind === 'update'
          ? // An update saved some fields of the widget: those are newer than a remote change heard late, not the others.
            request.widgets.flatMap((widget) => [`widget-any:${String(widget._id)}`, ...Object.keys(widget).filter((field) => field !== '_id').map((field) => `widget:${String(widget._id)}:${field}`)])
        : request.kind === 'delete'
          ? request.ids.map((id) => `widget:${id}`)
          : request.kind === 'page'
            ? [`page:${request.pageId}`]
            : request.kind === 'order'
              ? ['order:']
              : Object.keys(request.fields).map((name) => `project:${name}`);
    for (const key of keys) this.savedAt.set(key, revision);
  }

  /**
   * Whether this queue saved the record at a revision after `revision`: a remote change of that revision, heard late,
   * is older than what the server has of it.
   */
  savedAfter(record: RecordKey, revision: number): boolean {
    const at = (key: string) => this.savedAt.get(key) ?? -1;
    const key = `${record.kind}:${record.id ?? ''}`;
    if (record.kind !== 'widget') return at(key) > revision;
    // A widget's field: saved whole (created) or that field by an update; the widget: any save of it.
    return Math.max(at(key), record.field === undefined ? at(`widget-any:${record.id}`) : at(`${key}:${record.field}`)) > revision;
  }

  /** Whether a record has changes not yet saved (being sent included): a remote change leaves it alone. */
  hasPending(record: RecordKey): boolean {
    return this.segments.some((segment) => {
      if (record.kind === 'order') return segment.order !== null;
      if (record.kind === 'page') return record.id in segment.pages;
      if (record.kind === 'project') return segment.project !== undefined && record.id in segment.project;
      if (record.id in segment.created || segment.deleted.includes(record.id)) return true;
      const update = segment.updated[record.id];
      // A widget's field is ours when the update changed it (every field when it is sent whole).
      if (!update) return false;
      return record.field === undefined || !update.fields || update.fields.includes(record.field);
    });
  }

  private async send(): Promise<void> {
    if (this.sending || this.conflict || this.disposed) return;
    this.clearTimers();
    this.sending = true;
    this.emit();
    try {
      // docs/editor.md "Saving": what is sent is in the browser first.
      await this.writes;
      while (!this.disposed) {
        const segment = this.segments[0];
        if (!segment) break;
        const next = nextRequest(segment);
        if (!next) {
          this.segments.shift();
          continue;
        }
        try {
          this.inFlight = segment;
          const answer = await this.call(next.request);
          this.inFlight = null;
          this.noteSaved(next.request, answer.revision);
          next.sent();
          if (segmentSize(segment) === 0) this.segments = this.segments.filter((other) => other !== segment);
          this.revision = Math.max(this.revision, answer.revision);
          this.failures = 0;
          this.lastError = null;
          this.retryAt = null;
          this.persist();
          this.emit();
        } catch (error) {
          this.inFlight = null;
          if (this.disposed) return;
          if (isRetryable(error)) this.retryLater(error);
          else await this.stopOnConflict(error as HttpError);
          return;
        }
        // Edits came in meanwhile and their debounce is still running: it sends the rest (if it ran out during the
        // call, the loop goes on).
        if (this.debounceTimer) return;
      }
    } finally {
      this.sending = false;
      this.emit();
    }
  }

  private retryLater(error: unknown): void {
    this.failures += 1;
    const delay = Math.min(saveQueueConstants.retryBaseMs * 2 ** (this.failures - 1), saveQueueConstants.retryMaxMs);
    this.lastError = error instanceof Error ? error.message : String(error);
    this.retryAt = Date.now() + delay;
    this.clearTimers();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.send();
    }, delay);
  }

  private async stopOnConflict(error: HttpError): Promise<void> {
    this.clearTimers();
    this.lastError = null;
    this.retryAt = null;
    // A stale revision is a change made elsewhere; any other refusal (a taken address, a page gone) is the server's no.
    const changed = error.statusCode === 409 && error.message === apiMessages.staleRevision;
    this.conflict = { reason: changed ? 'changed' : 'refused', message: error.message, statusCode: error.statusCode, theirs: null };
    this.emit();
    try {
      const theirs = await this.fetchDraft();
      if (this.conflict) this.conflict = { ...this.conflict, theirs };
    } catch {
      // Not reachable now: "keep mine" and "take theirs" fetch it again.
    }
  }

  private fetchDraft(): Promise<ProjectDraft> {
    return this.http.get<ProjectDraft>(`/api/projects/${encodeURIComponent(this.projectId)}`);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Conflicts

  /**
   * "Keep mine": the project as the server has it now with the pending changes on top. What differs from the
   * server's version is sent on top of its revision; the caller loads the returned draft into the editor.
   */
  async keepMine(): Promise<ProjectDraft> {
    const theirs = await this.fetchDraft();
    const mine = applyPending(theirs, this.segments);
    const rebased = diffDrafts(theirs, mine);
    this.segments = segmentSize(rebased) ? [rebased] : [];
    this.resume(theirs.revision);
    return mine;
  }

  /** "Take theirs": the pending changes are dropped; the caller loads the returned draft into the editor. */
  async takeTheirs(): Promise<ProjectDraft> {
    const theirs = await this.fetchDraft();
    this.segments = [];
    this.resume(theirs.revision);
    return theirs;
  }

  private resume(revision: number): void {
    this.revision = revision;
    this.conflict = null;
    this.failures = 0;
    this.lastError = null;
    this.retryAt = null;
    this.persist();
    this.emit();
    if (this.segments.length) this.schedule();
  }

  /** Marks the queue as stopped by a conflict found on load (the stored changes were made on another revision). */
  markConflict(theirs: ProjectDraft): void {
    this.clearTimers();
    this.conflict = { reason: 'changed', message: apiMessages.staleRevision, statusCode: 409, theirs };
    this.emit();
  }

  /** Stops timers and listeners; pending changes stay in the store for the next load. */
  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    globalThis.removeEventListener?.('online', this.onOnline);
    this.listeners.clear();
  }
}

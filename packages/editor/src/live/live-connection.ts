import { liveConstants, livePath, liveServerMessageSchema, type LiveChanged, type LiveClientMessage, type LivePeer, type LiveServerMessage } from '@folio/model';
import type { Editor } from '../core/editor';
import type { Point } from '../core/geometry';
import type { SaveQueue } from '../save/save-queue';
import type { ProjectDraft } from '../save/pending-changes';
import { draftAsRemoteChanges } from './remote-changes';

export type LiveStatus = 'connecting' | 'open' | 'offline';

export interface LiveState {
  status: LiveStatus;
  /** My session and colour once welcomed. */
  you: { session: string; color: string; userId: string } | null;
  /**
   * The other people in the project, in the order they joined. My own other tabs are not among them: one person in
   * two tabs is one person alone, whose tabs catch each other's changes as conflicts (docs/editor.md "Saving").
   */
  peers: LivePeer[];
}

export interface LiveConnectionOptions {
  projectId: string;
  socketHash: string;
  editor: Editor;
  queue: SaveQueue;
  /** The socket's address for a path (the page's own origin, ws: or wss:, by default). */
  socketUrl?: (path: string) => string;
  WebSocket?: typeof globalThis.WebSocket;
  /** The draft as the server has it now, to catch up on what others saved while the socket was down. */
  fetchDraft?: () => Promise<ProjectDraft>;
}

/** What the live channel says of one text being co-edited (docs/editor.md "Co-editing" → "Text"). */
export type LiveTextMessage = Extract<LiveServerMessage, { type: 'text-state' | 'text-refused' | 'text-update' | 'text-awareness' }>;

/** A text's end of the live channel: its messages in, the socket's comings and goings, the others leaving. */
export interface LiveTextListener {
  heard(message: LiveTextMessage): void;
  /** The socket is open again (welcomed): open the text again. */
  reopened(): void;
  /** The socket is lost. */
  lost(): void;
  /** A connection left the project (its carets go). */
  left(session: string): void;
}

// Revisions skipped by more than this are not waited for one by one (the draft is fetched after the wait all the same).
const MAX_LISTED_GAP = 256;

const defaultSocketUrl = (path: string) => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;

/**
 * The constructor's end of the live channel (docs/editor.md "Co-editing"): one socket, opened again with backoff when
 * lost. It sends where I am (page, pointer, selection; at most every presenceIntervalMs) and merges the others' saved
 * changes into the editor. While it is down, editing goes on: the save queue keeps what is not saved and sends it on
 * its return, over the others' revision.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private state: LiveState = { status: 'connecting', you: null, peers: [] };
  /** Every connection but mine on the project, my own other tabs included. */
  private everyone: LivePeer[] = [];
  private readonly listeners = new Set<(state: LiveState) => void>();
  private failures = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  private lastPresenceAt = 0;
  private cursor: Point | null = null;
  private lastSent = '';
  private disposed = false;
  private readonly stopFollowingSession: () => void;
  private readonly texts = new Map<string, LiveTextListener>();
  /** The newest draft revision the channel told of, and the ones below it not heard yet (see `changed`). */
  private seen = 0;
  private readonly missing = new Set<number>();
  private gapTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: LiveConnectionOptions) {
    const { editor } = options;
    let last = editor.session;
    this.stopFollowingSession = editor.store.subscribe(({ session }) => {
      if (session.pageId === last.pageId && session.selectedIds === last.selectedIds) return;
      last = session;
      this.schedulePresence();
    });
    this.connect();
  }

  getState = (): LiveState => this.state;

  subscribe = (listener: (state: LiveState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The pointer over the canvas, in page coordinates (null when it leaves). */
  setCursor(point: Point | null): void {
    this.cursor = point;
    this.schedulePresence();
  }

  /** Someone in the project, by live session (to name a caret by who it is, not by what it claims). */
  peerOf(session: string): LivePeer | undefined {
    return this.everyone.find((peer) => peer.session === session);
  }

  /**
   * A text's messages go to its listener until the returned function is called. The text's own messages (open,
   * update, caret, close) go out with sendText.
   */
  followText(widget: string, listener: LiveTextListener): () => void {
    this.texts.set(widget, listener);
    return () => {
      if (this.texts.get(widget) === listener) this.texts.delete(widget);
    };
  }

  /** Sends a text message; false when the socket is not open (the text sends its whole state when it is back). */
  sendText(message: Extract<LiveClientMessage, { type: `text-${string}` }>): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN || !this.state.you) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  dispose(): void {
    this.disposed = true;
    this.stopFollowingSession();
    for (const timer of [this.reconnectTimer, this.presenceTimer, this.gapTimer]) if (timer) clearTimeout(timer);
    this.socket?.close();
    this.options.queue.setLive(null, false);
    this.listeners.clear();
  }

  private setState(next: Partial<LiveState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of [...this.listeners]) listener(this.state);
  }

  private connect(): void {
    if (this.disposed) return;
    const { projectId, socketHash } = this.options;
    const Socket = this.options.WebSocket ?? globalThis.WebSocket;
    const socket = new Socket((this.options.socketUrl ?? defaultSocketUrl)(livePath(projectId, socketHash)));
    this.socket = socket;
    this.setState({ status: this.failures ? 'offline' : 'connecting' });
    socket.addEventListener('message', (event) => this.heard(String(event.data)));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.queue.setLive(null, false);
      this.setState({ status: 'offline', you: null, peers: [] });
      for (const text of [...this.texts.values()]) text.lost();
      if (this.disposed) return;
      this.failures += 1;
      const delay = Math.min(liveConstants.reconnectBaseMs * 2 ** (this.failures - 1), liveConstants.reconnectMaxMs);
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        this.connect();
      }, delay);
    });
  }

  private heard(text: string): void {
    let message: LiveServerMessage;
    try {
      const parsed = liveServerMessageSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    switch (message.type) {
      case 'welcome': {
        const people = message.peers.filter((peer) => peer.userId !== message.you.userId);
        if (this.failures && message.revision > this.options.queue.getState().revision) void this.catchUp(people.length > 0);
        this.failures = 0;
        this.seen = message.revision;
        this.missing.clear();
        this.everyone = message.peers;
        this.setState({ status: 'open', you: message.you, peers: people });
        this.options.queue.setLive(message.you.session, people.length > 0);
        this.lastSent = '';
        this.schedulePresence();
        for (const text of [...this.texts.values()]) text.reopened();
        return;
      }
      case 'presence': {
        const known = this.everyone.some((peer) => peer.session === message.peer.session);
        this.everyone = known ? this.everyone.map((peer) => (peer.session === message.peer.session ? message.peer : peer)) : [...this.everyone, message.peer];
        return this.peopleChanged();
      }
      case 'left':
        this.everyone = this.everyone.filter((peer) => peer.session !== message.session);
        for (const text of [...this.texts.values()]) text.left(message.session);
        return this.peopleChanged();
      case 'changed':
        this.noteRevision(message.revision);
        return this.changed(message);
      default:
        return this.texts.get(message.widget)?.heard(message);
    }
  }

  private peopleChanged(): void {
    const you = this.state.you;
    const peers = this.everyone.filter((peer) => peer.userId !== you?.userId);
    this.setState({ peers });
    if (you && peers.length) this.options.queue.setLive(you.session, true);
  }

  /**
   * Another author's save: merged into the editor, except the records this editor has not saved yet (its save follows
   * and wins). A write that names no session came from outside any constructor (a page added through the API, a
   * restore): taken only while others are here, as alone the save queue's conflict handling deals with it as ever.
   */
  private changed(message: LiveChanged): void {
    const { editor, queue } = this.options;
    const you = this.state.you;
    const mine = you?.session;
    // Mine; or, alone, my own other tab's (whose changes this tab meets as a conflict, as it always has). Once saves go
    // over others' revisions no conflict would be met, so my other tabs' changes are merged as anyone's.
    const writer = this.everyone.find((peer) => peer.session === message.by);
    if (message.by === mine || (writer && writer.userId === you?.userId && !queue.coEditing)) return;
    if (!writer && !this.state.peers.length) return;
    editor.applyRemoteChanges(message, (record) => queue.hasPending(record) || queue.savedAfter(record, message.revision));
    queue.setLive(mine ?? null, true);
    queue.observeRevision(message.revision);
  }

  /**
   * Every committed write is told once, so revisions come one by one. One skipped (a message lost between the
   * processes, or overtaken by a later one) is waited for a moment; still missing then, the draft is fetched and
   * merged as after a lost connection, so no one's change is missed until the next reload.
   */
  private noteRevision(revision: number): void {
    this.missing.delete(revision);
    // A wide gap is not listed revision by revision: it is caught up on whatever comes meanwhile.
    if (revision - this.seen - 1 > MAX_LISTED_GAP) this.missing.add(Number.NaN);
    else for (let skipped = this.seen + 1; skipped < revision; skipped += 1) this.missing.add(skipped);
    this.seen = Math.max(this.seen, revision);
    if (!this.missing.size || this.gapTimer) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      if (!this.missing.size || this.disposed) return;
      this.missing.clear();
      // Alone, a change of my own other tab is met as a conflict when I save, as always (see `changed`).
      void this.catchUp(this.state.peers.length > 0);
    }, liveConstants.revisionGapWaitMs);
  }

  /** Back after a lost connection, and the draft moved on meanwhile: what others saved is merged as their changes. */
  private async catchUp(others: boolean): Promise<void> {
    const { editor, queue, fetchDraft } = this.options;
    if (!fetchDraft || (!others && !queue.getState().pending)) return;
    try {
      const draft = await fetchDraft();
      if (this.disposed) return;
      editor.applyRemoteChanges(draftAsRemoteChanges(editor.document, draft), (record) => queue.hasPending(record) || queue.savedAfter(record, draft.revision));
      queue.setLive(this.state.you?.session ?? null, true);
      queue.observeRevision(draft.revision);
    } catch {
      // Not reachable after all: the next change heard, or the next reconnection, brings the rest.
    }
  }

  private schedulePresence(): void {
    if (this.presenceTimer || this.disposed) return;
    const wait = Math.max(0, this.lastPresenceAt + liveConstants.presenceIntervalMs - Date.now());
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      this.sendPresence();
    }, wait);
  }

  private sendPresence(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN || !this.state.you) return;
    const { pageId, selectedIds } = this.options.editor.session;
    const cursor = this.cursor && { x: Math.round(this.cursor.x), y: Math.round(this.cursor.y) };
    const text = JSON.stringify({ type: 'presence', page: pageId, cursor, selection: selectedIds.slice(0, liveConstants.maxSelection) });
    if (text === this.lastSent) return;
    this.lastSent = text;
    this.lastPresenceAt = Date.now();
    socket.send(text);
  }
}

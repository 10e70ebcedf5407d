import * as Y from 'yjs';
import type { Provider, ProviderAwareness, UserState } from '@lexical/yjs';
import { liveConstants, liveMessages } from '@folio/model';
import type { LiveConnection, LiveTextListener, LiveTextMessage } from './live-connection';

// A text co-edited character by character (docs/editor.md "Co-editing" → "Text"): Lexical's Yjs binding edits a
// Y.Doc, and this provider carries the document's updates and the carets over the project's live channel. The
// server keeps the document; whoever opens a text no one is editing fills it from the text as saved.

// Room for the rest of a text-update message (its type, widget and generation) beside the update itself.
const MESSAGE_ENVELOPE_BYTES = 512;

type ProviderEvent = 'sync' | 'status' | 'update' | 'reload';
type Handler = (value: never) => void;

/** Bytes as base64 (in slices: a whole state can be larger than a call's arguments may be). */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let text = '';
  for (let at = 0; at < bytes.length; at += SLICE) text += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/** Carets in the text: mine, sent as I move; the others', named and coloured by who they are in the project. */
class TextAwareness implements ProviderAwareness {
  private local: UserState | null = null;
  private readonly remote = new Map<number, { state: UserState; session: string }>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly clientID: number,
    private readonly send: (state: UserState | null) => void,
  ) {}

  getLocalState = (): UserState | null => this.local;

  getStates = (): Map<number, UserState> => {
    const states = new Map([...this.remote].map(([client, { state }]) => [client, state]));
    if (this.local) states.set(this.clientID, this.local);
    return states;
  };

  setLocalState = (state: UserState | null): void => {
    this.local = state;
    this.send(state);
    this.emit();
  };

  setLocalStateField = (field: string, value: unknown): void => {
    if (this.local) this.setLocalState({ ...this.local, [field]: value });
  };

  on = (_type: 'update', listener: () => void): void => void this.listeners.add(listener);
  off = (_type: 'update', listener: () => void): void => void this.listeners.delete(listener);

  /** Sends my caret again (the socket is back). */
  resend(): void {
    if (this.local) this.send(this.local);
  }

  knows(client: number): boolean {
    return this.remote.has(client);
  }

  /** Whether a client's caret is this connection's to set (it is no one's yet, or already theirs). */
  ownedBy(client: number, session: string): boolean {
    const owner = this.remote.get(client)?.session;
    return owner === undefined || owner === session;
  }

  setRemote(client: number, session: string, state: UserState | null): void {
    if (client === this.clientID) return;
    if (state) this.remote.set(client, { state, session });
    else this.remote.delete(client);
    this.emit();
  }

  /** The carets of one connection (it left), or of everyone (the socket is lost). */
  forget(session?: string): void {
    const before = this.remote.size;
    for (const [client, entry] of [...this.remote]) if (session === undefined || entry.session === session) this.remote.delete(client);
    if (this.remote.size !== before) this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * A caret as it came over the socket, with relative positions Yjs can resolve again; null for one whose positions do
 * not resolve in this document (a broken caret must not stop the text from being drawn).
 */
function caretFrom(state: Record<string, unknown>, name: string, color: string, doc: Y.Doc): UserState | null {
  try {
    const position = (value: unknown) => {
      if (!value || typeof value !== 'object') return null;
      const relative = Y.createRelativePositionFromJSON(value);
      Y.createAbsolutePositionFromRelativePosition(relative, doc);
      return relative;
    };
    return { anchorPos: position(state.anchorPos), focusPos: position(state.focusPos), name, color, focusing: state.focusing === true, awarenessData: {} };
  } catch {
    return null;
  }
}

export interface LiveTextProviderOptions {
  widget: string;
  doc: Y.Doc;
  connection: LiveConnection;
  /** The text cannot be co-edited (refused, or its first state never came): it goes on being edited alone. */
  onAlone: (reason: string) => void;
  /**
   * The document was started again while this editor was away (no one else had the text open): this editor's
   * document is of the past; the editor opens again on the current one and its own text takes it over.
   */
  onStale: () => void;
  /** Whether the text may be typed in: only once its content is here. */
  onReady: (ready: boolean) => void;
}

/**
 * The Yjs provider of one text over the live channel (Lexical's `Provider`). It opens the text when it connects and
 * whenever the socket is back, sends what is typed here as updates, and applies the others'. Back after a lost socket
 * in the same document, it sends what the server's state lacks of its own: what was typed meanwhile merges with the
 * others' typing.
 */
export class LiveTextProvider implements Provider, LiveTextListener {
  readonly awareness: TextAwareness;
  private readonly handlers = new Map<ProviderEvent, Set<Handler>>();
  private generation: string | null = null;
  /** The text's content is here (Lexical may bootstrap or show it). */
  private synced = false;
  /** The server answered this socket's text-open: updates may go out. */
  private opened = false;
  /** A text-open went out on this socket (answered or not): leaving says text-close. */
  private requested = false;
  private resyncTimer: ReturnType<typeof setTimeout> | null = null;
  private unfollow: (() => void) | null = null;
  private waitTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Updates heard after asking to open and before the answer: stored just after the state this editor is sent was
   * read, they may be relayed ahead of it. They are applied after it (an update applied twice changes nothing).
   */
  private early: { generation: string; update: string }[] = [];

  constructor(private readonly options: LiveTextProviderOptions) {
    const { doc, connection, widget } = options;
    this.awareness = new TextAwareness(doc.clientID, (state) => {
      if (this.opened) connection.sendText({ type: 'text-awareness', widget, client: doc.clientID, state: state as Record<string, unknown> | null });
    });
  }

  connect(): void {
    if (this.unfollow) return;
    this.unfollow = this.options.connection.followText(this.options.widget, this);
    this.options.doc.on('update', this.onDocUpdate);
    this.options.onReady(false);
    this.open();
  }

  disconnect(): void {
    if (!this.unfollow) return;
    const { connection, widget, doc } = this.options;
    if (this.opened) connection.sendText({ type: 'text-awareness', widget, client: doc.clientID, state: null });
    if (this.requested) connection.sendText({ type: 'text-close', widget });
    this.unfollow();
    this.unfollow = null;
    this.opened = false;
    this.requested = false;
    doc.off('update', this.onDocUpdate);
    this.clearWait();
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
  }

  on(type: ProviderEvent, handler: Handler): void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
  }

  off(type: ProviderEvent, handler: Handler): void {
    this.handlers.get(type)?.delete(handler);
  }

  heard(message: LiveTextMessage): void {
    switch (message.type) {
      case 'text-state':
        return this.stateHeard(message.generation, message.state, message.seed);
      case 'text-update':
        if (!this.opened) return void this.early.push({ generation: message.generation, update: message.update });
        if (message.generation !== this.generation) return;
        Y.applyUpdate(this.options.doc, fromBase64(message.update), this);
        if (!this.synced) this.markSynced();
        return this.checkComplete();
      case 'text-awareness': {
        const peer = this.options.connection.peerOf(message.by);
        // A Yjs client is one editor's: another connection cannot move or remove its caret.
        if (!this.awareness.ownedBy(message.client, message.by)) return;
        const known = this.awareness.knows(message.client);
        this.awareness.setRemote(message.client, message.by, message.state && peer ? caretFrom(message.state, peer.name, `#${peer.color}`, this.options.doc) : null);
        // Someone who has just opened the text has not heard my caret (carets are not stored): it goes to them.
        if (!known && message.state && this.opened) this.awareness.resend();
        return;
      }
      case 'text-refused':
        // An update the server no longer takes (the socket came back to another document): open again.
        if (message.message === liveMessages.textNotOpen && this.synced) return this.open();
        this.clearWait();
        return this.options.onAlone(message.message);
    }
  }

  reopened(): void {
    if (this.unfollow) this.open();
  }

  lost(): void {
    this.opened = false;
    this.awareness.forget();
    this.emit('status', { status: 'disconnected' });
  }

  left(session: string): void {
    this.awareness.forget(session);
  }

  private open(): void {
    const { connection, widget } = this.options;
    this.opened = false;
    this.early = [];
    if (connection.sendText({ type: 'text-open', widget, generation: this.generation })) this.requested = true;
    // Armed whether or not the open went out: a text never filled is edited alone rather than waiting for ever.
    if (!this.synced && !this.waitTimer) {
      this.waitTimer = setTimeout(() => {
        this.waitTimer = null;
        if (!this.synced) this.options.onAlone(liveMessages.textNoDocument);
      }, liveConstants.textFirstStateWaitMs);
    }
  }

  private stateHeard(generation: string, state: string, seed: boolean): void {
    const { doc } = this.options;
    if (this.generation !== null && generation !== this.generation) {
      this.clearWait();
      return this.options.onStale();
    }
    const returning = this.synced;
    this.generation = generation;
    this.opened = true;
    const stored = state ? fromBase64(state) : null;
    if (stored) Y.applyUpdate(doc, stored, this);
    for (const early of this.early) if (early.generation === generation) Y.applyUpdate(doc, fromBase64(early.update), this);
    this.early = [];
    this.emit('status', { status: 'connected' });
    this.awareness.resend();
    if (returning) {
      // What was typed while the socket was down joins the document: all the server lacks of this editor's state.
      const missing = Y.encodeStateAsUpdate(doc, stored ? Y.encodeStateVectorFromUpdate(stored) : undefined);
      this.sendUpdate(toBase64(missing));
    } else if (seed || hasContent(doc)) {
      this.markSynced();
    }
    // Otherwise another editor is filling the document: its update makes this one ready.
  }

  /**
   * An update that builds on one never heard (lost between processes: pub/sub is at most once) waits inside Yjs.
   * Still waiting after a moment, the text is opened again: the server's whole state fills the hole.
   */
  private checkComplete(): void {
    const { store } = this.options.doc;
    if ((!store.pendingStructs && !store.pendingDs) || this.resyncTimer) return;
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      const waiting = this.options.doc.store;
      if ((waiting.pendingStructs || waiting.pendingDs) && this.unfollow && this.opened) this.open();
    }, liveConstants.revisionGapWaitMs);
  }

  private markSynced(): void {
    this.synced = true;
    this.clearWait();
    // Lexical fills an empty document from the text as saved (bootstrap) on this event.
    this.emit('sync', true);
    this.options.onReady(true);
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this || !this.opened || this.generation === null) return;
    this.sendUpdate(toBase64(update));
  };

  /** An update too long for one message (a very long text filled at once) cannot be co-edited: edited alone. */
  private sendUpdate(update: string): void {
    const { connection, widget } = this.options;
    if (this.generation === null) return;
    if (update.length > liveConstants.maxMessageBytes - MESSAGE_ENVELOPE_BYTES) {
      this.clearWait();
      return this.options.onAlone(liveMessages.textTooLarge);
    }
    connection.sendText({ type: 'text-update', widget, generation: this.generation, update });
  }

  private clearWait(): void {
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
  }

  private emit(type: ProviderEvent, value: unknown): void {
    for (const handler of [...(this.handlers.get(type) ?? [])]) (handler as (value: unknown) => void)(value);
  }
}

/** Whether a document holds anything yet (a first state has come). */
function hasContent(doc: Y.Doc): boolean {
  return doc.store.clients.size > 0;
}

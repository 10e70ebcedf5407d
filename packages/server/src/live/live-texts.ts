import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { liveConstants, liveMessages, type LiveClientMessage, type LiveServerMessage } from '@folio/model';
import type { Db } from '../db/database';
import { liveTexts, widgets } from '../db/schema';
import { ApiError } from '../errors';
import { findMagFor } from '../repositories/mags';
import type { UserRow } from '../repositories/users';
import type { LiveHub } from './live-hub';

// Texts co-edited character by character over the live channel (docs/editor.md "Co-editing", docs/api.md "Live
// channel"): the server keeps each text's Yjs document (live_texts) so that whoever opens the text later starts from
// what the others typed, and relays every update to the others once it is stored. The widget's saved text stays the
// source of truth: each editor still saves it through the draft API.

type TextMessage = Extract<LiveClientMessage, { type: 'text-open' | 'text-update' | 'text-awareness' | 'text-close' }>;
type TextState = Extract<LiveServerMessage, { type: 'text-state' }>;

/** The text messages counted against maxTextMessagesPerSecond (opening and closing are not). */
const RATED: ReadonlySet<TextMessage['type']> = new Set(['text-update', 'text-awareness']);
// One rate window: a connection sends at most maxTextMessagesPerSecond rated text messages in it.
const TEXT_WINDOW_MS = 1000;

export const isTextMessage = (message: LiveClientMessage): message is TextMessage => message.type !== 'presence';

/** What a connection's texts need of it. */
export interface TextConnection {
  magId: string;
  session: string;
  user: UserRow;
  send(message: LiveServerMessage): void;
  /** Closes the socket with a live close code (a bad update, too many text messages). */
  refuse(code: 'badMessage' | 'tooManyTextMessages'): void;
  log(message: string, error: unknown): void;
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The update as bytes, or undefined when it is not a Yjs update (decoding it whole is what merging would do). */
function yjsUpdate(base64: string): Uint8Array | undefined {
  const update = fromBase64(base64);
  try {
    Y.decodeUpdate(update);
    return update;
  } catch {
    return undefined;
  }
}

/**
 * The texts of one live connection: the ones it opened (with their generation), its text messages handled one after
 * the other in the order they came, and their rate.
 */
export class ConnectionTexts {
  private readonly opened = new Map<string, string>();
  /** The Yjs client of this connection's caret in each open text (its caret is taken away when it leaves). */
  private readonly carets = new Map<string, number>();
  private chain: Promise<void>;
  private window = 0;
  private count = 0;

  /** `ready` resolves once the socket is in the project's room (its text messages wait for it). */
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly connection: TextConnection,
    ready: Promise<void>,
  ) {
    this.chain = ready.catch(() => undefined);
  }

  /** A text message as it arrives: counted now, handled after the ones before it. */
  receive(message: TextMessage): void {
    if (RATED.has(message.type)) {
      const now = Date.now();
      if (now - this.window >= TEXT_WINDOW_MS) {
        this.window = now;
        this.count = 0;
      }
      this.count += 1;
      if (this.count > liveConstants.maxTextMessagesPerSecond) return this.connection.refuse('tooManyTextMessages');
    }
    this.enqueue(() => this.handle(message));
  }

  /** The socket closed: after what it sent before, its session leaves the texts it had open. */
  closed(): void {
    this.enqueue(async () => {
      for (const widget of [...this.opened.keys()]) await this.leave(widget);
    });
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => this.connection.log('A text message of the live channel failed', error));
  }

  private async handle(message: TextMessage): Promise<void> {
    switch (message.type) {
      case 'text-open':
        return this.open(message.widget, message.generation);
      case 'text-update':
        return this.update(message.widget, message.generation, message.update);
      case 'text-awareness':
        if (!this.opened.has(message.widget)) return this.refused(message.widget, liveMessages.textNotOpen);
        this.carets.set(message.widget, message.client);
        return this.hub.relayText(this.connection.magId, { ...message, by: this.connection.session });
      case 'text-close':
        return this.leave(message.widget);
    }
  }

  private refused(widget: string, message: string): void {
    this.connection.send({ type: 'text-refused', widget, message });
  }

  private async open(widget: string, generation: string | null): Promise<void> {
    const { magId, session, user } = this.connection;
    if (!this.opened.has(widget) && this.opened.size >= liveConstants.maxOpenTexts) return this.refused(widget, liveMessages.textTooManyOpen);
    try {
      await findMagFor(this.db, magId, user, 'edit');
    } catch (error) {
      if (error instanceof ApiError) return this.refused(widget, liveMessages.textViewOnly);
      throw error;
    }
    const answer = await this.db.transaction(async (tx): Promise<TextState | undefined> => {
      // The widget is held (not changed) until the document is written: deleting it waits, then takes the document.
      const [saved] = await tx
        .select({ data: widgets.data })
        .from(widgets)
        .where(and(eq(widgets.magId, magId), eq(widgets.id, widget)))
        .for('key share');
      if (saved?.data.type !== 'text') return undefined;
      const fresh = { generation: randomUUID(), state: new Uint8Array(), sessions: [session], updatedAt: new Date() };
      const lockRow = async () =>
        (await tx.select().from(liveTexts).where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widget))).for('update'))[0];
      let row = await lockRow();
      if (!row) {
        // The first opener creates the document; one opening at the same moment waits for it and joins it.
        const created = await tx.insert(liveTexts).values({ magId, widgetId: widget, ...fresh }).onConflictDoNothing().returning({ generation: liveTexts.generation });
        if (created.length) return { type: 'text-state', widget, generation: fresh.generation, state: '', seed: true };
        row = await lockRow();
      }
      // Sessions whose socket has gone (a crash or a lost connection that never said text-close) leave the document.
      const others = (row?.sessions ?? []).filter((other) => other !== session && this.hub.isLive(magId, other));
      const joins = row && (row.generation === generation || others.length > 0);
      if (row && joins) {
        await tx
          .update(liveTexts)
          .set({ sessions: [...others, session], updatedAt: new Date() })
          .where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widget)));
        return { type: 'text-state', widget, generation: row.generation, state: toBase64(row.state), seed: false };
      }
      // Nobody is editing the text: its document may be older than the saved text, so a new one starts, filled by
      // this editor from the saved text.
      await tx
        .update(liveTexts)
        .set(fresh)
        .where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widget)));
      return { type: 'text-state', widget, generation: fresh.generation, state: '', seed: true };
    });
    if (!answer) {
      this.opened.delete(widget);
      return this.refused(widget, liveMessages.textNotSaved);
    }
    this.opened.set(widget, answer.generation);
    this.connection.send(answer);
  }

  private async update(widget: string, generation: string, base64: string): Promise<void> {
    const { magId, session } = this.connection;
    const update = yjsUpdate(base64);
    if (!update) return this.connection.refuse('badMessage');
    if (this.opened.get(widget) !== generation) return this.refused(widget, liveMessages.textNotOpen);
    const outcome = await this.db.transaction(async (tx): Promise<'stored' | 'not open' | 'too large'> => {
      const [row] = await tx
        .select({ generation: liveTexts.generation, state: liveTexts.state })
        .from(liveTexts)
        .where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widget)))
        .for('update');
      if (row?.generation !== generation) return 'not open';
      const state = row.state.byteLength ? Y.mergeUpdates([row.state, update]) : update;
      if (state.byteLength > liveConstants.maxTextStateBytes) return 'too large';
      await tx
        .update(liveTexts)
        .set({ state, updatedAt: new Date() })
        .where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widget)));
      return 'stored';
    });
    if (outcome === 'not open') {
      this.opened.delete(widget);
      return this.refused(widget, liveMessages.textNotOpen);
    }
    if (outcome === 'too large') {
      // The text is edited alone from now on: this editor's document has what the others' no longer can.
      await this.leave(widget);
      return this.refused(widget, liveMessages.textTooLarge);
    }
    // Stored first, then relayed: whoever reads the document after this either finds the update in it or hears it.
    this.hub.relayText(magId, { type: 'text-update', widget, generation, update: base64, by: session });
  }

  /** This session leaves a text's document (best effort: a session gone is also dropped by the next opener). */
  private async leave(widget: string): Promise<void> {
    const { magId, session } = this.connection;
    if (!this.opened.delete(widget)) return;
    // Whatever way it leaves (closed, refused, the socket gone), its caret goes from the others' texts.
    const client = this.carets.get(widget);
    this.carets.delete(widget);
    if (client !== undefined) this.hub.relayText(magId, { type: 'text-awareness', widget, client, state: null, by: session });
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ sessions: liveTexts.sessions })
        .from(liveTexts)
        .where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widget)))
        .for('update');
      if (!row?.sessions.includes(session)) return;
      await tx
        .update(liveTexts)
        .set({ sessions: row.sessions.filter((other) => other !== session) })
        .where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widget)));
    });
  }
}

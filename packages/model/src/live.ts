import { z } from 'zod';
import type { Page } from './schemas/page';
import type { MagFieldChanges } from './schemas/mag';
import type { Widget } from './widgets/registry';

// The live channel of the constructor (docs/editor.md "Co-editing"; docs/api.md "Live channel"): one WebSocket per
// open constructor, GET /api/projects/{id}/live?hash={socket_hash}. Authors tell each other where they are
// (presence); the server tells every one of them what each committed draft write changed (changed), in the order the
// writes were committed. Edits themselves still go through the draft API (the save queue), never through the socket;
// the one exception is the text inside a text widget while several people edit it at once, which goes through the
// socket character by character as Yjs updates (text-open, text-update, text-awareness, text-close) and is saved, as
// ever, by each editor's save queue.

export const liveConstants = {
  /** The route of the socket; `:id` is the project's _id. */
  path: '/api/projects/:id/live',
  /** Presence (page, pointer, selection) goes out at most this often: a frame or three at 60 Hz. */
  presenceIntervalMs: 50,
  /** The server drops presence beyond this many messages per second on one connection (a client sends ~20). */
  maxPresencePerSecond: 40,
  /**
   * Any client message longer than this closes the connection (a presence is well under 1 KB; a text's first state,
   * with its styles, is the largest message).
   */
  maxMessageBytes: 512 * 1024,
  /** A text co-edited over the socket may grow to this many bytes of Yjs state; an update beyond it is refused. */
  maxTextStateBytes: 4 * 1024 * 1024,
  /** Text messages (updates and carets) of one connection beyond this many a second are refused (typing sends ~10). */
  maxTextMessagesPerSecond: 120,
  /**
   * A text joined while another editor is still filling it (its first state) waits this long for that; then it is
   * edited alone.
   */
  textFirstStateWaitMs: 3000,
  /** A caret in a text (a few relative positions, a name, a colour) is at most this long as JSON. */
  maxCaretBytes: 2048,
  /** Texts one connection may have open at once (one is edited at a time; a few more linger while closing). */
  maxOpenTexts: 8,
  /** Open sockets one person may hold on one project (tabs); one more is refused. */
  maxConnectionsPerUser: 8,
  /** At most this many selected ids are passed on in a presence. */
  maxSelection: 200,
  /** Reconnection after a lost socket: the first wait, doubled each failure up to the maximum. */
  reconnectBaseMs: 500,
  reconnectMaxMs: 10_000,
  /**
   * A `changed` whose revision skips some (one was lost between the processes, or they arrived out of order): the
   * missing ones are waited for this long, then the draft is fetched and merged.
   */
  revisionGapWaitMs: 1000,
  /**
   * Each process tells the others of its sockets' peers this often, and forgets another process's peer not heard of
   * for peerExpiryMs (that process ended without saying so): its avatar goes and its texts may start afresh.
   */
  peerHeartbeatMs: 10_000,
  peerExpiryMs: 35_000,
  /** The header a save carries so that the `changed` it causes names its author's live session. */
  sessionHeader: 'x-folio-live-session',
  /**
   * The peers' colours, given in turn as people join (cursor, selection outline, avatar); no blue, which is the
   * constructor's own selection.
   */
  palette: ['e5484d', '30a46c', '8e4ec6', 'f76b15', 'd6409f', '12a594', 'b08800', '6e56cf'] as const,
} as const;

/** Close codes of the live socket (4000–4999 are the application's own, RFC 6455 §7.4.2). */
export const liveCloseCodes = {
  /** No session: sign in. */
  unauthorized: 4401,
  /** Not a member of the project, no such project, or a socket_hash that is not this person's for this project. */
  forbidden: 4403,
  /** The page that opened the socket is not this app's (Origin other than PUBLIC_URL). */
  foreignOrigin: 4003,
  /** Too many sockets of one person on one project. */
  tooManyConnections: 4429,
  /** A message that is not one of the protocol's, or too long. */
  badMessage: 4400,
  /** More text messages in a second than maxTextMessagesPerSecond (the editor comes back and sends its whole state). */
  tooManyTextMessages: 4408,
} as const;

/** The close reasons sent with the codes above. */
export const liveMessages = {
  unauthorized: 'Sign in to edit this project',
  forbidden: 'You have no access to this project',
  badHash: 'The socket hash does not match this project and person',
  foreignOrigin: 'The live channel is only open to pages of this app',
  tooManyConnections: 'Too many open editors of this project',
  badMessage: 'Not a message of the live channel',
  upgradeRequired: 'The live channel is a WebSocket: open it with an upgrade',
  /** text-refused: the person may only view the project. */
  textViewOnly: 'You may only view this project',
  /** text-refused: the widget is not a saved text of the project (it is edited alone until saved). */
  textNotSaved: 'This text is not saved yet',
  /** text-refused: the text's document reached maxTextStateBytes. */
  textTooLarge: 'This text is too large to edit together',
  /** text-refused: an update for a text not opened, or of an older document. */
  textNotOpen: 'This text is not open',
  /** text-refused: the connection already has maxOpenTexts texts open. */
  textTooManyOpen: 'Too many texts open at once',
  /** The text's document did not come within textFirstStateWaitMs (the editor's own reason, not the server's). */
  textNoDocument: 'The text shared with the others did not come in time',
  /** Closes the socket: text messages beyond maxTextMessagesPerSecond. */
  tooManyTextMessages: 'Too many text messages',
} as const;

const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
const sessionIdSchema = z.string().min(1).max(64);

/** Client → server: where I am. */
export const livePresenceInSchema = z.strictObject({
  type: z.literal('presence'),
  /** The page open in my constructor. */
  page: z.string().max(64),
  /** The pointer over the canvas, in page coordinates; null when it is off the canvas. */
  cursor: pointSchema.nullable(),
  /** The ids of the widgets I have selected. */
  selection: z.array(z.string().max(64)).max(liveConstants.maxSelection),
});
const widgetIdSchema = z.string().min(1).max(64);
/** One text's Yjs document: a new one is started whenever no one is editing the text (see "text-open"). */
const generationSchema = z.string().min(1).max(64);
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
/** A Yjs update (or a whole state) as base64. */
const yjsUpdateSchema = z.string().max(liveConstants.maxMessageBytes).regex(base64Pattern);
/** A text's whole document as the server holds it, as base64 (4 characters for every 3 bytes). */
const yjsStateSchema = z
  .string()
  .max(Math.ceil(liveConstants.maxTextStateBytes / 3) * 4)
  .regex(base64Pattern);
/** A caret inside a text, as Lexical's Yjs binding keeps it (name, colour, relative positions): JSON, passed on as is. */
const textCaretSchema = z
  .record(z.string(), z.unknown())
  .refine((caret) => JSON.stringify(caret).length <= liveConstants.maxCaretBytes, 'A caret is a few positions')
  .nullable();

/**
 * Client → server, while text is co-edited (docs/editor.md "Co-editing" → "Text"). `text-open` joins the text's
 * document: with `generation` null when editing begins, or the one held when coming back after a lost connection.
 */
export const liveTextOpenSchema = z.strictObject({ type: z.literal('text-open'), widget: widgetIdSchema, generation: generationSchema.nullable() });
/** What I typed, as a Yjs update of the text's document (after a lost connection: my whole state). */
export const liveTextUpdateSchema = z.strictObject({ type: z.literal('text-update'), widget: widgetIdSchema, generation: generationSchema, update: yjsUpdateSchema });
/** My caret in the text (`client` is my Yjs client id; state null when I leave the text). */
export const liveTextAwarenessSchema = z.strictObject({
  type: z.literal('text-awareness'),
  widget: widgetIdSchema,
  client: z.int().min(0),
  state: textCaretSchema,
});
export const liveTextCloseSchema = z.strictObject({ type: z.literal('text-close'), widget: widgetIdSchema });

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  livePresenceInSchema,
  liveTextOpenSchema,
  liveTextUpdateSchema,
  liveTextAwarenessSchema,
  liveTextCloseSchema,
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** One author in the project, as the others see them. */
export const livePeerSchema = z.object({
  /** This connection's id (one person may be here twice, in two tabs). */
  session: sessionIdSchema,
  userId: z.string(),
  name: z.string(),
  /** Hex colour without '#', from liveConstants.palette. */
  color: z.string(),
  page: z.string().nullable(),
  cursor: pointSchema.nullable(),
  selection: z.array(z.string()),
});
export type LivePeer = z.infer<typeof livePeerSchema>;

const recordList = <T>() => z.array(z.custom<T>((value) => typeof value === 'object' && value !== null && '_id' in value));

/** A page as `changed` carries it: the draft's page fields without its widgets (they come as widgets). */
export type LivePage = Omit<Page, 'wids'>;

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    /** My connection; `userId` tells my own other tabs apart from other people (only people co-edit: docs/editor.md). */
    you: z.object({ session: sessionIdSchema, color: z.string(), userId: z.string() }),
    peers: z.array(livePeerSchema),
    /** The draft's revision when the socket opened. */
    revision: z.int().min(0),
  }),
  z.object({ type: z.literal('presence'), peer: livePeerSchema }),
  z.object({ type: z.literal('left'), session: sessionIdSchema }),
  z.object({
    type: z.literal('changed'),
    /** The draft's revision after the write. */
    revision: z.int().min(0),
    /** The live session whose save it was; null for a write from elsewhere (an API call, a restore without a socket). */
    by: sessionIdSchema.nullable(),
    /** The records as stored after the write, whole. */
    widgets: z.object({ upserted: recordList<Widget>(), deleted: z.array(z.string()) }),
    pages: z.object({ upserted: recordList<LivePage>(), deleted: z.array(z.string()), order: z.array(z.string()).nullable() }),
    /** The project's editable fields that changed, with their values (null: removed); null when none did. */
    project: z.custom<MagFieldChanges>((value) => typeof value === 'object').nullable(),
  }),
  /**
   * The answer to `text-open`: the text's document as the server holds it (base64 Yjs state, '' when empty). With
   * `seed` the document is new and this editor fills it from the text as saved; the others wait for that update.
   */
  z.object({ type: z.literal('text-state'), widget: widgetIdSchema, generation: generationSchema, state: yjsStateSchema, seed: z.boolean() }),
  /** The text cannot be co-edited (no edit role, the widget not saved yet, or too large): it is edited alone. */
  z.object({ type: z.literal('text-refused'), widget: widgetIdSchema, message: z.string() }),
  /** Another editor's update of a text's document. */
  z.object({ type: z.literal('text-update'), widget: widgetIdSchema, generation: generationSchema, update: yjsUpdateSchema, by: sessionIdSchema }),
  /** Another editor's caret in a text. */
  z.object({ type: z.literal('text-awareness'), widget: widgetIdSchema, client: z.int().min(0), state: textCaretSchema, by: sessionIdSchema }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
export type LiveChanged = Extract<LiveServerMessage, { type: 'changed' }>;

/** The colour of the n-th person to join (0-based), going round the palette. */
export function liveColor(index: number): string {
  const { palette } = liveConstants;
  return palette[((index % palette.length) + palette.length) % palette.length]!;
}

/** The socket's path for a project, with its socket_hash. */
export function livePath(projectId: string, socketHash: string): string {
  return `${liveConstants.path.replace(':id', encodeURIComponent(projectId))}?hash=${encodeURIComponent(socketHash)}`;
}

/** What the constructor says of the others editing (docs/editor.md "Co-editing"). */
export const liveTexts = {
  people: 'People editing this project',
  /** An avatar's label: who, and which page they are on (1-based) when known. */
  peer: (name: string, page: number | null) => (page ? `${name}, on page ${page}` : name),
  offline: 'Offline: your changes are kept and sent when the connection is back',
  reconnecting: 'Reconnecting…',
  /** Under a text edited alone while others are in the project: why, and what that means. */
  textAlone: (reason: string) => `${reason}. You are editing it alone: the others see it once it is saved.`,
} as const;

import { z } from 'zod';
import type { Page } from './schemas/page';
import type { MagFieldChanges } from './schemas/mag';
import type { Widget } from './widgets/registry';

// The live channel of the constructor (docs/editor.md "Co-editing"; docs/api.md "Live channel"): one WebSocket per
// open constructor, GET /api/projects/{id}/live?hash={socket_hash}. Authors tell each other where they are
// (presence); the server tells every one of them what each committed draft write changed (changed), in the order the
// writes were committed. Edits themselves still go through the draft API (the save queue), never through the socket.

export const liveConstants = {
  /** The route of the socket; `:id` is the project's _id. */
  path: '/api/projects/:id/live',
  /** Presence (page, pointer, selection) goes out at most this often: a frame or three at 60 Hz. */
  presenceIntervalMs: 50,
  /** The server drops presence beyond this many messages per second on one connection (a client sends ~20). */
  maxPresencePerSecond: 40,
  /** Any client message longer than this closes the connection (a presence is well under 1 KB). */
  maxMessageBytes: 16 * 1024,
  /** Open sockets one person may hold on one project (tabs); one more is refused. */
  maxConnectionsPerUser: 8,
  /** At most this many selected ids are passed on in a presence. */
  maxSelection: 200,
  /** Reconnection after a lost socket: the first wait, doubled each failure up to the maximum. */
  reconnectBaseMs: 500,
  reconnectMaxMs: 10_000,
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
export const liveClientMessageSchema = z.discriminatedUnion('type', [livePresenceInSchema]);
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
} as const;

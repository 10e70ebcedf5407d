import { AsyncLocalStorage } from 'node:async_hooks';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { liveClientMessageSchema, liveCloseCodes, liveConstants, liveMessages, type LiveChanged, type LivePage, type LivePeer, type LiveServerMessage } from '@folio/model';
import type { App } from '../app';
import { requireUser } from '../auth/require-user';
import { findMagFor, onDraftEdited, pageJson, widgetJson } from '../repositories/mags';
import type { DraftWrite } from '../repositories/draft-writes';
import { LiveHub } from './live-hub';
import { ConnectionTexts, isTextMessage } from './live-texts';
import { isLiveSessionOf, newLiveSession, sameToken, socketHash } from './live-tokens';

// The request's X-Folio-Live-Session, for the draft writes it makes (their `changed` names it).
const liveSessionOfRequest = new AsyncLocalStorage<string>();

// One presence window: a connection sends at most maxPresencePerSecond presences in it; the rest are dropped.
const PRESENCE_WINDOW_MS = 1000;

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * The live channel (docs/editor.md "Co-editing", docs/api.md "Live channel"): GET /api/projects/{id}/live as a
 * WebSocket, presence between the authors of a project, and a `changed` message after every committed draft write.
 * Registered on the root (not as an encapsulated plugin) because it also adds the draft's socket_hash and reads the
 * live session header of every request.
 */
export async function registerLive(app: App): Promise<void> {
  const hub = new LiveHub(app.bus, (message, error) => app.log.error(error, message));
  const { db } = app.database;

  // The spec's socket_hash goes with the draft the constructor loads (GET /api/projects/{id}).
  app.addHook('preSerialization', async (request: FastifyRequest, reply, payload) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/api/projects/:id' || reply.statusCode !== 200) return payload;
    const user = await request.currentUser();
    const draft = payload as { _id?: unknown } | null;
    if (!user || !draft || typeof draft._id !== 'string') return payload;
    return { ...draft, socket_hash: socketHash(app.secret, draft._id, user.id) };
  });

  // A save that names a live session: the draft write's `changed` carries it (checked against the writer below).
  app.addHook('onRequest', (request, _reply, done) => {
    const session = request.headers[liveConstants.sessionHeader];
    if (typeof session === 'string' && session.length <= 64) liveSessionOfRequest.run(session, done);
    else done();
  });

  // After every committed draft write, off the request's path: what it wrote goes to the project's sockets.
  const stopFollowing = onDraftEdited(db, (magId, userId, written) => {
    const session = liveSessionOfRequest.getStore();
    try {
      hub.changed(magId, changedMessage(written, session && isLiveSessionOf(app.secret, session, magId, userId) ? session : null));
    } catch (error) {
      app.log.error(error, 'Could not tell the live channel of a draft change');
    }
  });
  app.addHook('onClose', async () => {
    stopFollowing();
    hub.close();
  });

  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: liveConstants.maxMessageBytes } });
    scope.route<{ Params: { id: string }; Querystring: { hash?: string } }>({
      method: 'GET',
      url: liveConstants.path,
      schema: { tags: ['projects'], security: [{ session: [] }], summary: 'The live channel of a draft: a WebSocket (presence and changes); 426 as plain HTTP' },
      // Without the upgrade: who may watch is told as for the draft (401, 404), then that a WebSocket is needed.
      handler: async (request, reply) => {
        const user = await requireUser(request);
        await findMagFor(db, request.params.id, user, 'view');
        return reply.code(426).header('upgrade', 'websocket').send({ message: liveMessages.upgradeRequired, statusCode: 426 });
      },
      wsHandler: (socket, request) => {
        const state: { peer: LivePeer | null; texts: ConnectionTexts | null; closed: boolean; window: number; count: number } = { peer: null, texts: null, closed: false, window: 0, count: 0 };
        const magId = request.params.id;
        const refuse = (code: number, reason: string) => {
          if (state.closed) return;
          state.closed = true;
          socket.close(code, reason);
        };
        socket.on('message', (data, isBinary) => {
          const peer = state.peer;
          if (!peer || state.closed) return;
          let parsed;
          try {
            parsed = liveClientMessageSchema.safeParse(JSON.parse(isBinary ? '' : String(data)));
          } catch {
            parsed = undefined;
          }
          if (!parsed?.success) return refuse(liveCloseCodes.badMessage, liveMessages.badMessage);
          if (isTextMessage(parsed.data)) return state.texts?.receive(parsed.data);
          const now = Date.now();
          if (now - state.window >= PRESENCE_WINDOW_MS) {
            state.window = now;
            state.count = 0;
          }
          state.count += 1;
          if (state.count > liveConstants.maxPresencePerSecond) return;
          const { page, cursor, selection } = parsed.data;
          state.peer = { ...peer, page, cursor, selection };
          hub.update(magId, state.peer);
        });
        socket.on('close', () => {
          state.closed = true;
          if (state.peer) hub.leave(magId, state.peer.session);
          state.texts?.closed();
        });
        open(socket, request).catch((error: unknown) => {
          app.log.error(error, 'Could not open a live socket');
          if (!state.closed) refuse(1011, 'Server error');
        });

        async function open(ws: WebSocket, req: typeof request): Promise<void> {
          const origin = req.headers.origin;
          const trusted = [originOf(app.config.publicUrl), originOf(`${req.protocol}://${req.host}`)];
          if (origin !== undefined && !trusted.includes(originOf(origin))) return refuse(liveCloseCodes.foreignOrigin, liveMessages.foreignOrigin);
          const user = await req.currentUser();
          if (!user) return refuse(liveCloseCodes.unauthorized, liveMessages.unauthorized);
          const mag = await findMagFor(db, magId, user, 'view').catch(() => undefined);
          if (!mag) return refuse(liveCloseCodes.forbidden, liveMessages.forbidden);
          if (!sameToken(String(req.query.hash ?? ''), socketHash(app.secret, mag.id, user.id))) return refuse(liveCloseCodes.forbidden, liveMessages.badHash);
          if (hub.connectionsOf(mag.id, user.id) >= liveConstants.maxConnectionsPerUser) return refuse(liveCloseCodes.tooManyConnections, liveMessages.tooManyConnections);
          if (state.closed) return;
          const peer: LivePeer = { session: newLiveSession(app.secret, mag.id, user.id), userId: user.id, name: user.name, color: hub.colorFor(mag.id), page: null, cursor: null, selection: [] };
          state.peer = peer;
          const send = (message: LiveServerMessage) => {
            if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
          };
          const revoke = () => refuse(liveCloseCodes.forbidden, liveMessages.forbidden);
          const joined = hub.join(mag.id, { get peer() { return state.peer ?? peer; }, send, revoke }, mag.revision);
          // Text messages wait until the socket is in the room: from then on it hears every text update relayed.
          state.texts = new ConnectionTexts(db, hub, {
            magId: mag.id,
            session: peer.session,
            user,
            send,
            refuse: (code) => refuse(liveCloseCodes[code], liveMessages[code]),
            log: (message, error) => app.log.error(error, message),
          }, joined);
          await joined;
          // Closed while joining: the close handler ran before the hub knew the socket.
          if (state.closed) hub.leave(mag.id, peer.session);
        }
      },
    });
  });
}

/** The `changed` message of one draft write: the records as the draft API answers them. */
export function changedMessage(written: DraftWrite, by: string | null): LiveChanged {
  return {
    type: 'changed',
    revision: written.revision,
    by,
    widgets: { upserted: written.widgets.upserted.map((row) => widgetJson(row)), deleted: written.widgets.deleted },
    pages: {
      upserted: written.pages.upserted.map(({ row, num }): LivePage => {
        const { wids: _widgets, ...page } = pageJson(row, num, []);
        return page as LivePage;
      }),
      deleted: written.pages.deleted,
      order: written.pages.order,
    },
    project: written.project,
  };
}

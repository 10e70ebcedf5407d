import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { editorShellConstants } from '@folio/model';
import { hostOf, hostOfUrl, isAppHost } from '../custom-domains';
import { findMagForByNumId } from '../repositories/mags';
import { toUserJson, type UserRow } from '../repositories/users';
import { scriptJson } from '../viewer/document';

// The authors' app (docs/editor.md "Dashboard and routes"): the dashboard at / and the constructor at
// /edit/{num_id}/, on the app's own host only — on a custom domain every address stays the viewer's. Both answer the
// editor's HTML shell (packages/editor/index.html, built) with the signed-in user written into it; the client does
// the rest. The build's other files are served under /editor/. At /edit/{num_id}/ the shell also names the author's
// project (its id) and preloads its draft, so the draft and the scripts download at once.

const { assetsPrefix, bootElementId, editSegment } = editorShellConstants;
// A PostgreSQL integer: larger numbers are no project's num_id.
const MAX_NUM_ID = 2_147_483_647;
const EDIT_ADDRESS = new RegExp(`^/${editSegment}/(\\d{1,10})(/?)$`);
const NOT_BUILT = 'The editor is not built: run npm run build.';

/** Where the editor's client build lives: EDITOR_CLIENT_DIR, else packages/editor/dist/client. */
const editorClientDir = () => process.env.EDITOR_CLIENT_DIR || fileURLToPath(new URL('../../../editor/dist/client', import.meta.url));

/** The status of an editor address: 200 for / and /edit/{num_id}/, a redirect to add the last slash, 404 otherwise. */
function addressStatus(path: string): { status: 200 | 404 } | { redirect: string } {
  if (path === '/') return { status: 200 };
  const match = EDIT_ADDRESS.exec(path);
  const numId = Number(match?.[1]);
  if (!match || numId < 1 || numId > MAX_NUM_ID) return { status: 404 };
  return match[2] ? { status: 200 } : { redirect: `${path}/` };
}

type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<Strategy['storage']>['set']>[1];

export const editorPageRoutes: FastifyPluginAsync = async (app) => {
  const clientDir = editorClientDir();
  const shellPath = join(clientDir, 'index.html');
  if (!existsSync(shellPath)) app.log.warn(NOT_BUILT);
  // Read on every request (it is half a kilobyte): a build made while the server runs names new hashed files, and
  // the shell must name the files that are there.
  const readShell = () => readFile(shellPath, 'utf8').catch(() => undefined);

  // Requests to the app's host (its PUBLIC_URL host, localhost or an IP address) carry the constraint `appHost: 'yes'`:
  // the editor's routes match only those, and any other host falls through to the viewer's catch-all.
  const appHost = hostOfUrl(app.config.publicUrl);
  app.addConstraintStrategy({
    name: 'appHost',
    storage() {
      const handlers = new Map<unknown, RouteHandler>();
      return {
        get: (value: unknown) => handlers.get(value) ?? null,
        set: (value: unknown, handler: RouteHandler) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) =>
      isAppHost(hostOf(String(request.headers.host ?? '')), appHost) ? 'yes' : 'no',
    mustMatchWhenDerived: false,
  });
  const onAppHost = { constraints: { appHost: 'yes' }, schema: { hide: true } };

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: assetsPrefix,
      decorateReply: false,
      // The shell is answered at the app's addresses, with its boot data; only the hashed build files are served here.
      allowedPath: (path) => path.startsWith('/assets/'),
      index: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each file (scripts/precompress.mjs).
      preCompressed: true,
    });
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://editor.local');
    const address = addressStatus(url.pathname);
    if ('redirect' in address) return reply.redirect(address.redirect + url.search, 301);
    reply.header('cache-control', 'private, no-store').header('content-security-policy', "frame-ancestors 'self'");
    const shell = await readShell();
    if (!shell) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const user = await request.currentUser();
    const project = user && address.status === 200 ? await editedProject(url.pathname, user) : undefined;
    const boot = `<script id="${bootElementId}" type="application/json">${scriptJson({ user: user ? toUserJson(user) : null, ...(project ? { project } : {}) })}</script>\n`;
    // The draft is fetched while the scripts load (the client's own request, credentials included, takes the preload).
    const preload = project ? `<link rel="preload" href="/api/projects/${project._id}" as="fetch" crossorigin="use-credentials">\n` : '';
    return reply
      .code(address.status)
      .type('text/html; charset=utf-8')
      .send(shell.replace('</head>', `${preload}</head>`).replace('</body>', `${boot}</body>`));
  }

  /** At /edit/{num_id}/, the signed-in author's project of that number (its id); nothing for anyone else's. */
  async function editedProject(path: string, user: UserRow): Promise<{ _id: string; num_id: number } | undefined> {
    const numId = Number(EDIT_ADDRESS.exec(path)?.[1]);
    if (!numId) return undefined;
    const mag = await findMagForByNumId(app.database.db, numId, user, 'view').catch(() => undefined);
    return mag && { _id: mag.id, num_id: mag.numId };
  }

  app.get('/', onAppHost, answer);
  app.get(`/${editSegment}`, onAppHost, answer);
  app.get(`/${editSegment}/*`, onAppHost, answer);
};

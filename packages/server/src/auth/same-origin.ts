import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '@folio/model';
import { hostOf, hostOfUrl, isAppHost } from '../custom-domains';
import { ApiError } from '../errors';

// Issue 11, finding 3, beside SameSite=Lax cookies: a change comes from this app's own pages, never from another site.
// For every request but GET, HEAD and OPTIONS (which change nothing):
//  1. Sec-Fetch-Site `same-origin`, or `none` (the person typed or bookmarked it), passes;
//  2. else an Origin passes when it is PUBLIC_URL's origin, the request's own origin (a published project on its
//     custom domain calls the API on that same domain), or the origin of a connected custom domain;
//  3. else a request with neither header passes: it is no browser (curl, a server, the tests);
//  4. anything else (another site's link, form or fetch; `Origin: null`) is refused with 403 before its body is read.
// No route takes a call from another site on purpose: there is no webhook, and the viewer calls its own origin. One GET
// is held to the same rules: GET /api/makepdf/{id}, which queues the making of a PDF (docs/api.md "PDF").

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

async function trustedOrigin(app: FastifyInstance, request: FastifyRequest, origin: string): Promise<boolean> {
  const asked = originOf(origin);
  // `null` (a sandboxed frame, a redirect from elsewhere) and anything unreadable name no site we know.
  if (!asked || asked === 'null') return false;
  if (asked === originOf(app.config.publicUrl) || asked === originOf(`${request.protocol}://${request.host}`)) return true;
  const host = hostOf(new URL(asked).host);
  return !isAppHost(host, hostOfUrl(app.config.publicUrl)) && (await app.domains.lookup(host)) !== null;
}

/** Refuses (403) a request another site's page made, by the rules above. */
export async function assertFromThisSite(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const site = header(request, 'sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return;
  const origin = header(request, 'origin');
  if (origin === undefined && site === undefined) return;
  if (origin !== undefined && (await trustedOrigin(app, request, origin))) return;
  throw new ApiError(403, apiMessages.crossSiteRefused);
}

export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    await assertFromThisSite(app, request);
  });
}

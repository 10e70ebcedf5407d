import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROXY_PATH, proxyConstants, proxyContentTypes, proxyMessages } from '@folio/model';
import { AttemptLimiter } from '../attempt-limiter';
import { requireUser } from '../auth/require-user';
import { ApiError, invalid } from '../errors';
import { outboundFetch, outboundMessages, OutboundRefusedError } from '../outbound/outbound-fetch';
import { outboundAddressPolicy } from '../outbound/outbound-policy';
import { proxiedContent } from './proxied-content';
import { ProxyCache, type ProxiedAnswer } from './proxy-cache';

// GET /api/proxy/?url= (viewer-and-project.md §7, widgets-and-authoring.md §7; docs/api.md "Proxy", docs/security.md
// "The proxy"): oEmbed data and poster pictures for the constructor. Signed-in authors only: visitors' pages never
// call it, so it is no open relay. Every fetch goes through the outbound rules (outbound-fetch.ts); only JSON and
// raster pictures are passed on; answers are kept in memory for an hour; each author is limited in requests per
// minute and in fetches at once, and the process in fetches at once.

const proxyQuery = z.strictObject({
  url: z.string().min(1).max(proxyConstants.maxUrlLength).describe('The http(s) address of oEmbed JSON or of a picture'),
});

const REFUSAL_STATUS: Record<OutboundRefusedError['reason'], number> = {
  scheme: 400,
  address: 403,
  unresolved: 502,
  redirects: 502,
  size: 502,
  time: 504,
  network: 502,
};
const ACCEPT = [...proxyContentTypes.json, ...proxyContentTypes.images].join(', ');
const CACHE_HEADER = 'x-folio-proxy-cache';

/** The address asked for, parsed; 400 naming `url` unless it is an http(s) address without credentials. */
function targetOf(url: string): URL {
  const refuse = (message: string) => invalid([{ path: 'url', message }], message);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw refuse(proxyMessages.badUrl);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw refuse(outboundMessages.scheme);
  if (target.username || target.password) throw refuse(proxyMessages.credentials);
  return target;
}

export const proxyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const addressAllowed = outboundAddressPolicy(config.outboundAllowed);
  const limiter = new AttemptLimiter(app.limits, 'proxy', { maxAttempts: proxyConstants.maxRequestsPerUser, windowMs: proxyConstants.requestWindowMs });
  const cache = new ProxyCache({ ttlMs: proxyConstants.cacheTtlMs, maxEntries: proxyConstants.cacheMaxEntries, maxBytes: proxyConstants.cacheMaxBytes });
  // Fetches under way, by address (a second ask for the same address waits for the first) and by author.
  const pending = new Map<string, Promise<ProxiedAnswer>>();
  const fetchesOf = new Map<string, number>();
  let fetches = 0;

  async function fetchAnswer(address: string): Promise<ProxiedAnswer> {
    try {
      const response = await outboundFetch(address, {
        limits: { maxBytes: proxyConstants.maxBytes, timeoutMs: proxyConstants.timeoutMs, maxRedirects: proxyConstants.maxRedirects },
        addressAllowed,
        hosts: config.outboundHosts,
        accept: ACCEPT,
      });
      return proxiedContent(response);
    } catch (error) {
      if (error instanceof OutboundRefusedError) {
        const status = REFUSAL_STATUS[error.reason];
        throw status === 400 ? invalid([{ path: 'url', message: error.message }], error.message) : new ApiError(status, error.message);
      }
      throw error;
    }
  }

  /** The answer for an address: kept, or being fetched already, or fetched now within the author's and the process's share. */
  async function answerFor(address: string, userId: string, reply: FastifyReply): Promise<{ answer: ProxiedAnswer; cached: boolean }> {
    const kept = cache.get(address);
    if (kept) return { answer: kept, cached: true };
    const under = pending.get(address);
    if (under) return { answer: await under, cached: false };
    const mine = fetchesOf.get(userId) ?? 0;
    if (mine >= proxyConstants.maxFetchesPerUser) throw new ApiError(429, proxyMessages.tooManyAtOnce);
    if (fetches >= proxyConstants.maxFetches) {
      reply.header('retry-after', '1');
      throw new ApiError(503, proxyMessages.busy);
    }
    fetches += 1;
    fetchesOf.set(userId, mine + 1);
    const fetching = fetchAnswer(address);
    pending.set(address, fetching);
    try {
      const answer = await fetching;
      cache.set(address, answer);
      return { answer, cached: false };
    } finally {
      pending.delete(address);
      fetches -= 1;
      const left = (fetchesOf.get(userId) ?? 1) - 1;
      if (left > 0) fetchesOf.set(userId, left);
      else fetchesOf.delete(userId);
    }
  }

  app.get(
    PROXY_PATH,
    {
      schema: {
        tags: ['uploads'],
        security: [{ session: [] }],
        summary: 'Fetches oEmbed JSON or a poster picture at an address, for the constructor (signed-in authors only)',
        description:
          'Only public http(s) addresses (every redirect checked again); only JSON and JPEG, PNG, GIF, WebP or AVIF pictures are passed on (415 otherwise). 403 for an address inside a private network, 502 or 504 when the address fails, 429 past an author’s share.',
        querystring: proxyQuery,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await limiter.allow(user.id))) {
        reply.header('retry-after', String(await limiter.retryAfterSeconds(user.id)));
        throw new ApiError(429, proxyMessages.tooManyRequests);
      }
      const target = targetOf(request.query.url);
      const { answer, cached } = await answerFor(target.href, user.id, reply);
      return reply
        .header('cache-control', `private, max-age=${Math.floor(proxyConstants.cacheTtlMs / 1000)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(CACHE_HEADER, cached ? 'hit' : 'miss')
        .type(answer.contentType)
        .send(answer.body);
    },
  );
};

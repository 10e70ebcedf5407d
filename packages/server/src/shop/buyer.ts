// Who may read an order, customer, invoice or payment intent (docs/shop.md "Server and payments"): the browser that
// made it. Its first write gets an HttpOnly cookie holding a random token; records keep only the token's SHA-256, as
// sessions do, and answer "not found" to any other browser, whatever ids it knows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../auth/tokens';

export const BUYER_COOKIE = 'folio_buyer';
// Ours: long enough to come back to an order or invoice after the cart's 24-hour backup is gone.
const BUYER_COOKIE_DAYS = 30;
const SECONDS_PER_DAY = 86_400;

/** The buyer's key if the request carries the cookie; undefined for a browser that never bought here. */
export function buyerOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[BUYER_COOKIE];
  return token ? hashToken(token) : undefined;
}

/** The buyer's key, giving the browser a cookie first when it has none. */
export function ensureBuyer(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = buyerOf(request);
  if (known) return known;
  const token = newToken();
  reply.setCookie(BUYER_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: BUYER_COOKIE_DAYS * SECONDS_PER_DAY,
  });
  return hashToken(token);
}

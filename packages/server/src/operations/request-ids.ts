import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Every request carries an id (docs/deployment.md "Logs"): the one a proxy in front sent in X-Request-Id when it
 * looks like an id, otherwise a new UUID. It is in every log line of the request (`request_id`) and in the answer's
 * X-Request-Id, so a user's report, the proxy's log and ours meet on one value.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_LOG_LABEL = 'request_id';
// Long enough for a UUID or a proxy's own ids (nginx's $request_id is 32 hex digits); nothing that could forge a log line.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

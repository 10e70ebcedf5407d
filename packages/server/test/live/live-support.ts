import WebSocket from 'ws';
import type { LiveServerMessage } from '@folio/model';
import type { Client } from '../support/harness';

// A live message is relayed in milliseconds; past this a test fails rather than waiting out vitest's own timeout.
const MESSAGE_WAIT_MS = 5000;

/** The cookie header of a signed-in test client (its jar is private to the harness). */
export function cookieOf(client: Client): string {
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface LiveSocket {
  socket: WebSocket;
  /** Every message heard so far, in order. */
  heard: LiveServerMessage[];
  /** The first message heard (now or later) that `match` accepts. */
  next<T extends LiveServerMessage['type']>(type: T, match?: (message: Extract<LiveServerMessage, { type: T }>) => boolean): Promise<Extract<LiveServerMessage, { type: T }>>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  close(): void;
}

/** Opens the live channel of a project as a browser would, with the session cookie and an Origin if given. */
export function openLive(baseUrl: string, magId: string, options: { cookie?: string; hash?: string; origin?: string } = {}): LiveSocket {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/projects/${magId}/live${options.hash !== undefined ? `?hash=${encodeURIComponent(options.hash)}` : ''}`;
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(url, { headers, ...(options.origin ? { origin: options.origin } : {}) });
  const heard: LiveServerMessage[] = [];
  const waiters: { test: (message: LiveServerMessage) => boolean; resolve: (message: LiveServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveServerMessage;
    heard.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  socket.on('error', () => undefined);
  return {
    socket,
    heard,
    closed,
    next: (type, match) =>
      new Promise((resolve, reject) => {
        const test = (message: LiveServerMessage) => message.type === type && (!match || match(message as never));
        const already = heard.find(test);
        if (already) return resolve(already as never);
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${MESSAGE_WAIT_MS} ms; heard ${JSON.stringify(heard)}`)), MESSAGE_WAIT_MS);
        waiters.push({ test, resolve: (message) => (clearTimeout(timer), resolve(message as never)) });
      }),
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}

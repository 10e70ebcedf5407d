import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopEditorTexts, type EcommerceData } from '@folio/model';
import { publicTokenInput, startConnection, type ConnectionDeps, type StateSocketHandlers } from './provider-connection';

const CONNECTED: EcommerceData = { stripe: { status: 'connected', stripe_data: { stripe_user_id: 'acct_test_1' } } };
const POLL_MS = 250;

function harness(options: { blocked?: boolean; state?: EcommerceData } = {}) {
  const win = { closed: false, close: vi.fn(() => void (win.closed = true)) };
  let handlers: StateSocketHandlers | undefined;
  const closeSocket = vi.fn();
  const readState = vi.fn(async () => options.state ?? {});
  const deps: ConnectionDeps = {
    openWindow: vi.fn(() => (options.blocked ? null : win)),
    openSocket: (given) => {
      handlers = given;
      return closeSocket;
    },
    readState,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    windowPollMs: POLL_MS,
  };
  return { deps, win, socket: () => handlers!, closeSocket, readState };
}

describe('connecting a provider (ecommerce.md §4: authorisation window, socket state update, 5000 ms timeout)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the authorisation page in a new window and ends on the socket’s state update; the window closes', async () => {
    const h = harness();
    const flow = startConnection('/api/connect/ecommerce/stripe/connect?num_id=7', 'stripe', h.deps);
    expect(h.deps.openWindow).toHaveBeenCalledWith('/api/connect/ecommerce/stripe/connect?num_id=7');
    h.socket().handshake({});
    h.socket().update({ ecommerce_data: { stripe: { status: 'pending' } } });
    h.socket().update({ ecommerce_data: CONNECTED });
    await expect(flow.done).resolves.toEqual({ kind: 'connected', data: CONNECTED });
    expect(h.win.close).toHaveBeenCalled();
    expect(h.closeSocket).toHaveBeenCalled();
  });

  it('a window that finished before the socket listened: the handshake’s state is enough', async () => {
    const h = harness();
    const flow = startConnection('/connect', 'stripe', h.deps);
    h.socket().handshake(CONNECTED);
    await expect(flow.done).resolves.toMatchObject({ kind: 'connected' });
  });

  it('another provider’s state is not this one connected', async () => {
    const h = harness();
    const flow = startConnection('/connect', 'ecwid', h.deps);
    h.socket().handshake({});
    h.socket().update({ ecommerce_data: CONNECTED });
    h.win.closed = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await expect(flow.done).resolves.toEqual({ kind: 'notConnected', data: {} });
  });

  it('an error on the socket ends the wait with its message', async () => {
    const h = harness();
    const flow = startConnection('/connect', 'stripe', h.deps);
    h.socket().handshake({});
    h.socket().update({ error: 'The Stripe account has not finished its onboarding yet' });
    await expect(flow.done).resolves.toEqual({ kind: 'error', message: 'The Stripe account has not finished its onboarding yet' });
  });

  it('no handshake within 5000 ms: the socket is given up and the state is read when the window closes', async () => {
    const h = harness({ state: CONNECTED });
    const flow = startConnection('/connect', 'stripe', h.deps);
    const timedOut = vi.fn();
    flow.onSocketTimeout(timedOut);
    await vi.advanceTimersByTimeAsync(4999);
    expect(timedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(timedOut).toHaveBeenCalledOnce();
    expect(h.closeSocket).toHaveBeenCalled();
    expect(h.readState).not.toHaveBeenCalled();
    h.win.closed = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await expect(flow.done).resolves.toEqual({ kind: 'connected', data: CONNECTED });
  });

  it('a handshake in time means no timeout, however long the author takes in the window', async () => {
    const h = harness();
    const flow = startConnection('/connect', 'stripe', h.deps);
    const timedOut = vi.fn();
    flow.onSocketTimeout(timedOut);
    await vi.advanceTimersByTimeAsync(100);
    h.socket().handshake({});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(timedOut).not.toHaveBeenCalled();
    h.socket().update({ ecommerce_data: CONNECTED });
    await expect(flow.done).resolves.toMatchObject({ kind: 'connected' });
  });

  it('the author closes the window unfinished: not connected, as the server says', async () => {
    const h = harness({ state: {} });
    const flow = startConnection('/connect', 'stripe', h.deps);
    h.socket().handshake({});
    h.win.closed = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await expect(flow.done).resolves.toEqual({ kind: 'notConnected', data: {} });
    expect(h.closeSocket).toHaveBeenCalled();
  });

  it('a blocked window ends at once, without a socket', async () => {
    const h = harness({ blocked: true });
    const flow = startConnection('/connect', 'stripe', h.deps);
    await expect(flow.done).resolves.toEqual({ kind: 'blocked' });
  });

  it('cancel stops waiting: nothing more is read', async () => {
    const h = harness();
    const flow = startConnection('/connect', 'stripe', h.deps);
    flow.cancel();
    expect(h.closeSocket).toHaveBeenCalled();
    h.win.closed = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.readState).not.toHaveBeenCalled();
  });
});

describe('the hosted store’s public token as typed in the Shop dialog', () => {
  it('is trimmed; empty is no token', () => {
    expect(publicTokenInput('  public_AbC123xyz9  ')).toEqual({ ok: true, token: 'public_AbC123xyz9' });
    expect(publicTokenInput('   ')).toEqual({ ok: true, token: undefined });
  });

  it('anything but a public token is refused with its message (a secret token is never sent)', () => {
    for (const text of ['secret_AbC123xyz9', 'public_', 'public_short', 'public_with space1', 'AbC123xyz9']) {
      expect(publicTokenInput(text)).toEqual({ ok: false, error: shopEditorTexts.publicTokenInvalid });
    }
  });
});

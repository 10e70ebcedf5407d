import { connectedProvider, hostedPublicTokenSchema, shopConstants, shopEditorTexts, type EcommerceData, type EcommerceProvider } from '@folio/model';

/** The window the authorisation page opened in, as far as the flow needs it. */
export interface AuthWindow {
  readonly closed: boolean;
  close(): void;
}

/** The state socket: a handshake with the state now, then a state update at each change (or an error). */
export interface StateSocketHandlers {
  handshake(data: EcommerceData): void;
  update(update: { ecommerce_data?: EcommerceData; error?: string }): void;
  /** The socket could not be opened, or broke. */
  failed(): void;
}

export interface ConnectionDeps {
  /** Opens the authorisation page in a new window; null when the browser blocked it. */
  openWindow(url: string): AuthWindow | null;
  /** Opens the state socket; returns its close. */
  openSocket(handlers: StateSocketHandlers): () => void;
  /** The project's shop state as the server has it now (GET …/ecommerce/data/). */
  readState(): Promise<EcommerceData>;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** How often the flow looks whether the author closed the window (ms). */
  windowPollMs: number;
}

export type ConnectionOutcome =
  | { kind: 'connected'; data: EcommerceData }
  | { kind: 'notConnected'; data: EcommerceData }
  | { kind: 'blocked' }
  | { kind: 'error'; message: string };

export interface ConnectionFlow {
  /** Settles once the provider is connected, the provider answered an error, or the window closed unfinished. */
  done: Promise<ConnectionOutcome>;
  /** Called once, when the socket did not answer its handshake within the timeout. */
  onSocketTimeout(listener: () => void): void;
  /** Stops waiting (the dialog closed): the socket closes, the window stays. */
  cancel(): void;
}

/**
 * Connecting a provider (ecommerce.md §4, §7): the authorisation page opens in a new window and the constructor waits
 * on the state socket for the update that says the provider is connected. The socket must answer its handshake
 * within shopConstants.socketTimeoutMs (5000 ms, §9); when it does not, or breaks, the flow reads the state from the
 * server when the author closes the window instead. The window is opened first, in the same task as the author's
 * click, so that the browser does not block it.
 */
export function startConnection(url: string, provider: EcommerceProvider, deps: ConnectionDeps): ConnectionFlow {
  const win = deps.openWindow(url);
  if (!win) return { done: Promise.resolve({ kind: 'blocked' }), onSocketTimeout: () => undefined, cancel: () => undefined };

  let settle!: (outcome: ConnectionOutcome) => void;
  const done = new Promise<ConnectionOutcome>((resolve) => (settle = resolve));
  let finished = false;
  let timeoutListener: (() => void) | undefined;
  let socketLive = false;
  let closeSocket: () => void = () => undefined;
  let pollHandle: unknown;

  const finish = (outcome: ConnectionOutcome, closeWindow: boolean) => {
    if (finished) return;
    finished = true;
    deps.clearTimeout(handshakeTimer);
    deps.clearTimeout(pollHandle);
    closeSocket();
    if (closeWindow && !win.closed) win.close();
    settle(outcome);
  };
  const isConnected = (data: EcommerceData) => connectedProvider(data) === provider;
  const socketGone = () => {
    if (finished || !socketLive) return;
    socketLive = false;
    closeSocket();
  };

  const handshakeTimer = deps.setTimeout(() => {
    if (finished || socketLive) return;
    closeSocket();
    timeoutListener?.();
  }, shopConstants.socketTimeoutMs);

  closeSocket = deps.openSocket({
    handshake(data) {
      if (finished) return;
      socketLive = true;
      deps.clearTimeout(handshakeTimer);
      // The window may have finished before the socket listened: the handshake carries the state now.
      if (isConnected(data)) finish({ kind: 'connected', data }, true);
    },
    update(update) {
      if (finished) return;
      if (update.error) finish({ kind: 'error', message: update.error }, true);
      else if (update.ecommerce_data && isConnected(update.ecommerce_data)) finish({ kind: 'connected', data: update.ecommerce_data }, true);
    },
    failed: socketGone,
  });

  // Whatever the socket does, a window the author closed ends the wait with the server's word.
  const poll = () => {
    if (finished) return;
    if (!win.closed) {
      pollHandle = deps.setTimeout(poll, deps.windowPollMs);
      return;
    }
    deps.readState().then(
      (data) => finish(isConnected(data) ? { kind: 'connected', data } : { kind: 'notConnected', data }, false),
      (error: unknown) => finish({ kind: 'error', message: error instanceof Error ? error.message : String(error) }, false),
    );
  };
  pollHandle = deps.setTimeout(poll, deps.windowPollMs);

  return {
    done,
    onSocketTimeout: (listener) => void (timeoutListener = listener),
    cancel: () => {
      if (finished) return;
      finished = true;
      deps.clearTimeout(handshakeTimer);
      deps.clearTimeout(pollHandle);
      closeSocket();
    },
  };
}

/**
 * The hosted store's public token as the owner typed it (docs/shop.md "The hosted store's catalogue"): trimmed; empty
 * is no token (saving it removes the one kept); anything else must read as the provider's public token.
 */
export function publicTokenInput(text: string): { ok: true; token: string | undefined } | { ok: false; error: string } {
  const token = text.trim();
  if (!token) return { ok: true, token: undefined };
  return hostedPublicTokenSchema.safeParse(token).success ? { ok: true, token } : { ok: false, error: shopEditorTexts.publicTokenInvalid };
}

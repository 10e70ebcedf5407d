import { EventEmitter } from 'node:events';

/** Stops a subscription. */
export type Unsubscribe = () => void;

/**
 * Messages between the server processes (docs/deployment.md "Redis"): one process publishes on a channel, every
 * process that subscribed to it hears the message, the publishing one too. Without REDIS_URL there is one process
 * and the bus is in it (InProcessBus); with it, messages go through Redis pub/sub (RedisBus).
 */
export interface EventBus {
  publish(channel: string, message: string): void;
  /** Resolves once messages on the channel are heard; the answer stops hearing them. */
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  /**
   * Resolves once every message published so far has been handed to the other processes (or failed to be): an
   * answer that follows a change waits for it, so the next request, to whichever process, finds the change known.
   */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where a coordination part reports what went wrong (with the error: a lost connection) and what came right again
 * (without); the server's log, the worker's console.
 */
export type CoordinationLog = (message: string, error?: unknown) => void;

/** The bus of a single process: a message reaches this process's subscribers only. */
export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor(private readonly log: CoordinationLog = () => undefined) {
    // Ours: every open shop state stream subscribes; the emitter's default of 10 listeners would warn.
    this.emitter.setMaxListeners(0);
  }

  publish(channel: string, message: string): void {
    this.emitter.emit(channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    const listener = (message: string) => deliver(handler, message, channel, this.log);
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  async flushed(): Promise<void> {
    // Delivered as published.
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** One handler's failure is logged and does not keep the message from the others. */
export function deliver(handler: (message: string) => void, message: string, channel: string, log: CoordinationLog): void {
  try {
    handler(message);
  } catch (error) {
    log(`A subscriber of ${channel} failed on a message`, error);
  }
}

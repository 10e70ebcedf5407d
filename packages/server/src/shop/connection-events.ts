// The socket of ecommerce.md §4, §7 ("waits on a socket for a state update"): when a project's shop connection
// changes, every stream the owner opened on that project gets the new ecommerce_data. In-process: a change made by
// another server process reaches its own streams only, so the constructor also reads the state when the
// authorisation window closes (docs/shop.md "Constructor").
import { EventEmitter } from 'node:events';
import type { EcommerceData } from '@folio/model';

export interface ConnectionStateUpdate {
  ecommerce_data?: EcommerceData;
  error?: string;
}

type Listener = (update: ConnectionStateUpdate) => void;

const emitter = new EventEmitter();
// Ours: an author may keep many constructor tabs open; the emitter's default of 10 listeners would warn.
emitter.setMaxListeners(0);

/** Tells the streams of this project (by mag id) its shop's state now. */
export function publishConnectionState(magId: string, update: ConnectionStateUpdate): void {
  emitter.emit(magId, update);
}

/** Listens to the state updates of this project; returns the unsubscribe. */
export function subscribeConnectionState(magId: string, listener: Listener): () => void {
  emitter.on(magId, listener);
  return () => emitter.off(magId, listener);
}

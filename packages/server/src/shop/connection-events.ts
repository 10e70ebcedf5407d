// The socket of ecommerce.md §4, §7 ("waits on a socket for a state update"): when a project's shop connection
// changes, every stream the owner opened on that project gets the new ecommerce_data. The updates go through the
// app's bus (coordination/event-bus.ts): with REDIS_URL, a change made on one server process reaches the streams
// open on every other; the constructor also reads the state when the authorisation window closes (docs/shop.md
// "Constructor").
import type { EcommerceData } from '@folio/model';
import type { EventBus, Unsubscribe } from '../coordination/event-bus';

export interface ConnectionStateUpdate {
  ecommerce_data?: EcommerceData;
  error?: string;
}

const channelOf = (magId: string) => `shop-connection:${magId}`;

/** Tells the streams of this project (by mag id) its shop's state now. */
export function publishConnectionState(bus: EventBus, magId: string, update: ConnectionStateUpdate): void {
  bus.publish(channelOf(magId), JSON.stringify(update));
}

/** Listens to the state updates of this project; resolves, once listening, to the unsubscribe. */
export function subscribeConnectionState(bus: EventBus, magId: string, listener: (update: ConnectionStateUpdate) => void): Promise<Unsubscribe> {
  return bus.subscribe(channelOf(magId), (message) => listener(JSON.parse(message) as ConnectionStateUpdate));
}

import { useSyncExternalStore } from 'react';
import type { Editor } from '../core/editor';
import type { LiveConnection, LiveState } from './live-connection';

// The live connection of each open editor: the top bar's avatars open it, the canvas's cursors read it.
const connections = new WeakMap<Editor, LiveConnection>();
const listeners = new Set<() => void>();

export function registerLive(editor: Editor, connection: LiveConnection | null): void {
  if (connection) connections.set(editor, connection);
  else connections.delete(editor);
  for (const listener of [...listeners]) listener();
}

const subscribeRegistry = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The editor's live connection, once there is one. */
export function useLiveConnection(editor: Editor): LiveConnection | null {
  return useSyncExternalStore(subscribeRegistry, () => connections.get(editor) ?? null);
}

const OFF: LiveState = { status: 'offline', you: null, peers: [] };
const noSubscription = () => () => undefined;

/** The live channel's state (me, the others), or nobody while there is no connection. */
export function useLiveState(connection: LiveConnection | null): LiveState {
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.getState ?? (() => OFF));
}

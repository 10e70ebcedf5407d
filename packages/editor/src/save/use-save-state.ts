import { useSyncExternalStore } from 'react';
import type { SaveQueue, SaveState } from './save-queue';

/** The queue's state for the UI: 'saved' | 'saving' | 'offline' | 'conflict', the pending count and the conflict. */
export function useSaveState(queue: SaveQueue): SaveState {
  return useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
}

import { useSyncExternalStore } from 'react';

/**
 * A small external store (no library: the viewer's JavaScript budget is tight). Components read a
 * slice with useStore(store, selector) and re-render only when that slice changes.
 */
export interface Store<S> {
  getState(): S;
  setState(change: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(change) {
      const patch = typeof change === 'function' ? change(state) : change;
      const next = { ...state, ...patch };
      if (Object.keys(patch).every((key) => Object.is(next[key as keyof S], state[key as keyof S]))) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}

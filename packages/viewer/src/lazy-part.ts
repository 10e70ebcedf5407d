import { useEffect, useSyncExternalStore } from 'react';

// Parts of the viewer a first page of a project does not show (the menu and share dialogs, the password forms, the
// service screens) are chunks of their own, so the first page's script stays within its budget (docs/viewer.md
// "Parts loaded on use"). No Suspense: like the on-demand widget kinds, a part is read from a registry, so the
// server (which is given every part at start, ssr.tsx) and a hydrating client (which loads the parts its boot data
// shows before hydrating, client.tsx) draw the same thing; elsewhere a part draws once it has arrived.

export interface LazyPart<T> {
  /** Loads the part once; a failed load may be tried again. */
  preload(): Promise<T>;
  /** Gives the part without loading it (the server's render). */
  provide(value: T): void;
  /** The part if it is here (and starts loading it when `wanted` and it is not). */
  use(wanted: boolean): T | undefined;
}

export function lazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const read = () => value;
  const part: LazyPart<T> = {
    preload() {
      pending ??= load().then(
        (loaded) => {
          part.provide(loaded);
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    provide(loaded) {
      value = loaded;
      listeners.forEach((listener) => listener());
    },
    use(wanted) {
      const current = useSyncExternalStore(subscribe, read, read);
      useEffect(() => {
        if (wanted && !current) part.preload().catch((error: unknown) => console.error(error));
      }, [wanted, current]);
      return current;
    },
  };
  return part;
}

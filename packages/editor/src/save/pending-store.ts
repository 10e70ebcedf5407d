import { saveQueueConstants } from '@folio/model';
import type { PendingSegment } from './pending-changes';

/** What is kept in the browser for a project: the revision the changes were made on, and the changes. */
export interface StoredPending {
  revision: number;
  segments: PendingSegment[];
}

/** Where pending changes survive a reload, by project id. Writes run one after another, in the order made. */
export interface PendingStore {
  read(projectId: string): Promise<StoredPending | undefined>;
  write(projectId: string, pending: StoredPending): Promise<void>;
  remove(projectId: string): Promise<void>;
}

const copy = (pending: StoredPending): StoredPending => JSON.parse(JSON.stringify(pending)) as StoredPending;

/** Kept in memory only (tests; a browser without storage): a copy, as a real store would hold. */
export function memoryPendingStore(): PendingStore & { entries: Map<string, StoredPending> } {
  const entries = new Map<string, StoredPending>();
  return {
    entries,
    read: async (projectId) => {
      const stored = entries.get(projectId);
      return stored && copy(stored);
    },
    write: async (projectId, pending) => void entries.set(projectId, copy(pending)),
    remove: async (projectId) => void entries.delete(projectId),
  };
}

/** The parts of the Web Storage API used here (localStorage, or a stand-in in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function localStoragePendingStore(storage: KeyValueStorage, prefix: string = saveQueueConstants.storageName): PendingStore {
  const key = (projectId: string) => `${prefix}:${projectId}`;
  return {
    read: async (projectId) => {
      const text = storage.getItem(key(projectId));
      if (!text) return undefined;
      try {
        return JSON.parse(text) as StoredPending;
      } catch {
        // Not ours (or cut short): nothing to restore.
        return undefined;
      }
    },
    write: async (projectId, pending) => storage.setItem(key(projectId), JSON.stringify(pending)),
    remove: async (projectId) => storage.removeItem(key(projectId)),
  };
}

const STORE = 'pending';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** One IndexedDB database (`storageName`) with one object store, keyed by project id. */
export function indexedDbPendingStore(factory: IDBFactory, name: string = saveQueueConstants.storageName): PendingStore {
  let database: Promise<IDBDatabase> | null = null;
  const open = () => {
    database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    });
    return database;
  };
  const write = async (change: (store: IDBObjectStore) => void) => {
    const transaction = (await open()).transaction(STORE, 'readwrite');
    change(transaction.objectStore(STORE));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
  };
  return {
    read: async (projectId) => (await done((await open()).transaction(STORE).objectStore(STORE).get(projectId))) as StoredPending | undefined,
    write: (projectId, pending) => write((store) => store.put(copy(pending), projectId)),
    remove: (projectId) => write((store) => store.delete(projectId)),
  };
}

/**
 * The store for this browser: IndexedDB if it has it (and it opens: private windows may refuse it), else
 * localStorage, else memory.
 */
export function browserPendingStore(scope: { indexedDB?: IDBFactory; localStorage?: KeyValueStorage } = globalThis): PendingStore {
  const fallback = () => {
    try {
      if (scope.localStorage) return localStoragePendingStore(scope.localStorage);
    } catch {
      // Reading localStorage throws where storage is disabled.
    }
    return memoryPendingStore();
  };
  if (!scope.indexedDB) return fallback();
  const primary = indexedDbPendingStore(scope.indexedDB);
  let chosen: Promise<PendingStore> | null = null;
  const store = () => {
    chosen ??= primary.read('').then(
      () => primary,
      () => fallback(),
    );
    return chosen;
  };
  return {
    read: async (projectId) => (await store()).read(projectId),
    write: async (projectId, pending) => (await store()).write(projectId, pending),
    remove: async (projectId) => (await store()).remove(projectId),
  };
}

import { saveQueueConstants } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { fakeWidget } from './fake-project-api';
import { emptySegment } from './pending-changes';
import { browserPendingStore, localStoragePendingStore, memoryPendingStore, type KeyValueStorage, type StoredPending } from './pending-store';

const PROJECT = 'd'.repeat(24);
const pending: StoredPending = { revision: 3, segments: [{ ...emptySegment(), created: { [fakeWidget(1)._id]: fakeWidget(1) } }] };

function fakeStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** An IndexedDB that refuses to open, as some private windows do. */
function refusingIndexedDb(): IDBFactory {
  return {
    open: () => {
      const request = { error: new DOMException('refused') } as unknown as IDBOpenDBRequest;
      queueMicrotask(() => request.onerror?.(new Event('error')));
      return request;
    },
  } as unknown as IDBFactory;
}

describe('where pending changes are kept', () => {
  it('memory: a copy is kept, not the caller\'s object', async () => {
    const store = memoryPendingStore();
    const mine = structuredClone(pending);
    await store.write(PROJECT, mine);
    mine.revision = 99;
    expect(await store.read(PROJECT)).toEqual(pending);
    await store.remove(PROJECT);
    expect(await store.read(PROJECT)).toBeUndefined();
  });

  it(`localStorage: JSON under ${saveQueueConstants.storageName}:{project id}; unreadable text restores nothing`, async () => {
    const storage = fakeStorage();
    const store = localStoragePendingStore(storage);
    await store.write(PROJECT, pending);
    expect(JSON.parse(storage.items.get(`${saveQueueConstants.storageName}:${PROJECT}`)!)).toEqual(pending);
    expect(await store.read(PROJECT)).toEqual(pending);
    expect(await store.read('e'.repeat(24))).toBeUndefined();
    await store.remove(PROJECT);
    expect(storage.items.size).toBe(0);
    storage.setItem(`${saveQueueConstants.storageName}:${PROJECT}`, '{cut sho');
    expect(await store.read(PROJECT)).toBeUndefined();
  });

  it('the browser store is localStorage without IndexedDB, or when IndexedDB refuses to open; memory without either', async () => {
    const storage = fakeStorage();
    await browserPendingStore({ localStorage: storage }).write(PROJECT, pending);
    expect(storage.items.size).toBe(1);

    const refused = fakeStorage();
    const store = browserPendingStore({ indexedDB: refusingIndexedDb(), localStorage: refused });
    await store.write(PROJECT, pending);
    expect(await store.read(PROJECT)).toEqual(pending);
    expect(refused.items.size).toBe(1);

    const bare = browserPendingStore({});
    await bare.write(PROJECT, pending);
    expect(await bare.read(PROJECT)).toEqual(pending);
  });
});

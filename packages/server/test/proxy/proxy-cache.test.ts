import { describe, expect, it } from 'vitest';
import { ProxyCache } from '../../src/proxy/proxy-cache';

// docs/security.md "The proxy": answers are kept for a while, within a number of entries and of bytes.
const answer = (bytes: number) => ({ contentType: 'image/png', body: Buffer.alloc(bytes) });

describe('ProxyCache', () => {
  it('keeps an answer until its time is up', () => {
    const cache = new ProxyCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000 });
    cache.set('a', answer(10), 0);
    expect(cache.get('a', 999)?.body.length).toBe(10);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('past its number of entries, the least recently used goes first', () => {
    const cache = new ProxyCache({ ttlMs: 1_000, maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', answer(1), 0);
    cache.set('b', answer(1), 0);
    cache.get('a', 1);
    cache.set('c', answer(1), 2);
    expect([cache.get('a', 3), cache.get('b', 3), cache.get('c', 3)].map(Boolean)).toEqual([true, false, true]);
  });

  it('past its bytes, the oldest go; an answer over a quarter of the budget is not kept', () => {
    const cache = new ProxyCache({ ttlMs: 1_000, maxEntries: 100, maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, answer(250), 0);
    expect(cache.size).toEqual({ entries: 4, bytes: 1_000 });
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('huge', answer(251), 1);
    expect(cache.get('huge', 2)).toBeUndefined();
    cache.set('b', answer(100), 3);
    expect(cache.size).toEqual({ entries: 4, bytes: 850 });
  });
});

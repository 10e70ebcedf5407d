import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { AttemptLimiter } from '../../src/attempt-limiter';
import { MemoryLimitStore, type LimitStore } from '../../src/coordination/limit-store';
import { RedisLimitStore } from '../../src/coordination/redis-limit-store';
import { closeConnection, commandOptions, redisConnection } from '../../src/coordination/redis-connection';
import { inspector, redisUrl, removeKeys, SKIP_WITHOUT_REDIS, uniquePrefix } from './redis-test-support';

const WINDOW_MS = 60_000;

/** What every store does, whichever keeps the windows. */
function behavesAsALimitStore(makeStore: () => LimitStore) {
  it('counts the attempts of a key in one window, each key apart, and says when the window ends', async () => {
    const store = makeStore();
    expect((await store.hit('login:a', WINDOW_MS)).count).toBe(1);
    expect((await store.hit('login:a', WINDOW_MS)).count).toBe(2);
    const third = await store.hit('login:a', WINDOW_MS);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(third.resetInMs).toBeLessThanOrEqual(WINDOW_MS);
    expect((await store.hit('login:b', WINDOW_MS)).count).toBe(1);
  });

  it('peek reads the window without counting; reset ends it', async () => {
    const store = makeStore();
    expect(await store.peek('signup:x')).toBeUndefined();
    await store.hit('signup:x', WINDOW_MS);
    await store.hit('signup:x', WINDOW_MS);
    expect((await store.peek('signup:x'))?.count).toBe(2);
    expect((await store.peek('signup:x'))?.count).toBe(2);
    await store.reset('signup:x');
    expect(await store.peek('signup:x')).toBeUndefined();
    expect((await store.hit('signup:x', WINDOW_MS)).count).toBe(1);
  });

  it('an AttemptLimiter on it allows maxAttempts, then refuses with a Retry-After, and is blocked until reset', async () => {
    const store = makeStore();
    const limiter = new AttemptLimiter(store, 'guesses', { maxAttempts: 3, windowMs: WINDOW_MS });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.allow('1.2.3.4'));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiter.isBlocked('1.2.3.4')).toBe(true);
    expect(await limiter.isBlocked('5.6.7.8')).toBe(false);
    expect(await limiter.retryAfterSeconds('1.2.3.4')).toBe(WINDOW_MS / 1000);
    await limiter.reset('1.2.3.4');
    expect(await limiter.isBlocked('1.2.3.4')).toBe(false);
    expect(await limiter.allow('1.2.3.4')).toBe(true);
  });

  it('two limiters on one store need two names, and do not count each other’s attempts', async () => {
    const store = makeStore();
    const login = new AttemptLimiter(store, 'login', { maxAttempts: 1 });
    expect(() => new AttemptLimiter(store, 'login')).toThrow('An attempt limiter named login exists already');
    const signup = new AttemptLimiter(store, 'signup', { maxAttempts: 1 });
    expect(await login.allow('k')).toBe(true);
    expect(await signup.allow('k')).toBe(true);
    expect(await login.allow('k')).toBe(false);
  });
}

describe('the in-memory limit store', () => {
  behavesAsALimitStore(() => new MemoryLimitStore());

  it('a window ends windowMs after its first attempt, and the next attempt opens a new one', async () => {
    let now = 1_000_000;
    const store = new MemoryLimitStore(() => now);
    await store.hit('k', 1000);
    now += 400;
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    now += 600;
    expect(await store.peek('k')).toBeUndefined();
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });
});

describe.skipIf(!redisUrl)(`the Redis limit store (${redisUrl ? redisUrl : SKIP_WITHOUT_REDIS})`, () => {
  const connections: Redis[] = [];
  const prefixes: string[] = [];
  const redis = redisUrl ? inspector() : undefined;
  const log = () => undefined;
  function makeStore(prefix = uniquePrefix()): RedisLimitStore {
    prefixes.push(prefix);
    const connection = redisConnection(redisUrl!, `${prefix}commands`, log, commandOptions);
    connections.push(connection);
    return new RedisLimitStore(connection, prefix, log);
  }
  afterEach(async () => {
    for (const prefix of prefixes.splice(0)) await removeKeys(redis!, prefix);
  });
  afterAll(async () => {
    await Promise.all(connections.map(closeConnection));
    redis?.disconnect();
  });

  behavesAsALimitStore(() => makeStore());

  it('keeps a window under <prefix>limit:<name>:<key>, expiring with the window', async () => {
    const prefix = uniquePrefix();
    const limiter = new AttemptLimiter(makeStore(prefix), 'login', { windowMs: WINDOW_MS });
    await limiter.record('1.2.3.4:ada@example.test');
    const key = `${prefix}limit:login:1.2.3.4:ada@example.test`;
    expect(await redis!.get(key)).toBe('1');
    const ttl = await redis!.pttl(key);
    expect(ttl).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });

  it('two stores on one Redis and one prefix (two processes) count together; another prefix apart', async () => {
    const prefix = uniquePrefix();
    const first = new AttemptLimiter(makeStore(prefix), 'login', { maxAttempts: 4 });
    const second = new AttemptLimiter(makeStore(prefix), 'login', { maxAttempts: 4 });
    const elsewhere = new AttemptLimiter(makeStore(), 'login', { maxAttempts: 4 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await (i % 2 ? second : first).allow('k'));
    expect(answers).toEqual([true, true, true, true, false]);
    expect(await second.isBlocked('k')).toBe(true);
    expect(await elsewhere.allow('k')).toBe(true);
  });

  it('counting is atomic: attempts made at once are each counted once', async () => {
    const store = makeStore();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', WINDOW_MS)));
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('a window ends when its time is up', async () => {
    const store = makeStore();
    await store.hit('short', 100);
    await store.hit('short', 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await store.peek('short')).toBeUndefined();
    expect((await store.hit('short', 100)).count).toBe(1);
  });

  it('while Redis cannot be reached, attempts are counted in the process (logged once), not refused nor let through', async () => {
    const messages: string[] = [];
    // Nothing listens on port 1: every command fails, as when Redis is down.
    const down = redisConnection('redis://127.0.0.1:1', 'folio-test:down', () => undefined, commandOptions);
    connections.push(down);
    const limiter = new AttemptLimiter(new RedisLimitStore(down, uniquePrefix(), (message) => messages.push(message)), 'login', { maxAttempts: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await limiter.allow('k'));
    expect(answers).toEqual([true, true, false]);
    expect(await limiter.isBlocked('k')).toBe(true);
    expect(messages).toEqual(['Redis: attempt limits are counted in this process until it answers again']);
  });
});

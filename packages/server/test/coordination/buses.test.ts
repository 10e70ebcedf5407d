import { afterAll, describe, expect, it } from 'vitest';
import { InProcessBus, type EventBus } from '../../src/coordination/event-bus';
import { RedisBus } from '../../src/coordination/redis-bus';
import { until } from '../support/until';
import { inspector, killConnection, redisUrl, SKIP_WITHOUT_REDIS, uniquePrefix } from './redis-test-support';

/** Collects what a handler hears. */
function listener() {
  const heard: string[] = [];
  return { heard, handler: (message: string) => void heard.push(message) };
}

const heardAll = (heard: string[], expected: string[]) => until(async () => heard, (value) => value.length >= expected.length, `messages ${expected.join(', ')}`, 5_000);

/** What every bus does; `pair` answers two buses of one deployment (two processes, or one for the in-process bus). */
function behavesAsABus(pair: () => [EventBus, EventBus]) {
  it('a subscriber hears the messages of its channel, in order, and no other channel’s', async () => {
    const [publisher, subscriber] = pair();
    const a = listener();
    const b = listener();
    await subscriber.subscribe('a', a.handler);
    await subscriber.subscribe('b', b.handler);
    publisher.publish('a', 'one');
    publisher.publish('a', 'two');
    publisher.publish('c', 'elsewhere');
    publisher.publish('b', 'three');
    await heardAll(b.heard, ['three']);
    expect(a.heard).toEqual(['one', 'two']);
    expect(b.heard).toEqual(['three']);
  });

  it('unsubscribing stops one handler; the others of the channel still hear', async () => {
    const [publisher, subscriber] = pair();
    const stays = listener();
    const leaves = listener();
    await subscriber.subscribe('news', stays.handler);
    const unsubscribe = await subscriber.subscribe('news', leaves.handler);
    publisher.publish('news', 'first');
    await heardAll(leaves.heard, ['first']);
    unsubscribe();
    publisher.publish('news', 'second');
    await heardAll(stays.heard, ['first', 'second']);
    expect(leaves.heard).toEqual(['first']);
  });

  it('a handler that throws is logged and does not keep the message from the others', async () => {
    const [publisher, subscriber] = pair();
    const after = listener();
    await subscriber.subscribe('mixed', () => {
      throw new Error('broken handler');
    });
    await subscriber.subscribe('mixed', after.handler);
    publisher.publish('mixed', 'still heard');
    await heardAll(after.heard, ['still heard']);
  });
}

describe('the in-process bus', () => {
  behavesAsABus(() => {
    const bus = new InProcessBus();
    return [bus, bus];
  });

  it('a message reaches the subscribers of this bus only (another process’s bus is another object)', async () => {
    const here = new InProcessBus();
    const there = new InProcessBus();
    const heard = listener();
    await there.subscribe('x', heard.handler);
    here.publish('x', 'hello');
    expect(heard.heard).toEqual([]);
  });
});

describe.skipIf(!redisUrl)(`the Redis bus (${redisUrl ? redisUrl : SKIP_WITHOUT_REDIS})`, () => {
  const buses: EventBus[] = [];
  const errors: string[] = [];
  const log = (message: string) => void errors.push(message);
  function bus(prefix: string): RedisBus {
    const made = new RedisBus(redisUrl!, prefix, log);
    buses.push(made);
    return made;
  }
  afterAll(async () => {
    await Promise.all(buses.map((each) => each.close()));
  });

  behavesAsABus(() => {
    const prefix = uniquePrefix();
    return [bus(prefix), bus(prefix)];
  });

  it('the publishing process hears its own message; a bus of another prefix hears nothing', async () => {
    const prefix = uniquePrefix();
    const here = bus(prefix);
    const own = listener();
    const other = listener();
    await here.subscribe('ch', own.handler);
    await bus(uniquePrefix()).subscribe('ch', other.handler);
    here.publish('ch', 'mine');
    await heardAll(own.heard, ['mine']);
    expect(other.heard).toEqual([]);
  });

  it('after its connection is dropped, the subscriber reconnects and hears the channel again', async () => {
    const prefix = uniquePrefix();
    const publisher = bus(prefix);
    const subscriber = bus(prefix);
    const heard = listener();
    await subscriber.subscribe('after-restart', heard.handler);
    const redis = inspector();
    try {
      await killConnection(redis, `${prefix}subscriber`);
      // Published until heard: messages sent while it was away are lost, by design (the caches re-check on their own).
      await until(
        async () => {
          publisher.publish('after-restart', 'back');
          return heard.heard;
        },
        (value) => value.includes('back'),
        'a message after the reconnection',
        10_000,
      );
      expect(errors.some((message) => message.includes(`${prefix}subscriber`))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it('publishing after close is ignored, not thrown', async () => {
    const closing = bus(uniquePrefix());
    await closing.close();
    expect(() => closing.publish('ch', 'late')).not.toThrow();
  });
});

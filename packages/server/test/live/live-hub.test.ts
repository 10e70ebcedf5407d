import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePeer, LiveServerMessage } from '@folio/model';
import { InProcessBus } from '../../src/coordination/event-bus';
import { LiveHub } from '../../src/live/live-hub';

// Two server processes' hubs on one bus (docs/editor.md "Co-editing" → "Across processes"): a process that ends
// without a word (a crash) never says its peers left; the others forget them once no heartbeat tells of them.

const TIMINGS = { heartbeatMs: 1000, expiryMs: 3500 };
const MAG = 'mag-1';

const peer = (session: string, name: string): LivePeer => ({ session, userId: `u-${name}`, name, color: 'e5484d', page: null, cursor: null, selection: [] });

function socket(hub: LiveHub, who: LivePeer) {
  const heard: LiveServerMessage[] = [];
  const connection = { peer: who, send: (message: LiveServerMessage) => void heard.push(message), revoke: () => undefined };
  return { heard, join: () => hub.join(MAG, connection, 1) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('peers of another process', () => {
  it('stay while their process beats; once it has gone silent, they leave', async () => {
    const bus = new InProcessBus();
    const here = new LiveHub(bus, () => undefined, TIMINGS);
    const there = new LiveHub(bus, () => undefined, TIMINGS);
    const olga = socket(here, peer('olga.1', 'Olga'));
    const mika = socket(there, peer('mika.1', 'Mika'));
    await olga.join();
    await mika.join();
    expect(olga.heard).toContainEqual(expect.objectContaining({ type: 'presence', peer: expect.objectContaining({ session: 'mika.1' }) }));
    expect(here.isLive(MAG, 'mika.1')).toBe(true);

    // Well past the expiry, the other process still beats: Mika stays.
    await vi.advanceTimersByTimeAsync(TIMINGS.expiryMs * 3);
    expect(olga.heard).not.toContainEqual({ type: 'left', session: 'mika.1' });
    expect(here.isLive(MAG, 'mika.1')).toBe(true);

    // The other process stops without a word: after the expiry Mika leaves Olga's view and is no longer live.
    there.close();
    await vi.advanceTimersByTimeAsync(TIMINGS.expiryMs + TIMINGS.heartbeatMs);
    expect(olga.heard).toContainEqual({ type: 'left', session: 'mika.1' });
    expect(here.isLive(MAG, 'mika.1')).toBe(false);
    // Olga's own socket is never expired by her own process.
    expect(here.isLive(MAG, 'olga.1')).toBe(true);
    here.close();
  });
});

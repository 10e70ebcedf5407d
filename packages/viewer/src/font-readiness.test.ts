import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontConstants } from '@folio/model';
import { fontsReady } from './font-readiness';

describe('fontsReady (widgets-and-authoring.md §4, §9: the fast check gives up after 3.5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const uses = [{ family: 'Lora', weight: 700, style: 'italic' as const, text: 'Hi' }];

  it('asks the document for every face with its characters and resolves when they are loaded', async () => {
    let finish!: () => void;
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (finish = () => resolve([]))));
    let ready = false;
    void fontsReady(uses, { load } as unknown as FontFaceSet, fontConstants.fastCheckTimeoutMs).then(() => (ready = true));
    expect(load).toHaveBeenCalledWith('italic 700 16px "Lora"', 'Hi');
    await vi.advanceTimersByTimeAsync(100);
    expect(ready).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
  });

  it('gives up after the timeout, and counts a failed face as done', async () => {
    let ready = false;
    void fontsReady(uses, { load: () => new Promise(() => undefined) } as unknown as FontFaceSet, fontConstants.fastCheckTimeoutMs).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(fontConstants.fastCheckTimeoutMs - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    await expect(fontsReady(uses, { load: () => Promise.reject(new Error('bad font')) } as unknown as FontFaceSet, 10)).resolves.toBeUndefined();
  });

  it('has nothing to wait for without faces or without a font set (the server)', async () => {
    await expect(fontsReady([], undefined, 10)).resolves.toBeUndefined();
    await expect(fontsReady(uses, undefined, 10)).resolves.toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { lazyPart, type LazyPart } from './lazy-part';

function Show({ part }: { part: LazyPart<{ text: string }> }) {
  const loaded = part.use(true);
  return <p>{loaded ? loaded.text : 'waiting'}</p>;
}

describe('lazyPart (parts of the viewer loaded on use)', () => {
  it('draws nothing of a part until it is here, then draws it; it is loaded once', async () => {
    const load = vi.fn(() => Promise.resolve({ text: 'menu' }));
    const part = lazyPart(load);
    expect(renderToString(<Show part={part} />)).toBe('<p>waiting</p>');
    await Promise.all([part.preload(), part.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(<Show part={part} />)).toBe('<p>menu</p>');
  });

  it('a part given (the server) draws at once; a failed load may be tried again', async () => {
    const given = lazyPart<{ text: string }>(() => Promise.reject(new Error('never asked')));
    given.provide({ text: 'screen' });
    expect(renderToString(<Show part={given} />)).toBe('<p>screen</p>');
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ text: 'later' });
    const flaky = lazyPart<{ text: string }>(load);
    await expect(flaky.preload()).rejects.toThrow('offline');
    await expect(flaky.preload()).resolves.toEqual({ text: 'later' });
  });
});

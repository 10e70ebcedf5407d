import { describe, expect, it, vi } from 'vitest';
import { fetchEmbedData } from './embed-data';
import { createHttpClient, HttpError } from './http-client';
import { proxyMessages } from './proxy';

// widgets-and-authoring.md §8: "Embed data fetch: aborted requests ignored, otherwise an error callback is called."
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function run(fetch: typeof globalThis.fetch, signal?: AbortSignal) {
  const onData = vi.fn();
  const onError = vi.fn();
  const done = fetchEmbedData('https://vimeo.com/api/oembed.json?url=https://vimeo.com/1', { client: createHttpClient({ fetch }), ...(signal ? { signal } : {}), onData, onError });
  return { done, onData, onError };
}

describe('fetchEmbedData', () => {
  it('asks the proxy for the address and hands over the JSON object', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ thumbnail_url: 'https://i.vimeocdn.com/video/1_640.jpg' }));
    const { done, onData, onError } = run(fetch);
    await done;
    expect(fetch.mock.calls[0]![0]).toBe('/api/proxy/?url=https%3A%2F%2Fvimeo.com%2Fapi%2Foembed.json%3Furl%3Dhttps%3A%2F%2Fvimeo.com%2F1');
    expect(onData).toHaveBeenCalledWith({ thumbnail_url: 'https://i.vimeocdn.com/video/1_640.jpg' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('an aborted request calls neither callback', async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_input: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const { done, onData, onError } = run(fetch as typeof globalThis.fetch, controller.signal);
    controller.abort();
    await done;
    expect(onData).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('an abort after the reply came still ignores it', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => {
      controller.abort();
      return json({ title: 'late' });
    });
    const { done, onData, onError } = run(fetch, controller.signal);
    await done;
    expect(onData).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('any other failure goes to the error callback: a refusal of the proxy, the network, a reply that is no object', async () => {
    const refused = run(async () => json({ message: 'This address points inside a private network and cannot be fetched', statusCode: 403 }, 403));
    await refused.done;
    expect(refused.onError).toHaveBeenCalledWith(expect.any(HttpError));
    expect(refused.onError.mock.calls[0]![0]).toMatchObject({ statusCode: 403, message: 'This address points inside a private network and cannot be fetched' });

    const offline = run(async () => Promise.reject(new TypeError('Failed to fetch')));
    await offline.done;
    expect(offline.onError).toHaveBeenCalledWith(expect.any(TypeError));

    const list = run(async () => json([1, 2]));
    await list.done;
    expect(list.onError.mock.calls[0]![0]).toMatchObject({ message: proxyMessages.notJson });
    for (const call of [refused, offline, list]) expect(call.onData).not.toHaveBeenCalled();
  });
});

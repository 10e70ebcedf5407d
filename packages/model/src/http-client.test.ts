import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, serializeQuery } from './http-client';

interface Call {
  url: string;
  init: RequestInit;
}

// The unit under test is the client, so the network is a fake that records calls and answers as told.
function fakeFetch(reply: () => Response = () => json({ ok: true })) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return reply();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const text = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('viewer-and-project.md §7: GET with query params, array values as name[]=', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ baseUrl: 'https://api.example/', fetch });
    await client.get('/api/magpages/42', { pages: ['a', 'b'], type: 'published', skip: undefined, n: 3 });
    expect(calls[0]?.url).toBe('https://api.example/api/magpages/42?pages[]=a&pages[]=b&type=published&n=3');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('viewer-and-project.md §7: query values are encoded, and a path that has a query is extended', async () => {
    const { fetch, calls } = fakeFetch();
    await createHttpClient({ fetch }).get('/api/proxy/?a=1', { url: 'https://x.example/?q=a b&c' });
    expect(calls[0]?.url).toBe('/api/proxy/?a=1&url=https%3A%2F%2Fx.example%2F%3Fq%3Da%20b%26c');
  });

  it('viewer-and-project.md §7: a serialized query decodes back to the same values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.array(fc.string(), { maxLength: 3 })), (query) => {
        const params = new URLSearchParams(serializeQuery(query));
        for (const [name, values] of Object.entries(query)) expect(params.getAll(`${name}[]`)).toEqual(values);
      }),
    );
  });

  it('viewer-and-project.md §7: POST, PATCH, PUT and DELETE send JSON bodies with credentials', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ fetch });
    await client.post('/api/publish/1', { a: 1 });
    await client.patch('/api/mag/1?skipChanged=true', { title: 'T' });
    await client.put('/api/swatches/project/1', { colors: [] });
    await client.del('/api/mag/1/pages/trash', { pids: ['p1'] });
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PATCH', 'PUT', 'DELETE']);
    expect(calls.map((c) => c.init.body)).toEqual(['{"a":1}', '{"title":"T"}', '{"colors":[]}', '{"pids":["p1"]}']);
    for (const call of calls) {
      expect(call.init.credentials).toBe('include');
      expect((call.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    }
  });

  it('viewer-and-project.md §7: a POST without a body sends no content type', async () => {
    const { fetch, calls } = fakeFetch();
    await createHttpClient({ fetch }).post('/api/countview/42');
    expect(calls[0]?.init.body).toBeUndefined();
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('replies', () => {
  it('viewer-and-project.md §7: JSON replies are parsed, others returned as text', async () => {
    const first = createHttpClient({ fetch: fakeFetch(() => json({ num_id: 7 })).fetch });
    await expect(first.get('/api/readymag/alice/travel')).resolves.toEqual({ num_id: 7 });
    const second = createHttpClient({ fetch: fakeFetch(() => text('plain ok')).fetch });
    await expect(second.get('/x')).resolves.toBe('plain ok');
    const empty = createHttpClient({ fetch: fakeFetch(() => new Response(null, { status: 204 })).fetch });
    await expect(empty.post('/x', {})).resolves.toBe('');
  });

  it("viewer-and-project.md §7, §8: a non-OK status raises an error with the server's message and statusCode", async () => {
    const client = createHttpClient({ fetch: fakeFetch(() => json({ message: 'Not found', statusCode: 404 }, 404)).fetch });
    const error = await client.get('/api/readymag/nobody/none').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'Not found', statusCode: 404, body: { message: 'Not found', statusCode: 404 } });
  });

  it('viewer-and-project.md §8: without a JSON message the error carries the text body', async () => {
    const client = createHttpClient({ fetch: fakeFetch(() => text('Bad gateway upstream', 502)).fetch });
    await expect(client.post('/x', {})).rejects.toMatchObject({ message: 'Bad gateway upstream', statusCode: 502 });
    const bare = createHttpClient({ fetch: fakeFetch(() => new Response('', { status: 500 })).fetch });
    await expect(bare.get('/x')).rejects.toMatchObject({ message: 'HTTP 500', statusCode: 500 });
  });

  it('viewer-and-project.md §8: an aborted request rejects with the abort, not an HttpError', async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.signal).toBe(controller.signal);
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    }) as unknown as typeof globalThis.fetch;
    controller.abort();
    await expect(createHttpClient({ fetch }).get('/x', undefined, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('beacon', () => {
  it('viewer-and-project.md §7: a beacon POST goes through navigator.sendBeacon when present', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const { fetch, calls } = fakeFetch();
    expect(createHttpClient({ baseUrl: '/base', fetch }).beacon('/api/proxy/honeycomb', { event: 'e' })).toBe(true);
    expect(calls).toHaveLength(0);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/base/api/proxy/honeycomb');
    expect(data).toBeInstanceOf(Blob);
    expect(await (data as Blob).text()).toBe('{"event":"e"}');
    expect((data as Blob).type).toBe('application/json');
  });

  it('viewer-and-project.md §7: without sendBeacon the beacon is a keepalive fetch POST', () => {
    vi.stubGlobal('navigator', undefined);
    const { fetch, calls } = fakeFetch();
    expect(createHttpClient({ fetch }).beacon('/api/proxy/honeycomb', { event: 'e' })).toBe(true);
    expect(calls[0]).toMatchObject({
      url: '/api/proxy/honeycomb',
      init: { method: 'POST', keepalive: true, credentials: 'include', body: '{"event":"e"}' },
    });
  });

  it('viewer-and-project.md §7: a refused beacon falls back to the keepalive fetch; its failure is swallowed', async () => {
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    const { fetch, calls } = fakeFetch(() => {
      throw new TypeError('offline');
    });
    expect(createHttpClient({ fetch }).beacon('/b', {})).toBe(true);
    expect(calls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

// The client helper of viewer-and-project.md §7 and widgets-and-authoring.md §7: GET with query
// parameters (array values as name[]=), POST, PATCH, PUT and DELETE with JSON bodies, a beacon POST;
// replies are JSON or text; a non-OK status throws an error with the server's message and the status code.
// This module runs in the browser (and in tests with an injected fetch), so it uses fetch and, for
// beacons, navigator.sendBeacon when the environment has it.

export type HttpQueryValue = string | number | boolean | null | undefined;
export type HttpQuery = Record<string, HttpQueryValue | readonly HttpQueryValue[]>;

export interface HttpClientOptions {
  /** Prefix of every path, e.g. an API origin; paths that are absolute URLs are used as given. */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof globalThis.fetch;
}

export interface HttpRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A non-OK reply: `message` is the server's JSON `message` or the text body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly statusCode: number,
    /** The parsed reply, for callers that read more than the message (e.g. an error code). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export interface HttpClient {
  get<T = unknown>(path: string, query?: HttpQuery, options?: HttpRequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions): Promise<T>;
  del<T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions): Promise<T>;
  /** Fire-and-forget POST that survives the page unloading; true when it was queued. */
  beacon(path: string, body: unknown): boolean;
}

const JSON_TYPE = 'application/json';

/** Serializes a query; arrays become name[]=a&name[]=b; null and undefined values are left out. */
export function serializeQuery(query: HttpQuery): string {
  const parts: string[] = [];
  const add = (name: string, value: HttpQueryValue) => {
    if (value === null || value === undefined) return;
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) {
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) for (const item of value as readonly HttpQueryValue[]) add(`${name}[]`, item);
    else add(name, value as HttpQueryValue);
  }
  return parts.join('&');
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const url = (path: string) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(path) || !baseUrl) return path;
    return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  };
  const doFetch: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function request<T>(method: string, path: string, body: unknown, opts: HttpRequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: `${JSON_TYPE}, text/plain, */*`, ...opts.headers };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (opts.signal) init.signal = opts.signal;
    if (body !== undefined) {
      headers['Content-Type'] = JSON_TYPE;
      init.body = JSON.stringify(body);
    }
    const response = await doFetch(url(path), init);
    const data = await readBody(response);
    if (!response.ok) throw new HttpError(errorMessage(response, data), response.status, data);
    // The caller states the reply's shape; the server validates what it sends with the model's schemas.
    return data as T;
  }

  return {
    get: (path, query, opts) => {
      const qs = query ? serializeQuery(query) : '';
      return request('GET', qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path, undefined, opts);
    },
    post: (path, body, opts) => request('POST', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    del: (path, body, opts) => request('DELETE', path, body, opts),
    beacon(path, body) {
      const payload = JSON.stringify(body);
      // Typed structurally so the model also compiles where the DOM library is absent (the server).
      const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: Blob | string) => boolean } }).navigator;
      if (typeof nav?.sendBeacon === 'function') {
        const data = typeof Blob === 'function' ? new Blob([payload], { type: JSON_TYPE }) : payload;
        try {
          if (nav.sendBeacon(url(path), data)) return true;
        } catch {
          // Some browsers refuse a JSON-typed beacon; the keepalive fetch below carries it instead.
        }
      }
      // No beacon (or its queue is full): a keepalive fetch also outlives the page.
      doFetch(url(path), {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': JSON_TYPE },
        body: payload,
      }).catch(() => {
        // A beacon is best effort by definition; there is no one left to tell.
      });
      return true;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return text;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A reply labelled JSON that is not: hand over the text rather than hide it.
    return text;
  }
}

function errorMessage(response: Response, data: unknown): string {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  if (typeof data === 'string' && data) return data;
  return response.statusText || `HTTP ${response.status}`;
}

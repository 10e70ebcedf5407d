// widgets-and-authoring.md §8, viewer-and-project.md §8: "Embed data fetch: aborted requests ignored, otherwise an
// error callback is called." Embed (oEmbed) data comes through the server's proxy (GET /api/proxy/?url=).
import { createHttpClient, type HttpClient } from './http-client';
import { PROXY_PATH, proxyMessages } from './proxy';

export interface EmbedDataOptions<T> {
  client?: HttpClient;
  signal?: AbortSignal;
  onData(data: T): void;
  /** Every failure but an abort: the request's own, or a reply that is no JSON object. */
  onError(error: unknown): void;
}

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError');

/** Fetches the embed data at `url` through the proxy; exactly one callback runs, or none when the request was aborted. */
export async function fetchEmbedData<T extends object = Record<string, unknown>>(url: string, options: EmbedDataOptions<T>): Promise<void> {
  const client = options.client ?? createHttpClient();
  let data: unknown;
  try {
    data = await client.get(PROXY_PATH, { url }, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    if (isAbort(error, options.signal)) return;
    options.onError(error);
    return;
  }
  if (options.signal?.aborted) return;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) options.onError(new Error(proxyMessages.notJson));
  else options.onData(data as T);
}

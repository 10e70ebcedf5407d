// The hosted store's catalogue (issue 17; docs/shop.md "The hosted store's catalogue"): its products read from the
// provider's REST API with the store's public token, a page of up to 100 at a time, and kept in memory for a minute per
// store. Many visitors asking at once cause one read; a provider that does not answer in time is given up on.
import { hostedCatalogueConstants, hostedCataloguePageSchema, hostedProductsOf, type HostedProduct } from '@folio/model';

export interface HostedStore {
  storeId: string;
  publicToken: string;
}

/** The provider could not be read: unreachable, slow, refused, or an answer that is not a catalogue. */
export class HostedCatalogueError extends Error {}

interface Entry {
  at: number;
  products: Promise<HostedProduct[]>;
}

/** Reads at most maxBytes of a response body; more is an error. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HostedCatalogueError('The hosted store’s answer is too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class HostedCatalogue {
  readonly #entries = new Map<string, Entry>();

  /** apiRoot: the provider's REST API root (the model's by default; a loopback stand-in in tests). */
  constructor(
    private readonly apiRoot: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The store's products, from memory when read less than a minute ago. */
  products(store: HostedStore): Promise<HostedProduct[]> {
    const key = `${store.storeId}:${store.publicToken}`;
    const entry = this.#entries.get(key);
    if (entry && this.now() - entry.at < hostedCatalogueConstants.cacheMs) return entry.products;
    const products = this.#read(store);
    this.#entries.delete(key);
    this.#entries.set(key, { at: this.now(), products });
    while (this.#entries.size > hostedCatalogueConstants.maxCachedStores) this.#entries.delete(this.#entries.keys().next().value!);
    // A failed read is not kept: the next visitor tries again.
    products.catch(() => this.#entries.get(key)?.products === products && this.#entries.delete(key));
    return products;
  }

  async #get(store: HostedStore, path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${this.apiRoot}/${encodeURIComponent(store.storeId)}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${store.publicToken}`, accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(hostedCatalogueConstants.timeoutMs),
      });
    } catch (error) {
      throw new HostedCatalogueError(`The hosted store could not be reached: ${(error as Error).message}`);
    }
    const body = await readCapped(response, hostedCatalogueConstants.maxResponseBytes);
    if (!response.ok) throw new HostedCatalogueError(`The hosted store answered ${response.status}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new HostedCatalogueError('The hosted store’s answer is not JSON');
    }
  }

  /** The store's currency from its profile; the default when the profile does not say. */
  async #currency(store: HostedStore): Promise<string> {
    const profile = (await this.#get(store, 'profile').catch(() => null)) as { formatsAndUnits?: { currency?: unknown } } | null;
    const currency = profile?.formatsAndUnits?.currency;
    return typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency) ? currency.toLowerCase() : hostedCatalogueConstants.defaultCurrency;
  }

  async #read(store: HostedStore): Promise<HostedProduct[]> {
    const currency = this.#currency(store);
    const items: unknown[] = [];
    for (let page = 0; page < hostedCatalogueConstants.maxPages; page += 1) {
      const offset = page * hostedCatalogueConstants.pageLimit;
      const parsed = hostedCataloguePageSchema.safeParse(await this.#get(store, 'products', { offset: String(offset), limit: String(hostedCatalogueConstants.pageLimit) }));
      if (!parsed.success) throw new HostedCatalogueError('The hosted store’s answer is not a product list');
      items.push(...parsed.data.items);
      if (parsed.data.items.length === 0 || offset + parsed.data.count >= parsed.data.total) break;
    }
    return hostedProductsOf(items, await currency);
  }
}

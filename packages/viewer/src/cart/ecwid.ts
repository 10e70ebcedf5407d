// The hosted-store provider (Ecwid) of the simple sidebar (ecommerce.md §1, §2 "Simple version"): its storefront
// script loaded by store id, its catalogue read through our server, and the hand-over of the cart to the provider's own
// checkout: its cart cleared, each product added with its quantity and options, then its checkout opened. After an
// order the cart is cleared.
import { hostedCheckoutItems, type CartData, type HostedProduct, type HttpClient, type SelectedOptions } from '@folio/model';

/** The part of Ecwid's storefront JavaScript API the hand-over uses. */
export interface EcwidApi {
  Cart: {
    clear(callback?: () => void): void;
    addProduct(product: { id: number | string; quantity: number; options?: SelectedOptions; callback?: () => void }): void;
    gotoCheckout(callback?: () => void): void;
  };
  OnAPILoaded?: { add(listener: () => void): void };
  OnOrderPlaced?: { add(listener: (order: unknown) => void): void };
}

declare global {
  interface Window {
    Ecwid?: EcwidApi;
  }
}

/** Ecwid's storefront script for a store (its documented embed address). */
export const ecwidScriptUrl = (storeId: string) => `https://app.ecwid.com/script.js?${encodeURIComponent(storeId)}&data_platform=code`;

let loading: Promise<EcwidApi | null> | null = null;

/** Loads the store's script once; null when it cannot be loaded or defines no Ecwid. */
export function loadEcwid(storeId: string): Promise<EcwidApi | null> {
  return (loading ??= new Promise<EcwidApi | null>((resolve) => {
    const ready = () => {
      const api = window.Ecwid;
      if (!api) {
        loading = null;
        return resolve(null);
      }
      if (api.OnAPILoaded) api.OnAPILoaded.add(() => resolve(api));
      else resolve(api);
    };
    const script = document.createElement('script');
    script.src = ecwidScriptUrl(storeId);
    script.async = true;
    script.dataset.cfasync = 'false';
    script.onload = ready;
    script.onerror = () => {
      loading = null;
      resolve(null);
    };
    document.head.append(script);
  }));
}

/** The provider's product id: Ecwid's are numbers. */
const ecwidId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * ecommerce.md §2: the cart handed to the provider: its cart cleared, each product added in order (id, quantity,
 * options), then its checkout opened. Resolves once the checkout was asked for.
 */
export function handOverToEcwid(api: EcwidApi, cart: Pick<CartData, 'skus' | 'prices'>): Promise<void> {
  const items = hostedCheckoutItems(cart);
  return new Promise((resolve) => {
    const addFrom = (index: number) => {
      const item = items[index];
      if (!item) {
        api.Cart.gotoCheckout();
        return resolve();
      }
      api.Cart.addProduct({
        id: ecwidId(item.id),
        quantity: item.quantity,
        ...(Object.keys(item.options).length ? { options: item.options } : {}),
        callback: () => addFrom(index + 1),
      });
    };
    api.Cart.clear(() => addFrom(0));
  });
}

/** Where the viewer reads the store's catalogue (docs/shop.md "The hosted store's catalogue"; ecommerce.md §7). */
export const hostedCatalogueUrl = (numId: number, env: 'viewer' | 'preview') =>
  `/api/ecommerce/${numId}/ecwid/products?type=${env === 'preview' ? 'preview' : 'published'}`;

/** Reads the store's catalogue through the server: its products with names, prices, pictures, options and stock. */
export async function loadHostedCatalogue(http: Pick<HttpClient, 'get'>, numId: number, env: 'viewer' | 'preview'): Promise<HostedProduct[]> {
  return (await http.get<{ data: HostedProduct[] }>(hostedCatalogueUrl(numId, env))).data;
}

/**
 * What an add-to-cart of the hosted store adds. With the store's catalogue loaded: that product as the store sells it
 * (name, price, picture, options, stock), so that the stock rules of ecommerce.md §5 apply; none when the catalogue
 * does not hold it (§5: "the product is not in the loaded list"). Without a catalogue (no public token, the store
 * unreachable): the product by its id alone, whose name and price the store's own checkout shows.
 */
export function ecwidProduct(ref: { product_id?: string }, catalogue: readonly HostedProduct[] | null = null): HostedProduct | undefined {
  if (!ref.product_id) return undefined;
  if (catalogue) {
    const product = catalogue.find((entry) => entry.id === ref.product_id);
    return product ? { ...product, object: 'product' } : undefined;
  }
  return { id: ref.product_id, object: 'product', active: true, unit_amount: 0, currency: 'usd' };
}

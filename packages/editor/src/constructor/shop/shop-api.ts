import { createHttpClient, type EcommerceData, type EcommerceProvider, type HostedProduct, type HttpClient, type InventoryType, type InventoryValue, type ShopRules } from '@folio/model';

/** A sku of the test-mode gateway, as docs/api.md "Shop API" answers it. */
export interface ShopSku {
  id: string;
  product: string;
  active: boolean;
  currency: string;
  price: number;
  attributes: Record<string, string>;
  inventory: { type: InventoryType; quantity?: number | null; value?: InventoryValue | null };
}

export interface ShopPrice {
  id: string;
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number;
  billing_scheme: string;
  nickname: string | null;
}

export interface ShopProduct {
  id: string;
  name: string;
  active: boolean;
  shippable: boolean;
  /** Full picture addresses; the first is the one shown (the cart's rows too). */
  images: string[];
  description: string | null;
  articles: ShopSku[];
  prices: ShopPrice[];
}

export interface ShopState {
  ecommerce_data: EcommerceData;
  gateway: { mode: 'test' } | { mode: 'stripe'; publishable_key: string | null; stripe_account: string | null };
}

/** What the owner changes of a product; with Stripe only `images` and `description`. */
export type ProductChange = Partial<{ name: string; active: boolean; shippable: boolean; images: string[]; description: string }>;

export type SkuInventoryInput = { type: 'infinite' } | { type: 'finite'; quantity: number } | { type: 'bucket'; value: InventoryValue };

export interface SkuInput {
  price: number;
  currency: string;
  attributes: Record<string, string>;
  inventory: SkuInventoryInput;
  active?: boolean;
}

/**
 * Where the provider's authorisation page is (ecommerce.md §7: it opens in a new window). Connecting is a change, so it
 * is POSTed (issue 11, finding 3): a GET of this address only shows a page that asks first.
 */
export const connectUrl = (provider: EcommerceProvider, numId: number, storeId?: string, publicToken?: string) =>
  `/api/connect/ecommerce/${provider}/connect?num_id=${numId}${provider === 'ecwid' && storeId ? `&store_id=${encodeURIComponent(storeId)}` : ''}${
    provider === 'ecwid' && publicToken ? `&public_token=${encodeURIComponent(publicToken)}` : ''
  }`;

/** The owner's state stream (docs/shop.md "Constructor"). */
export const stateSocketUrl = (numId: number) => `/api/connect/ecommerce/socket?num_id=${numId}`;

/**
 * The shop calls of the constructor (docs/api.md "Shop API"). `project` is the project's _id, which every shop path
 * takes in place of the num_id; the connection calls take the num_id.
 */
export function createShopApi(project: string, http: HttpClient = createHttpClient()) {
  const base = `/api/projects/${encodeURIComponent(project)}/ecommerce`;
  const stripe = (rest: string) => `${base}/stripe/${rest}`;
  const data = async <T>(call: Promise<{ data: T }>) => (await call).data;
  return {
    state: () => data(http.get<{ data: ShopState }>(`${base}/data/`)),
    disconnect: (provider: EcommerceProvider, numId: number) =>
      http.post<{ status: string; ecommerce_data: EcommerceData }>(`/api/connect/ecommerce/${provider}/disconnect?num_id=${numId}`),
    /** Connects the hosted store, or saves its public token again (none: the token is removed). */
    connectEcwid: (numId: number, storeId: string, publicToken?: string) =>
      http.post<{ status: string; ecommerce_data: EcommerceData }>(connectUrl('ecwid', numId, storeId, publicToken)),
    /** The hosted store's catalogue as the cart reads it (the owner's preview): it answers only with a public token. */
    hostedProducts: (numId: number) => data(http.get<{ data: HostedProduct[] }>(`/api/ecommerce/${numId}/ecwid/products?type=preview`)),
    products: () => data(http.get<{ data: ShopProduct[] }>(stripe('products/'))),
    createProduct: (body: { name: string; shippable: boolean; active?: boolean; images?: string[]; description?: string }) => data(http.post<{ data: ShopProduct }>(stripe('products/'), body)),
    updateProduct: (id: string, body: ProductChange) =>
      data(http.patch<{ data: ShopProduct }>(stripe(`products/${encodeURIComponent(id)}/`), body)),
    deleteProduct: (id: string) => http.del<void>(stripe(`products/${encodeURIComponent(id)}/`)),
    createSku: (product: string, body: SkuInput) => data(http.post<{ data: ShopSku }>(stripe('skus/'), { product, ...body })),
    updateSku: (id: string, body: Partial<SkuInput>) => data(http.patch<{ data: ShopSku }>(stripe(`skus/${encodeURIComponent(id)}/`), body)),
    deleteSku: (id: string) => http.del<void>(stripe(`skus/${encodeURIComponent(id)}/`)),
    createPrice: (product: string, body: { unit_amount: number; currency: string; nickname?: string }) =>
      data(http.post<{ data: ShopPrice }>(stripe('prices/'), { product, ...body })),
    updatePrice: (id: string, body: { active?: boolean; nickname?: string }) => data(http.patch<{ data: ShopPrice }>(stripe(`prices/${encodeURIComponent(id)}/`), body)),
    shopRules: () => data(http.get<{ data: ShopRules }>(stripe('shop_rules/'))),
    setShopRules: (body: ShopRules) => data(http.put<{ data: ShopRules }>(stripe('shop_rules/'), body)),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;

// The cart runtime, the lazy chunk behind cart-bridge.ts (docs/shop.md "Cart sidebar"): the shop's state for this
// project (provider, gateway, products), the visitor's cart in local storage, the add-to-cart rules, and the sidebar
// mounted in a React root of its own while it is shown.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  addRefusalText,
  addToCartItem,
  cartConstants,
  cartModelConstants,
  cartItemCount,
  createCartStore,
  createHttpClient,
  createMemoryStorage,
  shopConstants,
  shopMessages,
  shouldRenderCartSidebar,
  type CartItemInput,
  type CartStorage,
  type CartStore,
  type EcommerceData,
  type EcommerceProvider,
  type EcommercecartWidget,
  type HostedProduct,
  type HttpClient,
  type ProviderProduct,
  outOfStockText,
} from '@folio/model';
import type { CartAddRef, CartBridge } from '@folio/widgets/environment';
import { CartSidebar } from './cart-sidebar';
import { ADDED_CONFIRMATION_MS, cartSidebarTexts } from './cart-sidebar-texts';
import { ecwidProduct, loadHostedCatalogue } from './ecwid';
import type { StripeGatewayInfo } from './stripe-js';

export interface CartRuntime {
  add(item: CartAddRef): void;
  product: CartBridge['product'];
  open(widget: EcommercecartWidget): void;
  register(widget: EcommercecartWidget): void;
}

/** GET …/ecommerce/data/'s answer (docs/api.md "Provider connection"). */
export interface ShopState {
  ecommerce_data: EcommerceData;
  gateway: { mode: 'test' } | StripeGatewayInfo;
}

/** What the sidebar gets from the runtime. */
export interface CartContextValue {
  numId: number;
  env: 'viewer' | 'preview';
  provider: EcommerceProvider;
  shop: ShopState;
  store: CartStore;
  http: HttpClient;
  /** Reloads the products (ecommerce.md §2: after a hosted-store order; after a refused stale order) and answers them. */
  reloadProducts(): Promise<readonly ProviderProduct[]>;
  /** ecommerce.md §8: 'Loading products error' once the hosted store's catalogue could not be read; else null. */
  productsError: string | null;
  /** Preview: saves a change of the cart widget's settings (ecommerce.md §2: by patching the widget, without history). */
  saveWidget(widgetId: string, patch: Partial<EcommercecartWidget>): void;
  hide(): void;
}

/** ecommerce.md §3: the connected provider ('connected' status), if any. */
export function connectedProviderOf(data: EcommerceData | undefined): EcommerceProvider | null {
  if (data?.stripe?.status === shopConstants.connectedStatus) return 'stripe';
  if (data?.ecwid?.status === shopConstants.connectedStatus) return 'ecwid';
  return null;
}

/** The browser's local storage, or memory when the browser refuses it (private mode, blocked storage). */
function browserStorage(): CartStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

// Ours: settings typed in the panel are saved once the author pauses this long.
const SETTINGS_SAVE_DELAY_MS = 400;

export async function startCartRuntime(options: { numId: number; env: 'viewer' | 'preview'; setCount: (count: number) => void }): Promise<CartRuntime> {
  const { numId, env, setCount } = options;
  const http = createHttpClient();
  const widgets = new Set<EcommercecartWidget>();
  // No shop for visitors when the owner may not use it (403) or none is reachable: the widgets stay inert.
  const shop = await http.get<{ data: ShopState }>(`/api/projects/${numId}/ecommerce/data/`).then((reply) => reply.data, () => null);
  const provider = connectedProviderOf(shop?.ecommerce_data);
  // ecommerce.md §8: a cart the browser's storage refuses to keep (full, blocked) still works in this page; the visitor
  // is told once, at the top of the sidebar, that it is not kept: 'Update cart data error'.
  const storage = browserStorage();
  let updateFailed = false;
  const keptStorage: CartStorage = {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch (error) {
        if (!updateFailed) {
          updateFailed = true;
          console.error(shopMessages.updateCartDataError, error);
          notice = shopMessages.updateCartDataError;
          if (shown) render();
        }
        throw error;
      }
    },
  };
  const store = createCartStore({ storage: keptStorage, numId, provider });
  setCount(cartItemCount(store.getCart()));
  store.subscribe((event) => setCount(cartItemCount(event.cart)));

  // An accepted add is confirmed for a moment in a polite live region, made now so that its later text is announced.
  const confirmation = document.createElement('p');
  confirmation.className = 'fo-cart-added';
  confirmation.setAttribute('role', 'status');
  document.body.append(confirmation);
  let confirmationTimer: ReturnType<typeof setTimeout> | undefined;
  const confirmAdded = () => {
    confirmation.textContent = cartSidebarTexts.added;
    clearTimeout(confirmationTimer);
    confirmationTimer = setTimeout(() => (confirmation.textContent = ''), ADDED_CONFIRMATION_MS);
  };

  let products: readonly ProviderProduct[] = [];
  let productsLoading: Promise<boolean> | null = null;
  // The hosted store's catalogue (docs/shop.md "The hosted store's catalogue"), read at the first add: null while
  // unread or when it could not be read (no public token: 409; the store unreachable: 502). The cart then adds
  // products by id alone, as the store's checkout still knows them, and the error state says why.
  let catalogue: readonly HostedProduct[] | null = null;
  let catalogueLoading: Promise<void> | null = null;
  let productsError: string | null = null;
  const loadCatalogue = () =>
    (catalogueLoading = loadHostedCatalogue(http, numId, env).then(
      (list) => {
        catalogue = list;
        productsError = null;
      },
      (error: unknown) => {
        console.error(shopMessages.loadingProductsError, error);
        productsError = shopMessages.loadingProductsError;
        if (shown) render();
      },
    ));
  const reloadProducts = async () => {
    if (provider === 'ecwid') await loadCatalogue();
    if (provider !== 'stripe') return products;
    const scope = env === 'preview' ? 'projects' : 'published_projects';
    try {
      products = (await http.get<{ data: ProviderProduct[] }>(`/api/${scope}/${numId}/ecommerce/stripe/products/`)).data;
      return products;
    } catch (error) {
      console.error(shopMessages.loadingProductsError, error);
      throw error;
    }
  };
  // Answers whether the products are loaded; a failed load is tried again at the next add.
  const productsReady = () => (productsLoading ??= reloadProducts().then(
    () => true,
    () => {
      productsLoading = null;
      return false;
    },
  ));

  // Preview: the owner's widget changes, gathered and sent together (the draft's id is found among the owner's projects).
  let draftId: Promise<string | undefined> | undefined;
  let pendingWidget: { id: string; patch: Partial<EcommercecartWidget> } | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const flushWidget = async () => {
    const change = pendingWidget;
    pendingWidget = null;
    if (!change) return;
    draftId ??= http.get<{ _id: string; num_id: number }[]>('/api/projects').then((list) => list.find((mag) => mag.num_id === numId)?._id);
    const id = await draftId;
    // skipChanged: the panel's change is the author's latest word on these fields, whatever the revision.
    if (id) await http.patch(`/api/mag/${id}/widgets?skipChanged=true`, { revision: 0, widgets: [{ _id: change.id, ...change.patch }] }).catch(console.error);
  };
  const saveWidget = (id: string, patch: Partial<EcommercecartWidget>) => {
    pendingWidget = { id, patch: { ...(pendingWidget?.id === id ? pendingWidget.patch : {}), ...patch } };
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void flushWidget(), SETTINGS_SAVE_DELAY_MS);
  };

  let root: Root | null = null;
  let host: HTMLElement | null = null;
  let shown = false;
  let destroyTimer: ReturnType<typeof setTimeout> | undefined;
  let widget: EcommercecartWidget | null = null;
  let notice: string | null = null;

  const render = () => {
    if (!shop || !provider || !widget) return;
    if (!host) {
      host = document.createElement('div');
      host.className = 'fo-cart-host';
      document.body.append(host);
      root = createRoot(host);
    }
    const context: CartContextValue = { numId, env, provider, shop, store, http, reloadProducts, productsError, saveWidget, hide };
    root!.render(createElement(CartSidebar, { context, widget, shown, notice }));
  };
  // ecommerce.md §2: while shown, the page body and html do not scroll; after a hide the sidebar is destroyed after
  // 320 ms (its closing transition plays meanwhile).
  function setShown(next: boolean) {
    shown = next;
    if (!next) notice = null;
    document.documentElement.classList.toggle('fo-cart-open', next);
    document.body.classList.toggle('fo-cart-open', next);
    clearTimeout(destroyTimer);
    if (!next) {
      destroyTimer = setTimeout(() => {
        root?.unmount();
        host?.remove();
        root = null;
        host = null;
      }, cartConstants.sidebarDestroyDelayMs);
    }
    render();
  }
  function hide() {
    if (shown) setShown(false);
  }
  const canRender = () =>
    shouldRenderCartSidebar({
      // The server answers the shop's data only when the owner has the permission (403 otherwise: no shop).
      permissions: shop ? [cartModelConstants.sidebarPermission] : [],
      hasCartWidget: widgets.size > 0,
      provider,
      environment: env,
    });
  const tell = (message: string) => {
    if (!widget || !canRender()) return void window.alert(message);
    notice = message;
    setShown(true);
  };

  return {
    add(ref) {
      if (!shop || !provider) return;
      notice = null;
      void (async () => {
        let item: CartItemInput | undefined;
        if (provider === 'ecwid') {
          await (catalogueLoading ?? loadCatalogue());
          item = ecwidProduct(ref, catalogue);
        } else {
          // ecommerce.md §8: products that could not be loaded say so, not that the product is invalid.
          if (!(await productsReady())) return tell(shopMessages.loadingProductsError);
          item = addToCartItem(ref, products);
        }
        if (!item) return tell(shopMessages.invalidProduct);
        // The options the visitor chose in the variant picker travel with the line (ecommerce.md §3).
        if (ref.options && item.object !== 'sku') item = { ...item, selectedOptions: ref.options };
        const result = store.add(item);
        if (result.ok) confirmAdded();
        else {
          // ecommerce.md §5: mixing the two kinds is an alert; the other refusals show in the sidebar, a stock refusal
          // in the project's out-of-stock text.
          if (result.error.code === 'mixedCartKinds') window.alert(result.error.message);
          else tell(addRefusalText(result.error, shop.ecommerce_data.texts));
        }
      })();
    },
    async product(id) {
      // The variant picker's product (docs/shop.md "Variant picker"): the hosted store's from its catalogue, the card
      // provider's from the loaded products.
      if (!shop || !provider) return null;
      if (provider === 'ecwid') await (catalogueLoading ?? loadCatalogue());
      else if (!(await productsReady())) return null;
      const product = provider === 'ecwid' ? ecwidProduct({ product_id: id }, catalogue ?? []) : products.find((entry) => entry.id === id);
      return product ? { product, outOfStock: outOfStockText(shop.ecommerce_data.texts) } : null;
    },
    open(next) {
      widget = next;
      widgets.add(next);
      if (canRender()) setShown(true);
    },
    register(next) {
      widgets.add(next);
      widget ??= next;
    },
  };
}

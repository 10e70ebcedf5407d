import { createContext, useContext } from 'react';
import type { EcommercecartWidget, PickerProduct, SelectedOptions } from '@folio/model';

/** What an add-to-cart hands to the cart. */
export interface CartAddRef {
  product_id?: string;
  sku_id?: string;
  price_id?: string;
  options?: SelectedOptions;
}

/**
 * The visitor's cart as the shop widgets reach it (docs/shop.md "Cart sidebar"): given by the viewer and preview only,
 * never by the editor, so add-to-cart and cart buttons stay inert while authoring.
 */
export interface CartBridge {
  /** An add-to-cart click: the widget's product, sku and price ids, and the options the visitor chose. */
  add(item: CartAddRef): void;
  /**
   * The product an add-to-cart sells, for its variant picker (docs/shop.md "Variant picker"), with the project's
   * out-of-stock text; null when the shop has no such product or its products cannot be read.
   */
  product(productId: string): Promise<{ product: PickerProduct; outOfStock: string } | null>;
  /** A cart button click: opens the sidebar styled by that cart widget. */
  open(widget: EcommercecartWidget): void;
  /** A cart widget on a drawn page (ecommerce.md §2: the sidebar needs one); the returned function forgets it. */
  register(widget: EcommercecartWidget): () => void;
  /** The units in the cart, and a subscription to its changes (for useSyncExternalStore). */
  count(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * Where widgets are drawn, for the kinds that talk to the server or behave differently while authoring: the
 * viewer (published project), the owner's preview, or the editor's canvas. Given once by the viewer or the
 * editor around its pages; the default is the published viewer of no project (server tests, screenshots).
 */
export interface WidgetEnvironment {
  mode: 'viewer' | 'preview' | 'editor';
  /** The project's num_id: the key of the calls a widget makes (form submissions). */
  magNumId: number | null;
  /** The visitor's cart, in the viewer and preview; absent in the editor. */
  cart?: CartBridge | null;
  /**
   * The project's `lqip` view option (viewer-and-project.md §3, off by default): a low-quality placeholder under each
   * picture until it loads. Shown where it is not said (the editor's canvas).
   */
  placeholders?: boolean;
}

export const defaultWidgetEnvironment: WidgetEnvironment = { mode: 'viewer', magNumId: null };

export const WidgetEnvironmentContext = createContext<WidgetEnvironment>(defaultWidgetEnvironment);

export const useWidgetEnvironment = () => useContext(WidgetEnvironmentContext);

// The cart's foot in the viewer's first page (docs/shop.md "Cart sidebar"): a few lines that hand the shop widgets'
// clicks to the cart runtime, a chunk of its own loaded on the first need. Nothing else of the shop is in the main
// bundle (ARCHITECTURE.md "Viewer": the first page's 100 KB budget).
import type { CartBridge } from '@folio/widgets/environment';
import type { ViewerEnv } from '../types';
import type { CartRuntime } from './cart-runtime';

let bridge: CartBridge | undefined;

/**
 * The project's cart bridge, in the viewer and preview: none in the static export or without a project (ecommerce.md
 * §2: never in the constructor or screenshot mode). It reads nothing of the browser until a widget uses it, so the
 * server render may make it too (and never uses it). One page shows one project.
 */
export function cartBridgeFor(numId: number | null, env: ViewerEnv): CartBridge | null {
  if (numId === null || env === 'export') return null;
  let count = 0;
  const listeners = new Set<() => void>();
  let runtime: Promise<CartRuntime> | undefined;
  const start = () =>
    (runtime ??= import('./cart-runtime').then((module) =>
      module.startCartRuntime({ numId, env, setCount: (next) => ((count = next), listeners.forEach((listener) => listener())) }),
    ));
  // A chunk that fails to load is reported by the browser as an unhandled rejection; the widgets stay inert.
  const use = (run: (runtime: CartRuntime) => void) => void start().then(run);
  return (bridge ??= {
    count: () => count,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    add: (item) => use((r) => r.add(item)),
    product: (id) => start().then((r) => r.product(id), () => null),
    open: (widget) => use((r) => r.open(widget)),
    // A cart widget once drawn means the project has one (ecommerce.md §2), so it is never forgotten.
    register: (widget) => (use((r) => r.register(widget)), () => {}),
  });
}

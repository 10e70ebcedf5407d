// ecommerce.md §5 "Sku availability", applied by the server when an order is made.
import type { Sku } from './shop-types';

/** Infinite is always available; finite needs a quantity above 0; bucket is available unless out_of_stock. */
export function isSkuAvailable(sku: Pick<Sku, 'inventory'>): boolean {
  const { type, quantity, value } = sku.inventory;
  if (type === 'infinite') return true;
  if (type === 'finite') return (quantity ?? 0) > 0;
  return type === 'bucket' && value !== 'out_of_stock';
}

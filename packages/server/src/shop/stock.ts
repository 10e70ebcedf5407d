// Stock rules both gateways share (ecommerce.md §5 sku availability): how an inventory is stored in our columns, what
// paying for units leaves of it, and the transaction that takes or returns an order's units all at once. The test-mode
// gateway keeps the counts in shop_skus, the Stripe gateway in shop_stripe_stock (Stripe keeps none).
import type { Db } from '../db/database';
import type { StockLine } from './gateway';
import type { Inventory, InventoryType, InventoryValue } from './shop-types';

export interface InventoryFields {
  type: InventoryType;
  quantity?: number | null;
  value?: InventoryValue | null;
}

export interface InventoryColumns {
  inventoryType: string;
  inventoryQuantity: number | null;
  inventoryValue: string | null;
}

/** A finite sku counts units; a bucket one has a level; an infinite one neither. */
export function inventoryOf(row: InventoryColumns): Inventory {
  const type = row.inventoryType as InventoryType;
  return {
    type,
    quantity: type === 'finite' ? (row.inventoryQuantity ?? 0) : null,
    value: type === 'bucket' ? ((row.inventoryValue as InventoryValue | null) ?? 'in_stock') : null,
  };
}

export const inventoryColumns = (inventory: InventoryFields): InventoryColumns => ({
  inventoryType: inventory.type,
  inventoryQuantity: inventory.type === 'finite' ? (inventory.quantity ?? 0) : null,
  inventoryValue: inventory.type === 'bucket' ? (inventory.value ?? 'in_stock') : null,
});

/** What paying for `quantity` units leaves: 'short', the finite count left, or null when there is no count to change. */
export function stockAfter(inventory: Inventory, quantity: number): number | null | 'short' {
  if (inventory.type === 'finite') {
    const left = (inventory.quantity ?? 0) - quantity;
    return left < 0 ? 'short' : left;
  }
  return inventory.type === 'bucket' && inventory.value === 'out_of_stock' ? 'short' : null;
}

// Thrown inside the transaction to roll it back when stock is short.
class ShortOfStock extends Error {
  constructor(readonly short: string[]) {
    super('short of stock');
  }
}

// Lines go in sku id order, so two payments locking the same rows never wait on each other in a cycle.
const bySku = (lines: readonly StockLine[]) => [...lines].sort((a, b) => (a.sku < b.sku ? -1 : 1));

/**
 * ShopGateway.takeStock: `takeLine` locks a line's row and takes its units, answering false when they are short.
 * Either every line is taken and `taken` runs in the same transaction, or nothing changes and the short skus' ids
 * are answered.
 */
export async function takeLines(
  db: Db,
  lines: readonly StockLine[],
  takeLine: (tx: Db, line: StockLine) => Promise<boolean>,
  taken: (tx: Db) => Promise<void>,
): Promise<{ short: string[] }> {
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const short: string[] = [];
      for (const line of bySku(lines)) {
        if (!(await takeLine(tx, line))) short.push(line.sku);
      }
      if (short.length) throw new ShortOfStock(short);
      await taken(tx);
    });
  } catch (error) {
    if (error instanceof ShortOfStock) return { short: error.short };
    throw error;
  }
  return { short: [] };
}

/** ShopGateway.returnStock: `returnLine` puts a line's units back; `returned` runs in the same transaction. */
export async function returnLines(
  db: Db,
  lines: readonly StockLine[],
  returnLine: (tx: Db, line: StockLine) => Promise<void>,
  returned: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const line of bySku(lines)) await returnLine(tx, line);
    await returned(tx);
  });
}

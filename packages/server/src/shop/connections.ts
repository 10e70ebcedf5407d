// The provider a project's shop is connected to (ecommerce.md §1, §3, §4): one at a time, kept as data; the
// project's ecommerce_data is made from it.
import { eq } from 'drizzle-orm';
import { shippingRulesSchema, shopConstants, taxRatesSchema, type EcommerceData, type EcommerceProvider, type ShopRules } from '@folio/model';
import type { Db } from '../db/database';
import { shopConnections } from '../db/schema';
import type { ShippingMethod } from './shop-types';

export type ConnectionRow = typeof shopConnections.$inferSelect;

// Ours: an order with shipping offers this one method unless the author set others.
export const DEFAULT_SHIPPING_METHODS: ShippingMethod[] = [
  { id: 'free_shipping', description: 'Free shipping', amount: 0, currency: shopConstants.skuOrderCurrency },
];

export const findConnection = async (db: Db, magId: string): Promise<ConnectionRow | undefined> =>
  (await db.select().from(shopConnections).where(eq(shopConnections.magId, magId)).limit(1))[0];

export const isConnected = (row: ConnectionRow | undefined, provider: EcommerceProvider): row is ConnectionRow & { status: 'connected' } =>
  row?.provider === provider && row.status === shopConstants.connectedStatus;

/** ecommerce.md §3 "Project ecommerce data": the provider's status (and the card provider's account). */
export function ecommerceDataOf(row: ConnectionRow | undefined, texts: EcommerceData['texts']): EcommerceData {
  const data: EcommerceData = {};
  if (row?.provider === 'stripe') data.stripe = { status: row.status, stripe_data: { stripe_user_id: row.accountId ?? '' } };
  if (row?.provider === 'ecwid') data.ecwid = { status: row.status, ...(row.storeId ? { store_id: row.storeId } : {}) };
  if (texts) data.texts = texts;
  return data;
}

export async function saveConnection(
  db: Db,
  magId: string,
  fields: Pick<ConnectionRow, 'provider' | 'status' | 'accountId' | 'storeId'> & Partial<Pick<ConnectionRow, 'publicToken' | 'accountCountry'>>,
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(shopConnections)
    .values({ magId, ...fields })
    .onConflictDoUpdate({ target: shopConnections.magId, set: fields })
    .returning();
  return row!;
}

export async function removeConnection(db: Db, magId: string): Promise<void> {
  await db.delete(shopConnections).where(eq(shopConnections.magId, magId));
}

export const shippingMethodsOf = (row: ConnectionRow): ShippingMethod[] => row.shippingMethods ?? DEFAULT_SHIPPING_METHODS;

export async function setShippingMethods(db: Db, magId: string, methods: ShippingMethod[]): Promise<void> {
  await db.update(shopConnections).set({ shippingMethods: methods }).where(eq(shopConnections.magId, magId));
}

/**
 * The owner's shipping methods and tax rates (issue 17). Stored rows are read through the model's schemas; a row
 * that no longer passes them counts as unset rather than pricing an order wrongly.
 */
export function shopRulesOf(row: ConnectionRow): ShopRules {
  const shipping = shippingRulesSchema.safeParse(row.shippingRules ?? []);
  const tax = taxRatesSchema.safeParse(row.taxRates ?? []);
  return { shipping_rules: shipping.success ? shipping.data : [], tax_rates: tax.success ? tax.data : [] };
}

export async function setShopRules(db: Db, magId: string, rules: ShopRules): Promise<void> {
  await db.update(shopConnections).set({ shippingRules: rules.shipping_rules, taxRates: rules.tax_rates }).where(eq(shopConnections.magId, magId));
}

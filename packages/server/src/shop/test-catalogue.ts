// The test-mode gateway's catalogue in our database: a project's products, their skus (with inventory) and prices,
// answered in the card provider's shapes, and the author's changes to them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shopPrices, shopProducts, shopSkus } from '../db/schema';
import { ApiError } from '../errors';
import { shopServerMessages } from './shop-messages';
import { shopId, unixSeconds, type Price, type Product, type ProductObject, type Sku } from './shop-types';
import { inventoryColumns, inventoryOf, type InventoryFields } from './stock';

type ProductRow = typeof shopProducts.$inferSelect;
type SkuRow = typeof shopSkus.$inferSelect;
type PriceRow = typeof shopPrices.$inferSelect;

export interface ProductFields {
  name: string;
  active: boolean;
  shippable: boolean;
  images: string[];
  description: string | null;
}

export interface SkuFields {
  active: boolean;
  currency: string;
  price: number;
  attributes: Record<string, string>;
  image: string | null;
  inventory: InventoryFields;
}

export interface PriceFields {
  active: boolean;
  currency: string;
  unit_amount: number;
  nickname: string | null;
}

const productObject = (row: ProductRow): ProductObject => ({ name: row.name, images: row.images, shippable: row.shippable });

function skuShape(row: SkuRow, product: ProductRow): Sku {
  return {
    id: row.id,
    object: 'sku',
    product: row.productId,
    // A sku of an inactive product cannot be bought either.
    active: row.active && product.active,
    currency: row.currency,
    price: row.price,
    attributes: row.attributes,
    image: row.image ?? product.images[0] ?? null,
    inventory: inventoryOf(row),
    productObject: productObject(product),
  };
}

function priceShape(row: PriceRow, product: ProductRow): Price {
  return {
    id: row.id,
    object: 'price',
    product: row.productId,
    active: row.active && product.active,
    currency: row.currency,
    unit_amount: row.unitAmount,
    billing_scheme: 'per_unit',
    type: 'one_time',
    nickname: row.nickname,
    productObject: productObject(product),
  };
}

export async function listCatalogue(db: Db, magId: string): Promise<Product[]> {
  const [products, skus, prices] = await Promise.all([
    db.select().from(shopProducts).where(eq(shopProducts.magId, magId)).orderBy(asc(shopProducts.seq)),
    db.select().from(shopSkus).where(eq(shopSkus.magId, magId)).orderBy(asc(shopSkus.seq)),
    db.select().from(shopPrices).where(eq(shopPrices.magId, magId)).orderBy(asc(shopPrices.seq)),
  ]);
  const byId = new Map(products.map((row) => [row.id, { row, articles: [] as Sku[], prices: [] as Price[] }]));
  for (const sku of skus) {
    const entry = byId.get(sku.productId);
    entry?.articles.push(skuShape(sku, entry.row));
  }
  for (const price of prices) {
    const entry = byId.get(price.productId);
    entry?.prices.push(priceShape(price, entry.row));
  }
  return [...byId.values()].map(({ row, articles, prices: list }) => ({
    id: row.id,
    object: 'product',
    ...productObject(row),
    active: row.active,
    description: row.description,
    created: unixSeconds(row.createdAt),
    articles,
    prices: list,
  }));
}

export async function catalogueSkus(db: Db, magId: string, ids: readonly string[]): Promise<Sku[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(shopSkus)
    .innerJoin(shopProducts, eq(shopProducts.id, shopSkus.productId))
    .where(and(eq(shopSkus.magId, magId), inArray(shopSkus.id, [...ids])))
    .orderBy(asc(shopSkus.seq));
  return rows.map((row) => skuShape(row.shop_skus, row.shop_products));
}

export async function cataloguePrices(db: Db, magId: string, ids: readonly string[]): Promise<Price[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(shopPrices)
    .innerJoin(shopProducts, eq(shopProducts.id, shopPrices.productId))
    .where(and(eq(shopPrices.magId, magId), inArray(shopPrices.id, [...ids])))
    .orderBy(asc(shopPrices.seq));
  return rows.map((row) => priceShape(row.shop_prices, row.shop_products));
}

async function productRow(db: Db, magId: string, id: string): Promise<ProductRow> {
  const [row] = await db.select().from(shopProducts).where(and(eq(shopProducts.magId, magId), eq(shopProducts.id, id))).limit(1);
  if (!row) throw new ApiError(404, shopServerMessages.productNotFound);
  return row;
}

const oneProduct = async (db: Db, magId: string, id: string) => (await listCatalogue(db, magId)).find((product) => product.id === id)!;

export async function createProduct(db: Db, magId: string, fields: ProductFields): Promise<Product> {
  const id = shopId('prod');
  await db.insert(shopProducts).values({ id, magId, ...fields });
  return oneProduct(db, magId, id);
}

export async function updateProduct(db: Db, magId: string, id: string, fields: Partial<ProductFields>): Promise<Product> {
  await productRow(db, magId, id);
  if (Object.keys(fields).length) await db.update(shopProducts).set(fields).where(eq(shopProducts.id, id));
  return oneProduct(db, magId, id);
}

/** A product goes with its skus and prices. */
export async function deleteProduct(db: Db, magId: string, id: string): Promise<void> {
  await productRow(db, magId, id);
  await db.delete(shopProducts).where(eq(shopProducts.id, id));
}

export async function createSku(db: Db, magId: string, productId: string, fields: SkuFields): Promise<Sku> {
  const product = await productRow(db, magId, productId);
  const { inventory, ...rest } = fields;
  const [row] = await db
    .insert(shopSkus)
    .values({ id: shopId('sku'), magId, productId, ...rest, ...inventoryColumns(inventory) })
    .returning();
  return skuShape(row!, product);
}

export async function updateSku(db: Db, magId: string, id: string, fields: Partial<SkuFields>): Promise<Sku> {
  const { inventory, ...rest } = fields;
  const changes = { ...rest, ...(inventory ? inventoryColumns(inventory) : {}) };
  const [existing] = await catalogueSkus(db, magId, [id]);
  if (!existing) throw new ApiError(404, shopServerMessages.skuNotFound);
  if (Object.keys(changes).length) await db.update(shopSkus).set(changes).where(eq(shopSkus.id, id));
  return (await catalogueSkus(db, magId, [id]))[0]!;
}

export async function deleteSku(db: Db, magId: string, id: string): Promise<void> {
  const deleted = await db.delete(shopSkus).where(and(eq(shopSkus.magId, magId), eq(shopSkus.id, id))).returning({ id: shopSkus.id });
  if (deleted.length === 0) throw new ApiError(404, shopServerMessages.skuNotFound);
}

export async function createPrice(db: Db, magId: string, productId: string, fields: PriceFields): Promise<Price> {
  const product = await productRow(db, magId, productId);
  const { unit_amount: unitAmount, ...rest } = fields;
  const [row] = await db.insert(shopPrices).values({ id: shopId('price'), magId, productId, unitAmount, ...rest }).returning();
  return priceShape(row!, product);
}

/** As with the card provider, a price's amount and currency never change: it is archived (active false) instead. */
export async function updatePrice(db: Db, magId: string, id: string, fields: { active?: boolean; nickname?: string | null }): Promise<Price> {
  const [existing] = await cataloguePrices(db, magId, [id]);
  if (!existing) throw new ApiError(404, shopServerMessages.priceNotFound);
  if (Object.keys(fields).length) await db.update(shopPrices).set(fields).where(eq(shopPrices.id, id));
  return (await cataloguePrices(db, magId, [id]))[0]!;
}

/** Disconnecting the provider clears the products (ecommerce.md §4); skus and prices go with them. */
export async function clearCatalogue(db: Db, magId: string): Promise<void> {
  await db.delete(shopProducts).where(eq(shopProducts.magId, magId));
}

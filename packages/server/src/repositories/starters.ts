import { shopProducts, shopSkus } from '../db/schema';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import { starterContent, findStarter, type Starter } from '../seed/starters';
import { saveConnection } from '../shop/connections';
import { TEST_ACCOUNT_PREFIX } from '../shop/shop-access';
import { shopId } from '../shop/shop-types';
import { inventoryColumns } from '../shop/stock';
import type { MagRow } from './mags';
import { insertProjectContent } from './project-content';
import type { UserRow } from './users';

// Sku orders are in usd (ecommerce.md §9).
const SHOP_CURRENCY = 'usd';

/** Whether the starter's shop comes with the copy: a test-mode server's own catalogue, for an author who may sell. */
export interface StarterOptions {
  title?: string | undefined;
  /** The server runs the test-mode gateway (no Stripe account configured): the catalogue is ours to fill. */
  testShop: boolean;
}

/**
 * POST /api/starters/{id}/use: a new unpublished draft of the owner made of the starter — its pages, widgets, text
 * styles, fonts and swatches, and (test-mode gateway, the owner allowed to sell) its shop connected with its products
 * and skus, the add-to-cart buttons pointing at them. An unknown starter is not found and nothing is written.
 */
export async function createMagFromStarter(db: Db, owner: UserRow, id: string, options: StarterOptions): Promise<MagRow> {
  const starter = findStarter(id);
  if (!starter) throw notFound();
  const withShop = options.testShop && owner.permissions.can_use_e_commerce && (starter.products?.length ?? 0) > 0;
  const products = withShop ? productIdsOf(starter) : new Map<string, { product: string; sku: string }>();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const mag = await insertProjectContent(tx, owner, starterContent(starter, products), { title: options.title ?? starter.title });
    if (withShop) await insertShop(tx, mag.id, starter, products);
    return mag;
  });
}

function productIdsOf(starter: Starter) {
  return new Map((starter.products ?? []).map((product) => [product.key, { product: shopId('prod'), sku: shopId('sku') }]));
}

async function insertShop(tx: Db, magId: string, starter: Starter, ids: ReadonlyMap<string, { product: string; sku: string }>): Promise<void> {
  await saveConnection(tx, magId, { provider: 'stripe', status: 'connected', accountId: `${TEST_ACCOUNT_PREFIX}${shopId('x').slice(2)}`, storeId: null });
  for (const product of starter.products ?? []) {
    const { product: productId, sku: firstSkuId } = ids.get(product.key)!;
    await tx.insert(shopProducts).values({ id: productId, magId, name: product.name, active: true, shippable: true, images: [product.image] });
    await tx.insert(shopSkus).values(
      product.skus.map((sku, index) => ({
        id: index === 0 ? firstSkuId : shopId('sku'),
        magId,
        productId,
        active: true,
        currency: SHOP_CURRENCY,
        price: sku.price,
        attributes: sku.attributes,
        image: null,
        ...inventoryColumns({ type: 'finite', quantity: sku.quantity }),
      })),
    );
  }
}

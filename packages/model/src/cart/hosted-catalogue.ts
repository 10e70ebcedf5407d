// The hosted store's catalogue (issue 17, ecommerce.md §3 "Product (hosted-store provider)", §5): the server reads the
// store's products from the provider's public catalogue API (Ecwid REST API v3, `GET /api/v3/{storeId}/products` with
// the store's public token) and answers them as hosted-store products, so cart rows show names, prices and pictures and
// the hosted-store stock rules apply. Prices come in the store's major units and leave here in minor units.
import { z } from 'zod';
import { shopConstants } from '../shop-constants';
import type { HostedProduct, ProductCombination, ProductOption } from './types';

export const hostedCatalogueConstants = {
  // The provider's REST API root; a product list is `${apiRoot}/${storeId}/products`.
  apiRoot: 'https://app.ecwid.com/api/v3',
  // The most products one page of the provider's list carries (its documented maximum), and the pages read at most.
  pageLimit: 100,
  maxPages: 10,
  // How long a store's catalogue is answered from memory before it is read again.
  cacheMs: 60_000,
  // The most stores kept in memory at once (the oldest leaves first).
  maxCachedStores: 500,
  // A provider that has not answered by then is given up on; nor is a larger answer read.
  timeoutMs: 8_000,
  maxResponseBytes: 8_000_000,
  // The currency of a store whose profile is not read: its prices are shown in it.
  defaultCurrency: 'usd',
} as const;

/** A store's public token as the provider issues it ("public_" and letters and digits). */
export const hostedPublicTokenSchema = z.string().regex(/^public_[A-Za-z0-9]{8,64}$/, 'The hosted store’s public token starts with public_');

export const hostedCatalogueMessages = {
  noToken: 'Add the store’s public token in the Shop dialog to show its products here',
  unreachable: 'The hosted store’s catalogue could not be read; try again in a moment',
} as const;

const price = z.number().finite().nonnegative().nullish();
const url = z.url({ protocol: /^https?$/ }).max(2000).nullish();

const choiceSchema = z.object({
  text: z.string().max(500),
  priceModifier: z.number().finite().nullish(),
  priceModifierType: z.enum(['PERCENT', 'ABSOLUTE']).nullish(),
});

const optionSchema = z.object({
  type: z.string().max(40).nullish(),
  name: z.string().max(500),
  required: z.boolean().nullish(),
  defaultChoice: z.number().int().nonnegative().nullish(),
  choices: z.array(choiceSchema).max(500).nullish(),
});

const combinationSchema = z.object({
  id: z.union([z.number().int(), z.string().max(40)]),
  options: z.array(z.object({ name: z.string().max(500), value: z.string().max(500) })).max(50),
  quantity: z.number().int().nullish(),
  unlimited: z.boolean().nullish(),
  inStock: z.boolean().nullish(),
  price,
  thumbnailUrl: url,
  imageUrl: url,
});

const productSchema = z.object({
  id: z.union([z.number().int(), z.string().max(40)]),
  name: z.string().max(1000),
  price: z.number().finite().nonnegative(),
  enabled: z.boolean().nullish(),
  quantity: z.number().int().nullish(),
  unlimited: z.boolean().nullish(),
  inStock: z.boolean().nullish(),
  thumbnailUrl: url,
  imageUrl: url,
  options: z.array(optionSchema).max(50).nullish(),
  combinations: z.array(combinationSchema).max(1000).nullish(),
});

/** One page of the provider's product list. Items that do not read as products are left out, not the whole page. */
export const hostedCataloguePageSchema = z.object({
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  items: z.array(z.unknown()),
});

export type HostedCataloguePage = z.infer<typeof hostedCataloguePageSchema>;

const minor = (major: number) => Math.round(major * shopConstants.minorUnitsPerMajor);

/** Counted stock: null when the store does not count it (unlimited, or no quantity given). */
const countedQuantity = (entry: { quantity?: number | null; unlimited?: boolean | null }) =>
  entry.unlimited || entry.quantity === undefined || entry.quantity === null ? null : Math.max(0, entry.quantity);

const optionOf = (option: z.infer<typeof optionSchema>): ProductOption => ({
  type: option.type ?? null,
  name: option.name,
  required: option.required ?? false,
  defaultChoice: option.defaultChoice ?? null,
  choices: (option.choices ?? []).map((choice) => ({
    text: choice.text,
    priceModifier: choice.priceModifier === undefined || choice.priceModifier === null ? null : choice.priceModifierType === 'PERCENT' ? choice.priceModifier : minor(choice.priceModifier),
    priceModifierType: choice.priceModifierType ?? null,
  })),
});

const combinationOf = (combination: z.infer<typeof combinationSchema>): ProductCombination => ({
  id: combination.id,
  options: combination.options,
  quantity: countedQuantity(combination),
  inStock: combination.inStock ?? null,
  price: combination.price === undefined || combination.price === null ? null : minor(combination.price),
  thumbnailUrl: combination.thumbnailUrl ?? combination.imageUrl ?? null,
});

/**
 * The provider's products as hosted-store products (ecommerce.md §3): id as text, price and absolute modifiers in
 * minor units (percent modifiers stay percentages), the picture, options, combinations, inStock and the counted
 * quantity. Switched-off products and entries that do not read as products are left out.
 */
export function hostedProductsOf(items: readonly unknown[], currency: string = hostedCatalogueConstants.defaultCurrency): HostedProduct[] {
  const products: HostedProduct[] = [];
  for (const item of items) {
    const parsed = productSchema.safeParse(item);
    if (!parsed.success || parsed.data.enabled === false) continue;
    const product = parsed.data;
    const image = product.imageUrl ?? product.thumbnailUrl ?? null;
    products.push({
      id: String(product.id),
      object: 'product',
      active: true,
      name: product.name,
      unit_amount: minor(product.price),
      currency,
      image,
      images: image ? [image] : [],
      options: (product.options ?? []).map(optionOf),
      combinations: (product.combinations ?? []).map(combinationOf),
      inStock: product.inStock ?? null,
      quantity: countedQuantity(product),
    });
  }
  return products;
}

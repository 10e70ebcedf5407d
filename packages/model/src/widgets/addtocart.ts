import { z } from 'zod';
import { defineWidgetKind } from './common';

// ecommerce.md §9: label inputs hold at most 32 characters.
const MAX_LABEL_LENGTH = 32;
const MAX_PROVIDER_ID_LENGTH = 200;

const providerIdSchema = z.string().min(1).max(MAX_PROVIDER_ID_LENGTH);

/**
 * Add-to-cart: fields not shown in the spec. The product the author chose (ecommerce.md §5: invalid without one),
 * optionally pinned to one sku (card provider sku flow) or price (price flow), and the button's label. Ours:
 * visitor_picks leaves the variant to the visitor (a picker by attributes and options above the button, docs/shop.md
 * "Variant picker"), which then shows the chosen variant's price and stock when show_price / show_stock say so.
 */
export const addtocartWidgetFields = {
  product_id: providerIdSchema.optional(),
  sku_id: providerIdSchema.optional(),
  price_id: providerIdSchema.optional(),
  label: z.string().max(MAX_LABEL_LENGTH).optional(),
  visitor_picks: z.boolean().optional(),
  show_price: z.boolean().optional(),
  show_stock: z.boolean().optional(),
};

export const addtocartWidgetSchema = defineWidgetKind('addtocart', addtocartWidgetFields);
export type AddtocartWidget = z.infer<typeof addtocartWidgetSchema>;

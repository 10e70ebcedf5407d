import { z } from 'zod';
import { hexColorSchema, opacitySchema } from '../schemas/color';
import { fontFamilySchema, fontStyleSchema, fontWeightSchema } from '../schemas/text';
import { defineWidgetKind } from './common';

// ecommerce.md §1: version 3 selects the full checkout sidebar, any other value the simple one.
export const FULL_CHECKOUT_CART_VERSION = 3;
/** The version the constructor writes for the simple (hosted-store) sidebar: any value but 3 would do. */
export const HOSTED_STORE_CART_VERSION = 2;
// ecommerce.md §2 / §9: label inputs hold at most 32 characters.
const MAX_LABEL_LENGTH = 32;

const labelSchema = z.string().max(MAX_LABEL_LENGTH);

/** ecommerce.md §3 "Cart widget settings": the sidebar's styling and its editable labels (§2 settings panel). */
export const ecommercecartWidgetFields = {
  version: z.int().optional(),
  'bar-color': hexColorSchema.optional(),
  'bar-color-opacity': opacitySchema.optional(),
  'bar-background-color': hexColorSchema.optional(),
  'bar-background-color-opacity': opacitySchema.optional(),
  'bar-shadow': z.boolean().optional(),
  'bar-font-family': fontFamilySchema.optional(),
  'bar-font-style': fontStyleSchema.optional(),
  'bar-font-weight': fontWeightSchema.optional(),
  'bar-letter-spacing': z.number().optional(),
  'bar-title': labelSchema.optional(),
  'bar-empty-title': labelSchema.optional(),
  'bar-checkout-button': labelSchema.optional(),
  'bar-price-caption': labelSchema.optional(),
  'bar-quantity-caption': labelSchema.optional(),
};

export const ecommercecartWidgetSchema = defineWidgetKind('ecommercecart', ecommercecartWidgetFields);
export type EcommercecartWidget = z.infer<typeof ecommercecartWidgetSchema>;

/** ecommerce.md §1: which sidebar a cart widget opens. */
export function isFullCheckoutCart(widget: { version?: number | undefined }): boolean {
  return widget.version === FULL_CHECKOUT_CART_VERSION;
}

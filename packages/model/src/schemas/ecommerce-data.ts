import { z } from 'zod';

// Ours: customisable shop texts are short messages (ecommerce.md §3 "Project ecommerce data").
const MAX_SHOP_TEXT_LENGTH = 200;
const MAX_SHOP_TEXTS = 50;
const SHOP_TEXT_KEY = /^[a-z][a-z0-9_]{0,63}$/;

/** ecommerce.md §3: a provider whose status is 'connected' is the connected one. */
export const CONNECTED_PROVIDER_STATUS = 'connected';

/** Customisable shop messages by key, e.g. { out_of_stock: 'Sold out' } (default 'Out of stock'). */
export const ecommerceTextsSchema = z
  .record(z.string().regex(SHOP_TEXT_KEY), z.string().max(MAX_SHOP_TEXT_LENGTH))
  .refine((texts) => Object.keys(texts).length <= MAX_SHOP_TEXTS, { message: 'Too many shop texts' });

/** ecommerce.md §3 "Project ecommerce data", as the API returns it. */
export const ecommerceDataSchema = z.object({
  stripe: z
    .object({
      status: z.string(),
      stripe_data: z.object({ stripe_user_id: z.string() }).optional(),
    })
    .optional(),
  ecwid: z
    .object({
      status: z.string(),
      /** ecommerce.md §2: the hosted-store script is loaded with the store id. */
      store_id: z.string().optional(),
    })
    .optional(),
  texts: ecommerceTextsSchema.optional(),
});
export type EcommerceData = z.infer<typeof ecommerceDataSchema>;

export type EcommerceProvider = 'stripe' | 'ecwid';

/** ecommerce.md §1: only one provider may be connected at a time; this is it, if any. */
export function connectedProvider(data: EcommerceData | undefined | null): EcommerceProvider | null {
  if (data?.stripe?.status === CONNECTED_PROVIDER_STATUS) return 'stripe';
  if (data?.ecwid?.status === CONNECTED_PROVIDER_STATUS) return 'ecwid';
  return null;
}

// Request schemas of the shop's calls (ecommerce.md §7). Bodies are strict, as everywhere in the API; the rules whose
// messages the spec words ('Empty cart', 'mixed currencies', 'Email is required', the 25-item limit) are checked by
// orders.ts and invoices.ts so that those messages are what the client reads.
import { z } from 'zod';
import { hostedPublicTokenSchema, shippingFormMessages, shopConstants, validateShippingField, type ShippingField } from '@folio/model';
import { shopServerMessages } from './shop-messages';

// Ours: bounds that keep one request small. The card provider's largest amount has 8 digits.
const MAX_AMOUNT = 99_999_999;
const MAX_LINE_QUANTITY = 999;
const MAX_LINES = 100;
const MAX_ID_LENGTH = 100;
const MAX_NAME_LENGTH = 200;
const MAX_NOTE_LENGTH = 1000;
const MAX_DESCRIPTION_LENGTH = 1000;
const MAX_IMAGES = 8;
const MAX_ATTRIBUTES = 10;
const MAX_SHIPPING_METHODS = 10;
const MAX_EMAIL_LENGTH = 254;
const MAX_PHONE_LENGTH = 40;
const MAX_CARD_NUMBER_LENGTH = 30;
const MAX_EXPIRY_YEAR = 2100;

export const providerIdSchema = z.string().min(1).max(MAX_ID_LENGTH);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
export const currencySchema = z.string().regex(/^[a-z]{3}$/, 'A three-letter lowercase currency code, such as usd');
const amountSchema = z.int().min(0).max(MAX_AMOUNT);
const quantitySchema = z.int().min(1).max(MAX_LINE_QUANTITY);
// ecommerce.md §5: the server applies the shipping form's own rules (the cart model's), with their messages.
const emailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH)
  .refine((value) => value !== '' && validateShippingField('email', value) === undefined, shippingFormMessages.email);

/** A project's num_id, or its _id (the order calls of ecommerce.md §7 name it projectId). */
const projectKey = z.string().min(1).max(MAX_ID_LENGTH).describe('The project num_id (or _id)');
export const numIdParams = z.object({ numId: projectKey });
export const projectIdParams = z.object({ projectId: projectKey });
export const orderParams = z.object({ numId: projectKey, orderId: providerIdSchema });
export const payParams = z.object({ projectId: projectKey, orderId: providerIdSchema });
export const objectParams = z.object({ numId: projectKey, id: providerIdSchema });

export const addressSchema = z.strictObject({
  line1: z.string().trim().max(MAX_NAME_LENGTH),
  line2: optionalText(MAX_NAME_LENGTH),
  city: z.string().trim().max(MAX_NAME_LENGTH),
  state: optionalText(MAX_NAME_LENGTH),
  postal_code: optionalText(MAX_NAME_LENGTH),
  // An ISO two-letter code, stored in capitals.
  country: z.string().trim().max(2).transform((value) => value.toUpperCase()),
});

/** ecommerce.md §5: name, line1, city and country required, the phone a phone number of that country (or empty). */
export const shippingSchema = z
  .strictObject({
    name: z.string().trim().max(MAX_NAME_LENGTH),
    phone: optionalText(MAX_PHONE_LENGTH),
    address: addressSchema,
  })
  .superRefine((shipping, context) => {
    const country = shipping.address.country;
    const fields: [ShippingField, string | null | undefined, string[]][] = [
      ['name', shipping.name, ['name']],
      ['phone', shipping.phone, ['phone']],
      ['line1', shipping.address.line1, ['address', 'line1']],
      ['city', shipping.address.city, ['address', 'city']],
      ['country', country, ['address', 'country']],
    ];
    for (const [field, value, path] of fields) {
      const message = validateShippingField(field, value ?? '', { country });
      if (message) context.addIssue({ code: 'custom', message, path });
    }
  });

export const orderBody = z.strictObject({
  currency: currencySchema,
  email: z.union([z.literal(''), emailSchema]).optional(),
  items: z
    .array(
      z.strictObject({
        type: z.literal('sku'),
        parent: providerIdSchema.describe('The sku id'),
        currency: currencySchema,
        quantity: quantitySchema,
      }),
    )
    .max(MAX_LINES),
  metadata: z.strictObject({ note: z.string().max(MAX_NOTE_LENGTH).optional() }).optional(),
  shipping: shippingSchema.optional(),
});

export const orderPatchBody = z.union([
  z.strictObject({ status: z.literal('canceled') }),
  z.strictObject({ selected_shipping_method: providerIdSchema }),
]);

// ecommerce.md §7 pays with a card token (`stripe_token`); with Stripe, a payment method confirmed on a payment intent
// (`payment_method`), and that intent again once the card's bank has authenticated the buyer (`payment_intent`).
export const payBody = z
  .strictObject({
    stripe_token: providerIdSchema.optional(),
    payment_method: providerIdSchema.optional(),
    payment_intent: providerIdSchema.optional(),
    email: z.union([z.literal(''), emailSchema]).optional(),
  })
  .refine((body) => [body.stripe_token, body.payment_method, body.payment_intent].filter((value) => value !== undefined).length === 1, {
    message: shopServerMessages.payWithOne,
    path: ['stripe_token'],
  });
export type PayInput = z.infer<typeof payBody>;

export const customerBody = z.strictObject({
  customer_data: z.strictObject({
    email: emailSchema,
    name: z.string().trim().max(MAX_NAME_LENGTH).refine((value) => value !== '', shippingFormMessages.required),
    phone: z
      .string()
      .trim()
      .max(MAX_PHONE_LENGTH)
      .refine((value) => validateShippingField('phone', value) === undefined, shippingFormMessages.phone)
      .optional(),
    shipping: shippingSchema,
  }),
});

/** A price of the cart: `{price, quantity}`, or `{id, quantity}` as the cart's lines are keyed. */
const invoicePriceLine = z.union([
  z.strictObject({ price: providerIdSchema, quantity: quantitySchema }),
  z.strictObject({ id: providerIdSchema, quantity: quantitySchema }).transform(({ id, quantity }) => ({ price: id, quantity })),
]);

export const invoiceItemsBody = z.strictObject({
  customer_id: providerIdSchema,
  prices: z.array(invoicePriceLine).max(MAX_LINES),
});

export const invoiceBody = z.strictObject({
  invoiceData: z.strictObject({
    customer: providerIdSchema,
    collection_method: z.literal('charge_automatically'),
    auto_advance: z.literal(false),
    metadata: z
      .strictObject({ customer_note: z.string().max(MAX_NOTE_LENGTH).optional(), shipping_method: z.string().regex(/^[a-z0-9_-]{1,40}$/).optional() })
      .optional(),
  }),
});

export const paymentIntentPatchBody = z.strictObject({
  paymentIntentData: z.strictObject({ receipt_email: emailSchema }),
});

const cardSchema = z.strictObject({
  number: z.string().min(1).max(MAX_CARD_NUMBER_LENGTH),
  exp_month: z.int().min(0).max(99),
  exp_year: z.int().min(0).max(MAX_EXPIRY_YEAR),
  cvc: z.string().max(4),
  name: z.string().trim().max(MAX_NAME_LENGTH).optional(),
});

export const tokenBody = z.strictObject({ card: cardSchema });

export const confirmBody = z.strictObject({
  client_secret: z.string().min(1).max(MAX_NAME_LENGTH),
  payment_method: z.strictObject({
    card: cardSchema,
    billing_details: z.strictObject({ name: z.string().trim().max(MAX_NAME_LENGTH).optional() }).optional(),
  }),
});

export const skusQuery = z.strictObject({
  skus_ids: z
    .string()
    .max(MAX_LINES * (MAX_ID_LENGTH + 1))
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(providerIdSchema).max(MAX_LINES)),
});

export const productsQuery = z.strictObject({ type: z.enum(['preview', 'published']) });

export const connectQuery = z.strictObject({ num_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ecwidConnectQuery = connectQuery.extend({
  store_id: z.string().regex(/^\d{1,20}$/, 'The hosted store’s numeric store id'),
  // Optional: with it the server reads the store's products (docs/shop.md "The hosted store's catalogue").
  public_token: hostedPublicTokenSchema.optional(),
});

// ---- the test-mode gateway's catalogue (author routes)

const MAX_URL_LENGTH = 2000;
const imageUrl = z.url({ protocol: /^https?$/ }).max(MAX_URL_LENGTH);
// A product's pictures: http(s) addresses, or a picture uploaded to this server (POST /api/upload answers
// /api/images/{key}), which the route makes absolute: Stripe and the published page need a full address.
export const UPLOADED_IMAGE_PATH = /^\/api\/images\/[\w.-]+$/;
const productImage = z.union([imageUrl, z.string().max(MAX_URL_LENGTH).regex(UPLOADED_IMAGE_PATH)]);
const productImages = z.array(productImage).max(MAX_IMAGES);
const description = z.string().trim().max(MAX_DESCRIPTION_LENGTH).transform((value) => value || null).nullable();
// ecommerce.md §9: sku orders are in usd, so a sku is too; a price is in one of the price flow's currencies.
const skuCurrency = z.literal(shopConstants.skuOrderCurrency, { error: shopServerMessages.skuCurrencyOnly });
const priceCurrency = z.enum(shopConstants.priceCurrencies, { error: shopServerMessages.priceCurrency(shopConstants.priceCurrencies) });

export const productBody = z.strictObject({
  name: text(MAX_NAME_LENGTH),
  active: z.boolean().default(true),
  shippable: z.boolean().default(false),
  images: productImages.default([]),
  description: description.default(null),
});

const atLeastOne = (value: object) => Object.keys(value).length > 0;
const nothingToChange = { message: 'Nothing to change' };

export const productPatchBody = z
  .strictObject({
    name: text(MAX_NAME_LENGTH).optional(),
    active: z.boolean().optional(),
    shippable: z.boolean().optional(),
    images: productImages.optional(),
    description: description.optional(),
  })
  .refine(atLeastOne, nothingToChange);

const inventorySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('infinite') }),
  z.strictObject({ type: z.literal('finite'), quantity: z.int().min(0).max(MAX_AMOUNT) }),
  z.strictObject({ type: z.literal('bucket'), value: z.enum(['in_stock', 'limited', 'out_of_stock']) }),
]);

const attributesSchema = z
  .record(z.string().min(1).max(64), z.string().max(MAX_NAME_LENGTH))
  .refine((value) => Object.keys(value).length <= MAX_ATTRIBUTES, { message: `At most ${MAX_ATTRIBUTES} attributes` });

export const skuBody = z.strictObject({
  product: providerIdSchema,
  price: amountSchema,
  currency: skuCurrency.default(shopConstants.skuOrderCurrency),
  attributes: attributesSchema.default({}),
  active: z.boolean().default(true),
  image: imageUrl.nullable().default(null),
  inventory: inventorySchema,
});

export const skuPatchBody = z
  .strictObject({
    price: amountSchema.optional(),
    currency: skuCurrency.optional(),
    attributes: attributesSchema.optional(),
    active: z.boolean().optional(),
    image: imageUrl.nullable().optional(),
    inventory: inventorySchema.optional(),
  })
  .refine(atLeastOne, nothingToChange);

export const priceBody = z.strictObject({
  product: providerIdSchema,
  unit_amount: amountSchema,
  currency: priceCurrency,
  active: z.boolean().default(true),
  nickname: z.string().trim().max(MAX_NAME_LENGTH).nullable().default(null),
});

export const pricePatchBody = z
  .strictObject({
    active: z.boolean().optional(),
    nickname: z.string().trim().max(MAX_NAME_LENGTH).nullable().optional(),
  })
  .refine(atLeastOne, nothingToChange);

export const shippingMethodsBody = z.strictObject({
  shipping_methods: z
    .array(z.strictObject({ id: providerIdSchema, description: text(MAX_NAME_LENGTH), amount: amountSchema, currency: currencySchema }))
    .min(1)
    .max(MAX_SHIPPING_METHODS)
    .refine((methods) => new Set(methods.map((method) => method.id)).size === methods.length, { message: 'Each shipping method needs its own id' }),
});

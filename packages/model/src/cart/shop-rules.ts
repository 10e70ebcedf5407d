// The owner's shipping methods and tax rates (issue 17, ecommerce.md §2 "shipping method", "Order tax"): pure rules
// for what an order with a shipping address is charged. Amounts are minor units of the order's currency.
import { z } from 'zod';
import { isCountryCode } from './countries';

export const shopRulesConstants = {
  maxMethods: 20,
  maxRatesPerMethod: 250,
  maxTaxRates: 300,
  maxDescription: 100,
  maxRegion: 60,
  /** A tax rate is a percentage with at most three decimals (e.g. 8.875). */
  taxRateDecimals: 3,
  maxTaxPercent: 100,
  /** Ours: one method's amount is at most 1,000,000.00 in minor units. */
  maxAmount: 100_000_000,
} as const;

export const shopRulesMessages = {
  unknownCountry: 'unknown country code',
  negativeAmount: 'amount must be zero or more',
  badAmount: 'amount must be a whole number of cents',
  tooLarge: 'amount is too large',
  badRate: 'tax rate must be between 0 and 100 with at most 3 decimals',
  duplicateMethod: 'another method has this id',
  duplicateCountry: 'this country already has a rate',
  duplicateTaxRate: 'this country and region already have a rate',
  descriptionRequired: 'description is required',
  badMethodId: 'id may hold lowercase letters, digits, _ and - only',
  noMethodForCountry: 'The shop does not ship to this country',
} as const;

const amountSchema = z
  .number({ message: shopRulesMessages.badAmount })
  .int(shopRulesMessages.badAmount)
  .min(0, shopRulesMessages.negativeAmount)
  .max(shopRulesConstants.maxAmount, shopRulesMessages.tooLarge);

const countrySchema = z
  .string()
  .refine((code) => /^[A-Z]{2}$/.test(code) && isCountryCode(code), shopRulesMessages.unknownCountry);

export const shippingRateSchema = z.object({ country: countrySchema, amount: amountSchema }).strict();

export const shippingMethodRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_-]{1,40}$/, shopRulesMessages.badMethodId),
    description: z.string().trim().min(1, shopRulesMessages.descriptionRequired).max(shopRulesConstants.maxDescription),
    rates: z.array(shippingRateSchema).max(shopRulesConstants.maxRatesPerMethod),
    /** The amount everywhere else; null: not offered outside the listed countries. */
    rest_of_world: amountSchema.nullable(),
    /** An order whose goods total at least this much ships free; null: never free. */
    free_over: amountSchema.nullable(),
  })
  .strict()
  .superRefine((method, context) => {
    const seen = new Set<string>();
    method.rates.forEach((rate, index) => {
      if (seen.has(rate.country)) context.addIssue({ code: 'custom', path: ['rates', index, 'country'], message: shopRulesMessages.duplicateCountry });
      seen.add(rate.country);
    });
  });

export const shippingRulesSchema = z
  .array(shippingMethodRuleSchema)
  .max(shopRulesConstants.maxMethods)
  .superRefine((methods, context) => {
    const seen = new Set<string>();
    methods.forEach((method, index) => {
      if (seen.has(method.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: shopRulesMessages.duplicateMethod });
      seen.add(method.id);
    });
  });

const percentSchema = z
  .number({ message: shopRulesMessages.badRate })
  .min(0, shopRulesMessages.badRate)
  .max(shopRulesConstants.maxTaxPercent, shopRulesMessages.badRate)
  .refine((percent) => Math.abs(percent * 1000 - Math.round(percent * 1000)) < 1e-6, shopRulesMessages.badRate);

export const taxRateSchema = z
  .object({
    country: countrySchema,
    /** A state or region as the buyer types it (compared without case); null: the whole country. */
    region: z.string().trim().min(1).max(shopRulesConstants.maxRegion).nullable(),
    percent: percentSchema,
    /** true: already in the prices (the tax line shows the part included); false: added to the total. */
    inclusive: z.boolean(),
  })
  .strict();

export const taxRatesSchema = z
  .array(taxRateSchema)
  .max(shopRulesConstants.maxTaxRates)
  .superRefine((rates, context) => {
    const seen = new Set<string>();
    rates.forEach((rate, index) => {
      const key = `${rate.country}/${rate.region?.toLowerCase() ?? ''}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'region'], message: shopRulesMessages.duplicateTaxRate });
      seen.add(key);
    });
  });

/** The body of PUT …/ecommerce/shop-rules and its answer. */
export const shopRulesSchema = z.object({ shipping_rules: shippingRulesSchema, tax_rates: taxRatesSchema }).strict();

export type ShippingRate = z.infer<typeof shippingRateSchema>;
export type ShippingMethodRule = z.infer<typeof shippingMethodRuleSchema>;
export type TaxRate = z.infer<typeof taxRateSchema>;
export type ShopRules = z.infer<typeof shopRulesSchema>;

export interface ShippingQuote {
  id: string;
  description: string;
  amount: number;
  currency: string;
}

export interface TaxQuote {
  /** The tax's amount: the part included in the prices, or the amount added. */
  amount: number;
  inclusive: boolean;
  percent: number;
}

/**
 * The methods that ship to `country`, in the owner's order, with their amounts: the country's own rate, else the
 * rest-of-world rate, else not offered; free when the goods total `subtotal` reaches the method's free-over.
 */
export function shippingQuotes(methods: readonly ShippingMethodRule[], subtotal: number, currency: string, country: string): ShippingQuote[] {
  const code = country.toUpperCase();
  return methods.flatMap((method) => {
    const base = method.rates.find((rate) => rate.country === code)?.amount ?? method.rest_of_world;
    if (base === null) return [];
    const free = method.free_over !== null && subtotal >= method.free_over;
    return [{ id: method.id, description: method.description, amount: free ? 0 : base, currency }];
  });
}

/** The rate for an address: its region's own, else the country's (region null), else none. */
export function taxRateFor(rates: readonly TaxRate[], country: string, region?: string | null): TaxRate | undefined {
  const code = country.toUpperCase();
  const state = region?.trim().toLowerCase();
  return (
    (state ? rates.find((rate) => rate.country === code && rate.region?.toLowerCase() === state) : undefined) ??
    rates.find((rate) => rate.country === code && rate.region === null)
  );
}

/**
 * The tax on `taxable` minor units (ours: the goods, not the shipping). Integer arithmetic in thousandths of a
 * percent, rounded half up to the minor unit: exclusive = round(taxable × p / 100); inclusive = taxable − round(taxable
 * / (1 + p / 100)), the part of the price that is tax.
 */
export function taxAmount(taxable: number, rate: Pick<TaxRate, 'percent' | 'inclusive'>): number {
  const milli = Math.round(rate.percent * 1000); // 100 % = 100,000
  if (!rate.inclusive) return Math.floor((taxable * milli + 50_000) / 100_000);
  const net = Math.floor((2 * taxable * 100_000 + (100_000 + milli)) / (2 * (100_000 + milli)));
  return taxable - net;
}

/** The tax for an order's goods shipped to an address, or none when no rate applies. */
export function taxQuote(rates: readonly TaxRate[], taxable: number, country: string, region?: string | null): TaxQuote | undefined {
  const rate = taxRateFor(rates, country, region);
  return rate && { amount: taxAmount(taxable, rate), inclusive: rate.inclusive, percent: rate.percent };
}

/** What the buyer pays: goods and shipping, plus the tax when it is not already in the prices. */
export const orderTotal = (subtotal: number, shipping: number, tax: TaxQuote | undefined): number =>
  subtotal + shipping + (tax && !tax.inclusive ? tax.amount : 0);

/** Decimal money as typed ("4.50", "4,5", "12") to minor units; undefined when it is not an amount. */
export function parseMoney(text: string): number | undefined {
  const match = /^\s*(\d{1,7})(?:[.,](\d{0,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The Shop dialog's "Shipping & tax" section. */
export const shippingTaxTexts = {
  heading: 'Shipping & tax',
  intro: 'Orders with a shipping address offer the methods that ship to its country; the first is chosen by default.',
  methodsHeading: 'Shipping methods',
  noMethods: 'No methods yet: orders offer free shipping everywhere.',
  methodName: 'Method name',
  restOfWorld: 'Everywhere else',
  restOfWorldHint: 'Leave empty to ship only to the countries listed.',
  freeOver: 'Free over',
  freeOverHint: 'Leave empty for never free.',
  country: 'Country',
  chooseCountry: 'Choose a country',
  rate: 'Rate',
  addRate: 'Add a country',
  removeRate: (country: string) => `Remove the rate for ${country}`,
  addMethod: 'Add a shipping method',
  removeMethod: (name: string) => `Remove ${name || 'this method'}`,
  taxHeading: 'Tax rates',
  noTaxRates: 'No tax rates: orders carry no tax.',
  region: 'State or region',
  regionHint: 'Leave empty for the whole country.',
  percent: 'Rate (%)',
  inclusive: 'Included in prices',
  addTaxRate: 'Add a tax rate',
  removeTaxRate: (country: string) => `Remove the tax rate for ${country}`,
  save: 'Save shipping & tax',
  saving: 'Saving…',
  saved: 'Shipping & tax saved.',
  fixErrors: 'Fix the fields marked in red, then save again.',
  moneyFormat: 'Enter an amount like 4.50',
  percentFormat: 'Enter a rate like 19 or 8.875',
  countryRequired: 'Choose a country',
} as const;

// Shipping methods and tax rates (issue 17): which methods ship where and for how much, and the tax's rounding.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  orderTotal,
  parseMoney,
  shippingQuotes,
  shopRulesMessages,
  shopRulesSchema,
  taxAmount,
  taxQuote,
  type ShippingMethodRule,
  type TaxRate,
} from './shop-rules';

const standard: ShippingMethodRule = { id: 'standard', description: 'Standard', rates: [{ country: 'DE', amount: 450 }], rest_of_world: 900, free_over: 5000 };
const express: ShippingMethodRule = { id: 'express', description: 'Express', rates: [{ country: 'DE', amount: 1200 }], rest_of_world: null, free_over: null };
const rates: TaxRate[] = [
  { country: 'DE', region: null, percent: 19, inclusive: true },
  { country: 'US', region: null, percent: 0, inclusive: false },
  { country: 'US', region: 'NY', percent: 8.875, inclusive: false },
];

describe('shippingQuotes', () => {
  it("offers the country's own rate, every method that ships there, in the owner's order", () => {
    expect(shippingQuotes([standard, express], 1000, 'usd', 'de')).toEqual([
      { id: 'standard', description: 'Standard', amount: 450, currency: 'usd' },
      { id: 'express', description: 'Express', amount: 1200, currency: 'usd' },
    ]);
  });
  it('uses the rest-of-world rate elsewhere, and leaves out a method not offered there', () => {
    expect(shippingQuotes([standard, express], 1000, 'usd', 'FR')).toEqual([{ id: 'standard', description: 'Standard', amount: 900, currency: 'usd' }]);
  });
  it('ships free from the free-over threshold on (subtotal ≥ threshold)', () => {
    expect(shippingQuotes([standard], 4999, 'usd', 'DE')[0]!.amount).toBe(450);
    expect(shippingQuotes([standard], 5000, 'usd', 'DE')[0]!.amount).toBe(0);
  });
  it('offers nothing when no method ships to the country', () => {
    expect(shippingQuotes([express], 1000, 'usd', 'FR')).toEqual([]);
  });
});

describe('tax', () => {
  it('rounds half up to the cent: exclusive 8.875 % of 1000 is 88.75 → 89', () => {
    expect(taxAmount(1000, { percent: 8.875, inclusive: false })).toBe(89);
    expect(taxAmount(200, { percent: 0.25, inclusive: false })).toBe(1); // 0.5 → 1
    expect(taxAmount(199, { percent: 0.25, inclusive: false })).toBe(0); // 0.4975 → 0
  });
  it('inclusive: the part of the price that is tax (19 % in 1190 is 190)', () => {
    expect(taxAmount(1190, { percent: 19, inclusive: true })).toBe(190);
    expect(taxAmount(1000, { percent: 19, inclusive: true })).toBe(160); // 1000 / 1.19 = 840.34 → 840
  });
  it("takes the region's rate before the country's, without case", () => {
    expect(taxQuote(rates, 1000, 'US', 'ny')).toEqual({ amount: 89, inclusive: false, percent: 8.875 });
    expect(taxQuote(rates, 1000, 'US', 'CA')).toEqual({ amount: 0, inclusive: false, percent: 0 });
    expect(taxQuote(rates, 1000, 'FR', null)).toBeUndefined();
  });
  it('adds exclusive tax to the total and leaves the total unchanged when inclusive', () => {
    expect(orderTotal(1000, 450, { amount: 89, inclusive: false, percent: 8.875 })).toBe(1539);
    expect(orderTotal(1190, 450, { amount: 190, inclusive: true, percent: 19 })).toBe(1640);
    expect(orderTotal(1000, 0, undefined)).toBe(1000);
  });
  it('property: tax is a whole number of cents, within half a cent of the exact amount, never above the price when inclusive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000 }), fc.boolean(), (taxable, milli, inclusive) => {
        const percent = milli / 1000;
        const tax = taxAmount(taxable, { percent, inclusive });
        expect(Number.isInteger(tax)).toBe(true);
        const exact = inclusive ? taxable - taxable / (1 + percent / 100) : (taxable * percent) / 100;
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        if (inclusive) expect(tax).toBeLessThanOrEqual(taxable);
      }),
    );
  });
  it('property: a free-over threshold never makes a bigger order pay more shipping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b, over) => {
        const method = { ...standard, free_over: over };
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(shippingQuotes([method], high, 'usd', 'DE')[0]!.amount).toBeLessThanOrEqual(shippingQuotes([method], low, 'usd', 'DE')[0]!.amount);
      }),
    );
  });
});

describe('shopRulesSchema', () => {
  const issues = (body: unknown) => {
    const result = shopRulesSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };
  it('accepts methods and rates', () => {
    expect(issues({ shipping_rules: [standard, express], tax_rates: rates })).toEqual([]);
  });
  it('refuses unknown country codes, negative amounts, bad rates and duplicates, each at its path', () => {
    expect(issues({ shipping_rules: [{ ...standard, rates: [{ country: 'XX', amount: 1 }] }], tax_rates: [] })).toEqual([
      { path: 'shipping_rules.0.rates.0.country', message: shopRulesMessages.unknownCountry },
    ]);
    expect(issues({ shipping_rules: [{ ...standard, rest_of_world: -1 }], tax_rates: [] })).toEqual([
      { path: 'shipping_rules.0.rest_of_world', message: shopRulesMessages.negativeAmount },
    ]);
    expect(issues({ shipping_rules: [], tax_rates: [{ ...rates[0]!, percent: 101 }] })).toEqual([{ path: 'tax_rates.0.percent', message: shopRulesMessages.badRate }]);
    expect(issues({ shipping_rules: [], tax_rates: [{ ...rates[0]!, percent: 1.2345 }] })).toEqual([{ path: 'tax_rates.0.percent', message: shopRulesMessages.badRate }]);
    expect(issues({ shipping_rules: [standard, standard], tax_rates: [] })).toEqual([{ path: 'shipping_rules.1.id', message: shopRulesMessages.duplicateMethod }]);
    expect(issues({ shipping_rules: [], tax_rates: [rates[2]!, { ...rates[2]!, region: 'ny' }] })).toEqual([{ path: 'tax_rates.1.region', message: shopRulesMessages.duplicateTaxRate }]);
  });
});

describe('parseMoney', () => {
  it('reads decimal money as typed into minor units', () => {
    expect(parseMoney('4.50')).toBe(450);
    expect(parseMoney('4,5')).toBe(450);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('-1')).toBeUndefined();
    expect(parseMoney('4.505')).toBeUndefined();
    expect(parseMoney('abc')).toBeUndefined();
  });
});

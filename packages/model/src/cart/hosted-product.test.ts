import { describe, expect, it } from 'vitest';
import { completeSelectedOptions, defaultSelectedOptions, hostedLineKey, hostedUnitPrice, missingRequiredOptions } from './hosted-product';
import { findCombination, hostedStock, isHostedAvailable, isValidSkuOptionType, variationOptions } from './stock';
import { hosted } from './test-items';

const sizes = {
  name: 'Size',
  type: 'SIZE',
  defaultChoice: 0,
  choices: [
    { text: 'S' },
    { text: 'L', priceModifier: 500, priceModifierType: 'ABSOLUTE' as const },
    { text: 'XL', priceModifier: 25, priceModifierType: 'PERCENT' as const },
  ],
};
const wrap = { name: 'Gift wrap', type: 'CHECKBOX', choices: [{ text: 'Yes', priceModifier: 300, priceModifierType: 'ABSOLUTE' as const }] };

describe('ecommerce.md §3: hosted-store line keys', () => {
  it('a product without chosen options is keyed by its id and a hash, never a bare number', () => {
    expect(hostedLineKey('p1')).toMatch(/^p1~[0-9a-f]{8}$/);
    expect(hostedLineKey('p1', {})).toBe(hostedLineKey('p1'));
    expect(hostedLineKey('12')).not.toMatch(/^\d+$/);
  });

  it('a product with chosen options is keyed by a hash of id and options, the same whatever their order', () => {
    const a = hostedLineKey('p1', { Size: 'L', Color: 'Red' });
    expect(a).toMatch(/^p1~[0-9a-f]{8}$/);
    expect(hostedLineKey('p1', { Color: 'Red', Size: 'L' })).toBe(a);
  });

  it('other options, or another product with the same options, give another key', () => {
    const a = hostedLineKey('p1', { Size: 'L' });
    expect(hostedLineKey('p1', { Size: 'M' })).not.toBe(a);
    expect(hostedLineKey('p2', { Size: 'L' }).slice(3)).not.toBe(a.slice(3));
  });
});

describe('ecommerce.md §3, §9: price modifiers', () => {
  it('without options the unit price is the base price (unit_amount)', () => {
    expect(hostedUnitPrice(hosted('p', { unit_amount: 2000 }))).toBe(2000);
  });

  it('ABSOLUTE adds its amount to the base price', () => {
    expect(hostedUnitPrice(hosted('p', { unit_amount: 2000, options: [sizes], selectedOptions: { Size: 'L' } }))).toBe(2500);
  });

  it('PERCENT adds that percentage of the base price', () => {
    expect(hostedUnitPrice(hosted('p', { unit_amount: 2000, options: [sizes], selectedOptions: { Size: 'XL' } }))).toBe(2500);
  });

  it('modifiers of several options add up, each against the base price', () => {
    const item = hosted('p', { unit_amount: 2000, options: [sizes, wrap], selectedOptions: { Size: 'XL', 'Gift wrap': 'Yes' } });
    expect(hostedUnitPrice(item)).toBe(2000 + 500 + 300);
  });

  it('PERCENT results are rounded to whole minor units', () => {
    expect(hostedUnitPrice(hosted('p', { unit_amount: 999, options: [sizes], selectedOptions: { Size: 'XL' } }))).toBe(1249);
  });

  it("a chosen combination's own price replaces the base price and the modifiers", () => {
    const combinations = [{ id: 7, options: [{ name: 'Size', value: 'L' }], price: 3100 }];
    expect(hostedUnitPrice(hosted('p', { unit_amount: 2000, options: [sizes], combinations, selectedOptions: { Size: 'L' } }))).toBe(3100);
    expect(hostedUnitPrice(hosted('p', { unit_amount: 2000, selectedCombination: { id: 8, options: [], price: 1500 } }))).toBe(1500);
  });
});

describe('ecommerce.md §3: options and combinations', () => {
  it('defaultChoice selects a choice by index; options without one are left out', () => {
    expect(defaultSelectedOptions([sizes, wrap])).toEqual({ Size: 'S' });
    expect(completeSelectedOptions({ options: [sizes], selectedOptions: { Size: 'L' } })).toEqual({ Size: 'L' });
  });

  it('required options without a choice are reported', () => {
    expect(missingRequiredOptions({ options: [{ ...wrap, required: true }], selectedOptions: {} })).toEqual(['Gift wrap']);
    expect(missingRequiredOptions({ options: [{ ...wrap, required: true }], selectedOptions: { 'Gift wrap': 'Yes' } })).toEqual([]);
  });

  it('ecommerce.md §5, §9: option types valid for an active sku are SELECT, SIZE and RADIO', () => {
    expect(['SELECT', 'SIZE', 'RADIO'].every(isValidSkuOptionType)).toBe(true);
    expect(isValidSkuOptionType('CHECKBOX')).toBe(false);
    expect(isValidSkuOptionType(undefined)).toBe(false);
    expect(variationOptions([sizes, wrap]).map((option) => option.name)).toEqual(['Size']);
  });

  it('the combination whose option values are all chosen is found', () => {
    const combinations = [
      { id: 1, options: [{ name: 'Size', value: 'S' }, { name: 'Color', value: 'Red' }] },
      { id: 2, options: [{ name: 'Size', value: 'L' }, { name: 'Color', value: 'Red' }] },
    ];
    expect(findCombination(combinations, { Size: 'L', Color: 'Red' })?.id).toBe(2);
    expect(findCombination(combinations, { Size: 'L' })).toBeUndefined();
  });

  it("stock comes from the combination when it reports one, else from the product", () => {
    const combinations = [{ id: 1, options: [{ name: 'Size', value: 'S' }], quantity: 3 }, { id: 2, options: [{ name: 'Size', value: 'L' }] }];
    expect(hostedStock(hosted('p', { quantity: 9, combinations, selectedOptions: { Size: 'S' } }))).toEqual({ inStock: true, quantity: 3, key: 'p#1' });
    expect(hostedStock(hosted('p', { quantity: 9, combinations, selectedOptions: { Size: 'L' } }))).toEqual({ inStock: true, quantity: 9, key: 'p' });
  });

  it('ecommerce.md §5: available when in stock and quantity undefined or non-zero', () => {
    expect(isHostedAvailable(hosted('p'))).toBe(true);
    expect(isHostedAvailable(hosted('p', { quantity: 4 }))).toBe(true);
    expect(isHostedAvailable(hosted('p', { quantity: 0 }))).toBe(false);
    expect(isHostedAvailable(hosted('p', { inStock: false }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { emptySkuDraft, formatAmount, formatAttributes, parseAmount, parseAttributes, readPriceDraft, readSkuDraft } from './catalogue-forms';

describe('the catalogue forms (docs/shop.md "Constructor")', () => {
  it('amounts are typed in major units and stored in minor units (ecommerce.md §9)', () => {
    expect(parseAmount('12.50')).toBe(1250);
    expect(parseAmount('12,5')).toBe(1250);
    expect(parseAmount(' 7 ')).toBe(700);
    expect(parseAmount('0.05')).toBe(5);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3']) expect(parseAmount(bad)).toBeUndefined();
    expect(formatAmount(1250)).toBe('12.50');
  });

  it('attributes are name=value pairs separated by commas', () => {
    expect(parseAttributes('size=M, colour = red')).toEqual({ size: 'M', colour: 'red' });
    expect(parseAttributes('')).toEqual({});
    expect(parseAttributes('size')).toBeUndefined();
    expect(parseAttributes('=M')).toBeUndefined();
    expect(formatAttributes({ size: 'M', colour: 'red' })).toBe('size=M, colour=red');
  });

  it('a sku draft becomes the API body; each wrong field gets its message', () => {
    expect(readSkuDraft({ ...emptySkuDraft(), attributes: 'size=M', price: '25', quantity: '5' })).toEqual({
      ok: true,
      value: { attributes: { size: 'M' }, price: 2500, currency: 'usd', inventory: { type: 'finite', quantity: 5 }, active: true },
    });
    expect(readSkuDraft({ ...emptySkuDraft(), price: '1', inventoryType: 'bucket', level: 'limited' })).toMatchObject({ ok: true, value: { inventory: { type: 'bucket', value: 'limited' } } });
    expect(readSkuDraft({ ...emptySkuDraft(), price: '1', inventoryType: 'infinite', quantity: 'x' })).toMatchObject({ ok: true, value: { inventory: { type: 'infinite' } } });
    expect(readSkuDraft({ ...emptySkuDraft(), attributes: 'size', price: 'x', quantity: '-2' })).toEqual({
      ok: false,
      errors: {
        attributes: 'Write attributes as name=value, separated by commas',
        price: 'Enter a price such as 12.50',
        quantity: 'Enter a whole number, 0 or more',
      },
    });
  });

  it('ecommerce.md §9: a sku is always in usd, whatever currency an older draft carried (no checkout stops at mixed currencies)', () => {
    const older = { ...emptySkuDraft(), price: '12', inventoryType: 'infinite' as const, currency: 'eur' };
    expect(readSkuDraft(older)).toMatchObject({ ok: true, value: { price: 1200, currency: 'usd' } });
    expect(Object.keys(emptySkuDraft())).not.toContain('currency');
  });

  it('a price draft: amount and currency checked, the name optional', () => {
    expect(readPriceDraft({ amount: '40', currency: 'EUR', nickname: ' Poster ' })).toEqual({ ok: true, value: { unit_amount: 4000, currency: 'eur', nickname: 'Poster' } });
    expect(readPriceDraft({ amount: '40', currency: 'usd', nickname: '' })).toEqual({ ok: true, value: { unit_amount: 4000, currency: 'usd' } });
    expect(readPriceDraft({ amount: '', currency: 'us', nickname: '' })).toMatchObject({ ok: false, errors: { amount: expect.any(String), currency: expect.any(String) } });
  });
});

import { describe, expect, it } from 'vitest';
import { emptySkuDraft, formatAmount, formatAttributes, isPriceCurrency, parseAmount, parseAttributes, readPriceDraft, readSkuDraft, readStockDraft } from './catalogue-forms';

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

  it('a price is in one of the offered currencies, those with cents (the cart shows two decimals); others are named wrong', () => {
    expect(isPriceCurrency('usd')).toBe(true);
    expect(isPriceCurrency('eur')).toBe(true);
    for (const code of ['jpy', 'krw', 'kwd', 'xyz', 'USD']) expect(isPriceCurrency(code)).toBe(false);
    expect(readPriceDraft({ amount: '500', currency: 'jpy', nickname: '' })).toEqual({ ok: false, errors: { currency: 'Choose one of the offered currencies' } });
    expect(readPriceDraft({ amount: '5', currency: 'GBP', nickname: '' })).toEqual({ ok: true, value: { unit_amount: 500, currency: 'gbp' } });
  });

  it('a Stripe variant’s stock alone: the inventory the form describes, or the quantity’s message', () => {
    expect(readStockDraft({ ...emptySkuDraft(), quantity: ' 2 ' })).toEqual({ ok: true, value: { inventory: { type: 'finite', quantity: 2 } } });
    expect(readStockDraft({ ...emptySkuDraft(), inventoryType: 'bucket', level: 'out_of_stock' })).toEqual({ ok: true, value: { inventory: { type: 'bucket', value: 'out_of_stock' } } });
    expect(readStockDraft({ ...emptySkuDraft(), inventoryType: 'infinite', quantity: 'x' })).toEqual({ ok: true, value: { inventory: { type: 'infinite' } } });
    // Attributes and price are not its to read: a draft without them still gives the stock.
    expect(readStockDraft({ ...emptySkuDraft(), attributes: 'not=, pairs', price: 'free', quantity: '-1' })).toEqual({ ok: false, errors: { quantity: 'Enter a whole number, 0 or more' } });
  });
});

import { describe, expect, it } from 'vitest';
import { shopEditorTexts } from './shop-editor';

describe("the Shop dialog's prices in the owner's words", () => {
  it('are money with the currency sign and its decimals', () => {
    expect(shopEditorTexts.money(1800, 'eur')).toBe('€18.00');
    expect(shopEditorTexts.money(2500, 'usd')).toBe('$25.00');
    expect(shopEditorTexts.money(500, 'jpy')).toBe('¥500');
  });

  it('keep the plain form for a code that is not a currency code', () => {
    expect(shopEditorTexts.money(1800, 'us')).toBe('18.00 US');
  });
});

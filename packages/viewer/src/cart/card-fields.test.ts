import { describe, expect, it } from 'vitest';
import { cardErrors, formatCardNumber, formatExpiry } from './card-fields';
import { cardPayload } from './checkout-calls';

describe('card fields (ecommerce.md §5 "Payment")', () => {
  it('formats the number in groups of four and the expiry as MM / YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it('the holder name is required, and an incomplete number, expiry or cvc has its inline error', () => {
    expect(cardErrors({ number: '4242', expiry: '1', cvc: '1', name: ' ' })).toEqual({
      number: 'Your card number is incomplete.',
      expiry: 'Your card’s expiration date is incomplete.',
      cvc: 'Your card’s security code is incomplete.',
      name: 'Name on card is required',
    });
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada' })).toEqual({});
  });

  it('the payload sent to the gateway: digits only, month and four-digit year', () => {
    expect(cardPayload({ number: '4000 0000 0000 0002', expiry: '07 / 31', cvc: ' 123 ', name: 'Ada' })).toEqual({ number: '4000000000000002', exp_month: 7, exp_year: 2031, cvc: '123' });
  });
});

import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/shop/gateway';
import { checkCard, declineFor, passesLuhn } from '../../src/shop/test-cards';

const NOW = new Date(Date.UTC(2026, 5, 15));
const card = (fields: Partial<Parameters<typeof checkCard>[0]> = {}) => ({ number: '4242 4242 4242 4242', exp_month: 6, exp_year: 2026, cvc: '123', ...fields });

function refusal(run: () => unknown): GatewayError {
  try {
    run();
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error('no refusal');
}

describe('test-mode cards', () => {
  it('the Luhn check accepts the test numbers and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242abcd4242')).toBe(false);
  });

  it('4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, any other valid number is a real card and is declined', () => {
    expect(checkCard(card(), NOW)).toBe('succeeds');
    expect(checkCard(card({ number: '4000-0000-0000-0002' }), NOW)).toBe('declined');
    expect(checkCard(card({ number: '5555 5555 5555 4444' }), NOW)).toBe('live');
    expect(declineFor('succeeds')).toBeUndefined();
    expect(declineFor('declined')).toMatchObject({ statusCode: 402, code: 'card_declined', message: 'Your card was declined.' });
    expect(declineFor('live')?.code).toBe('card_declined');
  });

  it('a number failing the Luhn check, or too short, is incorrect', () => {
    expect(refusal(() => checkCard(card({ number: '4242 4242 4242 4241' }), NOW))).toMatchObject({ statusCode: 402, code: 'incorrect_number' });
    expect(refusal(() => checkCard(card({ number: '4242' }), NOW)).code).toBe('incorrect_number');
  });

  it('a card is good through the last day of its expiry month; an earlier month has expired', () => {
    expect(checkCard(card({ exp_month: 6, exp_year: 2026 }), NOW)).toBe('succeeds');
    expect(checkCard(card({ exp_month: 6, exp_year: 26 }), NOW)).toBe('succeeds');
    expect(refusal(() => checkCard(card({ exp_month: 5, exp_year: 2026 }), NOW))).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' });
    expect(refusal(() => checkCard(card({ exp_month: 12, exp_year: 2025 }), NOW)).code).toBe('expired_card');
    expect(refusal(() => checkCard(card({ exp_month: 13 }), NOW)).code).toBe('invalid_expiry_month');
    expect(refusal(() => checkCard(card({ exp_month: 0 }), NOW)).code).toBe('invalid_expiry_month');
  });

  it('the cvc has 3 digits (4 for American Express)', () => {
    expect(refusal(() => checkCard(card({ cvc: '12' }), NOW)).code).toBe('invalid_cvc');
    expect(refusal(() => checkCard(card({ cvc: '12a' }), NOW)).code).toBe('invalid_cvc');
    expect(checkCard(card({ number: '3782 822463 10005', cvc: '1234' }), NOW)).toBe('live');
  });
});

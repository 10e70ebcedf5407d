// The test-mode gateway's cards (docs/shop.md "Server and payments"): the card provider's own test numbers, so the
// same cards work in both modes. 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; any other number that
// passes the Luhn check is treated as a real card and declined, since test mode never charges one.
import { GatewayError } from './gateway';
import { shopServerMessages } from './shop-messages';
import type { CardInput } from './shop-types';

export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

const MIN_CARD_DIGITS = 12;
const MAX_CARD_DIGITS = 19;
const MONTHS = 12;
const TWO_DIGIT_YEAR_BASE = 2000;
const TWO_DIGIT_YEAR_LIMIT = 100;

export type CardOutcome = 'succeeds' | 'declined' | 'live';

/** The digits of a card number typed with spaces or dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/**
 * Checks a card as the provider's browser library does before anything is sent: number (length and Luhn), expiry
 * (a real month, not in the past: a card is good through the last day of its month) and cvc. Throws a 402
 * GatewayError with the provider's wording; answers what paying with it will do.
 */
export function checkCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const digits = cardDigits(card.number);
  if (digits.length < MIN_CARD_DIGITS || digits.length > MAX_CARD_DIGITS || !passesLuhn(digits)) {
    throw new GatewayError(402, shopServerMessages.cardNumberIncorrect, 'incorrect_number');
  }
  const year = card.exp_year < TWO_DIGIT_YEAR_LIMIT ? TWO_DIGIT_YEAR_BASE + card.exp_year : card.exp_year;
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > MONTHS || !Number.isInteger(year)) {
    throw new GatewayError(402, shopServerMessages.cardExpiryInvalid, 'invalid_expiry_month');
  }
  const thisMonth = now.getUTCFullYear() * MONTHS + now.getUTCMonth();
  if (year * MONTHS + (card.exp_month - 1) < thisMonth) {
    throw new GatewayError(402, shopServerMessages.cardExpired, 'expired_card');
  }
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    throw new GatewayError(402, shopServerMessages.cvcInvalid, 'invalid_cvc');
  }
  if (digits === TEST_CARD_SUCCEEDS) return 'succeeds';
  return digits === TEST_CARD_DECLINED ? 'declined' : 'live';
}

/** The refusal for a card that does not pay, or undefined when it does. */
export function declineFor(outcome: CardOutcome): GatewayError | undefined {
  if (outcome === 'declined') return new GatewayError(402, shopServerMessages.cardDeclined, 'card_declined', 'generic_decline');
  if (outcome === 'live') return new GatewayError(402, shopServerMessages.liveCardInTestMode, 'card_declined', 'live_mode_test_card');
  return undefined;
}

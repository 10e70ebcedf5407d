// The card fields' formatting and inline errors (ecommerce.md §5 "Payment": the holder name is required before paying;
// number, expiry and cvc show inline errors). Pure, so it is tested without a browser. The number's own validity
// (Luhn, a real expiry) is the gateway's to judge; here only what is visibly incomplete.
import { cartSidebarTexts } from './cart-sidebar-texts';
import { paymentMessages } from '@folio/model';
import type { CardInput } from './checkout-calls';

export type CardErrors = Partial<Record<keyof CardInput, string>>;

const CARD_MIN_DIGITS = 12;
const CARD_MAX_DIGITS = 19;
const CARD_GROUP = 4;
const CVC_DIGITS = /^\d{3,4}$/;
const EXPIRY = /^(0[1-9]|1[0-2]) \/ \d{2}$/;
const MONTH_DIGITS = 2;
const EXPIRY_DIGITS = 4;

const digits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" as the visitor types. */
export function formatCardNumber(value: string): string {
  const groups = digits(value).slice(0, CARD_MAX_DIGITS).match(new RegExp(`.{1,${CARD_GROUP}}`, 'g'));
  return groups ? groups.join(' ') : '';
}

/** "1234" → "12 / 34" as the visitor types. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, EXPIRY_DIGITS);
  return d.length > MONTH_DIGITS ? `${d.slice(0, MONTH_DIGITS)} / ${d.slice(MONTH_DIGITS)}` : d;
}

export function cardErrors(card: CardInput): CardErrors {
  const errors: CardErrors = {};
  const numberDigits = digits(card.number).length;
  if (numberDigits < CARD_MIN_DIGITS || numberDigits > CARD_MAX_DIGITS) errors.number = cartSidebarTexts.cardNumberIncomplete;
  if (!EXPIRY.test(card.expiry.trim())) errors.expiry = cartSidebarTexts.expiryIncomplete;
  if (!CVC_DIGITS.test(card.cvc.trim())) errors.cvc = cartSidebarTexts.cvcIncomplete;
  if (!card.name.trim()) errors.name = paymentMessages.cardHolderNameRequired;
  return errors;
}

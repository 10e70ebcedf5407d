import { cartSidebarTexts } from './cart-sidebar-texts';
import { useId, useState, type ReactNode } from 'react';
import { cartTexts, paymentMessages } from '@folio/model';
import { cardErrors, formatCardNumber, formatExpiry, type CardErrors } from './card-fields';
import type { CardInput } from './checkout-calls';
import { TabHeader } from './tab-header';

export interface PaymentTabProps {
  loading: boolean;
  succeeded: boolean;
  /** The last attempt's failure: '' or the provider's reason; null when none failed. */
  failure: string | null;
  onBack(): void;
  onPay(card: CardInput): void;
  onCancel(): void;
  onDone(): void;
  /** Stripe mode: Stripe.js's card field, in place of our number, expiry and cvc fields (only the name is ours then). */
  cardField?: ReactNode;
  /** Stripe mode: the wallet's payment-request button, above the card field where the browser offers one. */
  wallet?: ReactNode;
}

/**
 * The checkout tab (ecommerce.md §2, §5): 'Pay with card' with the card number, expiry, name on card and cvc, each
 * with its inline error; Pay and 'Cancel order' (hidden while the payment loads); the failure and success messages.
 */
export function PaymentTab({ loading, succeeded, failure, onBack, onPay, onCancel, onDone, cardField, wallet }: PaymentTabProps) {
  const id = useId();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [tried, setTried] = useState(false);
  // With Stripe.js the card's own errors are the card field's; only the holder name is checked here.
  const check = (value: CardInput): CardErrors => {
    const found = cardErrors(value);
    return cardField ? (found.name ? { name: found.name } : {}) : found;
  };
  const edit = (field: keyof CardInput, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (tried) setErrors(check(next));
  };
  const pay = () => {
    const found = check(card);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length === 0) onPay(card);
  };
  if (succeeded) {
    return (
      <section className="fo-cart-tab" data-tab-name="checkout">
        <div className="fo-cart-success" role="status">
          <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="24" cy="24" r="21" />
            <path d="M14 25l7 7 13-15" />
          </svg>
          <p className="fo-cart-success-title">{cartTexts.paymentCompleted}</p>
          <p className="fo-cart-success-detail">{cartTexts.checkYourEmail}</p>
          <button type="button" className="fo-cart-primary" onClick={onDone}>
            {cartSidebarTexts.close}
          </button>
        </div>
      </section>
    );
  }
  const field = (name: keyof CardInput, label: string, props: { placeholder?: string; autoComplete: string; inputMode?: 'numeric'; format?: (value: string) => string; half?: boolean }) => (
    <div className={`fo-cart-field${props.half ? ' fo-cart-field-half' : ''}`} data-field={`card-${name}`} data-invalid={errors[name] ? 'true' : undefined}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={`card-${name}`}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        value={card[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(event) => edit(name, props.format ? props.format(event.target.value) : event.target.value)}
      />
      {errors[name] && <p className="fo-cart-field-error">{errors[name]}</p>}
    </div>
  );
  return (
    <section className="fo-cart-tab" data-tab-name="checkout">
      <TabHeader title={cartTexts.payWithCard} back={{ tab: 'order', onClick: onBack, disabled: loading }} />
      <form
        className="fo-cart-scroll fo-cart-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        {wallet}
        {cardField ?? (
          <>
            {field('number', cartTexts.cardNumber, { placeholder: cartSidebarTexts.cardNumberPlaceholder, autoComplete: 'cc-number', inputMode: 'numeric', format: formatCardNumber })}
            <div className="fo-cart-row">
              {field('expiry', cartTexts.expiry, { placeholder: cartSidebarTexts.expiryPlaceholder, autoComplete: 'cc-exp', inputMode: 'numeric', format: formatExpiry, half: true })}
              {field('cvc', cartTexts.cvc, { placeholder: cartSidebarTexts.cvcPlaceholder, autoComplete: 'cc-csc', inputMode: 'numeric', half: true })}
            </div>
          </>
        )}
        {field('name', cartTexts.nameOnCard, { autoComplete: 'cc-name' })}
        {failure !== null && (
          <div className="fo-cart-error" role="alert">
            <p className="fo-cart-error-title">{paymentMessages.paymentFailed}</p>
            <p className="fo-cart-error-message">{failure && failure !== paymentMessages.paymentFailed ? failure : ''} {cartSidebarTexts.paymentFailedDetail}</p>
          </div>
        )}
        {loading && <div className="fo-cart-loader" role="status" aria-label={cartSidebarTexts.loading} />}
        {!loading && (
          <footer className="fo-cart-foot fo-cart-pay-actions">
            <button type="submit" className="fo-cart-primary">
              {cartTexts.pay}
            </button>
            <button type="button" className="fo-cart-secondary" data-tab-target="items" onClick={onCancel}>
              {cartTexts.cancelOrder}
            </button>
          </footer>
        )}
      </form>
    </section>
  );
}

import { useId, useState } from 'react';
import { shopConstants, shopEditorTexts } from '@folio/model';
import { emptySkuDraft, readSkuDraft, readStockDraft, type FieldErrors, type SkuDraft, type SkuField } from './catalogue-forms';
import type { SkuInput } from './shop-api';

const INVENTORY_TYPES = ['finite', 'infinite', 'bucket'] as const;
const LEVELS = ['in_stock', 'limited', 'out_of_stock'] as const;

/** The whole sku (test mode), or its stock only (a Stripe variant: the rest is the Stripe dashboard's). */
type SkuSubmit = { stockOnly?: false; onSubmit: (body: SkuInput) => void } | { stockOnly: true; onSubmit: (body: Pick<SkuInput, 'inventory'>) => void };

/** A sku's fields, checked before they are sent; the server's refusal shows under them. */
export function SkuForm({
  initial = emptySkuDraft(),
  submitLabel,
  busy,
  error,
  onCancel,
  ...submit
}: {
  initial?: SkuDraft;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
} & SkuSubmit) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<SkuField>>({});
  const id = useId();
  const set = <K extends keyof SkuDraft>(name: K, value: SkuDraft[K]) => setDraft((now) => ({ ...now, [name]: value }));
  const described = (name: SkuField) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}` } : {});
  const fieldError = (name: SkuField) =>
    errors[name] && (
      <span id={`${id}-${name}`} className="fo-field__error">
        {errors[name]}
      </span>
    );

  return (
    <form
      className="fo-shop__form"
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (submit.stockOnly) {
          const read = readStockDraft(draft);
          if (!read.ok) return setErrors(read.errors);
          setErrors({});
          return submit.onSubmit(read.value);
        }
        const read = readSkuDraft(draft);
        if (!read.ok) return setErrors(read.errors);
        setErrors({});
        submit.onSubmit(read.value);
      }}
    >
      <div className="fo-shop__grid">
        {!submit.stockOnly && (
          <>
            <label className="fo-shop__inline-field fo-shop__span-2">
              <span className="fo-shop__label">{shopEditorTexts.attributes}</span>
              <input className="fo-input fo-shop__input" value={draft.attributes} placeholder={shopEditorTexts.attributesHint} onChange={(event) => set('attributes', event.target.value)} {...described('attributes')} />
              {fieldError('attributes')}
            </label>
            <label className="fo-shop__inline-field">
              <span className="fo-shop__label">{shopEditorTexts.price}</span>
              <input className="fo-input fo-shop__input" inputMode="decimal" value={draft.price} onChange={(event) => set('price', event.target.value)} {...described('price')} />
              {fieldError('price')}
            </label>
            {/* ecommerce.md §9: sku orders are charged in usd; the currency is said, not offered. */}
            <div className="fo-shop__inline-field">
              <span className="fo-shop__label" id={`${id}-currency`}>
                {shopEditorTexts.currency}
              </span>
              <output className="fo-shop__fixed" aria-labelledby={`${id}-currency`} aria-describedby={`${id}-currency-note`}>
                {shopConstants.skuOrderCurrency.toUpperCase()}
              </output>
              <span id={`${id}-currency-note`} className="fo-shop__muted fo-shop__small">
                {shopEditorTexts.skuCurrencyNote}
              </span>
            </div>
          </>
        )}
        <label className="fo-shop__inline-field">
          <span className="fo-shop__label">{shopEditorTexts.inventory}</span>
          <select className="fo-select fo-shop__select" value={draft.inventoryType} onChange={(event) => set('inventoryType', event.target.value as SkuDraft['inventoryType'])}>
            {INVENTORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {shopEditorTexts.inventoryTypes[type]}
              </option>
            ))}
          </select>
        </label>
        {draft.inventoryType === 'finite' && (
          <label className="fo-shop__inline-field">
            <span className="fo-shop__label">{shopEditorTexts.quantity}</span>
            <input className="fo-input fo-shop__input" inputMode="numeric" value={draft.quantity} onChange={(event) => set('quantity', event.target.value)} {...described('quantity')} />
            {fieldError('quantity')}
          </label>
        )}
        {draft.inventoryType === 'bucket' && (
          <label className="fo-shop__inline-field">
            <span className="fo-shop__label">{shopEditorTexts.level}</span>
            <select className="fo-select fo-shop__select" value={draft.level} onChange={(event) => set('level', event.target.value as SkuDraft['level'])}>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {shopEditorTexts.levels[level]}
                </option>
              ))}
            </select>
          </label>
        )}
        {!submit.stockOnly && (
          <label className="fo-shop__check fo-shop__check--cell">
            <input type="checkbox" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
            {shopEditorTexts.active}
          </label>
        )}
      </div>
      {error && (
        <p className="fo-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="fo-shop__row">
        <button type="submit" className="fo-button fo-button--primary fo-button--small" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={onCancel}>
          {shopEditorTexts.cancel}
        </button>
      </div>
    </form>
  );
}

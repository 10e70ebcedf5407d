import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { shopConstants, shopEditorConstants, shopEditorTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { readPriceDraft, type FieldErrors, type PriceField } from './catalogue-forms';
import type { ShopPrice, ShopProduct } from './shop-api';
import { useShopApi, useShopRefresh } from './use-shop';

const priceLabel = (price: ShopPrice) => price.nickname || shopEditorTexts.money(price.unit_amount, price.currency);

/**
 * A product's prices (the price flow): added with an amount and currency, then only renamed or archived, since an
 * amount never changes (docs/api.md "Shop API").
 */
export function PriceList({ project, product, editable }: { project: string; product: ShopProduct; editable: boolean }) {
  const api = useShopApi(project);
  const refresh = useShopRefresh(project);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: { active?: boolean; nickname?: string } }) => api.updatePrice(id, body),
    onSuccess: () => (setRenaming(null), refresh.products()),
  });

  return (
    <div className="fo-shop__part">
      <h5 className="fo-shop__subheading">{shopEditorTexts.pricesHeading}</h5>
      {product.prices.length === 0 && <p className="fo-shop__muted fo-shop__small">{shopEditorTexts.noPrices}</p>}
      <ul className="fo-shop__lines">
        {product.prices.map((price) => {
          const label = priceLabel(price);
          return (
            <li key={price.id} className="fo-shop__line" data-price-id={price.id}>
              {renaming === price.id ? (
                <form
                  className="fo-shop__row"
                  onSubmit={(event) => {
                    event.preventDefault();
                    update.mutate({ id: price.id, body: { nickname: name.trim() } });
                  }}
                >
                  <label className="fo-shop__inline-field">
                    <span className="fo-shop__label">{shopEditorTexts.priceName}</span>
                    <input className="fo-input fo-shop__input" value={name} maxLength={shopEditorConstants.nameMaxLength} onChange={(event) => setName(event.target.value)} />
                  </label>
                  <button type="submit" className="fo-button fo-button--primary fo-button--small" disabled={update.isPending}>
                    {shopEditorTexts.save}
                  </button>
                  <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => setRenaming(null)}>
                    {shopEditorTexts.cancel}
                  </button>
                </form>
              ) : (
                <>
                  <span className="fo-shop__line-name">{price.nickname || '—'}</span>
                  <span>{shopEditorTexts.money(price.unit_amount, price.currency)}</span>
                  <span className="fo-shop__muted">{price.active ? '' : shopEditorTexts.archived}</span>
                  {editable && (
                    <span className="fo-shop__row">
                      <button
                        type="button"
                        className="fo-button fo-button--quiet fo-button--small"
                        aria-label={shopEditorTexts.renamePrice(label)}
                        onClick={() => {
                          setName(price.nickname ?? '');
                          setRenaming(price.id);
                        }}
                      >
                        {shopEditorTexts.rename}
                      </button>
                      <button
                        type="button"
                        className="fo-button fo-button--quiet fo-button--small"
                        aria-label={price.active ? shopEditorTexts.archivePrice(label) : shopEditorTexts.restorePrice(label)}
                        onClick={() => update.mutate({ id: price.id, body: { active: !price.active } })}
                      >
                        {price.active ? shopEditorTexts.archive : shopEditorTexts.restore}
                      </button>
                    </span>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {update.error && (
        <p className="fo-form-error" role="alert">
          {errorText(update.error)}
        </p>
      )}
      {editable &&
        (adding ? (
          <PriceForm project={project} product={product} onDone={() => setAdding(false)} />
        ) : (
          <button type="button" className="fo-button fo-button--secondary fo-button--small" aria-label={shopEditorTexts.addPriceTo(product.name)} onClick={() => setAdding(true)}>
            {shopEditorTexts.addPrice}
          </button>
        ))}
      {editable && product.prices.length > 0 && <p className="fo-shop__muted fo-shop__small">{shopEditorTexts.amountNeverChanges}</p>}
    </div>
  );
}

function PriceForm({ project, product, onDone }: { project: string; product: ShopProduct; onDone: () => void }) {
  const api = useShopApi(project);
  const refresh = useShopRefresh(project);
  const id = useId();
  const [draft, setDraft] = useState({ amount: '', currency: shopConstants.skuOrderCurrency as string, nickname: '' });
  const [errors, setErrors] = useState<FieldErrors<PriceField>>({});
  const create = useMutation({
    mutationFn: (body: { unit_amount: number; currency: string; nickname?: string }) => api.createPrice(product.id, body),
    onSuccess: () => (onDone(), refresh.products()),
  });
  const described = (name: PriceField) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}` } : {});
  return (
    <form
      className="fo-shop__form"
      noValidate
      aria-label={shopEditorTexts.addPrice}
      onSubmit={(event) => {
        event.preventDefault();
        const read = readPriceDraft(draft);
        if (!read.ok) return setErrors(read.errors);
        setErrors({});
        create.mutate(read.value);
      }}
    >
      <div className="fo-shop__grid">
        <label className="fo-shop__inline-field fo-shop__span-2">
          <span className="fo-shop__label">{shopEditorTexts.priceName}</span>
          <input className="fo-input fo-shop__input" value={draft.nickname} maxLength={shopEditorConstants.nameMaxLength} onChange={(event) => setDraft({ ...draft, nickname: event.target.value })} />
        </label>
        <label className="fo-shop__inline-field">
          <span className="fo-shop__label">{shopEditorTexts.amount}</span>
          <input className="fo-input fo-shop__input" inputMode="decimal" value={draft.amount} onChange={(event) => setDraft({ ...draft, amount: event.target.value })} {...described('amount')} />
          {errors.amount && (
            <span id={`${id}-amount`} className="fo-field__error">
              {errors.amount}
            </span>
          )}
        </label>
        {/* Only the price flow's currencies are offered (docs/shop.md "Currencies"): the cart shows two decimals. */}
        <label className="fo-shop__inline-field fo-shop__span-2">
          <span className="fo-shop__label">{shopEditorTexts.currency}</span>
          <select
            className="fo-select fo-shop__select"
            value={draft.currency}
            aria-describedby={`${id}-currency-note`}
            onChange={(event) => setDraft({ ...draft, currency: event.target.value })}
            {...described('currency')}
          >
            {shopConstants.priceCurrencies.map((code) => (
              <option key={code} value={code}>
                {shopEditorTexts.currencyName(code)}
              </option>
            ))}
          </select>
          {errors.currency && (
            <span id={`${id}-currency`} className="fo-field__error">
              {errors.currency}
            </span>
          )}
        </label>
      </div>
      <p id={`${id}-currency-note`} className="fo-shop__muted fo-shop__small">
        {shopEditorTexts.priceCurrencyNote}
      </p>
      {create.error && (
        <p className="fo-form-error" role="alert">
          {errorText(create.error)}
        </p>
      )}
      <div className="fo-shop__row">
        <button type="submit" className="fo-button fo-button--primary fo-button--small" disabled={create.isPending}>
          {shopEditorTexts.addPrice}
        </button>
        <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={onDone}>
          {shopEditorTexts.cancel}
        </button>
      </div>
    </form>
  );
}

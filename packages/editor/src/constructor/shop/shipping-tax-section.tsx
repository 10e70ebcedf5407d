import { useEffect, useId, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  countryList,
  formatMoney,
  HttpError,
  parseMoney,
  shippingTaxTexts as texts,
  shopEditorTexts,
  shopRulesConstants,
  type ShopRules,
} from '@folio/model';
import { errorText } from '../../app/api';
import { useShop } from './use-shop';

// The owner's shipping methods and tax rates (issue 17; docs/shop.md "Shipping methods and tax rates"). Money is
// typed as decimals ("4.50") and sent as minor units; the errors of a field sit under it, by the body's path.

interface RateDraft { key: number; country: string; amount: string }
interface MethodDraft { key: number; id: string; description: string; rates: RateDraft[]; restOfWorld: string; freeOver: string }
interface TaxDraft { key: number; country: string; region: string; percent: string; inclusive: boolean }
interface Draft { methods: MethodDraft[]; taxes: TaxDraft[] }
type Errors = Record<string, string>;

let nextKey = 1;
const key = () => nextKey++;
const moneyText = (amount: number | null) => (amount === null ? '' : formatMoney(amount));

function draftOf(rules: ShopRules): Draft {
  return {
    methods: rules.shipping_rules.map((method) => ({
      key: key(),
      id: method.id,
      description: method.description,
      rates: method.rates.map((rate) => ({ key: key(), country: rate.country, amount: formatMoney(rate.amount) })),
      restOfWorld: moneyText(method.rest_of_world),
      freeOver: moneyText(method.free_over),
    })),
    taxes: rules.tax_rates.map((rate) => ({ key: key(), country: rate.country, region: rate.region ?? '', percent: String(rate.percent), inclusive: rate.inclusive })),
  };
}

/** The draft as the API's body, or the fields that are not yet amounts, rates or countries. */
function rulesOf(draft: Draft): { rules: ShopRules; errors: Errors } {
  const errors: Errors = {};
  const money = (text: string, path: string, optional: boolean): number | null => {
    if (optional && !text.trim()) return null;
    const amount = parseMoney(text);
    if (amount === undefined) errors[path] = texts.moneyFormat;
    return amount ?? 0;
  };
  const rules: ShopRules = {
    shipping_rules: draft.methods.map((method, index) => ({
      id: method.id,
      description: method.description.trim(),
      rates: method.rates.map((rate, at) => {
        if (!rate.country) errors[`shipping_rules.${index}.rates.${at}.country`] = texts.countryRequired;
        return { country: rate.country, amount: money(rate.amount, `shipping_rules.${index}.rates.${at}.amount`, false)! };
      }),
      rest_of_world: money(method.restOfWorld, `shipping_rules.${index}.rest_of_world`, true),
      free_over: money(method.freeOver, `shipping_rules.${index}.free_over`, true),
    })),
    tax_rates: draft.taxes.map((rate, index) => {
      if (!rate.country) errors[`tax_rates.${index}.country`] = texts.countryRequired;
      const percent = /^\s*\d{1,3}(?:[.,]\d{1,3})?\s*$/.test(rate.percent) ? Number(rate.percent.replace(',', '.')) : Number.NaN;
      if (Number.isNaN(percent)) errors[`tax_rates.${index}.percent`] = texts.percentFormat;
      return { country: rate.country, region: rate.region.trim() || null, percent: Number.isNaN(percent) ? 0 : percent, inclusive: rate.inclusive };
    }),
  };
  return { rules, errors };
}

const newMethodId = (methods: MethodDraft[]) => {
  let n = methods.length + 1;
  while (methods.some((method) => method.id === `method_${n}`)) n++;
  return `method_${n}`;
};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="fo-field__error">
      {error}
    </p>
  ) : null;
}

function CountrySelect({ id, value, invalid, onChange }: { id: string; value: string; invalid: boolean; onChange: (code: string) => void }) {
  const countries = useMemo(() => countryList(), []);
  return (
    <select
      id={id}
      className="fo-input fo-shop__select"
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{texts.chooseCountry}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}

/** One labelled input with its error under it, the error found by the body's path. */
function Field(props: { label: string; path: string; errors: Errors; value: string; hint?: string; inputMode?: 'decimal'; maxLength?: number; onChange: (value: string) => void }) {
  const id = `${useId()}-${props.path}`;
  const error = props.errors[props.path];
  return (
    <div className="fo-shop__inline-field">
      <label className="fo-shop__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="fo-input fo-shop__input"
        value={props.value}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', props.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && (
        <span id={`${id}-hint`} className="fo-shop__muted fo-shop__small">
          {props.hint}
        </span>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The Shop dialog's "Shipping & tax": methods with per-country rates, and tax rates; saved whole. */
export function ShippingTaxSection({ project }: { project: string }) {
  const { api, provider } = useShop(project);
  const headingId = useId();
  const rules = useQuery({ queryKey: ['shop', project, 'shop-rules'], queryFn: api.shopRules, enabled: provider === 'stripe' });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (rules.data && !draft) setDraft(draftOf(rules.data));
  }, [rules.data, draft]);
  const save = useMutation({
    mutationFn: (body: ShopRules) => api.setShopRules(body),
    onSuccess: (rules) => {
      // The saved rules shown as money again ("7,5" reads 7.50).
      setDraft(draftOf(rules));
      setSaved(true);
    },
    onError: (error) => {
      const list = error instanceof HttpError ? ((error.body as { errors?: { path: string; message: string }[] } | undefined)?.errors ?? []) : [];
      setErrors(Object.fromEntries(list.map((item) => [item.path, item.message])));
    },
  });

  if (provider !== 'stripe') return null;
  const change = (next: Draft) => {
    setDraft(next);
    setSaved(false);
  };
  const setMethod = (index: number, patch: Partial<MethodDraft>) =>
    draft && change({ ...draft, methods: draft.methods.map((method, at) => (at === index ? { ...method, ...patch } : method)) });
  const setTax = (index: number, patch: Partial<TaxDraft>) =>
    draft && change({ ...draft, taxes: draft.taxes.map((rate, at) => (at === index ? { ...rate, ...patch } : rate)) });
  const countryNameOf = (code: string) => countryList().find((country) => country.code === code)?.name ?? code;

  return (
    <section className="fo-shop__section fo-shipping-tax" aria-labelledby={headingId}>
      <h3 id={headingId} className="fo-shop__heading">
        {texts.heading}
      </h3>
      <p className="fo-shop__muted">{texts.intro}</p>
      {rules.isPending && <p className="fo-shop__muted">{shopEditorTexts.loading}</p>}
      {rules.isError && (
        <p className="fo-form-error" role="alert">
          {shopEditorTexts.loadFailed(errorText(rules.error))}
        </p>
      )}
      {draft && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const { rules: body, errors: found } = rulesOf(draft);
            setErrors(found);
            setSaved(false);
            if (Object.keys(found).length === 0) save.mutate(body);
          }}
        >
          <h4 className="fo-shop__subheading">{texts.methodsHeading}</h4>
          {draft.methods.length === 0 && <p className="fo-shop__muted">{texts.noMethods}</p>}
          <ul className="fo-shipping-tax__list">
            {draft.methods.map((method, index) => (
              <li key={method.key} className="fo-shipping-tax__card">
                <div className="fo-shop__row fo-shipping-tax__row">
                  <Field label={texts.methodName} path={`shipping_rules.${index}.description`} errors={errors} value={method.description} maxLength={shopRulesConstants.maxDescription} onChange={(description) => setMethod(index, { description })} />
                  <Field label={texts.restOfWorld} path={`shipping_rules.${index}.rest_of_world`} errors={errors} value={method.restOfWorld} inputMode="decimal" hint={texts.restOfWorldHint} onChange={(restOfWorld) => setMethod(index, { restOfWorld })} />
                  <Field label={texts.freeOver} path={`shipping_rules.${index}.free_over`} errors={errors} value={method.freeOver} inputMode="decimal" hint={texts.freeOverHint} onChange={(freeOver) => setMethod(index, { freeOver })} />
                  <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={() => change({ ...draft, methods: draft.methods.filter((_, at) => at !== index) })}>
                    {texts.removeMethod(method.description)}
                  </button>
                </div>
                <ul className="fo-shipping-tax__rates">
                  {method.rates.map((rate, at) => {
                    const countryPath = `shipping_rules.${index}.rates.${at}.country`;
                    const selectId = `rate-${method.key}-${rate.key}`;
                    const setRate = (patch: Partial<RateDraft>) => setMethod(index, { rates: method.rates.map((item, i) => (i === at ? { ...item, ...patch } : item)) });
                    return (
                      <li key={rate.key} className="fo-shop__row fo-shipping-tax__row">
                        <div className="fo-shop__inline-field">
                          <label className="fo-shop__label" htmlFor={selectId}>
                            {texts.country}
                          </label>
                          <CountrySelect id={selectId} value={rate.country} invalid={Boolean(errors[countryPath])} onChange={(country) => setRate({ country })} />
                          <FieldError id={`${selectId}-error`} error={errors[countryPath]} />
                        </div>
                        <Field label={texts.rate} path={`shipping_rules.${index}.rates.${at}.amount`} errors={errors} value={rate.amount} inputMode="decimal" onChange={(amount) => setRate({ amount })} />
                        <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={() => setMethod(index, { rates: method.rates.filter((_, i) => i !== at) })}>
                          {texts.removeRate(rate.country ? countryNameOf(rate.country) : texts.country)}
                        </button>
                      </li>
                    );
                  })}
                </ul>
                <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={() => setMethod(index, { rates: [...method.rates, { key: key(), country: '', amount: '' }] })}>
                  {texts.addRate}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="fo-button fo-button--secondary fo-button--small"
            onClick={() => change({ ...draft, methods: [...draft.methods, { key: key(), id: newMethodId(draft.methods), description: '', rates: [], restOfWorld: '', freeOver: '' }] })}
          >
            {texts.addMethod}
          </button>

          <h4 className="fo-shop__subheading fo-shipping-tax__subheading">{texts.taxHeading}</h4>
          {draft.taxes.length === 0 && <p className="fo-shop__muted">{texts.noTaxRates}</p>}
          <ul className="fo-shipping-tax__list">
            {draft.taxes.map((rate, index) => {
              const countryPath = `tax_rates.${index}.country`;
              const selectId = `tax-${rate.key}`;
              return (
                <li key={rate.key} className="fo-shop__row fo-shipping-tax__row">
                  <div className="fo-shop__inline-field">
                    <label className="fo-shop__label" htmlFor={selectId}>
                      {texts.country}
                    </label>
                    <CountrySelect id={selectId} value={rate.country} invalid={Boolean(errors[countryPath])} onChange={(country) => setTax(index, { country })} />
                    <FieldError id={`${selectId}-error`} error={errors[countryPath]} />
                  </div>
                  <Field label={texts.region} path={`tax_rates.${index}.region`} errors={errors} value={rate.region} hint={texts.regionHint} maxLength={shopRulesConstants.maxRegion} onChange={(region) => setTax(index, { region })} />
                  <Field label={texts.percent} path={`tax_rates.${index}.percent`} errors={errors} value={rate.percent} inputMode="decimal" onChange={(percent) => setTax(index, { percent })} />
                  <label className="fo-shop__check">
                    <input type="checkbox" checked={rate.inclusive} onChange={(event) => setTax(index, { inclusive: event.target.checked })} />
                    {texts.inclusive}
                  </label>
                  <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={() => change({ ...draft, taxes: draft.taxes.filter((_, at) => at !== index) })}>
                    {texts.removeTaxRate(rate.country ? countryNameOf(rate.country) : texts.country)}
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="fo-button fo-button--secondary fo-button--small"
            onClick={() => change({ ...draft, taxes: [...draft.taxes, { key: key(), country: '', region: '', percent: '', inclusive: false }] })}
          >
            {texts.addTaxRate}
          </button>

          <div className="fo-shop__row fo-shipping-tax__save">
            <button type="submit" className="fo-button fo-button--primary" disabled={save.isPending}>
              {save.isPending ? texts.saving : texts.save}
            </button>
            <span role="status" className="fo-shop__message fo-shop__message--success">
              {saved ? texts.saved : ''}
            </span>
          </div>
          {Object.keys(errors).length > 0 && (
            <p className="fo-form-error" role="alert">
              {texts.fixErrors}
            </p>
          )}
          {save.isError && !(save.error instanceof HttpError && save.error.statusCode === 400) && (
            <p className="fo-form-error" role="alert">
              {errorText(save.error)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

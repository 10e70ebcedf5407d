import { useId, useMemo, useState } from 'react';
import {
  cartTexts,
  countryList,
  editShippingField,
  sameShippingForm,
  shippingFormState,
  shopConstants,
  submitShippingForm,
  trimShippingForm,
  type ShippingField,
  type ShippingFormValues,
} from '@folio/model';
import { TabHeader } from './tab-header';

export interface InputsTabProps {
  initial: ShippingFormValues | null;
  shippingNeeded: boolean;
  onBack(): void;
  /** The valid form, trimmed, and whether it differs from the one saved with the cart. */
  onSubmit(values: ShippingFormValues, changed: boolean): void;
}

type FieldSpec = { field: ShippingField; label: string; autoComplete: string; type?: string; half?: boolean };

// ecommerce.md §2 "inputs": the shipping and contact fields in the spec's order after the country.
const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { field: 'name', label: cartTexts.customerName, autoComplete: 'name' },
  { field: 'line1', label: cartTexts.address, autoComplete: 'address-line1' },
  { field: 'line2', label: cartTexts.aptUnit, autoComplete: 'address-line2' },
  { field: 'city', label: cartTexts.city, autoComplete: 'address-level2' },
  { field: 'state', label: cartTexts.stateRegion, autoComplete: 'address-level1', half: true },
  { field: 'postal_code', label: cartTexts.zipPostalCode, autoComplete: 'postal-code', half: true },
  { field: 'phone', label: cartTexts.phone, autoComplete: 'tel', type: 'tel' },
];
const EMAIL_FIELD: FieldSpec = { field: 'email', label: cartTexts.email, autoComplete: 'email', type: 'email' };

/**
 * The inputs tab (ecommerce.md §2, §5): the shipping and contact form with an error area under each checked field;
 * errors show on Summary and clear as each field becomes valid. Without anything to ship only the email is asked.
 */
export default function InputsTab({ initial, shippingNeeded, onBack, onSubmit }: InputsTabProps) {
  const id = useId();
  const [form, setForm] = useState(() => shippingFormState(initial));
  const countries = useMemo(() => countryList(), []);
  const options = { shippingNeeded };
  const edit = (field: ShippingField, value: string) => setForm((state) => editShippingField(state, field, value, options));
  const submit = () => {
    const result = submitShippingForm(form, options);
    setForm(result.state);
    if (!result.valid) return;
    const values = trimShippingForm(result.state.values);
    onSubmit(values, !sameShippingForm(initial, values));
  };
  const input = ({ field, label, autoComplete, type, half }: FieldSpec) => {
    const error = form.errors[field];
    return (
      <div key={field} className={`fo-cart-field${half ? ' fo-cart-field-half' : ''}`} data-field={field} data-invalid={error ? 'true' : undefined}>
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <input
          id={`${id}-${field}`}
          name={field}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          value={form.values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(event) => edit(field, event.target.value)}
        />
        {error && (
          <p id={`${id}-${field}-error`} className="fo-cart-field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const countryError = form.errors.country;
  return (
    <section className="fo-cart-tab" data-tab-name="inputs">
      <TabHeader title={cartTexts.addShippingDetails} back={{ tab: 'items', onClick: onBack }} />
      <form
        className="fo-cart-scroll fo-cart-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {shippingNeeded && (
          <>
            <div className="fo-cart-field" data-field="country" data-invalid={countryError ? 'true' : undefined}>
              <label htmlFor={`${id}-country`}>{cartTexts.country}</label>
              <select
                id={`${id}-country`}
                name="country"
                autoComplete="country"
                value={form.values.country}
                aria-invalid={countryError ? true : undefined}
                onChange={(event) => edit('country', event.target.value)}
              >
                <option value={shopConstants.countryPlaceholderValue}>{cartTexts.country}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
              {countryError && <p className="fo-cart-field-error">{countryError}</p>}
            </div>
            <div className="fo-cart-row">{ADDRESS_FIELDS.map(input)}</div>
          </>
        )}
        {input(EMAIL_FIELD)}
        <div className="fo-cart-field" data-field="note">
          <label htmlFor={`${id}-note`}>{cartTexts.note}</label>
          <textarea id={`${id}-note`} name="note" rows={3} placeholder={cartTexts.addShippingDetails} value={form.values.note} onChange={(event) => edit('note', event.target.value)} />
        </div>
        <footer className="fo-cart-foot">
          <button type="submit" className="fo-cart-primary" data-tab-target="order">
            {cartTexts.summary}
          </button>
        </footer>
      </form>
    </section>
  );
}

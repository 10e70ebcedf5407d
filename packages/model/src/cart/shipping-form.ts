// The shipping form (ecommerce.md §3, §5): each field's rules and the spec's messages, verbatim. With something
// shippable in the cart every field is checked; otherwise only email. Phone numbers are checked with
// libphonenumber-js (its small metadata), emails with validator's isEmail, countries against the ISO list.
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
import isEmail from 'validator/lib/isEmail.js';
import { shopConstants } from '../shop-constants';
import { shippingFormMessages } from '../shop-messages';
import { isCountryCode } from './countries';
import type { ShippingField, ShippingFormErrors, ShippingFormState, ShippingFormValues } from './types';

/** A rule of ecommerce.md §5: required ('field is required'), email ("it's not email"), phone ("it's not  phone number"). */
export type ShippingRule = 'required' | 'email' | 'phone';

/** The form's fields in the order the inputs tab shows them (ecommerce.md §2). */
export const shippingFields: readonly ShippingField[] = [
  'country',
  'name',
  'line1',
  'line2',
  'city',
  'state',
  'postal_code',
  'phone',
  'email',
  'note',
];

/** ecommerce.md §5: every field's rules; line2, state, postal_code and note have none. */
export const shippingFieldRules: Readonly<Record<ShippingField, readonly ShippingRule[]>> = {
  name: ['required'],
  phone: ['phone'],
  line1: ['required'],
  city: ['required'],
  country: ['required'],
  email: ['required', 'email'],
  line2: [],
  state: [],
  postal_code: [],
  note: [],
};

/** An empty form; the country is the placeholder 'default' (ecommerce.md §3). */
export function emptyShippingForm(): ShippingFormValues {
  return {
    email: '',
    name: '',
    phone: '',
    country: shopConstants.countryPlaceholderValue,
    city: '',
    line1: '',
    line2: '',
    postal_code: '',
    state: '',
    note: '',
  };
}

/** The form as it starts: the given values (e.g. those saved with the cart) and no errors. */
export function shippingFormState(values?: Partial<ShippingFormValues> | null): ShippingFormState {
  return { values: { ...emptyShippingForm(), ...(values ?? {}) }, errors: {} };
}

/** The ISO code of the chosen country, or undefined while the placeholder (or an unknown value) is chosen. */
function chosenCountry(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  return code !== shopConstants.countryPlaceholderValue.toUpperCase() && isCountryCode(code) ? code : undefined;
}

/**
 * A phone number of the chosen country or in international form (+ and the country code). The country only helps
 * read numbers written without their country code.
 */
export function isPhoneNumber(value: string, country?: string): boolean {
  const code = country ? chosenCountry(country) : undefined;
  return code && isSupportedCountry(code) ? isValidPhoneNumber(value, code) : isValidPhoneNumber(value);
}

export function isEmailAddress(value: string): boolean {
  return isEmail(value);
}

/**
 * ecommerce.md §5: the first broken rule's message for one field, or undefined. Values are trimmed; an empty value
 * fails only `required` (empty optional values pass the format rules). The country placeholder 'default', and any
 * value that is not an ISO country code, count as empty. `country` is the form's country, which reads phone numbers
 * written without a country code.
 */
export function validateShippingField(field: ShippingField, value: string, options: { country?: string } = {}): string | undefined {
  const text = value.trim();
  for (const rule of shippingFieldRules[field]) {
    if (rule === 'required') {
      const empty = field === 'country' ? chosenCountry(text) === undefined : text === '';
      if (empty) return shippingFormMessages.required;
    } else if (text !== '') {
      if (rule === 'email' && !isEmailAddress(text)) return shippingFormMessages.email;
      if (rule === 'phone' && !isPhoneNumber(text, options.country)) return shippingFormMessages.phone;
    }
  }
  return undefined;
}

/** ecommerce.md §5: the fields checked: all when the cart has shippable products, otherwise only email. */
export function checkedShippingFields(shippingNeeded: boolean): readonly ShippingField[] {
  return shippingNeeded ? shippingFields : ['email'];
}

/** ecommerce.md §5: the errors of the whole form, by field (an empty object when it is valid). */
export function validateShippingForm(values: ShippingFormValues, options: { shippingNeeded: boolean }): ShippingFormErrors {
  const errors: ShippingFormErrors = {};
  for (const field of checkedShippingFields(options.shippingNeeded)) {
    const error = validateShippingField(field, values[field] ?? '', { country: values.country });
    if (error) errors[field] = error;
  }
  return errors;
}

export function isShippingFormValid(values: ShippingFormValues, options: { shippingNeeded: boolean }): boolean {
  return Object.keys(validateShippingForm(values, options)).length === 0;
}

/**
 * ecommerce.md §5: a field edited. Errors show once the form was submitted (see submitShippingForm) and clear as the
 * user edits and the field becomes valid; a field still invalid keeps an error, now the one of its current value.
 * A new country re-reads the phone number too, as the country decides how a number without a code is read.
 */
export function editShippingField(
  state: ShippingFormState,
  field: ShippingField,
  value: string,
  options: { shippingNeeded: boolean },
): ShippingFormState {
  const values = { ...state.values, [field]: value };
  const errors = { ...state.errors };
  const recheck = field === 'country' ? [field, 'phone' as const] : [field];
  const checked = checkedShippingFields(options.shippingNeeded);
  for (const name of recheck) {
    if (!errors[name]) continue;
    const error = checked.includes(name) ? validateShippingField(name, values[name], { country: values.country }) : undefined;
    if (error) errors[name] = error;
    else delete errors[name];
  }
  return { values, errors };
}

/** ecommerce.md §4 "inputs to order": the form checked as a whole; valid when no field has an error. */
export function submitShippingForm(
  state: ShippingFormState,
  options: { shippingNeeded: boolean },
): { state: ShippingFormState; valid: boolean } {
  const errors = validateShippingForm(state.values, options);
  return { state: { values: state.values, errors }, valid: Object.keys(errors).length === 0 };
}

/** The values trimmed, as they are saved with the cart and sent (ecommerce.md §4: saved to the cart if changed). */
export function trimShippingForm(values: ShippingFormValues): ShippingFormValues {
  const trimmed = { ...values };
  for (const field of shippingFields) trimmed[field] = (values[field] ?? '').trim();
  return trimmed;
}

/** Whether two forms hold the same values (the form is saved to the cart only if changed). */
export function sameShippingForm(a: ShippingFormValues | null | undefined, b: ShippingFormValues | null | undefined): boolean {
  if (!a || !b) return a === b;
  return shippingFields.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

import { describe, expect, it } from 'vitest';
import { shippingFormMessages } from '../shop-messages';
import { countryList, countryName, isCountryCode } from './countries';
import {
  checkedShippingFields,
  editShippingField,
  emptyShippingForm,
  isShippingFormValid,
  sameShippingForm,
  shippingFieldRules,
  shippingFormState,
  submitShippingForm,
  trimShippingForm,
  validateShippingField,
  validateShippingForm,
} from './shipping-form';
import type { ShippingFormValues } from './types';

const REQUIRED = 'field is required';
const NOT_EMAIL = "it's not email";
const NOT_PHONE = "it's not  phone number";

const filled: ShippingFormValues = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone: '+1 415 555 2671',
  country: 'US',
  city: 'San Francisco',
  line1: '1 Market St',
  line2: '',
  postal_code: '',
  state: '',
  note: '',
};

describe('ecommerce.md §5: the messages, verbatim', () => {
  it("required gives 'field is required'", () => {
    expect(shippingFormMessages.required).toBe(REQUIRED);
    expect(validateShippingField('name', '')).toBe(REQUIRED);
  });

  it("email gives 'it's not email'", () => {
    expect(shippingFormMessages.email).toBe(NOT_EMAIL);
    expect(validateShippingField('email', 'ada@')).toBe(NOT_EMAIL);
  });

  it("phone gives 'it's not  phone number', with the spec's double space", () => {
    expect(shippingFormMessages.phone).toBe(NOT_PHONE);
    expect(validateShippingField('phone', '12')).toBe(NOT_PHONE);
    expect(validateShippingField('phone', '12')).toContain('not  phone');
  });
});

describe('ecommerce.md §5: each field\'s rules', () => {
  it('the rule table is the spec\'s', () => {
    expect(shippingFieldRules).toEqual({
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
    });
  });

  it('name is required', () => {
    expect(validateShippingField('name', '   ')).toBe(REQUIRED);
    expect(validateShippingField('name', 'Ada')).toBeUndefined();
  });

  it('line1 is required', () => {
    expect(validateShippingField('line1', '')).toBe(REQUIRED);
    expect(validateShippingField('line1', '1 Market St')).toBeUndefined();
  });

  it('city is required', () => {
    expect(validateShippingField('city', '')).toBe(REQUIRED);
    expect(validateShippingField('city', 'Paris')).toBeUndefined();
  });

  it("country is required: the placeholder 'default' fails with 'field is required'", () => {
    expect(emptyShippingForm().country).toBe('default');
    expect(validateShippingField('country', 'default')).toBe(REQUIRED);
    expect(validateShippingField('country', '')).toBe(REQUIRED);
    expect(validateShippingField('country', 'FR')).toBeUndefined();
  });

  it('country: a value that is not an ISO code counts as not chosen', () => {
    expect(validateShippingField('country', 'Atlantis')).toBe(REQUIRED);
  });

  it('email is required and must be a valid email', () => {
    expect(validateShippingField('email', '')).toBe(REQUIRED);
    expect(validateShippingField('email', 'not an email')).toBe(NOT_EMAIL);
    expect(validateShippingField('email', 'ada@example')).toBe(NOT_EMAIL);
    expect(validateShippingField('email', ' ada@example.com ')).toBeUndefined();
  });

  it('phone: a valid number passes; empty passes the format rule', () => {
    expect(validateShippingField('phone', '')).toBeUndefined();
    expect(validateShippingField('phone', '+1 415 555 2671')).toBeUndefined();
    expect(validateShippingField('phone', '+44 20 7946 0018')).toBeUndefined();
    expect(validateShippingField('phone', 'call me')).toBe(NOT_PHONE);
    expect(validateShippingField('phone', '+1 000')).toBe(NOT_PHONE);
  });

  it("phone: a number without its country code is read in the form's country", () => {
    expect(validateShippingField('phone', '020 7946 0018', { country: 'GB' })).toBeUndefined();
    expect(validateShippingField('phone', '020 7946 0018', { country: 'default' })).toBe(NOT_PHONE);
    expect(validateShippingField('phone', '(415) 555-2671', { country: 'US' })).toBeUndefined();
  });

  it('line2, state, postal_code and note have no rules', () => {
    for (const field of ['line2', 'state', 'postal_code', 'note'] as const) {
      expect(validateShippingField(field, '')).toBeUndefined();
      expect(validateShippingField(field, 'anything at all')).toBeUndefined();
    }
  });
});

describe('ecommerce.md §5: which fields are checked', () => {
  it('with shippable products in the cart, all fields are validated', () => {
    const errors = validateShippingForm(emptyShippingForm(), { shippingNeeded: true });
    expect(errors).toEqual({ country: REQUIRED, name: REQUIRED, line1: REQUIRED, city: REQUIRED, email: REQUIRED });
    expect(validateShippingForm({ ...filled, phone: 'x' }, { shippingNeeded: true })).toEqual({ phone: NOT_PHONE });
  });

  it('otherwise only email', () => {
    expect(checkedShippingFields(false)).toEqual(['email']);
    expect(validateShippingForm(emptyShippingForm(), { shippingNeeded: false })).toEqual({ email: REQUIRED });
    expect(validateShippingForm({ ...emptyShippingForm(), email: 'ada@example.com', phone: 'x' }, { shippingNeeded: false })).toEqual({});
  });

  it('a filled form is valid', () => {
    expect(isShippingFormValid(filled, { shippingNeeded: true })).toBe(true);
  });
});

describe('ecommerce.md §5: errors show under the field and clear as the user edits', () => {
  it('submitting shows every error; editing a field into a valid value clears its error', () => {
    const submitted = submitShippingForm(shippingFormState(), { shippingNeeded: true });
    expect(submitted.valid).toBe(false);
    expect(submitted.state.errors.name).toBe(REQUIRED);
    const edited = editShippingField(submitted.state, 'name', 'Ada', { shippingNeeded: true });
    expect(edited.errors.name).toBeUndefined();
    expect(edited.errors.city).toBe(REQUIRED);
  });

  it('a field still invalid keeps an error, the one of its current value', () => {
    const submitted = submitShippingForm(shippingFormState({ ...filled, email: '' }), { shippingNeeded: true }).state;
    expect(submitted.errors.email).toBe(REQUIRED);
    expect(editShippingField(submitted, 'email', 'ada@', { shippingNeeded: true }).errors.email).toBe(NOT_EMAIL);
  });

  it('a field without an error gets none while the user types', () => {
    expect(editShippingField(shippingFormState(), 'email', 'ada@', { shippingNeeded: true }).errors).toEqual({});
  });

  it('choosing a country re-reads a phone number written without its code', () => {
    const submitted = submitShippingForm(shippingFormState({ ...filled, country: 'default', phone: '020 7946 0018' }), { shippingNeeded: true }).state;
    expect(submitted.errors.phone).toBe(NOT_PHONE);
    const edited = editShippingField(submitted, 'country', 'GB', { shippingNeeded: true });
    expect(edited.errors).toEqual({});
  });

  it('a valid form submits with no errors', () => {
    expect(submitShippingForm(shippingFormState(filled), { shippingNeeded: true })).toEqual({ state: { values: filled, errors: {} }, valid: true });
  });
});

describe('ecommerce.md §4: saving the form to the cart if changed', () => {
  it('values are trimmed and compared field by field', () => {
    const trimmed = trimShippingForm({ ...filled, name: '  Ada Lovelace ' });
    expect(trimmed.name).toBe('Ada Lovelace');
    expect(sameShippingForm(trimmed, filled)).toBe(true);
    expect(sameShippingForm(filled, { ...filled, city: 'Oakland' })).toBe(false);
    expect(sameShippingForm(null, filled)).toBe(false);
  });
});

describe('ecommerce.md §3: the country list', () => {
  it('ISO two-letter codes with English names, sorted by name', () => {
    const list = countryList();
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countryName('fr')).toBe('France');
    expect(countryName('US')).toBe('United States of America');
    expect(isCountryCode('XX')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formConstants } from './constants';
import { checkFormValues, formErrorMessage, formFieldName, formProblemText, normalizeFormValues } from './form-values';
import type { FormField } from './widgets/form';

const fields: FormField[] = [
  { id: 'name', kind: 'text', label: 'Your name', required: true },
  { id: 'email', kind: 'email', label: 'Email', required: true },
  { id: 'note', kind: 'textarea', label: 'Note' },
  { id: 'size', kind: 'select', label: 'Size', options: ['S', 'M', 'L'] },
  { id: 'agree', kind: 'checkbox', label: 'I agree', required: true },
  { id: 'news', kind: 'checkbox' },
];
const valid = { name: 'Ada', email: 'ada@example.com', note: '', size: 'M', agree: true, news: false };

describe('form values', () => {
  it('valid values have no problem; optional fields may be left out', () => {
    expect(checkFormValues(fields, valid)).toEqual([]);
    expect(checkFormValues(fields, { name: 'Ada', email: 'ada@example.com', agree: true })).toEqual([]);
  });

  it('a required field left empty, blank or out is required; a required checkbox must be checked', () => {
    expect(checkFormValues(fields, { ...valid, name: '   ' })).toEqual([{ fieldId: 'name', problem: 'required' }]);
    const { email: _email, ...withoutEmail } = valid;
    expect(checkFormValues(fields, withoutEmail)).toEqual([{ fieldId: 'email', problem: 'required' }]);
    expect(checkFormValues(fields, { ...valid, agree: false })).toEqual([{ fieldId: 'agree', problem: 'required' }]);
  });

  it('email format, select among its options, checkbox boolean, text as text', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@exa mple.com', 'ada@@example.com']) {
      expect(checkFormValues(fields, { ...valid, email }), email).toEqual([{ fieldId: 'email', problem: 'email' }]);
    }
    expect(checkFormValues(fields, { ...valid, size: 'XL' })).toEqual([{ fieldId: 'size', problem: 'option' }]);
    expect(checkFormValues(fields, { ...valid, agree: 'yes' })).toEqual([{ fieldId: 'agree', problem: 'notBoolean' }]);
    expect(checkFormValues(fields, { ...valid, name: 42 })).toEqual([{ fieldId: 'name', problem: 'notText' }]);
    expect(checkFormValues(fields, { ...valid, note: { a: 1 } })).toEqual([{ fieldId: 'note', problem: 'notText' }]);
  });

  it('length limits are the model constants, per kind', () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(checkFormValues(fields, { ...valid, name: at(formConstants.textMaxLength) })).toEqual([]);
    expect(checkFormValues(fields, { ...valid, name: at(formConstants.textMaxLength + 1) })).toEqual([{ fieldId: 'name', problem: 'tooLong' }]);
    expect(checkFormValues(fields, { ...valid, note: at(formConstants.textareaMaxLength) })).toEqual([]);
    expect(checkFormValues(fields, { ...valid, note: at(formConstants.textareaMaxLength + 1) })).toEqual([{ fieldId: 'note', problem: 'tooLong' }]);
    const long = `${at(formConstants.emailMaxLength)}@example.com`;
    expect(checkFormValues(fields, { ...valid, email: long })).toEqual([{ fieldId: 'email', problem: 'tooLong' }]);
  });

  it('ids no field has are unknown, inherited names included', () => {
    expect(checkFormValues(fields, { ...valid, extra: 'x', toString: 'y' })).toEqual([
      { fieldId: 'extra', problem: 'unknown' },
      { fieldId: 'toString', problem: 'unknown' },
    ]);
    expect(checkFormValues([], { constructor: 'x' })).toEqual([{ fieldId: 'constructor', problem: 'unknown' }]);
  });

  it('any text of an optional text field within its limit is fine (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: formConstants.textMaxLength }), (text) => checkFormValues([{ id: 'a', kind: 'text' }], { a: text }).length === 0),
    );
  });

  it('stores one value per field in field order, text trimmed, missing ones empty', () => {
    expect(normalizeFormValues(fields, { email: ' ada@example.com ', name: 'Ada', agree: true })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      note: '',
      size: '',
      agree: true,
      news: false,
    });
    expect(Object.keys(normalizeFormValues(fields, valid))).toEqual(fields.map((field) => field.id));
  });

  it('messages name the field by its label, else its id', () => {
    expect(formFieldName({ id: 'f1', label: '  ' })).toBe('f1');
    expect(formErrorMessage(fields, { fieldId: 'email', problem: 'required' })).toBe('Email: This field is required');
    expect(formErrorMessage(fields, { fieldId: 'news', problem: 'notBoolean' })).toBe('news: The answer must be true or false');
    expect(formErrorMessage(fields, { fieldId: 'zzz', problem: 'unknown' })).toBe('zzz: This form has no such field');
    expect(formProblemText({ problem: 'tooLong' }, { kind: 'textarea' })).toBe(`Use at most ${formConstants.textareaMaxLength} characters`);
  });
});

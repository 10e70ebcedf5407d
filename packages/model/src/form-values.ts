// The form widget's answers (widgets-and-authoring.md §1 "form"): the rules a visitor's values must meet, checked
// alike by the form's view in the browser and by the server before it stores a submission (docs/api.md "Forms").
// No zod and only `import type` from the schemas: the form's view chunk loads this module.
import { formConstants } from './constants';
import { formTexts } from './messages';
import type { FormField } from './widgets/form';

/** A field's answer: text for text, email, textarea and select fields; a boolean for a checkbox. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

export type FormProblem = 'required' | 'email' | 'option' | 'tooLong' | 'notText' | 'notBoolean' | 'unknown';

export interface FormValueError {
  /** The field's id (or, for `unknown`, the id the values named). */
  fieldId: string;
  problem: FormProblem;
}

// A name, an @, a domain of two labels or more; no spaces. Labels exclude the dot, so matching never backtracks.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The longest answer a field takes. */
export function formFieldMaxLength(kind: FormField['kind']): number {
  if (kind === 'textarea') return formConstants.textareaMaxLength;
  if (kind === 'email') return formConstants.emailMaxLength;
  return formConstants.textMaxLength;
}

/** How a field is named to people: its label, or its id when it has none. */
export function formFieldName(field: Pick<FormField, 'id' | 'label'>): string {
  return field.label?.trim() || field.id;
}

/** What a field holds before anything is entered: unchecked, or empty text. */
export const emptyFormValue = (field: Pick<FormField, 'kind'>): FormValue => (field.kind === 'checkbox' ? false : '');

function problemOf(field: FormField, value: unknown): FormProblem | undefined {
  if (field.kind === 'checkbox') {
    if (typeof value !== 'boolean') return 'notBoolean';
    return field.required && !value ? 'required' : undefined;
  }
  if (typeof value !== 'string') return 'notText';
  const text = value.trim();
  if (!text) return field.required ? 'required' : undefined;
  if (text.length > formFieldMaxLength(field.kind)) return 'tooLong';
  if (field.kind === 'email' && !EMAIL.test(text)) return 'email';
  if (field.kind === 'select' && !(field.options ?? []).includes(text)) return 'option';
  return undefined;
}

/**
 * Every problem of these values for these fields, in field order, then the ids no field has. A field left out of
 * the values counts as empty (unchecked).
 */
export function checkFormValues(fields: readonly FormField[], values: Readonly<Record<string, unknown>>): FormValueError[] {
  const errors: FormValueError[] = [];
  for (const field of fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : emptyFormValue(field);
    const problem = problemOf(field, value);
    if (problem) errors.push({ fieldId: field.id, problem });
  }
  const known = new Set(fields.map((field) => field.id));
  for (const id of Object.keys(values)) if (!known.has(id)) errors.push({ fieldId: id, problem: 'unknown' });
  return errors;
}

/** The values as stored: one per field, in field order, text trimmed, a missing one empty. Check them first. */
export function normalizeFormValues(fields: readonly FormField[], values: Readonly<Record<string, unknown>>): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : emptyFormValue(field);
    out[field.id] = typeof value === 'string' ? value.trim() : value === true;
  }
  return out;
}

/** The text shown beside a field for its problem. */
export function formProblemText(error: Pick<FormValueError, 'problem'>, field?: Pick<FormField, 'kind'>): string {
  if (error.problem === 'tooLong') return formTexts.fieldTooLong(formFieldMaxLength(field?.kind ?? 'text'));
  const fixed: Record<Exclude<FormProblem, 'tooLong'>, string> = {
    required: formTexts.fieldRequired,
    email: formTexts.fieldEmail,
    option: formTexts.fieldOption,
    notText: formTexts.fieldNotText,
    notBoolean: formTexts.fieldNotBoolean,
    unknown: formTexts.fieldUnknown,
  };
  return fixed[error.problem];
}

/** A problem as the server states it: naming the field, e.g. "Email: This field is required". */
export function formErrorMessage(fields: readonly FormField[], error: FormValueError): string {
  const field = fields.find((candidate) => candidate.id === error.fieldId);
  return formTexts.namedProblem(field ? formFieldName(field) : error.fieldId, formProblemText(error, field));
}

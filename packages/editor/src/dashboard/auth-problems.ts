import { formTexts, HttpError, loginBodySchema, signupBodySchema, type LoginBody, type SignupBody } from '@folio/model';
import { errorText } from '../app/api';

export type AuthMode = 'signIn' | 'signUp';
export type AuthField = 'name' | 'email' | 'password';
const AUTH_FIELDS: readonly string[] = ['name', 'email', 'password'];

/** What is wrong with a sign-in or sign-up: a message per field, and one for the form. */
export interface AuthProblems {
  fields: Partial<Record<AuthField, string>>;
  message?: string;
}

export const noProblems: AuthProblems = { fields: {} };

function firstPerField(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): AuthProblems['fields'] {
  const fields: AuthProblems['fields'] = {};
  for (const issue of issues) {
    const field = String(Array.isArray(issue.path) ? issue.path[0] : String(issue.path).split('.')[0]);
    if (AUTH_FIELDS.includes(field)) fields[field as AuthField] ??= issue.message;
  }
  return fields;
}

/**
 * Checks the form with the schemas the server checks the body with (docs/api.md "Authentication"), so the author
 * learns of a short password or a mistyped address before anything is sent.
 */
export function checkAuthForm(mode: AuthMode, values: Record<AuthField, string>): { body: SignupBody | LoginBody } | { problems: AuthProblems } {
  const result = mode === 'signUp' ? signupBodySchema.safeParse(values) : loginBodySchema.safeParse({ email: values.email, password: values.password });
  if (result.success) return { body: result.data };
  return { problems: { fields: firstPerField(result.error.issues), message: formTexts.checkFields } };
}

/** The server's refusal: its failing fields (400 lists them in `errors`) and its message (409, 401, 429…). */
export function problemsOfError(error: unknown): AuthProblems {
  if (error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'errors' in error.body && Array.isArray(error.body.errors)) {
    const fields = firstPerField(error.body.errors as { path: string; message: string }[]);
    if (Object.keys(fields).length) return { fields, message: formTexts.checkFields };
  }
  return { fields: {}, message: errorText(error) };
}

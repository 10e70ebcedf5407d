import { describe, expect, it } from 'vitest';
import { apiMessages, dashboardTexts, formTexts, HttpError } from '@folio/model';
import { checkAuthForm, problemsOfError } from './auth-problems';

describe('checkAuthForm (the server’s own schemas, before sending)', () => {
  it('sign up: a body with the email trimmed and lowercased', () => {
    expect(checkAuthForm('signUp', { name: ' Ada ', email: ' Ada@Example.test ', password: 'long enough' })).toEqual({
      body: { name: 'Ada', email: 'ada@example.test', password: 'long enough' },
    });
  });

  it('sign up: each failing field gets its message, and the form says to check them', () => {
    expect(checkAuthForm('signUp', { name: '', email: 'not-an-email', password: 'short' })).toEqual({
      problems: {
        message: formTexts.checkFields,
        fields: { name: 'Enter your name', email: 'Enter a valid email address', password: 'Use at least 8 characters' },
      },
    });
  });

  it('sign in: no length rule for the password (that is for new ones), the name is not asked', () => {
    expect(checkAuthForm('signIn', { name: '', email: 'ada@example.test', password: 'x' })).toEqual({ body: { email: 'ada@example.test', password: 'x' } });
    expect(checkAuthForm('signIn', { name: '', email: 'ada@example.test', password: '' })).toMatchObject({ problems: { fields: { password: 'Enter your password' } } });
  });
});

describe('problemsOfError (the server’s refusal)', () => {
  it('a wrong password or a taken email: the server’s message for the form', () => {
    expect(problemsOfError(new HttpError(apiMessages.badCredentials, 401))).toEqual({ fields: {}, message: apiMessages.badCredentials });
    expect(problemsOfError(new HttpError(apiMessages.emailTaken, 409))).toEqual({ fields: {}, message: apiMessages.emailTaken });
  });

  it('invalid fields (400 with errors): a message per field', () => {
    const error = new HttpError(apiMessages.invalidBody, 400, { message: apiMessages.invalidBody, statusCode: 400, errors: [{ path: 'email', message: 'Enter a valid email address' }] });
    expect(problemsOfError(error)).toEqual({ fields: { email: 'Enter a valid email address' }, message: formTexts.checkFields });
  });

  it('no answer at all: the server could not be reached', () => {
    expect(problemsOfError(new TypeError('Failed to fetch'))).toEqual({ fields: {}, message: dashboardTexts.networkError });
  });
});

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { apiMessages, viewerUiTexts } from '@folio/model';
import { PasswordField } from './password-field';
import { nextAddress } from './safe-next';
import { useHydrated } from './use-hydrated';

export const LOGIN_URL = '/api/auth/login';

/**
 * viewer-and-project.md §2: the login view inside an iframe. Signs in with POST /api/auth/login
 * {email, password} (the session cookie comes back), then goes to `?next=` (a path on this host) or reloads so
 * the frame shows the signed-in view.
 */
export function LoginScreen() {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const response = await fetch(LOGIN_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      });
      if (response.ok) {
        const next = nextAddress(location.search, location.origin);
        if (next) location.assign(next);
        else location.reload();
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      setError(body?.message || apiMessages.badCredentials);
    } catch (err) {
      setError(err instanceof Error ? err.message : apiMessages.badCredentials);
    }
    setBusy(false);
  };

  return (
    <main className="fo-screen">
      <form className="fo-form" method="post" onSubmit={submit} aria-labelledby={`${id}t`}>
        <h1 id={`${id}t`} className="fo-form__title">
          {viewerUiTexts.signInTitle}
        </h1>
        <label className="fo-form__label" htmlFor={`${id}m`}>
          {viewerUiTexts.email}
        </label>
        <input id={`${id}m`} className="fo-input" type="email" name="email" autoComplete="email" required />
        <PasswordField id={id} label={viewerUiTexts.password} error={error} />
        <button type="submit" className="fo-button fo-button--primary" disabled={busy || !hydrated}>
          {viewerUiTexts.signIn}
        </button>
      </form>
    </main>
  );
}

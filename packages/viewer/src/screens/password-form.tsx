import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { apiMessages, viewerMessages, viewerUiTexts } from '@folio/model';
import { PasswordField } from './password-field';
import { useHydrated } from './use-hydrated';

/**
 * The password form of the project password prompt and of the per-page password form
 * (viewer-and-project.md §2): a labelled Password field and an Open button; a wrong password shows the
 * API's message ("Wrong password") and keeps what was typed.
 *
 * The field is the browser's own (uncontrolled), read when the form is sent: a visitor types into the server's
 * field before the scripts run and while React hydrates it, which React does not see; a controlled field's first
 * redraw would write the state's value over those letters (docs/viewer.md "Input before the scripts run").
 */
export function PasswordForm({
  title,
  onUnlock,
  heading: Heading = 'h2',
}: {
  title: string;
  onUnlock: (pass: string) => Promise<boolean>;
  heading?: 'h1' | 'h2';
}) {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const pass = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError('');
    try {
      if (!(await onUnlock(pass))) setError(apiMessages.wrongPassword);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : apiMessages.wrongPassword);
    } finally {
      setBusy(false);
    }
  };

  return (
    // Not named after its heading: the heading contains "password", which would make a label query for
    // "Password" match the form as well as its field.
    <form className="fo-form" method="post" onSubmit={submit}>
      <Heading className="fo-form__title">
        {title}
      </Heading>
      <PasswordField id={id} label={viewerMessages.passwordPlaceholder} error={error} />
      <button type="submit" className="fo-button fo-button--primary" disabled={busy || !hydrated}>
        {viewerUiTexts.open}
      </button>
    </form>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { apiMessages, viewerMessages, viewerUiTexts } from '@folio/model';
import { PasswordField } from './password-field';
import { useHydrated } from './use-hydrated';

/**
 * The password form of the project password prompt and of the per-page password form
 * (viewer-and-project.md §2): a labelled Password field and an Open button; a wrong password shows the
 * API's message ("Wrong password") and keeps what was typed.
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
  const [pass, setPass] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
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
      <PasswordField id={id} label={viewerMessages.passwordPlaceholder} error={error} value={pass} onChange={(event) => setPass(event.target.value)} />
      <button type="submit" className="fo-button fo-button--primary" disabled={busy || !hydrated}>
        {viewerUiTexts.open}
      </button>
    </form>
  );
}

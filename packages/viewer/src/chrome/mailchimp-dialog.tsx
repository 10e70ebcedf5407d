import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { mailchimpEmailProblem, mailchimpTexts, type MailchimpAnswer } from '@folio/model';
import { useDialogFocus } from './use-dialog-focus';
import './mailchimp-dialog.css';

type Status = { step: 'form'; error: string } | { step: 'sending' } | { step: 'done'; message: string };

/**
 * The Mailchimp signup dialog (docs/viewer.md "Mailchimp signup"), opened by a Mailchimp link: a labelled Email field,
 * Subscribe and Close. A typed address that is no e-mail is refused here, with nothing sent; while `subscribe` runs
 * the button says so; then Mailchimp's message (text, never markup) shows, or why it failed and the form stays for
 * another try. A modal dialog: focus stays inside, Esc and a click beside it close it.
 */
export function MailchimpDialog({ subscribe, onClose }: { subscribe: (email: string) => Promise<MailchimpAnswer>; onClose: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ step: 'form', error: '' });
  const done = status.step === 'done';
  const sending = status.step === 'sending';
  const error = status.step === 'form' ? status.error : '';
  const { ref, onKeyDown } = useDialogFocus<HTMLDivElement>({
    onEscape: onClose,
    trap: true,
    panel: status.step === 'done' ? 'done' : 'form',
    initial: done ? '.fo-mailchimp__close' : 'input',
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const problem = mailchimpEmailProblem(field.value);
    if (problem) {
      setStatus({ step: 'form', error: problem });
      field.focus();
      return;
    }
    setStatus({ step: 'sending' });
    const answer = await subscribe(field.value.trim());
    setStatus(answer.subscribed ? { step: 'done', message: answer.message } : { step: 'form', error: answer.message });
  };

  const close = (
    <button type="button" className="fo-button fo-button--quiet fo-mailchimp__close" onClick={onClose}>
      {mailchimpTexts.close}
    </button>
  );
  return (
    <div className="fo-modal" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className="fo-dialog fo-mailchimp" role="dialog" aria-modal="true" aria-labelledby={`${id}t`} onKeyDown={onKeyDown}>
        <h2 id={`${id}t`} className="fo-dialog__caption">
          {mailchimpTexts.title}
        </h2>
        <p className="fo-mailchimp__done" role="status">
          {done ? status.message : ''}
        </p>
        {done ? (
          <div className="fo-dialog__footer">{close}</div>
        ) : (
          <form className="fo-form" noValidate aria-busy={sending} onSubmit={(event) => void submit(event)}>
            <p className="fo-mailchimp__intro">{mailchimpTexts.intro}</p>
            <label className="fo-form__label" htmlFor={`${id}e`}>
              {mailchimpTexts.email}
            </label>
            <input
              id={`${id}e`}
              className="fo-input"
              type="email"
              name="email"
              autoComplete="email"
              required
              readOnly={sending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}m` : undefined}
            />
            <p id={`${id}m`} className="fo-form__error" role="alert">
              {error}
            </p>
            <div className="fo-dialog__footer">
              {close}
              <button type="submit" className="fo-button fo-button--primary" aria-disabled={sending} aria-busy={sending}>
                {sending ? mailchimpTexts.subscribing : mailchimpTexts.subscribe}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { shopEditorTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { publicTokenInput } from './provider-connection';
import type { ShopApi } from './shop-api';
import { useHostedToken } from './use-connection';

/** The public token's input (with `action` beside it), what it is for and where the owner finds it, and its error. */
export function PublicTokenField({ value, error, onChange, action }: { value: string; error: string | null; onChange(value: string): void; action?: ReactNode }) {
  const id = useId();
  return (
    <>
      <div className="fo-shop__row fo-shop__row--end fo-shop__row--wide">
        <label className="fo-shop__inline-field fo-shop__grow">
          <span className="fo-shop__label">{shopEditorTexts.publicToken}</span>
          <input
            id={id}
            className="fo-input fo-shop__input"
            value={value}
            placeholder="public_…"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
        {action}
      </div>
      {error && (
        <p id={`${id}-error`} className="fo-field__error">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="fo-shop__muted fo-shop__small">
        {shopEditorTexts.publicTokenHint}
      </p>
    </>
  );
}

/**
 * With the hosted store connected: whether the cart can read its catalogue now (how many products, or why not), and
 * the public token to give, change or remove (docs/shop.md "The hosted store's catalogue"). The token kept is never
 * shown back: the catalogue line says whether it works.
 */
export function HostedStoreToken({ numId, api, storeId }: { numId: number; api: ShopApi; storeId: string | undefined }) {
  const { catalogue, save, message, setMessage } = useHostedToken(numId, api, storeId);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="fo-shop__choice"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = publicTokenInput(token);
        if (!input.ok) return setError(input.error);
        setError(null);
        setMessage(null);
        save.mutate(input.token, { onSuccess: () => setToken('') });
      }}
    >
      {catalogue.isSuccess && <p className="fo-shop__status fo-shop__status--on">{shopEditorTexts.catalogueRead(catalogue.data.length)}</p>}
      {catalogue.isError && <p className="fo-shop__muted fo-shop__small">{errorText(catalogue.error)}</p>}
      <PublicTokenField
        value={token}
        error={error}
        onChange={setToken}
        action={
          <button type="submit" className="fo-button fo-button--secondary fo-button--small" disabled={save.isPending || !storeId}>
            {shopEditorTexts.savePublicToken}
          </button>
        }
      />
      {message && (
        <p className={`fo-shop__message fo-shop__message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
}

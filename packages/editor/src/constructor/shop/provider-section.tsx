import { useCallback, useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { shopEditorTexts, type EcommerceProvider } from '@folio/model';
import { errorText } from '../../app/api';
import { HostedStoreToken, PublicTokenField } from './hosted-store-token';
import { publicTokenInput } from './provider-connection';
import { useConnection } from './use-connection';
import { useShop, useShopRefresh } from './use-shop';

const STORE_ID = /^\d{1,20}$/;

/** The Shop dialog's provider part (ecommerce.md §1, §4): what is connected, connect one, disconnect it. */
export function ProviderSection({ project, numId }: { project: string; numId: number }) {
  const { api, state, provider } = useShop(project);
  const refresh = useShopRefresh(project);
  const onSettled = useCallback(() => {
    void refresh.state();
    void refresh.products();
  }, [refresh]);
  const connection = useConnection(numId, api, onSettled);
  const [confirming, setConfirming] = useState(false);
  const [storeId, setStoreId] = useState('');
  const [storeError, setStoreError] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const headingId = useId();
  const storeIdInput = useId();

  const disconnect = useMutation({
    mutationFn: (which: EcommerceProvider) => api.disconnect(which, numId),
    onSuccess: () => {
      setConfirming(false);
      refresh.clearProducts();
      connection.setMessage({ tone: 'success', text: shopEditorTexts.disconnected });
      void refresh.state();
    },
    onError: connection.failed,
  });
  const connectEcwid = useMutation({
    mutationFn: ({ id, publicToken }: { id: string; publicToken: string | undefined }) => api.connectEcwid(numId, id, publicToken),
    onSuccess: () => {
      setStoreId('');
      setToken('');
      connection.setMessage({ tone: 'success', text: shopEditorTexts.connected(shopEditorTexts.providerNames.ecwid!) });
      void refresh.state();
    },
    onError: connection.failed,
  });

  const data = state.data?.ecommerce_data;
  const testMode = state.data?.gateway.mode === 'test';
  const pending = data?.stripe?.status === 'pending';

  return (
    <section className="fo-shop__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="fo-shop__heading">
        {shopEditorTexts.providerHeading}
      </h3>
      {state.isPending && <p className="fo-shop__muted">{shopEditorTexts.loading}</p>}
      {state.isError && (
        <p className="fo-form-error" role="alert">
          {errorText(state.error)}
        </p>
      )}
      {state.isSuccess && provider && (
        <div className="fo-shop__provider" data-provider={provider}>
          <div>
            <p className="fo-shop__provider-name">{shopEditorTexts.providerNames[provider]}</p>
            <p className="fo-shop__status fo-shop__status--on">
              {shopEditorTexts.providerStatus.connected}
              {provider === 'stripe' && <span className="fo-shop__muted"> · {testMode ? shopEditorTexts.testMode : shopEditorTexts.stripeMode}</span>}
            </p>
            <p className="fo-shop__muted fo-shop__small">{shopEditorTexts.onlyOne}</p>
          </div>
          {!confirming && (
            <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={() => setConfirming(true)}>
              {shopEditorTexts.disconnect}
            </button>
          )}
        </div>
      )}
      {state.isSuccess && provider === 'ecwid' && !confirming && <HostedStoreToken numId={numId} api={api} storeId={data?.ecwid?.store_id} />}
      {confirming && provider && (
        <div className="fo-shop__confirm" role="group" aria-label={shopEditorTexts.confirmDisconnect}>
          <p className="fo-shop__confirm-title">{shopEditorTexts.confirmDisconnect}</p>
          <p className="fo-shop__small">{shopEditorTexts.disconnectWarning}</p>
          <div className="fo-shop__row">
            <button type="button" className="fo-button fo-button--danger fo-button--small" disabled={disconnect.isPending} onClick={() => disconnect.mutate(provider)}>
              {disconnect.isPending ? shopEditorTexts.disconnecting : shopEditorTexts.confirmDisconnectButton}
            </button>
            <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => setConfirming(false)}>
              {shopEditorTexts.cancel}
            </button>
          </div>
        </div>
      )}
      {state.isSuccess && !provider && (
        <div className="fo-shop__connect">
          <p className="fo-shop__muted">{pending ? shopEditorTexts.providerStatus.pending : shopEditorTexts.notConnected}</p>
          <div className="fo-shop__choice">
            <p className="fo-shop__provider-name">{shopEditorTexts.providerNames.stripe}</p>
            {testMode && <p className="fo-shop__muted fo-shop__small">{shopEditorTexts.testMode}</p>}
            <button type="button" className="fo-button fo-button--primary fo-button--small" disabled={connection.waiting} onClick={() => connection.connect('stripe')}>
              {connection.waiting ? shopEditorTexts.connecting : shopEditorTexts.connectStripe}
            </button>
          </div>
          <form
            className="fo-shop__choice"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const id = storeId.trim();
              const publicToken = publicTokenInput(token);
              setStoreError(STORE_ID.test(id) ? null : shopEditorTexts.storeIdInvalid);
              setTokenError(publicToken.ok ? null : publicToken.error);
              if (STORE_ID.test(id) && publicToken.ok) connectEcwid.mutate({ id, publicToken: publicToken.token });
            }}
          >
            <p className="fo-shop__provider-name">{shopEditorTexts.providerNames.ecwid}</p>
            <div className="fo-shop__row">
              <label className="fo-shop__inline-field">
                <span className="fo-shop__label">{shopEditorTexts.storeId}</span>
                <input
                  id={storeIdInput}
                  className="fo-input fo-shop__input"
                  inputMode="numeric"
                  value={storeId}
                  aria-invalid={storeError ? true : undefined}
                  aria-describedby={storeError ? `${storeIdInput}-error` : undefined}
                  onChange={(event) => setStoreId(event.target.value)}
                />
              </label>
              <button type="submit" className="fo-button fo-button--secondary fo-button--small" disabled={connectEcwid.isPending || connection.waiting}>
                {shopEditorTexts.connectEcwid}
              </button>
            </div>
            {storeError && (
              <p id={`${storeIdInput}-error`} className="fo-field__error">
                {storeError}
              </p>
            )}
            <PublicTokenField value={token} error={tokenError} onChange={setToken} />
          </form>
        </div>
      )}
      {connection.message && (
        <p className={`fo-shop__message fo-shop__message--${connection.message.tone}`} role={connection.message.tone === 'error' ? 'alert' : 'status'}>
          {connection.message.text}
        </p>
      )}
    </section>
  );
}

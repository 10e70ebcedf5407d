import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopEditorConstants, shopEditorTexts, type EcommerceData, type EcommerceProvider } from '@folio/model';
import { errorText } from '../../app/api';
import { startConnection, type ConnectionFlow, type StateSocketHandlers } from './provider-connection';
import { connectUrl, stateSocketUrl, type ShopApi } from './shop-api';

/** The state socket over the owner's event stream (docs/shop.md "Constructor"). */
function openStateSocket(numId: number, handlers: StateSocketHandlers): () => void {
  const source = new EventSource(stateSocketUrl(numId), { withCredentials: true });
  const read = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as { ecommerce_data?: EcommerceData; error?: string };
  source.addEventListener('handshake', (event) => handlers.handshake(read(event).ecommerce_data ?? {}));
  source.addEventListener('state-update', (event) => handlers.update(read(event)));
  // EventSource would reconnect by itself; the flow falls back on the window instead.
  source.onerror = () => {
    source.close();
    handlers.failed();
  };
  return () => source.close();
}

/**
 * Opens the authorisation window with a POST to `url` (connecting changes the project, so it is no link: issue 11,
 * finding 3), in the same task as the author's click so the browser does not block it; null when it was blocked.
 */
function openPostWindow(url: string): Window | null {
  const { authWindowName, authWindowFeatures } = shopEditorConstants;
  const win = window.open('', authWindowName, authWindowFeatures);
  if (!win) return null;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = authWindowName;
  form.hidden = true;
  document.body.append(form);
  form.submit();
  form.remove();
  return win;
}

export type ConnectionMessage = { tone: 'info' | 'error' | 'success'; text: string } | null;

/**
 * Connecting the card provider from the Shop dialog: the window, the socket and what the author is told. `onSettled`
 * refreshes the shop's data whatever the outcome.
 */
export function useConnection(numId: number, api: ShopApi, onSettled: () => void) {
  const [waiting, setWaiting] = useState(false);
  const [message, setMessage] = useState<ConnectionMessage>(null);
  const flow = useRef<ConnectionFlow | null>(null);
  useEffect(() => () => flow.current?.cancel(), []);

  const connect = useCallback(
    (provider: EcommerceProvider) => {
      flow.current?.cancel();
      const started = startConnection(connectUrl(provider, numId), provider, {
        openWindow: openPostWindow,
        openSocket: (handlers) => openStateSocket(numId, handlers),
        readState: async () => (await api.state()).ecommerce_data,
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
        windowPollMs: shopEditorConstants.windowPollMs,
      });
      flow.current = started;
      setWaiting(true);
      setMessage({ tone: 'info', text: shopEditorTexts.waitingForWindow });
      started.onSocketTimeout(() => setMessage({ tone: 'info', text: shopEditorTexts.socketTimeout }));
      void started.done.then((outcome) => {
        if (flow.current !== started) return;
        flow.current = null;
        setWaiting(false);
        if (outcome.kind === 'connected') setMessage({ tone: 'success', text: shopEditorTexts.connected(shopEditorTexts.providerNames[provider] ?? provider) });
        else if (outcome.kind === 'blocked') setMessage({ tone: 'error', text: shopEditorTexts.windowBlocked });
        else if (outcome.kind === 'error') setMessage({ tone: 'error', text: outcome.message });
        else setMessage({ tone: 'error', text: shopEditorTexts.notFinished });
        onSettled();
      });
    },
    [api, numId, onSettled],
  );

  return { waiting, message, setMessage, connect, failed: (error: unknown) => setMessage({ tone: 'error', text: errorText(error) }) };
}

/**
 * The hosted store's public token in the Shop dialog (docs/shop.md "The hosted store's catalogue"): the catalogue the
 * cart would read now (its error says when no token is kept or the store cannot be read), and saving a new token
 * (or none) by connecting the store again with it; the catalogue is then read anew.
 */
export function useHostedToken(numId: number, api: ShopApi, storeId: string | undefined) {
  const client = useQueryClient();
  const key = ['shop', numId, 'hosted-catalogue'] as const;
  const catalogue = useQuery({ queryKey: key, queryFn: () => api.hostedProducts(numId), enabled: !!storeId, retry: false });
  const [message, setMessage] = useState<ConnectionMessage>(null);
  const save = useMutation({
    mutationFn: (token: string | undefined) => api.connectEcwid(numId, storeId!, token),
    onSuccess: (_answer, token) => {
      setMessage({ tone: 'success', text: token ? shopEditorTexts.publicTokenSaved : shopEditorTexts.publicTokenRemoved });
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => setMessage({ tone: 'error', text: errorText(error) }),
  });
  return { catalogue, save, message, setMessage };
}

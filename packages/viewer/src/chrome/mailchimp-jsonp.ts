import { MAILCHIMP_CALLBACK_PREFIX } from '@folio/model';

type Callbacks = Record<string, ((payload: unknown) => void) | undefined>;

let requests = 0;

/**
 * One JSONP request (docs/viewer.md "Mailchimp signup"): a script whose address `urlOf` makes with a global
 * callback's name, unique to this request. Resolves with what the script passes to the callback; rejects when the
 * script fails to load, loads without calling back, or nothing came within `timeoutMs`. Either way the script and the
 * callback are removed.
 */
export function requestJsonp(urlOf: (callback: string) => string, timeoutMs: number): Promise<unknown> {
  requests += 1;
  const callback = `${MAILCHIMP_CALLBACK_PREFIX}${Date.now().toString(36)}_${requests}`;
  const callbacks = window as unknown as Callbacks;
  const script = document.createElement('script');
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => settle(() => reject(new Error('No answer in time'))), timeoutMs);
    function settle(finish: () => void) {
      clearTimeout(timer);
      script.remove();
      delete callbacks[callback];
      finish();
    }
    callbacks[callback] = (payload) => settle(() => resolve(payload));
    // A script that ran without calling back (its onload follows its run) or did not load.
    script.onload = () => settle(() => reject(new Error('The answer named no callback')));
    script.onerror = () => settle(() => reject(new Error('The request failed')));
    script.async = true;
    script.src = urlOf(callback);
    document.head.append(script);
  });
}

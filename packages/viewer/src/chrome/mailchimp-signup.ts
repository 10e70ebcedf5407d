// The Mailchimp signup, the lazy chunk behind a Mailchimp link's click (router.ts; docs/viewer.md "Mailchimp signup";
// widgets-and-authoring.md §7: "The Mailchimp script loads on demand"): the dialog in a React root of its own while
// it is open, and the JSONP request it sends.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  mailchimpAnswerOf,
  mailchimpConstants,
  mailchimpSubscribeUrl,
  mailchimpTexts,
  transitionConstants,
  type MailchimpAnswer,
  type MailchimpLinkData,
} from '@folio/model';
import { MailchimpDialog } from './mailchimp-dialog';
import { requestJsonp } from './mailchimp-jsonp';

/** Sends one e-mail to the list; a failed or late request is an answer too (unreachable). */
export function subscribeToMailchimp(host: string, data: MailchimpLinkData, email: string): Promise<MailchimpAnswer> {
  return requestJsonp((callback) => mailchimpSubscribeUrl(host, data, email, callback), mailchimpConstants.answerTimeoutMs).then(
    mailchimpAnswerOf,
    () => ({ subscribed: false, message: mailchimpTexts.unreachable }),
  );
}

let open: (() => void) | null = null;

/**
 * Opens the signup dialog for the list of a Mailchimp link whose host mailchimpSignupHost accepted; closing it
 * removes it and gives the focus back to the link. One at a time: another link's click replaces it.
 */
export function openMailchimpSignup(link: HTMLElement, host: string, data: MailchimpLinkData) {
  open?.();
  // The chrome's look and fade (chrome.css), over everything as the chrome is.
  const container = document.createElement('div');
  container.className = 'fo-chrome fo-mailchimp-host';
  container.style.setProperty('--fo-fade', `${transitionConstants.fadeMs}ms`);
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    if (open !== close) return;
    open = null;
    root.unmount();
    container.remove();
    if (link.isConnected) link.focus();
  };
  open = close;
  root.render(createElement(MailchimpDialog, { subscribe: (email: string) => subscribeToMailchimp(host, data, email), onClose: close }));
}

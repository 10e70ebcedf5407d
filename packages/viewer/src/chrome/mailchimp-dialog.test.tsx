// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { mailchimpTexts, type MailchimpAnswer } from '@folio/model';
import { MailchimpDialog } from './mailchimp-dialog';
import { openMailchimpSignup } from './mailchimp-signup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const data = { baseUrl: 'mc.us4.list-manage.com', uuid: 'abc123', lid: 'def456' };
let root: Root | undefined;

function render(subscribe: (email: string) => Promise<MailchimpAnswer>, onClose = vi.fn()) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<MailchimpDialog subscribe={subscribe} onClose={onClose} />));
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  const field = () => dialog.querySelector<HTMLInputElement>('input[name="email"]');
  const button = (name: string) => [...dialog.querySelectorAll('button')].find((b) => b.textContent === name);
  const send = async (typed: string) => {
    field()!.value = typed;
    await act(async () => button(mailchimpTexts.subscribe)!.click());
  };
  return { dialog, field, button, send, onClose };
}

/** A subscription whose answer the test gives when it wants. */
function held() {
  let answer!: (value: MailchimpAnswer) => void;
  const subscribe = vi.fn((_email: string) => new Promise<MailchimpAnswer>((resolve) => (answer = resolve)));
  return { subscribe, answer: (value: MailchimpAnswer) => act(async () => answer(value)) };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('MailchimpDialog (docs/viewer.md "Mailchimp signup")', () => {
  it('is a modal dialog named Subscribe, with the focus in its labelled Email field, a Subscribe and a Close button', () => {
    const { dialog, field, button } = render(vi.fn());
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(mailchimpTexts.title);
    expect(document.querySelector(`label[for="${field()!.id}"]`)!.textContent).toBe(mailchimpTexts.email);
    expect(field()!.type).toBe('email');
    expect(document.activeElement).toBe(field());
    expect(button(mailchimpTexts.subscribe)!.type).toBe('submit');
    expect(button(mailchimpTexts.close)).toBeDefined();
  });

  it('refuses a bad e-mail before sending anything, saying why next to the field', async () => {
    const { subscribe } = held();
    const { dialog, field, send } = render(subscribe);
    await send('ada@example');
    expect(subscribe).not.toHaveBeenCalled();
    expect(field()!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field()!.getAttribute('aria-describedby')!)!.textContent).toBe(mailchimpTexts.emailInvalid);
    await send('');
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe(mailchimpTexts.emailMissing);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('sends the address, shows the button busy meanwhile, then Mailchimp’s message with the focus on Close', async () => {
    const { subscribe, answer } = held();
    const { dialog, field, button, send } = render(subscribe);
    await send('  ada@example.com ');
    expect(subscribe).toHaveBeenCalledWith('ada@example.com');
    const busy = button(mailchimpTexts.subscribing)!;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // A second press while sending sends nothing more.
    await act(async () => busy.click());
    expect(subscribe).toHaveBeenCalledTimes(1);
    await answer({ subscribed: true, message: 'Almost finished... confirm your address.' });
    expect(dialog.querySelector('[role="status"]')!.textContent).toBe('Almost finished... confirm your address.');
    expect(field()).toBeNull();
    expect(document.activeElement).toBe(button(mailchimpTexts.close));
  });

  it('shows a refusal or a failure as text and keeps the form and what was typed for another try', async () => {
    const { subscribe, answer } = held();
    const { dialog, field, button, send } = render(subscribe);
    await send('ada@example.com');
    await answer({ subscribed: false, message: 'Is <b>already</b> subscribed' });
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Is <b>already</b> subscribed');
    expect(dialog.querySelector('b')).toBeNull();
    expect(field()!.value).toBe('ada@example.com');
    expect(button(mailchimpTexts.subscribe)!.getAttribute('aria-busy')).toBe('false');
    await send('ada@example.com');
    await answer({ subscribed: false, message: mailchimpTexts.unreachable });
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe(mailchimpTexts.unreachable);
  });

  it('closes with Close, Esc and a click beside it', async () => {
    const { dialog, button, onClose } = render(vi.fn());
    await act(async () => button(mailchimpTexts.close)!.click());
    act(() => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await act(async () => dialog.parentElement!.click());
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

describe('openMailchimpSignup', () => {
  it('draws the dialog over the page and, closed with Esc, removes it and gives the focus back to the link', () => {
    const link = document.createElement('a');
    link.href = 'mailchimp:{}';
    document.body.append(link);
    link.focus();
    act(() => openMailchimpSignup(link, 'mc.us4.list-manage.com', data));
    const dialog = document.querySelector<HTMLElement>('.fo-chrome [role="dialog"]')!;
    expect(dialog).not.toBeNull();
    expect(document.activeElement).toBe(dialog.querySelector('input'));
    act(() => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('.fo-mailchimp-host')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('one at a time: another link’s click replaces the open dialog', () => {
    const link = document.createElement('a');
    document.body.append(link);
    act(() => openMailchimpSignup(link, 'mc.us4.list-manage.com', data));
    act(() => openMailchimpSignup(link, 'mc.us5.list-manage.com', data));
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    act(() => void document.querySelector('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailchimpConstants, mailchimpTexts } from '@folio/model';
import { requestJsonp } from './mailchimp-jsonp';
import { subscribeToMailchimp } from './mailchimp-signup';

const data = { baseUrl: 'mc.us4.list-manage.com', uuid: 'abc123', lid: 'def456' };
type Callbacks = Record<string, ((payload: unknown) => void) | undefined>;

/** The JSONP script in the document (jsdom fetches none), with its address and the callback it names. */
function pending() {
  const scripts = document.head.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  const script = scripts[0]!;
  const url = new URL(script.src);
  const callback = url.searchParams.get('c')!;
  return { script, url, callback, answer: (payload: unknown) => (window as unknown as Callbacks)[callback]!(payload) };
}

const leftovers = () => ({
  scripts: document.head.querySelectorAll('script').length,
  callbacks: Object.keys(window).filter((key) => key.startsWith('folioMailchimp')),
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('the signup request by JSONP (docs/viewer.md "Mailchimp signup")', () => {
  it('asks the list’s host for the account, list and e-mail with a unique callback, and reads a success', async () => {
    const answer = subscribeToMailchimp('mc.us4.list-manage.com', data, 'ada@example.com');
    const request = pending();
    expect(request.url.origin + request.url.pathname).toBe('https://mc.us4.list-manage.com/subscribe/post-json');
    expect(request.url.searchParams.get('u')).toBe('abc123');
    expect(request.url.searchParams.get('id')).toBe('def456');
    expect(request.url.searchParams.get('EMAIL')).toBe('ada@example.com');
    expect(typeof (window as unknown as Callbacks)[request.callback]).toBe('function');
    request.answer({ result: 'success', msg: 'Almost finished...' });
    await expect(answer).resolves.toEqual({ subscribed: true, message: 'Almost finished...' });
    expect(leftovers()).toEqual({ scripts: 0, callbacks: [] });
  });

  it('an error answer gives Mailchimp’s message as text, its markup dropped', async () => {
    const answer = subscribeToMailchimp('mc.us4.list-manage.com', data, 'ada@example.com');
    pending().answer({ result: 'error', msg: 'ada@example.com is already subscribed. <a href="https://x.test/">Click here to update your profile</a><img src=x onerror=alert(1)>' });
    await expect(answer).resolves.toEqual({ subscribed: false, message: 'ada@example.com is already subscribed.' });
    expect(leftovers()).toEqual({ scripts: 0, callbacks: [] });
  });

  it('no answer within the time allowed: unreachable, and the script and callback are gone', async () => {
    vi.useFakeTimers();
    const answer = subscribeToMailchimp('mc.us4.list-manage.com', data, 'ada@example.com');
    pending();
    vi.advanceTimersByTime(mailchimpConstants.answerTimeoutMs - 1);
    expect(leftovers().scripts).toBe(1);
    vi.advanceTimersByTime(1);
    await expect(answer).resolves.toEqual({ subscribed: false, message: mailchimpTexts.unreachable });
    expect(leftovers()).toEqual({ scripts: 0, callbacks: [] });
  });

  it('a script that fails to load, or runs without calling back, is no answer either', async () => {
    const failed = subscribeToMailchimp('mc.us4.list-manage.com', data, 'ada@example.com');
    pending().script.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toEqual({ subscribed: false, message: mailchimpTexts.unreachable });
    const silent = requestJsonp((callback) => `https://mc.us4.list-manage.com/x?c=${callback}`, 1000);
    pending().script.dispatchEvent(new Event('load'));
    await expect(silent).rejects.toThrow();
    expect(leftovers()).toEqual({ scripts: 0, callbacks: [] });
  });

  it('requests at the same time each have their own callback', async () => {
    const first = requestJsonp((callback) => `https://mc.us4.list-manage.com/x?c=${callback}`, 1000);
    const second = requestJsonp((callback) => `https://mc.us4.list-manage.com/x?c=${callback}`, 1000);
    const [a, b] = [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).searchParams.get('c')!);
    expect(a).not.toBe(b);
    (window as unknown as Callbacks)[b!]!('two');
    (window as unknown as Callbacks)[a!]!('one');
    await expect(first).resolves.toBe('one');
    await expect(second).resolves.toBe('two');
  });
});

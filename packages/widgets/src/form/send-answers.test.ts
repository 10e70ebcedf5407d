import { describe, expect, it } from 'vitest';
import { createHttpClient, formTexts, type FormField } from '@folio/model';
import type { WidgetEnvironment } from '../environment';
import { answersOf, fieldProblems, sendAnswers } from './send-answers';

const FIELDS: FormField[] = [
  { id: 'name', kind: 'text', label: 'Your name', required: true },
  { id: 'email', kind: 'email', label: 'Email' },
  { id: 'agree', kind: 'checkbox', label: 'I agree' },
];

/** An http client over a fake fetch that records the calls and answers as told. */
function fakeServer(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const http = createHttpClient({
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }) as typeof fetch,
  });
  return { http, calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const viewer: WidgetEnvironment = { mode: 'viewer', magNumId: 42 };
const widgetId = 'a'.repeat(24);

describe('form answers in the browser', () => {
  it('every field is answered, untouched ones empty, and nothing else', () => {
    expect(answersOf(FIELDS, { name: 'Ada', stale: 'x' })).toEqual({ name: 'Ada', email: '', agree: false });
  });

  it('the browser checks the answers first: one text per field with a problem', () => {
    expect(fieldProblems(FIELDS, answersOf(FIELDS, { email: 'nope' }))).toEqual({
      name: formTexts.fieldRequired,
      email: formTexts.fieldEmail,
    });
    expect(fieldProblems(FIELDS, answersOf(FIELDS, { name: 'Ada' }))).toEqual({});
  });

  it('posts {values} to the published form’s address', async () => {
    const server = fakeServer(() => json(201, { ok: true }));
    const answers = { name: 'Ada', email: '', agree: true };
    expect(await sendAnswers(viewer, widgetId, answers, server.http)).toEqual({ sent: true });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.url).toBe(`/api/forms/42/${widgetId}`);
    expect(server.calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(server.calls[0]!.init.body as string)).toEqual({ values: answers });
  });

  it('a refusal shows the server’s message', async () => {
    const server = fakeServer(() => json(400, { message: 'Email: Enter an email address, such as name@example.com', statusCode: 400 }));
    expect(await sendAnswers(viewer, widgetId, {}, server.http)).toEqual({ sent: false, message: 'Email: Enter an email address, such as name@example.com' });
    const limited = fakeServer(() => json(429, { message: 'Too many submissions; wait a minute and try again', statusCode: 429 }));
    expect(await sendAnswers(viewer, widgetId, {}, limited.http)).toEqual({ sent: false, message: 'Too many submissions; wait a minute and try again' });
  });

  it('a failed connection says the form could not be sent', async () => {
    const server = fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendAnswers(viewer, widgetId, {}, server.http)).toEqual({ sent: false, message: formTexts.sendFailed });
  });

  it('in the editor nothing is sent', async () => {
    const server = fakeServer(() => json(201, { ok: true }));
    expect(await sendAnswers({ mode: 'editor', magNumId: 42 }, widgetId, {}, server.http)).toBeUndefined();
    expect(server.calls).toHaveLength(0);
  });

  it('in preview, a form not published yet works once published; a published one is sent', async () => {
    const missing = fakeServer(() => json(404, { message: 'This form is not part of the published project', statusCode: 404 }));
    expect(await sendAnswers({ mode: 'preview', magNumId: 42 }, widgetId, {}, missing.http)).toEqual({ sent: false, message: formTexts.worksOncePublished });
    const published = fakeServer(() => json(201, { ok: true }));
    expect(await sendAnswers({ mode: 'preview', magNumId: 42 }, widgetId, {}, published.http)).toEqual({ sent: true });
    // The viewer shows the server's own 404 message.
    expect(await sendAnswers(viewer, widgetId, {}, missing.http)).toEqual({ sent: false, message: 'This form is not part of the published project' });
  });

  it('without a project (no num_id) nothing is sent', async () => {
    const server = fakeServer(() => json(201, { ok: true }));
    expect(await sendAnswers({ mode: 'preview', magNumId: null }, widgetId, {}, server.http)).toEqual({ sent: false, message: formTexts.worksOncePublished });
    expect(server.calls).toHaveLength(0);
  });
});

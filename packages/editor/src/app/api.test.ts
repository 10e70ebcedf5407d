import { describe, expect, it } from 'vitest';
import { createHttpClient, dashboardTexts, HttpError } from '@folio/model';
import { createEditorApi, errorText, templatesOf } from './api';

/** A client whose fetch answers every call with `status` and `body` and records the calls. */
function apiAnswering(status: number, body: unknown) {
  const calls: { url: string; method: string; body?: string }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { api: createEditorApi(createHttpClient({ fetch })), calls };
}

describe('editor API calls', () => {
  it('templates: GET /api/user_templates/; a 404 (no templates call on this server) means no templates', async () => {
    const missing = apiAnswering(404, { message: 'Not found', statusCode: 404 });
    expect(await missing.api.templates()).toEqual([]);
    expect(missing.calls).toEqual([{ url: '/api/user_templates/', method: 'GET', body: undefined }]);
    const present = apiAnswering(200, [{ id: 'a'.repeat(24), name: 'Lookbook' }]);
    expect(await present.api.templates()).toEqual([{ id: 'a'.repeat(24), name: 'Lookbook' }]);
  });

  it('templates: other failures are errors, not an empty list', async () => {
    const { api } = apiAnswering(500, { message: 'Internal server error', statusCode: 500 });
    await expect(api.templates()).rejects.toMatchObject({ statusCode: 500, message: 'Internal server error' });
  });

  it('me: a 401 means signed out (null); the user otherwise', async () => {
    expect(await apiAnswering(401, { message: 'Not signed in', statusCode: 401 }).api.me()).toBeNull();
    expect(await apiAnswering(200, { _id: 'u', name: 'Ada', uri: 'ada' }).api.me()).toMatchObject({ name: 'Ada' });
  });

  it('duplicate and delete call the project by its id', async () => {
    const { api, calls } = apiAnswering(201, { _id: 'b'.repeat(24) });
    await api.duplicateProject('a'.repeat(24));
    await api.deleteProject('a'.repeat(24));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST /api/projects/${'a'.repeat(24)}/duplicate`,
      `DELETE /api/projects/${'a'.repeat(24)}`,
    ]);
  });
});

describe('templatesOf', () => {
  it('keeps entries with a text id and name and leaves out the rest', () => {
    expect(templatesOf([{ id: 'x', name: 'One', extra: 1 }, { id: 2, name: 'Two' }, null, { id: '', name: 'Empty' }, { id: 'y' }])).toEqual([
      { id: 'x', name: 'One' },
    ]);
    expect(templatesOf({ templates: [] })).toEqual([]);
  });
});

describe('errorText', () => {
  it("shows the server's message for an HTTP failure", () => {
    expect(errorText(new HttpError('This email is already registered', 409))).toBe('This email is already registered');
  });

  it('says the server could not be reached when no answer came', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(dashboardTexts.networkError);
  });
});

describe('creating a project', () => {
  it('blank: POST /api/projects with the title; from a template: with its template_id too', async () => {
    const { api, calls } = apiAnswering(201, { _id: 'b'.repeat(24), num_id: 3 });
    await api.createProject({ title: 'Spring issue' });
    await api.createProject({ template_id: 'c'.repeat(24) });
    expect(calls.map((call) => `${call.method} ${call.url} ${call.body}`)).toEqual([
      'POST /api/projects {"title":"Spring issue"}',
      `POST /api/projects {"template_id":"${'c'.repeat(24)}"}`,
    ]);
  });
});

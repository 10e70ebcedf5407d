import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@folio/model';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';

// Issue 11, finding 11 (part): a `null` JSON body created a project, as the create route took a missing body and
// null alike. A body, when one is sent as JSON, is an object on every route: null, an array, a number, a string or a
// boolean is 400 {message, statusCode}, and nothing is written.

const NOT_OBJECTS = ['null', '[]', '[{"title":"x"}]', '42', '"title"', 'true'];
const REFUSAL = { message: apiMessages.bodyNotObject, statusCode: 400 };
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

describe.each(drivers)('finding 11: bodies that are no JSON object (%s)', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let mag: any;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Null Author');
    mag = await createProject(owner, 'Null bodies');
  });
  afterAll(() => server.close());

  const projects = async () => (await owner.get('/api/projects')).body;
  const raw = (method: string, path: string, body: string) => owner.request(method, path, undefined, { raw: body });

  it('finding 11: a null body does not create a project, nor duplicate one: 400, nothing written', async () => {
    const before = await projects();
    for (const path of ['/api/projects', `/api/projects/${mag._id}/duplicate`]) {
      const reply = await raw('POST', path, 'null');
      expect(reply.status, path).toBe(400);
      expect(reply.body, path).toEqual(REFUSAL);
    }
    expect(await projects()).toEqual(before);
  });

  it('finding 11: no body at all still creates a project, and {} too', async () => {
    expect((await owner.request('POST', '/api/projects')).status).toBe(201);
    expect((await raw('POST', '/api/projects', '{}')).status).toBe(201);
  });

  it('finding 11: every write route of the API answers 400 to a body that is no object, and nothing changes', async () => {
    const document = (await owner.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const page = mag.pages[0];
    const values: Record<string, string> = { id: mag._id, numId: String(mag.num_id), pid: page._id, widgetId: page.wids[0]._id };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => WRITE_METHODS.includes(method))
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x') })),
    );
    // Every JSON write route of the API is documented: projects, pages, widgets, forms, styles, templates, shop…
    expect(routes.length).toBeGreaterThan(30);
    const before = { draft: (await owner.get(`/api/projects/${mag._id}`)).body, projects: await projects() };
    for (const { method, path } of routes.filter((route) => route.path !== '/api/upload')) {
      for (const body of NOT_OBJECTS) {
        const reply = await raw(method, path, body);
        expect(reply.status, `${method} ${path} ${body}`).toBe(400);
        expect(reply.body, `${method} ${path} ${body}`).toEqual(REFUSAL);
      }
    }
    expect((await owner.get(`/api/projects/${mag._id}`)).body).toEqual(before.draft);
    expect(await projects()).toEqual(before.projects);
  });
});

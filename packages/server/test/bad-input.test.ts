import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client} from './support/harness';
import { createProject, drivers, signUp, startTestServer, type TestServer } from './support/harness';

// Bad input on every write route: malformed JSON, wrong types, unknown fields, oversized bodies and
// unknown ids answer 4xx with {message, statusCode} (and the failing fields), and nothing is written.
interface WriteRoute {
  name: string;
  method: string;
  path: (mag: any) => string;
  wrongTypes: (mag: any) => unknown;
  unknownField: (mag: any) => unknown;
  unknownIds?: (mag: any) => unknown;
  /** Field paths the wrong-types body must report. */
  failing: string[];
}

const ghost = 'aaaaaaaaaaaaaaaaaaaaaaaa';

const writeRoutes: WriteRoute[] = [
  {
    name: 'signup',
    method: 'POST',
    path: () => '/api/auth/signup',
    wrongTypes: () => ({ email: 5, password: true, name: [] }),
    unknownField: () => ({ email: 'x@example.test', password: 'long enough', name: 'X', admin: true }),
    failing: ['email', 'password', 'name'],
  },
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    wrongTypes: () => ({ email: 1, password: 2 }),
    unknownField: () => ({ email: 'x@example.test', password: 'long enough', remember: true }),
    failing: ['email', 'password'],
  },
  {
    name: 'create project',
    method: 'POST',
    path: () => '/api/projects',
    wrongTypes: () => ({ title: 42 }),
    unknownField: () => ({ title: 'ok', owner: 'me' }),
    failing: ['title'],
  },
  {
    name: 'patch project',
    method: 'PATCH',
    path: (m) => `/api/mag/${m._id}`,
    wrongTypes: (m) => ({ revision: m.revision, title: 1, opts: { arrows: 'yes' } }),
    unknownField: (m) => ({ revision: m.revision, num_id: 5 }),
    unknownIds: () => ({ revision: 0, title: 'x' }),
    failing: ['title', 'opts.arrows'],
  },
  {
    name: 'create page',
    method: 'POST',
    path: (m) => `/api/mag/${m._id}/pages`,
    wrongTypes: (m) => ({ revision: m.revision, num: 'first', page: { title: 3 } }),
    unknownField: (m) => ({ revision: m.revision, page: { colour: 'red' } }),
    unknownIds: (m) => ({ revision: m.revision, duplicateOf: ghost }),
    failing: ['num', 'page.title'],
  },
  {
    name: 'patch page',
    method: 'PATCH',
    path: (m) => `/api/mag/${m._id}/pages/${m.pages[0]._id}`,
    wrongTypes: (m) => ({ revision: m.revision, seo: { title: 7 } }),
    unknownField: (m) => ({ revision: m.revision, wids: [] }),
    failing: ['seo.title'],
  },
  {
    name: 'reorder pages',
    method: 'PUT',
    path: (m) => `/api/mag/${m._id}/pages/order`,
    wrongTypes: (m) => ({ revision: m.revision, pids: 'all' }),
    unknownField: (m) => ({ revision: m.revision, pids: m.pages.map((p: any) => p._id), reverse: true }),
    unknownIds: (m) => ({ revision: m.revision, pids: [ghost, m.pages[1]._id] }),
    failing: ['pids'],
  },
  {
    name: 'trash pages',
    method: 'DELETE',
    path: (m) => `/api/mag/${m._id}/pages`,
    wrongTypes: (m) => ({ revision: m.revision, pids: [1] }),
    unknownField: (m) => ({ revision: m.revision, pids: [m.pages[1]._id], force: true }),
    unknownIds: (m) => ({ revision: m.revision, pids: [ghost] }),
    failing: ['pids.0'],
  },
  {
    name: 'restore pages',
    method: 'PATCH',
    path: (m) => `/api/mag/${m._id}/pages/trash`,
    wrongTypes: () => ({ pids: {} }),
    unknownField: () => ({ pids: [ghost], all: true }),
    unknownIds: () => ({ pids: [ghost] }),
    failing: ['pids'],
  },
  {
    name: 'purge pages',
    method: 'DELETE',
    path: (m) => `/api/mag/${m._id}/pages/trash`,
    wrongTypes: () => ({ pids: 'x' }),
    unknownField: () => ({ pids: [ghost], all: true }),
    unknownIds: () => ({ pids: [ghost] }),
    failing: ['pids'],
  },
  {
    name: 'create widgets',
    method: 'POST',
    path: (m) => `/api/mag/${m._id}/widgets`,
    wrongTypes: (m) => ({ revision: m.revision, widgets: [{ type: 'shape', pid: m.pages[0]._id, x: 'left', y: 0, w: 10, h: 10 }] }),
    unknownField: (m) => ({ revision: m.revision, widgets: [{ type: 'shape', pid: m.pages[0]._id, x: 0, y: 0, w: 10, h: 10, sparkle: true }] }),
    unknownIds: (m) => ({ revision: m.revision, widgets: [{ type: 'shape', pid: ghost, x: 0, y: 0, w: 10, h: 10 }] }),
    failing: ['widgets.0.x'],
  },
  {
    name: 'patch widgets',
    method: 'PATCH',
    path: (m) => `/api/mag/${m._id}/widgets`,
    wrongTypes: (m) => ({ revision: m.revision, widgets: [{ _id: m.pages[0].wids[0]._id, w: 'wide' }] }),
    unknownField: (m) => ({ revision: m.revision, widgets: [{ _id: m.pages[0].wids[0]._id, sparkle: true }] }),
    unknownIds: (m) => ({ revision: m.revision, widgets: [{ _id: ghost, x: 1 }] }),
    failing: ['widgets.0.w'],
  },
  {
    name: 'delete widgets',
    method: 'DELETE',
    path: (m) => `/api/mag/${m._id}/widgets`,
    wrongTypes: (m) => ({ revision: m.revision, ids: [true] }),
    unknownField: (m) => ({ revision: m.revision, ids: [m.pages[0].wids[0]._id], cascade: true }),
    unknownIds: (m) => ({ revision: m.revision, ids: [m.pages[0].wids[0]._id, ghost] }),
    failing: ['ids.0'],
  },
  {
    name: 'privacy by id',
    method: 'POST',
    path: (m) => `/api/mag/privacy/${m._id}`,
    wrongTypes: () => ({ is_private: 'maybe', pass: 5 }),
    unknownField: () => ({ is_private: true, pass: 'pw', hint: 'x' }),
    failing: ['is_private', 'pass'],
  },
  {
    name: 'privacy by num_id',
    method: 'POST',
    path: (m) => `/api/privacy/mag/${m.num_id}`,
    wrongTypes: () => ({ is_private: 3, isPrivatePages: 'all' }),
    unknownField: () => ({ is_private: false, hint: 'x' }),
    unknownIds: () => ({ is_private: false, isPrivatePages: [ghost], pass: 'pw' }),
    failing: ['is_private', 'isPrivatePages'],
  },
];

describe.each(drivers)('bad input on every write route on %s', (driver) => {
  let server: TestServer;
  let owner: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl);
    mag = await createProject(owner);
    await owner.post(`/api/publish/${mag._id}`);
    mag = (await owner.get(`/api/projects/${mag._id}`)).body;
  });
  afterAll(() => server.close());

  async function expectUnchanged() {
    const now = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(now).toEqual(mag);
    expect((await owner.get(`/api/mag/${mag._id}/trash`)).body.pages).toEqual([]);
  }

  for (const route of writeRoutes) {
    describe(route.name, () => {
      it('malformed JSON → 400 {message, statusCode}', async () => {
        const reply = await owner.request(route.method, route.path(mag), undefined, { raw: '{"title": ' });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ message: 'Malformed JSON body', statusCode: 400 });
        await expectUnchanged();
      });

      it('wrong types → 400 naming the failing fields', async () => {
        const reply = await owner.request(route.method, route.path(mag), route.wrongTypes(mag));
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ message: 'Invalid request body', statusCode: 400 });
        const paths = reply.body.errors.map((e: { path: string }) => e.path);
        expect(paths).toEqual(expect.arrayContaining(route.failing));
        await expectUnchanged();
      });

      it('unknown fields → 400 naming them', async () => {
        const reply = await owner.request(route.method, route.path(mag), route.unknownField(mag));
        expect(reply.status).toBe(400);
        expect(reply.body.statusCode).toBe(400);
        expect(reply.body.errors.some((e: { message: string }) => e.message === 'Unknown field')).toBe(true);
        await expectUnchanged();
      });

      it('an oversized body → 413 {message, statusCode}', async () => {
        const huge = JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) });
        const reply = await owner.request(route.method, route.path(mag), undefined, { raw: huge });
        expect(reply.status).toBe(413);
        expect(reply.body).toEqual({ message: 'Request body is too large', statusCode: 413 });
        await expectUnchanged();
      });

      if (route.unknownIds) {
        it('unknown ids → 4xx, nothing written', async () => {
          const reply = await owner.request(route.method, route.path(mag), route.unknownIds!(mag));
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(typeof reply.body.message).toBe('string');
          expect(reply.body.statusCode).toBe(reply.status);
          await expectUnchanged();
        });
      }
    });
  }

  it('text with a NUL character → 400 on every write route, nothing written', async () => {
    for (const route of writeRoutes) {
      const body = JSON.stringify(route.unknownField(mag)).replace(/}$/, ',"note":"a\\u0000b"}');
      const reply = await owner.request(route.method, route.path(mag), undefined, { raw: body });
      expect(reply.status, route.name).toBe(400);
      expect(reply.body).toEqual({ message: 'Text may not contain NUL characters', statusCode: 400 });
    }
    await expectUnchanged();
  });

  it('a __proto__ key is refused', async () => {
    const reply = await owner.request('PATCH', `/api/mag/${mag._id}`, undefined, { raw: `{"revision": ${mag.revision}, "__proto__": {"admin": true}}` });
    expect(reply.status).toBe(400);
    await expectUnchanged();
  });

  it('duplicate page ids in isPrivatePages → 400', async () => {
    const pid = mag.pages[0]._id;
    const reply = await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: false, isPrivatePages: [pid, pid], pass: 'pw' });
    expect(reply.status).toBe(400);
    await expectUnchanged();
  });

  it('an unknown project id → 404 on every author route', async () => {
    for (const path of [`/api/projects/${'b'.repeat(24)}`, `/api/mag/${'b'.repeat(24)}/trash`]) {
      const reply = await owner.get(path);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'Not found', statusCode: 404 });
    }
  });

  it('a widget batch is all or nothing: one bad item in ten writes none of them', async () => {
    const pid = mag.pages[0]._id;
    const items = Array.from({ length: 10 }, (_, i) => ({ type: 'shape', pid, x: i, y: i, w: 10, h: 10, z: i }));
    (items[7] as Record<string, unknown>).w = -5;
    const reply = await owner.post(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: items });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].path).toBe('widgets.7.w');
    await expectUnchanged();
  });

  it('changing a widget type is refused', async () => {
    const widget = mag.pages[0].wids[0];
    const reply = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [{ _id: widget._id, type: 'picture' }] });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].path).toBe('widgets.0.type');
    await expectUnchanged();
  });

  it('trashing every page is refused: a project keeps at least one page', async () => {
    const reply = await owner.delete(`/api/mag/${mag._id}/pages`, { revision: mag.revision, pids: mag.pages.map((p: any) => p._id) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'A project needs at least one page', statusCode: 400 });
    await expectUnchanged();
  });
});

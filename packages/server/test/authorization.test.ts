import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, drivers, startWithPeople, type Client, type TestServer } from './support/harness';

// The authorization matrix: every author route, tried by a visitor (no session), a second signed-in
// user, and the owner. Visitors get 401, a stranger finds nothing (404) and changes nothing; the owner succeeds.
interface Route {
  name: string;
  method: string;
  path: (mag: any) => string;
  body?: (mag: any) => unknown;
  ok: number;
}

const routes: Route[] = [
  { name: 'read a draft', method: 'GET', path: (m) => `/api/projects/${m._id}`, ok: 200 },
  { name: 'change project fields', method: 'PATCH', path: (m) => `/api/mag/${m._id}`, body: (m) => ({ revision: m.revision, title: 'Hijacked' }), ok: 200 },
  { name: 'add a page', method: 'POST', path: (m) => `/api/mag/${m._id}/pages`, body: (m) => ({ revision: m.revision }), ok: 201 },
  { name: 'change a page', method: 'PATCH', path: (m) => `/api/mag/${m._id}/pages/${m.pages[0]._id}`, body: (m) => ({ revision: m.revision, title: 'Hijacked' }), ok: 200 },
  { name: 'reorder pages', method: 'PUT', path: (m) => `/api/mag/${m._id}/pages/order`, body: (m) => ({ revision: m.revision, pids: [m.pages[1]._id, m.pages[0]._id] }), ok: 200 },
  { name: 'trash a page', method: 'DELETE', path: (m) => `/api/mag/${m._id}/pages`, body: (m) => ({ revision: m.revision, pids: [m.pages[1]._id] }), ok: 200 },
  { name: 'list the trash', method: 'GET', path: (m) => `/api/mag/${m._id}/trash`, ok: 200 },
  { name: 'restore from the trash', method: 'PATCH', path: (m) => `/api/mag/${m._id}/pages/trash`, body: (m) => ({ pids: [m.trashed] }), ok: 200 },
  { name: 'delete from the trash', method: 'DELETE', path: (m) => `/api/mag/${m._id}/pages/trash`, body: (m) => ({ pids: [m.trashed] }), ok: 200 },
  { name: 'create widgets', method: 'POST', path: (m) => `/api/mag/${m._id}/widgets`, body: (m) => ({ revision: m.revision, widgets: [{ type: 'shape', pid: m.pages[0]._id, x: 1, y: 1, w: 1, h: 1, z: 1 }] }), ok: 201 },
  { name: 'change widgets', method: 'PATCH', path: (m) => `/api/mag/${m._id}/widgets`, body: (m) => ({ revision: m.revision, widgets: [{ _id: m.pages[0].wids[0]._id, x: 99 }] }), ok: 200 },
  { name: 'delete widgets', method: 'DELETE', path: (m) => `/api/mag/${m._id}/widgets`, body: (m) => ({ revision: m.revision, ids: [m.pages[0].wids[0]._id] }), ok: 200 },
  { name: 'publish', method: 'POST', path: (m) => `/api/publish/${m._id}`, ok: 200 },
  { name: 'unpublish', method: 'POST', path: (m) => `/api/unpublish/${m._id}`, ok: 200 },
  { name: 'revert to the published version', method: 'POST', path: (m) => `/api/mag/${m._id}/revert-version`, ok: 200 },
  { name: 'set privacy by id', method: 'POST', path: (m) => `/api/mag/privacy/${m._id}`, body: () => ({ is_private: 'true', pass: 'letmein' }), ok: 200 },
  { name: 'set privacy by num_id', method: 'POST', path: (m) => `/api/privacy/mag/${m.num_id}`, body: (m) => ({ is_private: false, isPrivatePages: [m.pages[0]._id], pass: 'letmein' }), ok: 200 },
  { name: 'delete the project', method: 'DELETE', path: (m) => `/api/projects/${m._id}`, ok: 204 },
  { name: 'list the forms and their submission counts', method: 'GET', path: (m) => `/api/mag/${m._id}/forms`, ok: 200 },
  { name: "read a project's swatches", method: 'GET', path: (m) => `/api/swatches/project/${m._id}`, ok: 200 },
  { name: "save a project's swatches", method: 'PUT', path: (m) => `/api/swatches/project/${m._id}`, body: () => ({ colors: ['ff0000ff'] }), ok: 200 },
  { name: "reset a project's swatches", method: 'PUT', path: (m) => `/api/swatches/project/${m._id}/reset`, body: () => ({ colors: ['ff0000ff'] }), ok: 200 },
  { name: "read the owner's global swatches", method: 'GET', path: (m) => `/api/swatches/global/${m.user._id}`, ok: 200 },
  { name: "save the owner's global swatches", method: 'PUT', path: (m) => `/api/swatches/global/${m.user._id}`, body: () => ({ colors: ['ff0000ff'] }), ok: 200 },
  { name: "read a project's text styles", method: 'GET', path: (m) => `/api/text-styles/project/${m._id}`, ok: 200 },
  { name: "save a project's text styles", method: 'PUT', path: (m) => `/api/text-styles/project/${m._id}`, body: () => ({ styles: [] }), ok: 200 },
  { name: "save a project's link styles", method: 'PUT', path: (m) => `/api/link-styles/project/${m._id}`, body: () => ({ styles: [] }), ok: 200 },
  { name: "save a project's list styles", method: 'PUT', path: (m) => `/api/list-styles/project/${m._id}`, body: () => ({ styles: [] }), ok: 200 },
  { name: "read the owner's global link styles", method: 'GET', path: (m) => `/api/link-styles/global/${m.user._id}`, ok: 200 },
  { name: "save the owner's global text styles", method: 'PUT', path: (m) => `/api/text-styles/global/${m.user._id}`, body: () => ({ styles: [] }), ok: 200 },
  { name: 'duplicate the project', method: 'POST', path: (m) => `/api/projects/${m._id}/duplicate`, ok: 201 },
  { name: 'save the project as a template', method: 'POST', path: () => '/api/template/', body: (m) => ({ mag_id: m._id, name: 'Stolen' }), ok: 201 },
];

describe.each(drivers)('authorization matrix on %s', (driver) => {
  let server: TestServer;
  let owner: Client;
  let stranger: Client;
  let visitor: Client;

  beforeAll(async () => {
    ({ server, owner, stranger, visitor } = await startWithPeople(driver));
  });
  afterAll(() => server.close());

  /** A fresh project for each route, published once (so revert has a version) and with a page in the trash. */
  async function freshMag() {
    const draft = await createProject(owner);
    await owner.post(`/api/publish/${draft._id}`);
    const extra = await owner.post(`/api/mag/${draft._id}/pages`, { revision: draft.revision });
    const trashed = extra.body.page._id;
    await owner.delete(`/api/mag/${draft._id}/pages`, { revision: extra.body.revision, pids: [trashed] });
    const mag = (await owner.get(`/api/projects/${draft._id}`)).body;
    return { ...mag, trashed };
  }

  for (const route of routes) {
    it(`${route.method} ${route.name}: visitor 401, stranger 404 with nothing changed, owner ${route.ok}`, async () => {
      const mag = await freshMag();
      const before = (await owner.get(`/api/projects/${mag._id}`)).body;
      const call = (client: Client) => client.request(route.method, route.path(mag), route.body?.(mag));

      const asVisitor = await call(visitor);
      expect(asVisitor.status).toBe(401);
      expect(asVisitor.body).toEqual({ message: 'Not signed in', statusCode: 401 });

      const asStranger = await call(stranger);
      expect(asStranger.status).toBe(404);
      expect(asStranger.body).toMatchObject({ message: 'Not found', statusCode: 404 });

      const after = (await owner.get(`/api/projects/${mag._id}`)).body;
      expect(after).toEqual(before);

      const asOwner = await call(owner);
      expect(asOwner.status, JSON.stringify(asOwner.body)).toBe(route.ok);
    });
  }

  it('lists only my own projects', async () => {
    const mine = await createProject(owner, 'Mine');
    const theirs = await createProject(stranger, 'Theirs');
    const list = (await owner.get('/api/projects')).body.map((m: any) => m._id);
    expect(list).toContain(mine._id);
    expect(list).not.toContain(theirs._id);
    expect((await visitor.get('/api/projects')).status).toBe(401);
  });

  it('a visitor sees only published content: a never-published draft is not found on any viewer route', async () => {
    const draft = await createProject(owner, 'Unseen');
    const user = owner as Client & { user: any };
    for (const path of [`/api/readymag/${user.user.uri}/${draft.num_id}`, `/api/readymag/${draft.num_id}`, `/api/magpages/${draft.num_id}`]) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(404);
      expect(JSON.stringify(reply.body)).not.toContain('Hello from page one');
    }
    expect((await visitor.post(`/api/countview/${draft.num_id}`)).status).toBe(404);
    // …and a stranger signed in does not see it either.
    expect((await stranger.get(`/api/readymag/${draft.num_id}`)).status).toBe(404);
  });
});

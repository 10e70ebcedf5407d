import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, drivers, sampleText, signUp, startTestServer, type TestServer } from '../support/harness';

// No private project or protected page content leaks through any visitor route.
const SECRET_TEXT = 'Secret second page text';

describe.each(drivers)('privacy on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Private Person');
  });
  afterAll(() => server.close());

  const visitorRoutes = (mag: any, uri: string) => [
    `/api/readymag/${uri}/${mag.num_id}`,
    `/api/readymag/${mag.num_id}`,
    `/api/magpages/${mag.num_id}`,
    `/api/magpages/${mag.num_id}?pages=${mag.pages.map((p: any) => p._id).join(',')}`,
  ];

  it('a private project answers visitors with forbidden until the right password is given; then a cookie grants access', async () => {
    const mag = await createProject(owner, 'Private issue');
    await owner.post(`/api/publish/${mag._id}`);
    const set = await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: 'true', pass: 'open sesame' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ is_private: true });

    const visitor = new Client(server.baseUrl);
    const forbidden = await visitor.get(`/api/readymag/${owner.user.uri}/${mag.num_id}`);
    expect(forbidden.status).toBe(200);
    expect(forbidden.body).toEqual({ num_id: mag.num_id, forbidden: true, user: { uri: owner.user.uri } });
    for (const path of visitorRoutes(mag, owner.user.uri)) {
      const reply = await visitor.get(path);
      const text = JSON.stringify(reply.body);
      expect(text, path).not.toContain('Private issue');
      expect(text, path).not.toContain(SECRET_TEXT);
      expect(text, path).not.toContain('Hello from page one');
      expect(text, path).not.toContain('open sesame');
    }
    expect((await visitor.get(`/api/magpages/${mag.num_id}`)).status).toBe(403);

    const wrong = await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'guess' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'Wrong password', statusCode: 403 });
    expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.forbidden).toBe(true);

    const right = await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'open sesame' });
    expect(right.status).toBe(204);
    const granted = await visitor.get(`/api/readymag/${mag.num_id}`);
    expect(granted.body.title).toBe('Private issue');
    expect(granted.body.pass).toBeUndefined();
    const pages = await visitor.get(`/api/magpages/${mag.num_id}`);
    expect(JSON.stringify(pages.body)).toContain(SECRET_TEXT);

    // A forged cookie does not work.
    const forger = new Client(server.baseUrl);
    const forged = await forger.request('GET', `/api/readymag/${mag.num_id}`, undefined, { headers: { cookie: `folio_access_${mag.num_id}=forged` } });
    expect(forged.body.forbidden).toBe(true);

    // Changing the password revokes access given for the old one.
    await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: 'true', pass: 'new password' });
    expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.forbidden).toBe(true);

    // Making it public again opens it to everyone.
    await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: 'false' });
    expect((await new Client(server.baseUrl).get(`/api/readymag/${mag.num_id}`)).body.title).toBe('Private issue');
  });

  it('making a project private needs a password', async () => {
    const mag = await createProject(owner, 'No password');
    const reply = await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: true });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].path).toBe('pass');
    expect((await owner.get(`/api/projects/${mag._id}`)).body.is_private).toBe(false);
  });

  it('global widgets come with the mag for every page; those of a protected page only with its password', async () => {
    const mag = await createProject(owner, 'Globals');
    const [open, locked] = mag.pages;
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [
        { type: 'shape', pid: open._id, x: 0, y: 0, w: 50, h: 50, is_global: true },
        { type: 'text', pid: locked._id, x: 0, y: 60, w: 200, h: 40, is_global: true, ...sampleText('Global on the locked page') },
      ],
    });
    expect(made.status).toBe(201);
    await owner.post(`/api/publish/${mag._id}`);
    const visitor = new Client(server.baseUrl);
    const everyone = (await visitor.get(`/api/readymag/${mag.num_id}`)).body;
    expect(everyone.global_wids.map((w: any) => [w.type, w.pid])).toEqual([['shape', open._id], ['text', locked._id]]);

    await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: false, isPrivatePages: [locked._id], pass: 'globals pw' });
    const restricted = (await visitor.get(`/api/readymag/${mag.num_id}`)).body;
    expect(restricted.global_wids.map((w: any) => w.pid)).toEqual([open._id]);
    expect(JSON.stringify(restricted)).not.toContain('Global on the locked page');
    expect((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'globals pw' })).status).toBe(204);
    expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.global_wids).toHaveLength(2);
  });

  it('protected pages come back unauthorized, without widgets, until the password is given', async () => {
    const mag = await createProject(owner, 'Half open');
    const [open, locked] = mag.pages;
    await owner.post(`/api/publish/${mag._id}`);
    const set = await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: false, isPrivatePages: [locked._id], pass: 'page pw' });
    expect(set.status).toBe(200);

    const visitor = new Client(server.baseUrl);
    const magReply = (await visitor.get(`/api/readymag/${mag.num_id}`)).body;
    expect(magReply.title).toBe('Half open');
    expect(magReply.pages[1]).toEqual({ _id: locked._id, num: 2, num_id: locked.num_id, uri: 'second', is_private: true, unauthorized: true });
    const pages = (await visitor.get(`/api/magpages/${mag.num_id}`)).body;
    expect(pages[0]._id).toBe(open._id);
    expect(pages[0].wids).toHaveLength(2);
    expect(pages[1]).toEqual({ _id: locked._id, num: 2, num_id: locked.num_id, uri: 'second', is_private: true, unauthorized: true });
    for (const path of visitorRoutes(mag, owner.user.uri)) {
      const text = JSON.stringify((await visitor.get(path)).body);
      expect(text, path).not.toContain(SECRET_TEXT);
      expect(text, path).not.toContain('page pw');
      expect(text, path).not.toContain('Second');
    }
    const only = (await visitor.get(`/api/magpages/${mag.num_id}?pages=${locked._id}`)).body;
    expect(only).toEqual([{ _id: locked._id, num: 2, num_id: locked.num_id, uri: 'second', is_private: true, unauthorized: true }]);

    expect((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'page pw' })).status).toBe(204);
    const unlocked = (await visitor.get(`/api/magpages/${mag.num_id}?pages=${locked._id}`)).body;
    expect(unlocked[0].wids).toHaveLength(2);
    expect(JSON.stringify(unlocked)).toContain(SECRET_TEXT);

    // The owner always sees everything.
    const own = (await owner.get(`/api/magpages/${mag.num_id}`)).body;
    expect(own[1].wids).toHaveLength(2);
  });

  it('password guesses are limited', async () => {
    const mag = await createProject(owner, 'Guarded');
    await owner.post(`/api/publish/${mag._id}`);
    await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: true, pass: 'right one' });
    const visitor = new Client(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: `guess ${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('the owner reads a private project without the password; a stranger does not', async () => {
    const mag = await createProject(owner, 'Owner only');
    await owner.post(`/api/publish/${mag._id}`);
    await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: true, pass: 'pw' });
    expect((await owner.get(`/api/readymag/${mag.num_id}`)).body.title).toBe('Owner only');
    const stranger = await signUp(server.baseUrl, 'Stranger');
    expect((await stranger.get(`/api/readymag/${mag.num_id}`)).body.forbidden).toBe(true);
  });
});

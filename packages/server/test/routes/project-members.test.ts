import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import { projectMembers } from '../../src/db/schema';
import { MAX_PROJECT_MEMBERS } from '../../src/routes/project-members';

// docs/editor.md "Sharing and roles": an owner shares a project by e-mail with an editor or a viewer, and stops.
describe.each(drivers)('project members on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let editor: Client & { user: any };
  let viewer: Client & { user: any };
  let stranger: Client & { user: any };
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Olive Owner');
    editor = await signUp(server.baseUrl, 'Eddie Editor');
    viewer = await signUp(server.baseUrl, 'Vera Viewer');
    stranger = await signUp(server.baseUrl, 'Stan Stranger');
  });
  afterAll(() => server.close());

  const memberRows = async () => (await server.database.db.select().from(projectMembers)).map((row) => `${row.magId}:${row.email}:${row.role}`).sort();
  const members = (path: string) => `/api/projects/${path}/members`;

  it('invites, lists, changes a role and revokes; the e-mail is kept lowercase and matched to the account', async () => {
    const mag = await createProject(owner, 'Shared issue');
    const invited = await owner.post(members(mag._id), { email: `  ${editor.user.email.toUpperCase()} `, role: 'editor' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.members).toEqual([
      { email: editor.user.email, role: 'editor', user: { name: 'Eddie Editor', uri: editor.user.uri }, invited_at: expect.any(String) },
    ]);
    // Someone without an account yet: kept by address, no user.
    expect((await owner.post(members(mag._id), { email: 'later@example.test', role: 'viewer' })).status).toBe(201);
    const listed = await owner.get(members(mag._id));
    expect(listed.status).toBe(200);
    expect(listed.body.members.map((m: any) => [m.email, m.role, m.user?.name ?? null])).toEqual([
      [editor.user.email, 'editor', 'Eddie Editor'],
      ['later@example.test', 'viewer', null],
    ]);

    const changed = await owner.patch(`${members(mag._id)}/${encodeURIComponent(editor.user.email)}`, { role: 'viewer' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.members[0]).toMatchObject({ email: editor.user.email, role: 'viewer' });

    const revoked = await owner.delete(`${members(mag._id)}/${encodeURIComponent('later@example.test')}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.members.map((m: any) => m.email)).toEqual([editor.user.email]);
    expect(await memberRows()).toContain(`${mag._id}:${editor.user.email}:viewer`);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const mag = await createProject(owner, 'Guarded');
    expect((await owner.post(members(mag._id), { email: editor.user.email, role: 'editor' })).status).toBe(201);
    const before = await memberRows();
    const cases: [unknown, number][] = [
      [{ email: 'not-an-address', role: 'editor' }, 400],
      [{ email: viewer.user.email, role: 'owner' }, 400],
      [{ email: viewer.user.email }, 400],
      [{ email: viewer.user.email, role: 'editor', extra: 1 }, 400],
      [{ email: editor.user.email.toUpperCase(), role: 'viewer' }, 409],
      [{ email: owner.user.email, role: 'editor' }, 409],
    ];
    for (const [body, status] of cases) {
      const reply = await owner.post(members(mag._id), body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body).toMatchObject({ message: expect.any(String), statusCode: status });
    }
    expect((await owner.patch(`${members(mag._id)}/${encodeURIComponent(editor.user.email)}`, { role: 'admin' })).status).toBe(400);
    expect((await owner.patch(`${members(mag._id)}/${encodeURIComponent('nobody@example.test')}`, { role: 'viewer' })).status).toBe(404);
    expect((await owner.delete(`${members(mag._id)}/${encodeURIComponent('nobody@example.test')}`)).status).toBe(404);
    expect((await owner.delete(`${members(mag._id)}/not-an-address`)).status).toBe(400);
    expect(await memberRows()).toEqual(before);
  });

  it(`holds at most ${MAX_PROJECT_MEMBERS} members`, async () => {
    const mag = await createProject(owner, 'Crowded');
    await server.database.db
      .insert(projectMembers)
      .values(Array.from({ length: MAX_PROJECT_MEMBERS }, (_, i) => ({ magId: mag._id, email: `member${i}@example.test`, role: 'viewer' as const })));
    const reply = await owner.post(members(mag._id), { email: editor.user.email, role: 'editor' });
    expect(reply.status).toBe(409);
    expect((await owner.get(members(mag._id))).body.members).toHaveLength(MAX_PROJECT_MEMBERS);
  });

  it('invitations sent at the same moment never take the project past the limit', async () => {
    const mag = await createProject(owner, 'Almost full');
    const room = 2;
    await server.database.db
      .insert(projectMembers)
      .values(Array.from({ length: MAX_PROJECT_MEMBERS - room }, (_, i) => ({ magId: mag._id, email: `member${i}@example.test`, role: 'viewer' as const })));
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => owner.post(members(mag._id), { email: `late${i}@example.test`, role: 'viewer' })));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(room);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(6 - room);
    expect((await owner.get(members(mag._id))).body.members).toHaveLength(MAX_PROJECT_MEMBERS);
  });

  it('only the owner manages members: a member is refused (403), anyone else finds nothing (404)', async () => {
    const mag = await createProject(owner, 'Owner manages');
    await owner.post(members(mag._id), { email: editor.user.email, role: 'editor' });
    const before = await memberRows();
    for (const [client, status] of [[editor, 403], [stranger, 404]] as const) {
      expect((await client.get(members(mag._id))).status).toBe(status);
      expect((await client.post(members(mag._id), { email: stranger.user.email, role: 'editor' })).status).toBe(status);
      expect((await client.patch(`${members(mag._id)}/${encodeURIComponent(editor.user.email)}`, { role: 'viewer' })).status).toBe(status);
      expect((await client.delete(`${members(mag._id)}/${encodeURIComponent(editor.user.email)}`)).status).toBe(status);
    }
    expect(await memberRows()).toEqual(before);
  });

  it('the invited see the project with their role; an editor edits a widget, a viewer only reads; after revoking, 404', async () => {
    const mag = await createProject(owner, 'Team issue');
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [{ type: 'shape', pid: mag.pages[0]._id, x: 1, y: 1, w: 10, h: 10, z: 1 }] });
    expect(made.status).toBe(201);
    const widget = made.body.widgets[0]._id;
    await owner.post(members(mag._id), { email: editor.user.email, role: 'editor' });
    await owner.post(members(mag._id), { email: viewer.user.email, role: 'viewer' });

    for (const [client, role] of [[editor, 'editor'], [viewer, 'viewer']] as const) {
      const list = await client.get('/api/projects');
      const shared = list.body.find((m: any) => m._id === mag._id);
      expect(shared).toMatchObject({ title: 'Team issue', role, owner: { name: 'Olive Owner', uri: owner.user.uri } });
      const draft = await client.get(`/api/projects/${mag._id}`);
      expect(draft.status).toBe(200);
      expect(draft.body).toMatchObject({ role, user: { name: 'Olive Owner', isMe: false } });
    }
    expect((await owner.get('/api/projects')).body.find((m: any) => m._id === mag._id)).toMatchObject({ role: 'owner' });
    expect((await stranger.get('/api/projects')).body.map((m: any) => m._id)).not.toContain(mag._id);

    const revision = (await owner.get(`/api/projects/${mag._id}`)).body.revision;
    const edited = await editor.patch(`/api/mag/${mag._id}/widgets`, { revision, widgets: [{ _id: widget, x: 42 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const refused = await viewer.patch(`/api/mag/${mag._id}/widgets`, { revision: edited.body.revision, widgets: [{ _id: widget, x: 7 }] });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Your role in this project does not allow this', statusCode: 403 });
    const after = await viewer.get(`/api/projects/${mag._id}`);
    expect(after.body.pages[0].wids.find((w: any) => w._id === widget), JSON.stringify(after.body.pages[0].wids)).toMatchObject({ x: 42 });
    expect(after.body.revision).toBe(edited.body.revision);

    // Owner-only things stay the owner's, for an editor too.
    expect((await editor.post(`/api/publish/${mag._id}`)).status).toBe(403);
    expect((await editor.patch(`/api/mag/${mag._id}`, { revision: edited.body.revision, uri: 'taken-over' })).status).toBe(403);
    expect((await editor.delete(`/api/projects/${mag._id}`)).status).toBe(403);
    expect((await editor.patch(`/api/mag/${mag._id}`, { revision: edited.body.revision, title: 'Retitled by the editor' })).status).toBe(200);

    await owner.delete(`${members(mag._id)}/${encodeURIComponent(editor.user.email)}`);
    expect((await editor.get(`/api/projects/${mag._id}`)).status).toBe(404);
    expect((await editor.patch(`/api/mag/${mag._id}/widgets?skipChanged=true`, { revision: 0, widgets: [{ _id: widget, x: 1 }] })).status).toBe(404);
    expect((await editor.get('/api/projects')).body.map((m: any) => m._id)).not.toContain(mag._id);
  });

  it('an invitation to an address with no account yet is theirs once they sign up', async () => {
    const mag = await createProject(owner, 'Waiting');
    const email = `newcomer-${Date.now()}@example.test`;
    await owner.post(members(mag._id), { email, role: 'viewer' });
    const newcomer = new (owner.constructor as typeof Client)(server.baseUrl);
    expect((await newcomer.post('/api/auth/signup', { email, password: 'correct horse battery', name: 'Nell Newcomer' })).status).toBe(201);
    expect((await newcomer.get('/api/projects')).body.map((m: any) => m._id)).toEqual([mag._id]);
    expect((await newcomer.get(`/api/projects/${mag._id}`)).status).toBe(200);
    expect((await owner.get(members(mag._id))).body.members[0]).toMatchObject({ email, user: { name: 'Nell Newcomer' } });
    // Matched by address on every read: listing their projects (a GET) wrote nothing.
    const [row] = await server.database.db.select().from(projectMembers).where(eq(projectMembers.email, email));
    expect(row!.userId).toBeNull();
  });
});

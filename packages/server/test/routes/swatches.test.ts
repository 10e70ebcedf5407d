import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectSwatches } from '../../src/db/schema';
import { createProject, drivers, signUp, startWithPeople, type Client, type TestServer } from '../support/harness';

const [red, green, blue, white] = ['ff0000ff', '00ff0080', '0000ffff', 'ffffff00'];

describe.each(drivers)('swatches on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let visitor: Client;

  beforeAll(async () => {
    ({ server, owner, stranger, visitor } = await startWithPeople(driver));
  });
  afterAll(() => server.close());

  it("a project's swatches: none at first, then saved whole, in order, and read back", async () => {
    const mag = await createProject(owner);
    const path = `/api/swatches/project/${mag._id}`;
    expect(await owner.get(path)).toMatchObject({ status: 200, body: { colors: [] } });
    const saved = await owner.put(path, { colors: [red, green, blue] });
    expect(saved).toMatchObject({ status: 200, body: { colors: [red, green, blue] } });
    expect((await owner.get(path)).body).toEqual({ colors: [red, green, blue] });
    // A save replaces the list: a colour left out is gone.
    await owner.put(path, { colors: [blue, red] });
    expect((await owner.get(path)).body).toEqual({ colors: [blue, red] });
  });

  it('move takes a colour from one position to another; reset replaces the colours', async () => {
    const mag = await createProject(owner);
    const path = `/api/swatches/project/${mag._id}`;
    await owner.put(path, { colors: [red, green, blue, white] });
    const moved = await owner.put(`${path}/move`, { from: 0, to: 2 });
    expect(moved).toMatchObject({ status: 200, body: { colors: [green, blue, red, white] } });
    expect((await owner.put(`${path}/move`, { from: 3, to: 0 })).body.colors).toEqual([white, green, blue, red]);
    expect((await owner.get(path)).body.colors).toEqual([white, green, blue, red]);
    const reset = await owner.put(`${path}/reset`, { colors: [blue] });
    expect(reset).toMatchObject({ status: 200, body: { colors: [blue] } });
    expect((await owner.get(path)).body.colors).toEqual([blue]);
  });

  it('a move from or to a position past the end is 400 and nothing moves', async () => {
    const mag = await createProject(owner);
    const path = `/api/swatches/project/${mag._id}`;
    await owner.put(path, { colors: [red, green] });
    const from = await owner.put(`${path}/move`, { from: 2, to: 0 });
    expect(from.status).toBe(400);
    expect(from.body).toMatchObject({ statusCode: 400, message: 'The swatches have no colour at position 2', errors: [{ path: 'from' }] });
    const to = await owner.put(`${path}/move`, { from: 0, to: 5 });
    expect(to.body.errors).toEqual([{ path: 'to', message: 'The swatches have no colour at position 5' }]);
    const empty = await createProject(owner);
    expect((await owner.put(`/api/swatches/project/${empty._id}/move`, { from: 0, to: 0 })).status).toBe(400);
    expect((await owner.get(path)).body.colors).toEqual([red, green]);
  });

  it('moves sent at the same time both apply', async () => {
    const mag = await createProject(owner);
    const path = `/api/swatches/project/${mag._id}`;
    await owner.put(path, { colors: [red, green, blue, white] });
    const replies = await Promise.all([owner.put(`${path}/move`, { from: 0, to: 3 }), owner.put(`${path}/move`, { from: 0, to: 3 })]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect((await owner.get(path)).body.colors).toEqual([blue, white, red, green]);
  });

  it('bad input is 400 with the failing field, and nothing is written', async () => {
    const mag = await createProject(owner);
    const path = `/api/swatches/project/${mag._id}`;
    await owner.put(path, { colors: [red] });
    const cases: [string, unknown, string][] = [
      [path, { colors: ['ff0000'] }, 'colors.0'],
      [path, { colors: ['#ff0000ff'] }, 'colors.0'],
      [path, { colors: Array.from({ length: 201 }, () => red) }, 'colors'],
      [path, { colors: [red], name: 'x' }, 'name'],
      [path, {}, 'colors'],
      [`${path}/reset`, { colors: 'ff0000ff' }, 'colors'],
      [`${path}/move`, { from: -1, to: 0 }, 'from'],
      [`${path}/move`, { from: 0, to: 1.5 }, 'to'],
      [`${path}/move`, { from: 0 }, 'to'],
    ];
    for (const [target, body, field] of cases) {
      const reply = await owner.put(target, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.statusCode).toBe(400);
      expect(reply.body.errors.map((error: any) => error.path), JSON.stringify(body)).toContain(field);
    }
    expect((await owner.request('PUT', path, undefined, { raw: '{"colors": [' })).status).toBe(400);
    expect((await owner.get(path)).body.colors).toEqual([red]);
  });

  it("project swatches: a visitor gets 401, another author 404 on every call, and nothing changes", async () => {
    const mag = await createProject(owner);
    const path = `/api/swatches/project/${mag._id}`;
    await owner.put(path, { colors: [red, green] });
    const calls: [string, string, unknown?][] = [
      ['GET', path],
      ['PUT', path, { colors: [blue] }],
      ['PUT', `${path}/move`, { from: 0, to: 1 }],
      ['PUT', `${path}/reset`, { colors: [blue] }],
    ];
    for (const [method, target, body] of calls) {
      const asVisitor = await visitor.request(method, target, body);
      expect(asVisitor.status).toBe(401);
      expect(asVisitor.body).toEqual({ message: 'Not signed in', statusCode: 401 });
      const asStranger = await stranger.request(method, target, body);
      expect(asStranger.status).toBe(404);
      expect(asStranger.body).toEqual({ message: 'Not found', statusCode: 404 });
    }
    expect((await owner.get(path)).body.colors).toEqual([red, green]);
    // An unknown project is the same 404.
    expect((await owner.get('/api/swatches/project/0123456789abcdef01234567')).status).toBe(404);
  });

  it('each project has its own swatches, apart from the global ones; they go with the project', async () => {
    const first = await createProject(owner);
    const second = await createProject(owner);
    await owner.put(`/api/swatches/project/${first._id}`, { colors: [red] });
    expect((await owner.get(`/api/swatches/project/${second._id}`)).body.colors).toEqual([]);
    expect((await owner.get(`/api/swatches/global/${owner.user._id}`)).body.colors).toEqual([]);
    expect((await owner.delete(`/api/projects/${first._id}`)).status).toBe(204);
    const rows = await server.database.db.select().from(projectSwatches).where(eq(projectSwatches.magId, first._id));
    expect(rows).toEqual([]);
  });

  it("global swatches: an author's own, read, saved and moved with their own id", async () => {
    const author = await signUp(server.baseUrl, 'Palette Person');
    const path = `/api/swatches/global/${author.user._id}`;
    expect((await author.get(path)).body).toEqual({ colors: [] });
    expect((await author.put(path, { colors: [red, green, blue] })).body).toEqual({ colors: [red, green, blue] });
    expect((await author.put(`${path}/move`, { from: 2, to: 0 })).body).toEqual({ colors: [blue, red, green] });
    expect((await author.get(path)).body).toEqual({ colors: [blue, red, green] });
    // Every project of the author reads the same global swatches; another author has their own.
    expect((await stranger.get(`/api/swatches/global/${stranger.user._id}`)).body.colors).not.toEqual([blue, red, green]);
    expect((await author.put(`${path}/move`, { from: 3, to: 0 })).status).toBe(400);
    expect((await author.put(path, { colors: ['nothex00'] })).status).toBe(400);
    expect((await author.get(path)).body).toEqual({ colors: [blue, red, green] });
  });

  it("global swatches: a visitor gets 401, another author's id is 404, and nothing changes", async () => {
    const path = `/api/swatches/global/${owner.user._id}`;
    await owner.put(path, { colors: [white, red] });
    const calls: [string, string, unknown?][] = [
      ['GET', path],
      ['PUT', path, { colors: [blue] }],
      ['PUT', `${path}/move`, { from: 0, to: 1 }],
    ];
    for (const [method, target, body] of calls) {
      expect((await visitor.request(method, target, body)).status).toBe(401);
      const asStranger = await stranger.request(method, target, body);
      expect(asStranger.status).toBe(404);
      expect(asStranger.body).toEqual({ message: 'Not found', statusCode: 404 });
    }
    expect((await owner.get(path)).body.colors).toEqual([white, red]);
  });
});

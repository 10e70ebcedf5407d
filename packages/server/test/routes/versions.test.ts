import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { newObjectId, versionHistoryConstants, versionListConstants } from '@folio/model';
import { serverClock } from '../../src/clock';
import { projectVersions, publishedVersions } from '../../src/db/schema';
import { createProject, drivers, sampleText, startWithPeople, type Client, type TestServer } from '../support/harness';

// Version history (docs/api.md "Version history") against the real database: versions made at a publish, as
// automatic checkpoints and before a restore; the list, the preview and the restore; who may call them.

const MINUTE = 60_000;

describe.each(drivers)('version history on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let visitor: Client;
  beforeAll(async () => {
    ({ server, owner, stranger, visitor } = await startWithPeople(driver, { ownerName: 'Vera Versions' }));
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  const db = () => server.database.db;
  const versions = async (magId: string) => (await owner.get(`/api/projects/${magId}/versions?limit=${versionListConstants.maxLimit}`)).body.versions as any[];
  /** A project with a version to work on: its first publish. */
  const publishedProject = async (title: string) => {
    const mag = await createProject(owner, title);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    return mag;
  };
  /** The server's clock, held at `start` and moved by the test. */
  const holdClock = (start = Date.now()) => {
    const clock = { now: start };
    vi.spyOn(serverClock, 'now').mockImplementation(() => clock.now);
    return clock;
  };
  const draft = async (magId: string) => (await owner.get(`/api/projects/${magId}`)).body;
  /** Makes every version of the project look `minutes` older, as if the author had paused that long. */
  const age = (magId: string, minutes: number) =>
    db()
      .update(projectVersions)
      .set({ createdAt: sql`${projectVersions.createdAt} - make_interval(mins => ${minutes})` })
      .where(eq(projectVersions.magId, magId));
  const moveFirstWidget = async (magId: string, x: number) => {
    const now = await draft(magId);
    const reply = await owner.patch(`/api/mag/${magId}/widgets`, { revision: now.revision, widgets: [{ _id: now.pages[0].wids[0]._id, x }] });
    expect(reply.status).toBe(200);
    return reply.body.revision as number;
  };

  it('a publish makes a version: kind publish, the published version number, its author, and a thumbnail of the first page', async () => {
    const mag = await createProject(owner, 'Published history');
    const before = (await versions(mag._id)).length;
    const published = await owner.post(`/api/publish/${mag._id}`);
    expect(published.status).toBe(200);
    const list = await versions(mag._id);
    expect(list).toHaveLength(before + 1);
    const [newest] = list;
    expect(newest).toMatchObject({ kind: 'publish', published_version: 1, author: { _id: owner.user._id, name: 'Vera Versions' }, pages_count: 2 });
    expect(newest.document).toBeUndefined();
    // The thumbnail is the first page as a draft page, with its widgets (those at its top).
    const first = (await draft(mag._id)).pages[0];
    expect(newest.thumbnail).toMatchObject({ _id: first._id, num: 1 });
    expect(newest.thumbnail.wids.map((widget: any) => widget._id)).toEqual(first.wids.map((widget: any) => widget._id));
  });

  it('a new project keeps no checkpoint of itself as created; a stretch of editing keeps one after ten minutes, not before', async () => {
    const { checkpointIntervalMs } = versionHistoryConstants;
    const clock = holdClock();
    const mag = await createProject(owner, 'Checkpoints');
    // createProject saved twice (a page, widgets): the project as it was made is not worth a version.
    expect(await versions(mag._id)).toEqual([]);

    // Nine minutes of editing: no checkpoint yet.
    clock.now += checkpointIntervalMs - MINUTE;
    await moveFirstWidget(mag._id, 111);
    await moveFirstWidget(mag._id, 222);
    expect(await versions(mag._id)).toEqual([]);

    // Past ten minutes since the project was made: the next save keeps the draft it found (x 222), not its own (x 333).
    clock.now += 2 * MINUTE;
    const atPause = await draft(mag._id);
    await moveFirstWidget(mag._id, 333);
    let list = await versions(mag._id);
    expect(list.map((version) => version.kind)).toEqual(['checkpoint']);
    expect(list[0].created).toBe(new Date(clock.now).toISOString());
    const kept = (await owner.get(`/api/projects/${mag._id}/versions/${list[0]._id}`)).body;
    expect(kept.version).toMatchObject({ _id: list[0]._id, kind: 'checkpoint', revision: atPause.revision });
    expect(kept.document.pages).toEqual(atPause.pages);
    expect(kept.document.pages[0].wids[0].x).toBe(222);

    // Editing goes on: one millisecond short of ten minutes after that checkpoint, none; at ten minutes, the next.
    clock.now += checkpointIntervalMs - 1;
    await moveFirstWidget(mag._id, 444);
    expect(await versions(mag._id)).toHaveLength(1);
    clock.now += 1;
    await moveFirstWidget(mag._id, 555);
    list = await versions(mag._id);
    expect(list.map((version) => version.kind)).toEqual(['checkpoint', 'checkpoint']);
    expect((await owner.get(`/api/projects/${mag._id}/versions/${list[0]._id}`)).body.document.pages[0].wids[0].x).toBe(444);
  });

  it('preview: one version answers its document shaped as GET /api/projects/{id} answers the draft', async () => {
    const mag = await createProject(owner, 'Preview me');
    await owner.post(`/api/publish/${mag._id}`);
    const atPublish = await draft(mag._id);
    await moveFirstWidget(mag._id, 500);
    const [published] = (await versions(mag._id)).filter((version) => version.kind === 'publish');
    const reply = await owner.get(`/api/projects/${mag._id}/versions/${published._id}`);
    expect(reply.status).toBe(200);
    const { title, _id, num_id, uri, pages } = reply.body.document;
    expect({ title, _id, num_id, uri }).toEqual({ title: atPublish.title, _id: atPublish._id, num_id: atPublish.num_id, uri: atPublish.uri });
    expect(pages).toEqual(atPublish.pages);
  });

  it('restore puts the version back (bumping the revision), keeps the draft first as a before-restore version, and restoring that brings the newer state back', async () => {
    const mag = await createProject(owner, 'Restore me');
    await owner.post(`/api/publish/${mag._id}`);
    const atPublish = await draft(mag._id);
    // Edit more: move a widget, add a text, add a page.
    let revision = await moveFirstWidget(mag._id, 640);
    revision = (
      await owner.post(`/api/mag/${mag._id}/widgets`, {
        revision,
        widgets: [{ type: 'text', pid: atPublish.pages[0]._id, x: 40, y: 400, w: 300, h: 40, z: 5, ...sampleText('Written after the publish') }],
      })
    ).body.revision;
    await owner.post(`/api/mag/${mag._id}/pages`, { revision, page: { title: 'Added later' } });
    const edited = await draft(mag._id);
    expect(edited.pages).toHaveLength(3);

    const [published] = (await versions(mag._id)).filter((version) => version.kind === 'publish');
    const restored = await owner.post(`/api/projects/${mag._id}/versions/${published._id}/restore`, { revision: edited.revision });
    expect(restored.status).toBe(200);
    expect(restored.body.revision).toBeGreaterThan(edited.revision);
    expect(restored.body.pages).toEqual(atPublish.pages);
    expect((await draft(mag._id)).pages).toEqual(atPublish.pages);
    // The page made since went to the trash, not away.
    expect((await owner.get(`/api/mag/${mag._id}/trash`)).body.pages.map((page: any) => page.title)).toEqual(['Added later']);

    const [beforeRestore] = await versions(mag._id);
    expect(beforeRestore).toMatchObject({ kind: 'before-restore', restored_from: published._id, revision: edited.revision, pages_count: 3 });
    const back = await owner.post(`/api/projects/${mag._id}/versions/${beforeRestore._id}/restore`, { revision: restored.body.revision });
    expect(back.status).toBe(200);
    expect(back.body.pages).toEqual(edited.pages);
    // That restore kept its own before-restore version (the published state), so it can be undone in turn.
    const [again] = await versions(mag._id);
    expect(again).toMatchObject({ kind: 'before-restore', restored_from: beforeRestore._id });
  });

  it('restore with a stale revision → 409, nothing restored and no version made', async () => {
    const mag = await createProject(owner, 'Stale restore');
    await owner.post(`/api/publish/${mag._id}`);
    const stale = (await draft(mag._id)).revision;
    await moveFirstWidget(mag._id, 700);
    const now = await draft(mag._id);
    const list = await versions(mag._id);
    const reply = await owner.post(`/api/projects/${mag._id}/versions/${list[0]._id}/restore`, { revision: stale });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ statusCode: 409, revision: now.revision });
    expect(await draft(mag._id)).toEqual(now);
    expect(await versions(mag._id)).toEqual(list);
  });

  it('revert-version keeps the draft first as a before-restore version (restored from the published version)', async () => {
    const mag = await createProject(owner, 'Revert keeps');
    await owner.post(`/api/publish/${mag._id}`);
    await moveFirstWidget(mag._id, 810);
    const edited = await draft(mag._id);
    expect((await owner.post(`/api/mag/${mag._id}/revert-version`)).status).toBe(200);
    const [newest] = await versions(mag._id);
    expect(newest).toMatchObject({ kind: 'before-restore', restored_from: 'published', revision: edited.revision });
    const kept = (await owner.get(`/api/projects/${mag._id}/versions/${newest._id}`)).body.document;
    expect(kept.pages).toEqual(edited.pages);
  });

  it('a revert-version that is refused (nothing published) keeps no version', async () => {
    const mag = await createProject(owner, 'Nothing to revert');
    const list = await versions(mag._id);
    expect(list).toEqual([]);
    expect((await owner.post(`/api/mag/${mag._id}/revert-version`)).status).toBe(409);
    expect(await versions(mag._id)).toEqual(list);
  });

  it('unknown, malformed and other projects’ version ids are 404, and nothing is written', async () => {
    const mag = await createProject(owner, 'Ids');
    const other = await publishedProject('Another of mine');
    const [otherVersion] = await versions(other._id);
    const before = await draft(mag._id);
    for (const vid of [newObjectId(), 'not-an-id', otherVersion._id]) {
      const read = await owner.get(`/api/projects/${mag._id}/versions/${vid}`);
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
      const restore = await owner.post(`/api/projects/${mag._id}/versions/${vid}/restore`, { revision: before.revision });
      expect(restore.status).toBe(404);
    }
    expect(await draft(mag._id)).toEqual(before);
    expect((await owner.get(`/api/projects/${newObjectId()}/versions`)).status).toBe(404);
  });

  it('a bad restore body (a revision that is no count, an unknown field) → 400, nothing written', async () => {
    const mag = await publishedProject('Bad body');
    const [version] = await versions(mag._id);
    const before = await draft(mag._id);
    for (const body of [{ revision: 'one' }, { revision: -1 }, { revision: before.revision, extra: true }]) {
      const reply = await owner.post(`/api/projects/${mag._id}/versions/${version._id}/restore`, body);
      expect(reply.status).toBe(400);
      expect(reply.body.statusCode).toBe(400);
    }
    expect(await draft(mag._id)).toEqual(before);
  });

  it('only the owner: a visitor gets 401, another author 404, and neither reads or restores anything', async () => {
    const mag = await publishedProject('Mine only');
    const [version] = await versions(mag._id);
    const before = await draft(mag._id);
    for (const [client, status] of [[visitor, 401], [stranger, 404]] as const) {
      expect((await client.get(`/api/projects/${mag._id}/versions`)).status).toBe(status);
      const read = await client.get(`/api/projects/${mag._id}/versions/${version._id}`);
      expect(read.status).toBe(status);
      expect(JSON.stringify(read.body)).not.toContain('Hello from page one');
      expect((await client.post(`/api/projects/${mag._id}/versions/${version._id}/restore`)).status).toBe(status);
    }
    expect(await draft(mag._id)).toEqual(before);
  });

  it('the history stays bounded: old checkpoints are thinned as new ones are kept', async () => {
    const mag = await publishedProject('Long history');
    const start = Date.now() - 400 * 24 * 60 * MINUTE;
    // A year of daily checkpoints and of weekly publishes, as if kept over time.
    const [first] = await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id));
    const copy = (kind: 'checkpoint' | 'publish', days: number) => ({ ...first!, id: newObjectId(), kind, createdAt: new Date(start + days * 24 * 60 * MINUTE) });
    await db()
      .insert(projectVersions)
      .values([...Array.from({ length: 120 }, (_, day) => copy('checkpoint', day)), ...Array.from({ length: 60 }, (_, week) => copy('publish', week * 6))]);
    await moveFirstWidget(mag._id, 2);
    await age(mag._id, versionHistoryConstants.checkpointIntervalMs / MINUTE + 1);
    await moveFirstWidget(mag._id, 1);
    const list = await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id)).orderBy(sql`${projectVersions.createdAt} desc`);
    expect(list.filter((version) => version.kind !== 'publish').length).toBeLessThanOrEqual(versionHistoryConstants.maxAutomatic);
    expect(list.filter((version) => version.kind === 'publish').length).toBeLessThanOrEqual(versionHistoryConstants.maxPublished);
    // The checkpoint just made is the newest, and kept.
    expect(list[0]!.kind).toBe('checkpoint');
    expect(Date.now() - list[0]!.createdAt.getTime()).toBeLessThan(versionHistoryConstants.checkpointIntervalMs);
  });

  it('the history stays bounded in bytes: past the bound the oldest checkpoints go first, publishes stay, the newest stays', async () => {
    const { maxStoredBytes, checkpointIntervalMs } = versionHistoryConstants;
    const mag = await publishedProject('Heavy history');
    const [published] = await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id));
    const start = Date.now() - 60 * MINUTE;
    // Eight checkpoints each holding a sixth of the bound (as a 5,000-widget project's would), a minute apart.
    const heavy = Math.ceil(maxStoredBytes / 6);
    const checkpoints = Array.from({ length: 8 }, (_, n) => ({
      ...published!,
      id: newObjectId(),
      kind: 'checkpoint' as const,
      publishedVersion: null,
      createdAt: new Date(start + n * MINUTE),
      sizeBytes: heavy,
    }));
    await db().insert(projectVersions).values(checkpoints);
    await moveFirstWidget(mag._id, 4);
    holdClock(Date.now() + checkpointIntervalMs);
    await moveFirstWidget(mag._id, 5);
    const kept = await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id));
    expect(kept.reduce((sum, version) => sum + version.sizeBytes, 0)).toBeLessThanOrEqual(maxStoredBytes);
    const keptIds = new Set(kept.map((version) => version.id));
    // The publish stays; of the heavy checkpoints the newest stay and the oldest went; the one just made stays.
    expect(keptIds.has(published!.id)).toBe(true);
    const heavyKept = checkpoints.filter((version) => keptIds.has(version.id));
    expect(heavyKept.length).toBeGreaterThan(0);
    expect(heavyKept.length).toBeLessThan(checkpoints.length);
    expect(heavyKept).toEqual(checkpoints.slice(checkpoints.length - heavyKept.length));
    const newest = kept.filter((version) => !checkpoints.some((c) => c.id === version.id) && version.id !== published!.id);
    expect(newest.map((version) => version.kind)).toEqual(['checkpoint']);
    expect(newest[0]!.sizeBytes).toBeGreaterThan(0);
  });

  it('a publish version refers to its published version (no copy stored), and previews and restores it all the same', async () => {
    const mag = await publishedProject('By reference');
    const atPublish = await draft(mag._id);
    await moveFirstWidget(mag._id, 901);
    const [row] = await db()
      .select()
      .from(projectVersions)
      .where(and(eq(projectVersions.magId, mag._id), eq(projectVersions.kind, 'publish')));
    expect(row!.document).toBeNull();
    expect(row!.publishedVersion).toBe(1);
    // What it stores is its thumbnail alone.
    expect(row!.sizeBytes).toBe(Buffer.byteLength(JSON.stringify(row!.thumbnail)));
    const preview = await owner.get(`/api/projects/${mag._id}/versions/${row!.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.document.pages).toEqual(atPublish.pages);
    const restored = await owner.post(`/api/projects/${mag._id}/versions/${row!.id}/restore`, { revision: (await draft(mag._id)).revision });
    expect(restored.status).toBe(200);
    expect(restored.body.pages).toEqual(atPublish.pages);
  });

  it('the list comes a page at a time: limit and the next_before cursor walk it all once, newest first, ties included', async () => {
    const mag = await createProject(owner, 'Paged');
    // Seven publishes in the same millisecond: the cursor tells versions of one instant apart by id.
    holdClock();
    for (let n = 0; n < 7; n += 1) expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const all = await versions(mag._id);
    expect(all).toHaveLength(7);
    const walked: any[] = [];
    let before: string | null = null;
    const pageSizes: number[] = [];
    do {
      const query: string = before ? `limit=3&before=${before}` : 'limit=3';
      const reply = await owner.get(`/api/projects/${mag._id}/versions?${query}`);
      expect(reply.status).toBe(200);
      pageSizes.push(reply.body.versions.length);
      walked.push(...reply.body.versions);
      before = reply.body.next_before;
    } while (before);
    expect(pageSizes).toEqual([3, 3, 1]);
    expect(walked.map((version) => version._id)).toEqual(all.map((version) => version._id));

    // A cursor still works when its version was thinned away since it was given.
    const first = (await owner.get(`/api/projects/${mag._id}/versions?limit=2`)).body;
    await db().delete(projectVersions).where(eq(projectVersions.id, first.versions[1]._id));
    const rest = (await owner.get(`/api/projects/${mag._id}/versions?limit=10&before=${first.next_before}`)).body;
    expect(rest.versions.map((version: any) => version._id)).toEqual(all.slice(2).map((version) => version._id));
    expect(rest.next_before).toBeNull();
  });

  it(`without limit the list answers the newest ${versionListConstants.defaultLimit}`, async () => {
    const mag = await publishedProject('Default page');
    const [row] = await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id));
    await db()
      .insert(projectVersions)
      .values(Array.from({ length: versionListConstants.defaultLimit + 4 }, (_, n) => ({ ...row!, id: newObjectId(), createdAt: new Date(Date.now() - (n + 1) * MINUTE) })));
    const reply = await owner.get(`/api/projects/${mag._id}/versions`);
    expect(reply.status).toBe(200);
    expect(reply.body.versions).toHaveLength(versionListConstants.defaultLimit);
    expect(reply.body.next_before).toEqual(expect.any(String));
  });

  it('bad limit or before → 400 {message, statusCode}', async () => {
    const mag = await publishedProject('Bad paging');
    for (const query of [
      'limit=0',
      'limit=-1',
      `limit=${versionListConstants.maxLimit + 1}`,
      'limit=abc',
      'limit=1.5',
      'before=nope',
      `before=${newObjectId()}`,
      `before=12-${newObjectId()}x`,
      'page=2',
    ]) {
      const reply = await owner.get(`/api/projects/${mag._id}/versions?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body, query).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });

  it('a listed thumbnail draws a few widgets: the ones covering most of the top of the first page', async () => {
    const { thumbnailMaxWidgets } = versionHistoryConstants;
    const mag = await createProject(owner, 'Busy cover');
    const pid = mag.pages[0]._id;
    // A large picture-like shape over the top and many small marks: the big shape must be among the drawn.
    const marks = Array.from({ length: thumbnailMaxWidgets * 3 }, (_, n) => ({ type: 'shape', pid, x: 10 + (n % 40) * 20, y: 10 + Math.floor(n / 40) * 20, w: 8, h: 8, z: 10 + n }));
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [{ type: 'shape', pid, x: 0, y: 0, w: 1024, h: 600, z: 3 }, ...marks],
    });
    expect(made.status).toBe(201);
    const big = made.body.widgets[0]._id;
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const [listed] = await versions(mag._id);
    expect(listed.thumbnail.wids).toHaveLength(thumbnailMaxWidgets);
    expect(listed.thumbnail.wids.map((widget: any) => widget._id)).toContain(big);

    // A version kept before the bound (its stored thumbnail holding every widget) is listed with as few.
    const full = (await owner.get(`/api/projects/${mag._id}/versions/${listed._id}`)).body.document.pages[0].wids;
    const [row] = await db().select().from(projectVersions).where(eq(projectVersions.id, listed._id));
    const stored = row!.thumbnail as any;
    await db()
      .update(projectVersions)
      .set({ thumbnail: { ...stored, widgets: full.map(({ _id, pid: page, ...data }: any) => ({ id: _id, pid: page, data })) } })
      .where(eq(projectVersions.id, listed._id));
    const [again] = await versions(mag._id);
    expect(again.thumbnail.wids).toHaveLength(thumbnailMaxWidgets);
    expect(again.thumbnail.wids.map((widget: any) => widget._id)).toContain(big);
  });

  it('a publish whose version cannot be kept is no publish: the author is told and nothing was published', async () => {
    const mag = await createProject(owner, 'History fails');
    // Keeping the version fails (as a full disk or a lost connection would).
    await db().execute(sql`create or replace function refuse_publish_version() returns trigger language plpgsql as $$
      begin if new.kind = 'publish' then raise exception 'history unavailable'; end if; return new; end $$`);
    await db().execute(sql`create trigger refuse_publish_version before insert on project_versions for each row execute function refuse_publish_version()`);
    try {
      const reply = await owner.post(`/api/publish/${mag._id}`);
      expect(reply.status).toBe(500);
      // The answer tells the truth: the publish did not happen.
      expect((await draft(mag._id)).is_published).toBe(false);
      expect(await db().select().from(publishedVersions).where(eq(publishedVersions.magId, mag._id))).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger refuse_publish_version on project_versions`);
    }
    // And once the history works again, the publish goes through with its version.
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    expect((await versions(mag._id)).map((version) => version.kind)).toEqual(['publish']);
  });

  it('deleting a project takes its versions with it', async () => {
    const mag = await createProject(owner, 'Gone');
    await owner.post(`/api/publish/${mag._id}`);
    expect((await owner.delete(`/api/projects/${mag._id}`)).status).toBe(204);
    expect(await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id))).toEqual([]);
  });
});

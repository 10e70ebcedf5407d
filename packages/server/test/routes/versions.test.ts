import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newObjectId, versionHistoryConstants } from '@folio/model';
import { projectVersions } from '../../src/db/schema';
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

  const db = () => server.database.db;
  const versions = async (magId: string) => (await owner.get(`/api/projects/${magId}/versions`)).body.versions as any[];
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

  it('the first save keeps a checkpoint of the draft before it; saves within ten minutes keep none; the first save after keeps the draft as it was', async () => {
    const mag = await createProject(owner, 'Checkpoints');
    // createProject saved twice (a page, widgets): the first of them kept the new project as it was made.
    let list = await versions(mag._id);
    expect(list.map((version) => version.kind)).toEqual(['checkpoint']);
    expect(list[0].pages_count).toBe(1);

    await moveFirstWidget(mag._id, 111);
    await moveFirstWidget(mag._id, 222);
    expect(await versions(mag._id)).toHaveLength(1);

    await age(mag._id, versionHistoryConstants.checkpointIntervalMs / MINUTE + 1);
    const atPause = await draft(mag._id);
    await moveFirstWidget(mag._id, 333);
    list = await versions(mag._id);
    expect(list.map((version) => version.kind)).toEqual(['checkpoint', 'checkpoint']);
    // The new checkpoint holds the draft the pause left (x 222), not the save that came after it (x 333).
    const kept = (await owner.get(`/api/projects/${mag._id}/versions/${list[0]._id}`)).body;
    expect(kept.version).toMatchObject({ _id: list[0]._id, kind: 'checkpoint', revision: atPause.revision });
    expect(kept.document.pages).toEqual(atPause.pages);
    expect(kept.document.pages[0].wids[0].x).toBe(222);

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
    expect((await owner.post(`/api/mag/${mag._id}/revert-version`)).status).toBe(409);
    expect(await versions(mag._id)).toEqual(list);
  });

  it('unknown, malformed and other projects’ version ids are 404, and nothing is written', async () => {
    const mag = await createProject(owner, 'Ids');
    const other = await createProject(owner, 'Another of mine');
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
    const mag = await createProject(owner, 'Bad body');
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
    const mag = await createProject(owner, 'Mine only');
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
    const mag = await createProject(owner, 'Long history');
    const start = Date.now() - 400 * 24 * 60 * MINUTE;
    // A year of daily checkpoints and of weekly publishes, as if kept over time.
    const [first] = await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id));
    const copy = (kind: 'checkpoint' | 'publish', days: number) => ({ ...first!, id: newObjectId(), kind, createdAt: new Date(start + days * 24 * 60 * MINUTE) });
    await db()
      .insert(projectVersions)
      .values([...Array.from({ length: 120 }, (_, day) => copy('checkpoint', day)), ...Array.from({ length: 60 }, (_, week) => copy('publish', week * 6))]);
    await age(mag._id, versionHistoryConstants.checkpointIntervalMs / MINUTE + 1);
    await moveFirstWidget(mag._id, 1);
    const list = await versions(mag._id);
    expect(list.filter((version) => version.kind !== 'publish').length).toBeLessThanOrEqual(versionHistoryConstants.maxAutomatic);
    expect(list.filter((version) => version.kind === 'publish').length).toBeLessThanOrEqual(versionHistoryConstants.maxPublished);
    // The checkpoint just made is the newest, and kept.
    expect(list[0].kind).toBe('checkpoint');
    expect(Date.now() - new Date(list[0].created).getTime()).toBeLessThan(versionHistoryConstants.checkpointIntervalMs);
  });

  it('deleting a project takes its versions with it', async () => {
    const mag = await createProject(owner, 'Gone');
    await owner.post(`/api/publish/${mag._id}`);
    expect((await owner.delete(`/api/projects/${mag._id}`)).status).toBe(204);
    expect(await db().select().from(projectVersions).where(eq(projectVersions.magId, mag._id))).toEqual([]);
  });
});

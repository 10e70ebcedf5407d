import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';

// docs/api.md "Drafts and revisions": a page change is a merge patch one level deep, like a widget's — a field given
// replaces the stored value whole, a field given as null is removed, a field left out is kept. The page settings'
// undo of a setting the page did not have is saved that way.

describe.each(drivers)('removing page fields on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Page Field Remover');
  });
  afterAll(() => server.close());

  const storedPage = async (magId: string, pid: string) => {
    const draft = (await owner.get(`/api/projects/${magId}`)).body;
    return { page: draft.pages.find((page: any) => page._id === pid), revision: draft.revision as number };
  };

  it('null removes a field, a field given replaces the stored object whole, a field left out stays', async () => {
    const mag = await createProject(owner, 'Page settings');
    const pid = mag.pages[0]._id;
    const set = await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, {
      revision: mag.revision,
      title: 'About',
      uri: 'about',
      seo: { title: 'About us', keywords: 'a, b' },
      viewport_phone_portrait: { enabled: false, height: 900 },
    });
    expect(set.status).toBe(200);

    const reply = await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, {
      revision: set.body.revision,
      uri: null,
      viewport_phone_portrait: null,
      seo: { title: 'About us' },
    });
    expect(reply.status).toBe(200);
    const { page } = await storedPage(mag._id, pid);
    expect(page).not.toHaveProperty('viewport_phone_portrait');
    expect(page.uri ?? null).toBeNull();
    expect(page.seo).toEqual({ title: 'About us' });
    expect(page.title).toBe('About');
    expect(reply.body.page).toMatchObject({ _id: pid, title: 'About', seo: { title: 'About us' } });
    expect(reply.body.page).not.toHaveProperty('viewport_phone_portrait');
  });

  it('removing a field the page does not have changes nothing but the revision; a wrong value is still refused', async () => {
    const mag = await createProject(owner, 'Nothing to remove');
    const pid = mag.pages[0]._id;
    const before = await storedPage(mag._id, pid);
    const reply = await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, { revision: before.revision, custom_shares: null });
    expect(reply.status).toBe(200);
    const after = await storedPage(mag._id, pid);
    expect(after.page).toEqual(before.page);

    const wrong = await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, { revision: after.revision, seo: { title: 42 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe('seo.title');
  });
});

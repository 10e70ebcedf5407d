import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { authorProfileMessages, defaultViewOpts, profilePageTexts } from '@folio/model';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { storedState } from '../security/route-inventory';
import { users } from '../../src/db/schema';
import { featuredListText, listFeaturedSubmissions } from '../../src/repositories/featured';

// docs/api.md "Authors", "View options", "Share data", "Featured" and docs/viewer.md "Profile page": the calls of
// viewer-and-project.md §7 that were missing, tried over HTTP as the owner, a stranger and a visitor.

const ghost = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const pngForm = async () => {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const form = new FormData();
  form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return form;
};

describe.each(drivers)('author calls on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let visitor: Client;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Olive Owner');
    stranger = await signUp(server.baseUrl, 'Sam Stranger');
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  async function published(title: string) {
    const mag = await createProject(owner, title);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    return (await owner.get(`/api/projects/${mag._id}`)).body;
  }

  describe('POST /api/mag/opts/{id}', () => {
    it('changes the options given, keeps the others, null brings a default back; answers them with defaults filled in', async () => {
      const mag = await createProject(owner, 'Options');
      const first = await owner.post(`/api/mag/opts/${mag._id}`, { arrows: false, viewertype: 'horizontal' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.opts).toEqual({ ...defaultViewOpts, arrows: false, viewertype: 'horizontal' });
      expect(first.body.revision).toBe(mag.revision + 1);
      const second = await owner.post(`/api/mag/opts/${mag._id}`, { lqip: true, arrows: null });
      expect(second.body.opts).toEqual({ ...defaultViewOpts, viewertype: 'horizontal', lqip: true });
      // Stored sparse in the draft: what was set, nothing else.
      expect((await owner.get(`/api/projects/${mag._id}`)).body.opts).toEqual({ viewertype: 'horizontal', lqip: true });
      // Visitors see them once published.
      await owner.post(`/api/publish/${mag._id}`);
      expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.opts).toMatchObject({ viewertype: 'horizontal', lqip: true, arrows: true });
    });

    it('bad fields → 400 naming each, nothing written', async () => {
      const mag = await createProject(owner, 'Bad options');
      const before = await storedState(server);
      const wrong = await owner.post(`/api/mag/opts/${mag._id}`, { arrows: 'yes', scalewidth: -1, viewertype: 'diagonal' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.statusCode).toBe(400);
      expect(wrong.body.errors.map((error: any) => error.path).sort()).toEqual(['arrows', 'scalewidth', 'viewertype']);
      const unknown = await owner.post(`/api/mag/opts/${mag._id}`, { arows: false });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ path: 'arows', message: expect.any(String) }]);
      expect(await storedState(server)).toEqual(before);
    });

    it('a visitor → 401, a stranger or an unknown project → 404, nothing written', async () => {
      const mag = await createProject(owner, 'Mine only');
      const before = await storedState(server);
      expect((await visitor.post(`/api/mag/opts/${mag._id}`, { arrows: false })).status).toBe(401);
      expect((await stranger.post(`/api/mag/opts/${mag._id}`, { arrows: false })).status).toBe(404);
      expect((await owner.post(`/api/mag/opts/${ghost}`, { arrows: false })).status).toBe(404);
      expect(await storedState(server)).toEqual(before);
    });
  });

  describe('GET /api/mag/fbcache/{id}', () => {
    it("answers the share data a crawler reads in the pages' heads, made from what is stored now; changes nothing", async () => {
      const mag = await createProject(owner, 'Shared issue');
      const page = mag.pages[0];
      const shares = await owner.patch(`/api/mag/${mag._id}/pages/${page._id}`, { revision: mag.revision, custom_shares: { title: 'Look at this', description: 'A custom line' } });
      expect(shares.status, JSON.stringify(shares.body)).toBe(200);
      await owner.post(`/api/publish/${mag._id}`);
      // The published version is kept in memory; the author's name is drawn into it.
      expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.user.name).toBe('Olive Owner');
      await server.database.db.update(users).set({ name: 'Olive Renamed' }).where(eq(users.id, owner.user._id));
      expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.user.name).toBe('Olive Owner');

      const before = await storedState(server);
      const reply = await owner.get(`/api/mag/fbcache/${mag._id}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(await storedState(server), 'a GET changes nothing stored').toEqual(before);
      expect(reply.body).toMatchObject({
        url: `${server.app.config.publicUrl}/${owner.user.uri}/${mag.num_id}/`,
        title: 'Look at this',
        description: 'A custom line',
        image: null,
        twitter_card: 'summary',
        is_private: false,
      });
      expect(reply.body.pages).toHaveLength(2);
      expect(reply.body.pages[1]).toMatchObject({ num: 2, title: 'Second', url: `${server.app.config.publicUrl}/${owner.user.uri}/${mag.num_id}/second/` });
      // The kept copy was dropped: visitors now get it made from what is stored.
      expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.user.name).toBe('Olive Renamed');
      await server.database.db.update(users).set({ name: 'Olive Owner' }).where(eq(users.id, owner.user._id));

      // What the call answers is what the page's head says.
      const html = (await visitor.get(`/${owner.user.uri}/${mag.num_id}/`)).body as string;
      expect(html).toContain('<meta property="og:title" content="Look at this">');
      expect(html).toContain('<meta property="og:description" content="A custom line">');
      expect(html).toContain(`<meta name="twitter:card" content="${reply.body.twitter_card}">`);
    });

    it('a private project answers what a crawler without the password reads: the password screen, no title', async () => {
      const mag = await published('Hidden share');
      await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: 'true', pass: 'open sesame' });
      const reply = await owner.get(`/api/mag/fbcache/${mag._id}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ is_private: true, pages: [], image: null });
      expect(JSON.stringify(reply.body)).not.toContain('Hidden share');
    });

    it('a draft never published → 409; a visitor → 401; a stranger or an unknown project → 404; a bad id → 4xx', async () => {
      const draft = await createProject(owner, 'Never out');
      const never = await owner.get(`/api/mag/fbcache/${draft._id}`);
      expect(never.status).toBe(409);
      expect(never.body).toEqual({ message: authorProfileMessages.notPublished, statusCode: 409 });
      const mag = await published('Out');
      expect((await visitor.get(`/api/mag/fbcache/${mag._id}`)).body).toEqual({ message: 'Not signed in', statusCode: 401 });
      const asStranger = await stranger.get(`/api/mag/fbcache/${mag._id}`);
      expect(asStranger.status).toBe(404);
      expect(JSON.stringify(asStranger.body)).not.toContain('Out');
      expect((await owner.get(`/api/mag/fbcache/${ghost}`)).status).toBe(404);
      const long = await owner.get(`/api/mag/fbcache/${'a'.repeat(100)}`);
      expect(long.status).toBe(400);
      expect(long.body.statusCode).toBe(400);
    });
  });

  describe('GET /api/user/{id}/links and PATCH /api/user/profile', () => {
    it('an author sets links and a picture of their own; anyone reads the links; the published menu gets the picture', async () => {
      const author = await signUp(server.baseUrl, 'Lina Links');
      expect((await visitor.get(`/api/user/${author.user._id}/links`)).body).toEqual({ links: [] });
      const mag = await createProject(author, 'With avatar');
      await author.post(`/api/publish/${mag._id}`);
      expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.user.avatar).toBeUndefined();

      const upload = await author.postForm('/api/upload', await pngForm());
      expect(upload.status).toBe(201);
      const links = [
        { title: 'Portfolio', url: 'https://lina.example.com/' },
        { title: '  Mastodon ', url: 'https://social.example/@lina' },
      ];
      const saved = await author.patch('/api/user/profile', { links, avatar: upload.body.url });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ _id: author.user._id, avatar: upload.body.url, links: [links[0], { title: 'Mastodon', url: links[1]!.url }] });
      expect((await author.get('/api/auth/me')).body).toMatchObject({ avatar: upload.body.url, links: saved.body.links });

      const read = await visitor.get(`/api/user/${author.user._id}/links`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ links: saved.body.links });
      // The published menu draws the picture at once (the kept version is drawn again).
      expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.user.avatar).toBe(upload.body.url);

      // Links only: the picture stays; null removes the picture.
      expect((await author.patch('/api/user/profile', { links: [] })).body).toMatchObject({ avatar: upload.body.url, links: [] });
      expect((await author.patch('/api/user/profile', { avatar: null })).body.avatar).toBeNull();
      expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.user.avatar).toBeUndefined();
    });

    it("bad links, a picture that is not the author's upload, unknown fields → 400 naming them, nothing written", async () => {
      const author = await signUp(server.baseUrl, 'Bad Links');
      const theirs = await stranger.postForm('/api/upload', await pngForm());
      const before = await storedState(server);
      const script = await author.patch('/api/user/profile', { links: [{ title: 'x', url: 'javascript:alert(1)' }] });
      expect(script.status).toBe(400);
      expect(script.body.errors).toEqual([{ path: 'links.0.url', message: expect.any(String) }]);
      const untitled = await author.patch('/api/user/profile', { links: [{ title: ' ', url: 'https://a.example/' }] });
      expect(untitled.body.errors).toEqual([{ path: 'links.0.title', message: 'Enter a title' }]);
      const tooMany = await author.patch('/api/user/profile', { links: Array.from({ length: 11 }, (_, i) => ({ title: `L${i}`, url: 'https://a.example/' })) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errors[0].path).toBe('links');
      const elsewhere = await author.patch('/api/user/profile', { avatar: 'https://tracker.example/pixel.gif' });
      expect(elsewhere.body.errors).toEqual([{ path: 'avatar', message: authorProfileMessages.avatarNotYours }]);
      const notMine = await author.patch('/api/user/profile', { avatar: theirs.body.url });
      expect(notMine.status).toBe(400);
      expect(notMine.body).toEqual({ message: authorProfileMessages.avatarNotYours, statusCode: 400, errors: [{ path: 'avatar', message: authorProfileMessages.avatarNotYours }] });
      const unknown = await author.patch('/api/user/profile', { name: 'New name' });
      expect(unknown.body.errors).toEqual([{ path: 'name', message: expect.any(String) }]);
      expect(await storedState(server)).toEqual(before);
    });

    it('a visitor cannot change a profile (401); links of an unknown author → 404, a bad id → 400', async () => {
      const before = await storedState(server);
      expect((await visitor.patch('/api/user/profile', { links: [] })).status).toBe(401);
      expect(await storedState(server)).toEqual(before);
      const unknown = await visitor.get(`/api/user/${ghost}/links`);
      expect(unknown.body).toEqual({ message: 'Not found', statusCode: 404 });
      const bad = await visitor.get('/api/user/not-an-id/links');
      expect(bad.status).toBe(400);
      expect(bad.body.statusCode).toBe(400);
    });
  });

  describe('the profile page /{user}/', () => {
    it("lists the author's published public projects only, newest first, with their links; a draft, a private or an unpublished project is not there", async () => {
      const author = await signUp(server.baseUrl, 'Pia <Profile>');
      const first = await createProject(author, 'First public');
      await author.post(`/api/publish/${first._id}`);
      const second = await createProject(author, 'Second public');
      await author.patch(`/api/mag/${second._id}?skipChanged=true`, { uri: 'second-issue', description: 'About the second' });
      await author.post(`/api/publish/${second._id}`);
      // A change after publishing is the draft's: the page shows the published title.
      await author.patch(`/api/mag/${second._id}?skipChanged=true`, { title: 'Draft title change' });
      await createProject(author, 'Only a draft');
      const hidden = await createProject(author, 'Private one');
      await author.post(`/api/publish/${hidden._id}`);
      await author.post(`/api/mag/privacy/${hidden._id}`, { is_private: 'true', pass: 'open sesame' });
      const gone = await createProject(author, 'Unpublished again');
      await author.post(`/api/publish/${gone._id}`);
      await author.post(`/api/unpublish/${gone._id}`);
      await author.patch('/api/user/profile', { links: [{ title: 'Site "quoted"', url: 'https://pia.example/?a=1&b=2' }] });

      const reply = await visitor.get(`/${author.user.uri}/`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      expect(reply.headers.get('content-security-policy')).toMatch(/script-src|default-src 'none'/);
      const html = reply.body as string;
      expect(html).toContain('Pia &lt;Profile&gt;');
      expect(html).not.toContain('<Profile>');
      expect(html).toContain(`href="/${author.user.uri}/second-issue/"`);
      expect(html).toContain(`href="/${author.user.uri}/${first.num_id}/"`);
      expect(html.indexOf('Second public')).toBeLessThan(html.indexOf('First public'));
      expect(html).toContain('About the second');
      expect(html).toContain('<a href="https://pia.example/?a=1&amp;b=2" rel="me nofollow noopener noreferrer">Site &quot;quoted&quot;</a>');
      for (const absent of ['Draft title change', 'Only a draft', 'Private one', 'Unpublished again']) expect(html).not.toContain(absent);
      expect(html).not.toContain('<script');
      // Without the last slash too.
      expect((await visitor.get(`/${author.user.uri}`)).body).toContain('Second public');
    });

    it('an author with nothing published gets an empty page; an unknown user is the 404 page', async () => {
      const author = await signUp(server.baseUrl, 'Nobody Yet');
      const empty = await visitor.get(`/${author.user.uri}/`);
      expect(empty.status).toBe(200);
      expect(empty.body).toContain(profilePageTexts.noProjects);
      expect((await visitor.get('/no-such-author-here/')).status).toBe(404);
    });

    it("shadows none of the viewer's addresses: /{user}/{mag}/, /{num_id}/, /p{page}/ still open the project", async () => {
      const mag = await published('Still a project');
      for (const path of [`/${owner.user.uri}/${mag.num_id}/`, `/${mag.num_id}/`, `/p${mag.pages[0].num_id}/`, `/${owner.user.uri}/${mag.num_id}/num/2/`]) {
        const reply = await visitor.get(path);
        expect(reply.status, path).toBe(200);
        expect(reply.body, path).toContain('id="folio-boot"');
      }
      expect((await visitor.get('/api/user/')).status).toBe(404);
    });
  });

  describe('POST /api/featured/submit', () => {
    it("stores the owner's published project once, by any of its addresses; the operator's list shows it", async () => {
      const mag = await published('Feature me');
      const url = `${server.app.config.publicUrl}/${owner.user.uri}/${mag.num_id}/second/`;
      const reply = await owner.post('/api/featured/submit', { url });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(reply.body).toMatchObject({ num_id: mag.num_id, url: `${server.app.config.publicUrl}/${owner.user.uri}/${mag.num_id}/` });
      const before = await storedState(server);
      const again = await owner.post('/api/featured/submit', { url: `${server.app.config.publicUrl}/${mag.num_id}/` });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: authorProfileMessages.featuredAlreadySubmitted, statusCode: 409 });
      expect(await storedState(server)).toEqual(before);

      const list = await listFeaturedSubmissions(server.database.db);
      expect(list.find((item) => item.numId === mag.num_id)).toMatchObject({ title: 'Feature me', author: 'Olive Owner', live: true, url: reply.body.url });
      expect(featuredListText(list)).toContain(`live\t${reply.body.url}\tFeature me\tOlive Owner <${owner.user.email}>`);
    });

    it('another address, a draft, a private project, no URL at all → 400 naming url; a stranger → 404; a visitor → 401; nothing written', async () => {
      const draft = await createProject(owner, 'Not out yet');
      const hidden = await published('Hidden feature');
      await owner.post(`/api/mag/privacy/${hidden._id}`, { is_private: 'true', pass: 'open sesame' });
      const mag = await published('Theirs to feature');
      const base = server.app.config.publicUrl;
      const before = await storedState(server);
      for (const url of [`https://elsewhere.example/${owner.user.uri}/${mag.num_id}/`, `${base}/${owner.user.uri}/${draft.num_id}/`, `${base}/${owner.user.uri}/${hidden.num_id}/`, 'not a url', `${base}/${owner.user.uri}/`, 'javascript:alert(1)']) {
        const reply = await owner.post('/api/featured/submit', { url });
        expect(reply.status, url).toBe(400);
        expect(reply.body.errors, url).toEqual([{ path: 'url', message: expect.any(String) }]);
      }
      expect((await owner.post('/api/featured/submit', {})).body.errors).toEqual([{ path: 'url', message: expect.any(String) }]);
      expect((await owner.post('/api/featured/submit', { url: 5 })).status).toBe(400);
      const asStranger = await stranger.post('/api/featured/submit', { url: `${base}/${mag.num_id}/` });
      expect(asStranger.status).toBe(404);
      expect((await visitor.post('/api/featured/submit', { url: `${base}/${mag.num_id}/` })).status).toBe(401);
      expect(await storedState(server)).toEqual(before);
    });
  });
});

import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { fromBuffer, type Entry } from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_ROOT_MARKER, exportMessages } from '@folio/model';
import { jobs } from '../../src/db/schema';
import { PROJECT_EXPORT_JOB } from '../../src/export/export-job';
import { fixtureTtf, fontForm } from '../fonts/font-files';
import { Client, createProject, drivers, sampleText, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';

// Issue 15 "Static-site export" (docs/distribution.md): GET /api/mag/{id}/export?origin → a zip of the published
// project as a static site: each page's HTML at {page uri or number}/index.html (the first at the root), the viewer's
// scripts, the files of this server it draws, no address of this server left. Made by a job; the route waits for it.

/** Each entry of a zip archive, by name. */
function entries(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const found = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(found));
      zip.readEntry();
    });
  });
}

describe('GET /api/mag/{id}/export', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let owner: Client & { user: any };
  let stranger: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer('pglite', WITH_BACKGROUND_JOBS);
    owner = await signUp(server.baseUrl, 'Exporter');
    stranger = await signUp(server.baseUrl, 'Other Exporter');
    mag = await createProject(owner, 'Harbour notes');
    const third = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, page: { title: 'Tall', uri: 'tall', height: 1200 } });
    expect(third.status).toBe(201);
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: third.body.revision,
      widgets: [
        {
          type: 'text', pid: third.body.page._id, x: 10, y: 100, w: 400, h: 40, z: 1,
          ...sampleText(`See <a href="/${owner.user.uri}/${mag.num_id}/2/">the second page</a> and <a href="https://example.com/away">elsewhere</a>`),
        },
        { type: 'picture', pid: third.body.page._id, x: 10, y: 300, w: 200, h: 200, z: 2, picture: { url: '/assets/favicon.svg', type: 'image/svg+xml' } },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }, 60_000);
  afterAll(() => server.close());

  const exportJobs = () => server.database.db.select().from(jobs).where(eq(jobs.kind, PROJECT_EXPORT_JOB));

  it('is refused before the project is published, to visitors (401), to other authors (404), for a bad origin (400)', async () => {
    const early = await owner.get(`/api/mag/${mag._id}/export`);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: exportMessages.notPublished, statusCode: 409 });
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    expect((await new Client(server.baseUrl).get(`/api/mag/${mag._id}/export`)).status).toBe(401);
    expect((await stranger.get(`/api/mag/${mag._id}/export`)).status).toBe(404);
    for (const origin of ['ftp://example.com/', 'not an address', 'javascript:alert(1)']) {
      const bad = await owner.get(`/api/mag/${mag._id}/export?origin=${encodeURIComponent(origin)}`);
      expect(bad.status, origin).toBe(400);
      expect(bad.body).toEqual({ message: exportMessages.badOrigin, statusCode: 400 });
    }
    expect(await exportJobs()).toEqual([]);
  });

  it('sends a zip of the static site: every page, the viewer, the files, and no address of this server', async () => {
    // The publish's page screenshots (jobs) first: one made later makes a new archive (the menu's thumbnails).
    await expect
      .poll(async () => (await server.database.db.select().from(jobs)).filter((job) => !['done', 'failed', 'cancelled'].includes(job.state)).length, { timeout: 60_000 })
      .toBe(0);
    const answer = await owner.get<Buffer>(`/api/mag/${mag._id}/export?origin=${encodeURIComponent('https://cdn.example/mags/harbour')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="Harbour-notes.zip"');
    const files = await entries(answer.body);
    const names = [...files.keys()];
    for (const name of ['index.html', '1/index.html', 'second/index.html', 'tall/index.html', 'sorry.html', 'files/assets/favicon.svg']) expect(names).toContain(name);

    const tall = files.get('tall/index.html')!.toString();
    // Drawn for the export: its links and files relative to the page; the viewer's data keeps the markers.
    expect(tall).toContain('href="../second/"');
    expect(tall).toContain('src="../files/assets/favicon.svg"');
    expect(tall).toContain('href="https://example.com/away"');
    expect(tall).toContain(`${EXPORT_ROOT_MARKER}second/`);
    expect(tall).toContain('"env":"export"');
    expect(tall).toContain('<link rel="canonical" href="https://cdn.example/mags/harbour/tall/">');
    // Old Internet Explorer goes to the sorry page.
    expect(tall).toContain('location.replace("../sorry.html")');
    // Nothing names this server: no root address, no call.
    for (const [name, body] of files) {
      if (!name.endsWith('.html')) continue;
      const html = body.toString();
      expect(html, name).not.toMatch(/(?:href|src)="\/(?!\/)/);
      expect(html, name).not.toContain(server.baseUrl);
      expect(html, name).not.toContain('"/api/');
    }
    expect(files.get('1/index.html')!.toString()).toContain('url=../');
    expect(files.get('sorry.html')!.toString()).toContain('folio-root');

    // Made by one job; asked again, the same archive is sent without another.
    expect(await exportJobs()).toHaveLength(1);
    const again = await owner.get<Buffer>(`/api/mag/${mag._id}/export?origin=${encodeURIComponent('https://cdn.example/mags/harbour')}`);
    expect(Buffer.compare(again.body, answer.body)).toBe(0);
    expect(await exportJobs()).toHaveLength(1);
  }, 120_000);

  it('refuses a private project', async () => {
    const hidden = await createProject(owner, 'Hidden');
    expect((await owner.post(`/api/publish/${hidden._id}`)).status).toBe(200);
    const privacy = await owner.post(`/api/mag/privacy/${hidden._id}`, { is_private: true, pass: 'secret-pass' });
    expect(privacy.status, JSON.stringify(privacy.body)).toBe(200);
    const refused = await owner.get(`/api/mag/${hidden._id}/export`);
    expect(refused.body).toEqual({ message: exportMessages.private, statusCode: 409 });
  });
});

describe.each(drivers)('GET /api/mag/{id}/export: pictures and custom fonts (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  afterAll(() => server.close());

  it('holds every srcset variant of a picture and the custom font with a stylesheet pointing at its file', async () => {
    server = await startTestServer(driver, WITH_BACKGROUND_JOBS);
    const owner = await signUp(server.baseUrl, 'Font Exporter');
    await server.database.db.execute(sql.raw(`UPDATE users SET permissions = jsonb_set(permissions, '{can_use_custom_fonts}', 'true') WHERE id = '${owner.user.id ?? owner.user._id}'`));
    const font = await owner.postForm('/api/upload/font', fontForm(fixtureTtf, 'SourceCodePro-Regular.ttf', 'application/octet-stream'));
    expect(font.status, JSON.stringify(font.body)).toBe(201);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 90, b: 40 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('upload', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const picture = await owner.postForm('/api/upload', form);
    expect(picture.status, JSON.stringify(picture.body)).toBe(201);

    const mag = await createProject(owner, 'Typed');
    const fonts = [{ provider: 'custom', name: font.body.name, css_name: font.body.css_name, css_url: font.body.css_url, variations: ['n4'] }];
    const patched = await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, edit_params: { fonts } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: patched.body.revision,
      widgets: [{ type: 'picture', pid: mag.pages[0]._id, x: 10, y: 10, w: 200, h: 150, z: 1, originalW: 1600, originalH: 1200, picture: { url: picture.body.url, type: 'image/jpeg' } }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    await expect
      .poll(async () => (await server.database.db.select().from(jobs)).filter((job) => !['done', 'failed', 'cancelled'].includes(job.state)).length, { timeout: 60_000 })
      .toBe(0);

    const answer = await owner.get<Buffer>(`/api/mag/${mag._id}/export`);
    expect(answer.status).toBe(200);
    const files = await entries(answer.body);
    const html = files.get('index.html')!.toString();

    // The font: its stylesheet in the zip, naming its file there, linked from the page.
    const id = font.body._id as string;
    const css = files.get(`files/api/fonts/custom/${id}.css`)?.toString();
    expect(css).toBeDefined();
    expect(css).toContain(`url("../../../../files/api/fonts/custom/${id}.woff2")`);
    expect(files.get(`files/api/fonts/custom/${id}.woff2`)?.length).toBeGreaterThan(0);
    expect(html).toContain(`href="./files/api/fonts/custom/${id}.css"`);

    // The picture: each srcset candidate and its src name a file in the zip.
    const srcset = /<img[^>]*\ssrcset="([^"]+)"/i.exec(html)?.[1];
    expect(srcset, html).toBeDefined();
    const candidates = srcset!.split(', ').map((candidate) => candidate.trim().split(/\s+/)[0]!.replace(/&amp;/g, '&'));
    expect(candidates.length).toBe(4);
    const src = /<img[^>]*\ssrc="([^"]+)"/.exec(html)![1]!;
    for (const address of [...candidates, src]) {
      expect(address).toMatch(/^\.\/files\/api\/images\/[^?]+$/);
      const body = files.get(decodeURIComponent(address.slice(2)));
      expect(body, address).toBeDefined();
      expect((await sharp(body!).metadata()).format).toBe('jpeg');
    }
    expect((await sharp(files.get(decodeURIComponent(candidates[1]!.slice(2)))!).metadata()).width).toBe(400);
  }, 120_000);
});

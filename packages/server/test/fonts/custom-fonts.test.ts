import { sql } from 'drizzle-orm';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, fontMessages, fontServerConstants, formatFileSize } from '@folio/model';
import { Client, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { storedState } from '../security/route-inventory';
import { damagedTtf, FIXTURE_FAMILY, fixtureTtf, fixtureWoff2, fontForm, fontWithoutGlyphs, pngBytes, toWoff, truncatedTtf } from './font-files';

// docs/fonts.md "Custom fonts": the SQL an operator runs to withdraw the permission (and to grant it, with true).
const withdrawSql = (email: string) => `UPDATE users SET permissions = jsonb_set(permissions, '{can_use_custom_fonts}', 'false') WHERE email = '${email}'`;
const grantSql = (email: string) => `UPDATE users SET permissions = jsonb_set(permissions, '{can_use_custom_fonts}', 'true') WHERE email = '${email}'`;

describe.each(drivers)('custom fonts (%s)', (driver) => {
  let server: TestServer;
  let author: Client & { user: any };
  let other: Client & { user: any };
  let visitor: Client;

  beforeAll(async () => {
    server = await startTestServer(driver);
    author = await signUp(server.baseUrl, 'Font Author');
    other = await signUp(server.baseUrl, 'Other Author');
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  const run = (statement: string) => server.database.db.execute(sql.raw(statement));

  async function upload(client: Client, bytes: Buffer, fileName: string, name?: string) {
    return client.postForm('/api/upload/font', fontForm(bytes, fileName, 'application/octet-stream', name));
  }

  it('POST multipart /api/upload/font (field upload): a TTF becomes a custom font served as WOFF2 that fontkit reads', async () => {
    const reply = await upload(author, fixtureTtf, 'SourceCodePro-Regular.ttf');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const id = reply.body._id;
    expect(reply.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: FIXTURE_FAMILY,
      css_name: FIXTURE_FAMILY,
      css_url: `/api/fonts/custom/${id}.css`,
      file_url: `/api/fonts/custom/${id}.woff2`,
      family: FIXTURE_FAMILY,
      weight: 400,
      style: 'normal',
      variations: ['n4'],
      format: 'ttf',
      bytes: expect.any(Number),
      created: expect.any(String),
    });
    expect(reply.headers.get('cache-control')).toBe('no-cache');

    // Visitors of a published page load it: the stylesheet and the WOFF2, public, any origin.
    const css = await visitor.get(reply.body.css_url);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('access-control-allow-origin')).toBe('*');
    expect(css.body).toContain(`font-family: "${FIXTURE_FAMILY}";`);
    expect(css.body).toContain(`src: url("/api/fonts/custom/${id}.woff2") format("woff2");`);
    expect(css.body).toContain('font-weight: 400;');
    expect(css.body).toContain('font-display: swap;');
    const file = await fetch(`${server.baseUrl}${reply.body.file_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBe(reply.body.bytes);
    const served = fontkit.create(bytes) as fontkit.Font;
    expect(served.familyName).toBe(FIXTURE_FAMILY);
    expect(served.availableFeatures).toEqual(expect.arrayContaining(['ss01', 'onum']));
  });

  it('takes WOFF and WOFF2 too (a WOFF2 is kept as it came), and the name field names the font', async () => {
    const woff = await upload(author, toWoff(fixtureTtf), 'code.woff', 'Code for captions');
    expect(woff.status, JSON.stringify(woff.body)).toBe(201);
    expect(woff.body).toMatchObject({ name: 'Code for captions', css_name: FIXTURE_FAMILY, format: 'woff' });
    const woff2 = await fixtureWoff2();
    const kept = await upload(author, woff2, 'code.woff2');
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body.format).toBe('woff2');
    const file = Buffer.from(await (await fetch(`${server.baseUrl}${kept.body.file_url}`)).arrayBuffer());
    expect(file.equals(woff2)).toBe(true);
  });

  it('refuses corrupt, truncated and renamed files, and a font without glyphs, with a clear message and nothing stored', async () => {
    const before = await storedState(server);
    const cases: [string, Buffer, string, number, string][] = [
      ['a damaged font', damagedTtf(), 'damaged.ttf', 400, fontMessages.damagedFont],
      ['a font cut short', truncatedTtf(), 'cut.ttf', 400, fontMessages.damagedFont],
      ['a WOFF2 cut short', (await fixtureWoff2()).subarray(0, 4000), 'cut.woff2', 400, fontMessages.damagedFont],
      ['a WOFF cut short', toWoff(fixtureTtf).subarray(0, 30_000), 'cut.woff', 400, fontMessages.damagedFont],
      ['a PNG named .ttf', await pngBytes(), 'picture.ttf', 415, fontMessages.notAFont],
      ['text named .otf', Buffer.from('not a font at all'), 'notes.otf', 415, fontMessages.notAFont],
      ['a font without glyphs', fontWithoutGlyphs(), 'empty.ttf', 400, fontMessages.noGlyphs],
      ['a font collection', Buffer.concat([Buffer.from('ttcf'), Buffer.alloc(64)]), 'fonts.ttc', 415, fontMessages.fontCollection],
    ];
    for (const [name, bytes, fileName, status, message] of cases) {
      const reply = await upload(author, bytes, fileName);
      expect(reply.status, `${name}: ${JSON.stringify(reply.body)}`).toBe(status);
      expect(reply.body, name).toEqual({ message, statusCode: status });
    }
    expect(await storedState(server)).toEqual(before);
    // The server is still answering after the damaged file (it was read in a child process).
    expect((await visitor.get('/api/health')).status).toBe(200);
  });

  it(`refuses a file over the limit (${formatFileSize(fontServerConstants.uploadMaxBytes)}) with 413, nothing stored`, async () => {
    const before = await storedState(server);
    const big = Buffer.concat([fixtureTtf, Buffer.alloc(fontServerConstants.uploadMaxBytes)]);
    const reply = await upload(author, big, 'big.ttf');
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: fontMessages.uploadTooLarge('10 MB'), statusCode: 413, maxBytes: fontServerConstants.uploadMaxBytes });
    expect(await storedState(server)).toEqual(before);
  });

  it('refuses a body that is not multipart with the upload field', async () => {
    const before = await storedState(server);
    const json = await author.post('/api/upload/font', { upload: 'font' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(fontMessages.uploadMissing);
    const wrongField = new FormData();
    wrongField.append('file', new Blob([new Uint8Array(fixtureTtf)]), 'a.ttf');
    const other = await author.postForm('/api/upload/font', wrongField);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(fontMessages.uploadMissing);
    expect(await storedState(server)).toEqual(before);
  });

  it('widgets-and-authoring.md §2: without can_use_custom_fonts every author call is 403 and nothing is stored; granting it again restores them', async () => {
    const made = await upload(author, fixtureTtf, 'mine.ttf');
    expect(made.status).toBe(201);
    await run(withdrawSql(author.user.email));
    const before = await storedState(server);
    const refusals = [
      await upload(author, fixtureTtf, 'again.ttf'),
      await author.get('/api/custom-font'),
      await author.get(`/api/custom-font/${made.body._id}`),
      await author.put(`/api/custom-font/${made.body._id}`, { name: 'Renamed' }),
      await author.post('/api/custom-font', { _id: made.body._id, name: 'Renamed' }),
    ];
    for (const reply of refusals) expect(reply.body).toEqual({ message: fontMessages.permissionRequired, statusCode: 403 });
    expect(await storedState(server)).toEqual(before);
    // Published pages keep their fonts: the public stylesheet and file still answer.
    expect((await visitor.get(made.body.css_url)).status).toBe(200);
    expect((await author.get('/api/auth/me')).body.permissions.can_use_custom_fonts).toBe(false);

    await run(grantSql(author.user.email));
    expect((await author.get('/api/custom-font')).status).toBe(200);
  });

  it('lists, reads and renames the author’s own fonts; another author finds none of them (404)', async () => {
    const made = await upload(author, fixtureTtf, 'list.ttf', 'For the list');
    const list = await author.get('/api/custom-font');
    expect(list.status).toBe(200);
    expect(list.body.map((font: any) => font._id)).toContain(made.body._id);
    expect((await author.get(`/api/custom-font/${made.body._id}`)).body).toEqual(made.body);

    const renamed = await author.put(`/api/custom-font/${made.body._id}`, { name: '  Captions  ' });
    expect(renamed.status).toBe(200);
    // The CSS family stays: texts that use the font keep drawing in it.
    expect(renamed.body).toEqual({ ...made.body, name: 'Captions' });
    const named = await author.post('/api/custom-font', { _id: made.body._id, name: 'Body copy' });
    expect(named.status).toBe(200);
    expect(named.body.name).toBe('Body copy');

    const before = await storedState(server);
    expect((await other.get('/api/custom-font')).body).toEqual([]);
    for (const reply of [
      await other.get(`/api/custom-font/${made.body._id}`),
      await other.put(`/api/custom-font/${made.body._id}`, { name: 'Mine now' }),
      await other.post('/api/custom-font', { _id: made.body._id, name: 'Mine now' }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: apiMessages.notFound, statusCode: 404 });
    }
    expect(await storedState(server)).toEqual(before);
    expect((await visitor.get('/api/custom-font')).status).toBe(401);
  });

  it('a blank or overlong name is refused; an unknown font is 404 on its public addresses', async () => {
    const made = await upload(author, fixtureTtf, 'names.ttf');
    expect((await author.put(`/api/custom-font/${made.body._id}`, { name: '   ' })).status).toBe(400);
    expect((await author.put(`/api/custom-font/${made.body._id}`, { name: 'x'.repeat(fontServerConstants.maxFontNameLength + 1) })).status).toBe(400);
    const ghost = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    expect((await visitor.get(`/api/fonts/custom/${ghost}.css`)).status).toBe(404);
    expect((await visitor.get(`/api/fonts/custom/${ghost}.woff2`)).status).toBe(404);
    expect((await visitor.get(`/api/fonts/custom/${made.body._id}.ttf`)).status).toBe(400);
    expect((await visitor.get(`/api/fonts/custom/..%2F${made.body._id}.css`)).status).toBe(400);
  });

  it('a custom font named like a library family declares a name of its own, so the two never mix', async () => {
    // Roboto's own Regular file, uploaded as a custom font.
    const roboto = Buffer.from(await (await fetch(`${server.baseUrl}/api/fonts/files/5.3.0/roboto-latin-400-normal.woff2`)).arrayBuffer());
    const reply = await upload(author, roboto, 'Roboto.woff2');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ family: 'Roboto', css_name: 'Roboto Custom', name: 'Roboto Custom' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLibraryFont, fontMessages, widgetMessages } from '@folio/model';
import { Client, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { parseUnicodeRange, rangesContain } from '../../src/fonts/library-index';
import { fixtureTtf, fontForm } from './font-files';

const CANNOT_DETECT = { message: widgetMessages.fontFeaturesError, statusCode: 422 };

describe.each(drivers)('POST /api/font-features (%s)', (driver) => {
  let server: TestServer;
  let author: Client & { user: any };
  let other: Client & { user: any };
  let fixtureId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    author = await signUp(server.baseUrl, 'Features Author');
    other = await signUp(server.baseUrl, 'Other Author');
    const uploaded = await author.postForm('/api/upload/font', fontForm(fixtureTtf, 'SourceCodePro-Regular.ttf'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    fixtureId = uploaded.body._id;
  });
  afterAll(() => server.close());

  it('lists ss01 and onum for the fixture font (a custom font id), with its characters and its one variation', async () => {
    const reply = await author.post('/api/font-features', { customFontId: fixtureId });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.features).toEqual(expect.arrayContaining(['ss01', 'onum', 'ss02', 'zero', 'frac', 'sups', 'subs']));
    expect(reply.body.features).not.toContain('smcp');
    expect(reply.body).toMatchObject({ family: 'Source Code Pro', axes: [], variations: ['n4'] });
    expect(reply.body.characters.count).toBe(1335);
    expect(reply.body.characters.ranges).toMatch(/^U\+0020-007E,/);
    // The same font by its stylesheet address, relative or on this server's origin.
    for (const url of [`/api/fonts/custom/${fixtureId}.css`, `${server.baseUrl}/api/fonts/custom/${fixtureId}.woff2`]) {
      const byUrl = await author.post('/api/font-features', { url });
      expect(byUrl.status, url).toBe(200);
      expect(byUrl.body).toEqual(reply.body);
    }
  });

  it('reads a library face for its weight and style: the features that face really has', async () => {
    const regular = await author.post('/api/font-features', { font: 'Roboto', weight: 400 });
    expect(regular.status, JSON.stringify(regular.body)).toBe(200);
    expect(regular.body.family).toBe('Roboto');
    expect(regular.body.features).toEqual(expect.arrayContaining(['kern', 'lnum', 'pnum', 'tnum', 'frac']));
    expect(regular.body.features).not.toContain('ss01');
    expect(regular.body.axes).toEqual([]);
    expect(regular.body.variations).toEqual(findLibraryFont('Roboto')!.variations);
    // Every subset's file of the face is read: Cyrillic and Greek letters are among its characters.
    const ranges = parseUnicodeRange(regular.body.characters.ranges);
    for (const letter of ['A', 'Ж', 'Ω', 'ă']) expect(rangesContain(ranges, letter.codePointAt(0)!), letter).toBe(true);
    expect(regular.body.characters.count).toBeGreaterThan(800);

    const lora = await author.post('/api/font-features', { font: 'lora', weight: 700, style: 'italic' });
    expect(lora.status).toBe(200);
    expect(lora.body.family).toBe('Lora');
    expect(lora.body.features).toEqual(expect.arrayContaining(['liga', 'kern']));
  });

  it('gives a variable family’s axes', async () => {
    const reply = await author.post('/api/font-features', { font: 'Fraunces', weight: 600 });
    expect(reply.status).toBe(200);
    expect(reply.body.axes).toEqual([
      { tag: 'opsz', name: 'Optical Size', min: 9, max: 144, default: 9 },
      { tag: 'wght', name: 'Weight', min: 100, max: 900, default: 900 },
    ]);
    expect(reply.body.axes).toEqual(findLibraryFont('Fraunces')!.axes);
    const inter = await author.post('/api/font-features', { url: '/api/fonts/css?family=Inter:n7&subset=latin' });
    expect(inter.status).toBe(200);
    expect(inter.body.axes.map((axis: { tag: string }) => axis.tag)).toEqual(['opsz', 'wght']);
    const file = await author.post('/api/font-features', { url: '/api/fonts/files/5.3.0/roboto-flex-latin-standard-normal.woff2' });
    expect(file.status).toBe(200);
    expect(file.body.family).toBe('Roboto Flex');
    expect(file.body.axes.map((axis: { tag: string }) => axis.tag)).toEqual(['opsz', 'wght', 'wdth', 'slnt']);
  });

  it(`widgets-and-authoring.md §8: a system font has no file here → 422 "${widgetMessages.fontFeaturesError}"`, async () => {
    for (const body of [{ systemFont: 'Georgia' }, { font: 'Georgia' }, { font: 'Comic Sans MS', weight: 400 }, { url: '/api/fonts/files/5.3.0/nothing-here.woff2' }]) {
      const reply = await author.post('/api/font-features', body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body).toEqual(CANNOT_DETECT);
    }
    // A system font name that is a library family is read from the library.
    expect((await author.post('/api/font-features', { systemFont: 'Lora' })).status).toBe(200);
  });

  it('reads only Folio’s own /api/fonts/ addresses: any other url is refused without a request leaving the server', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://fonts.googleapis.com/css?family=Roboto',
      'http://127.0.0.1:5432/api/fonts/css?family=Roboto',
      '//evil.example/api/fonts/css?family=Roboto',
      'file:///etc/passwd',
      '/api/images/abc',
      '/api/fonts/../auth/me',
      'gopher://localhost:25/',
      'javascript:alert(1)',
    ]) {
      const reply = await author.post('/api/font-features', { url });
      expect(reply.status, url).toBe(400);
      expect(reply.body, url).toEqual({ message: fontMessages.foreignFontUrl, statusCode: 400 });
    }
  });

  it('another author’s custom font id is not found; a visitor is asked to sign in', async () => {
    const reply = await other.post('/api/font-features', { customFontId: fixtureId });
    expect(reply.status).toBe(404);
    expect((await new Client(server.baseUrl).post('/api/font-features', { font: 'Roboto' })).status).toBe(401);
  });

  it('names exactly one font', async () => {
    for (const body of [{}, { font: 'Roboto', systemFont: 'Georgia' }, { weight: 700 }]) {
      const reply = await author.post('/api/font-features', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual({ message: fontMessages.oneSource, statusCode: 400 });
    }
  });
});

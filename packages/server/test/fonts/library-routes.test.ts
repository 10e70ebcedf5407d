import { request } from 'node:http';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLibraryFont, fontConstants, fontCssPaths, fontLibrary, fontMessages } from '@folio/model';
import { Client, drivers, startTestServer, type TestServer } from '../support/harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A GET with its path sent byte for byte. */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The src addresses of a stylesheet, in order. */
const sources = (css: string) => [...css.matchAll(/src: url\("([^"]+)"\)/g)].map((match) => match[1]!);
const families = (css: string) => [...new Set([...css.matchAll(/font-family: "([^"]+)"/g)].map((match) => match[1]!))];
const descriptors = (css: string, name: string) => [...css.matchAll(new RegExp(`${name}: ([^;]+);`, 'g'))].map((match) => match[1]!);

describe.each(drivers)('the font library over HTTP (%s)', (driver) => {
  let server: TestServer;
  let visitor: Client;

  beforeAll(async () => {
    server = await startTestServer(driver);
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  describe('GET /api/fonts/css (widgets-and-authoring.md §7, the Google-style call)', () => {
    it('answers the @font-face rules of the families and faces asked, as cacheable text/css any page may load', async () => {
      const reply = await visitor.get('/api/fonts/css?family=Roboto:n4,i7|Playfair+Display:n7&subset=latin');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
      const css: string = reply.body;
      expect(families(css)).toEqual(['Roboto', 'Playfair Display']);
      expect(sources(css)).toEqual([
        '/api/fonts/files/5.3.0/roboto-latin-400-normal.woff2',
        '/api/fonts/files/5.3.0/roboto-latin-700-italic.woff2',
        '/api/fonts/files/5.3.0/playfair-display-latin-wght-normal.woff2',
      ]);
      expect(descriptors(css, 'font-weight')).toEqual(['400', '700', '400 900']);
      expect(descriptors(css, 'font-style')).toEqual(['normal', 'italic', 'normal']);
      expect(descriptors(css, 'font-display')).toEqual(['swap', 'swap', 'swap']);
      expect(descriptors(css, 'unicode-range').every((range) => range.startsWith('U+0000-00FF'))).toBe(true);
    });

    it('reads Google’s own variant names too: 400, 700italic, bold, italic', async () => {
      const reply = await visitor.get('/api/fonts/css?family=Lora:400,700italic|Gelasio:bold,italic&subset=latin');
      expect(reply.status, reply.body).toBe(200);
      expect(sources(reply.body)).toEqual([
        '/api/fonts/files/5.3.0/lora-latin-400-normal.woff2',
        '/api/fonts/files/5.3.0/lora-latin-700-italic.woff2',
        // Each family's faces in the order of its own stylesheet.
        '/api/fonts/files/5.3.0/gelasio-latin-400-italic.woff2',
        '/api/fonts/files/5.3.0/gelasio-latin-700-normal.woff2',
      ]);
    });

    it('declares every subset (each with its unicode-range, latin last) unless subsets are named; the regular face when no style is', async () => {
      const all = await visitor.get('/api/fonts/css?family=Roboto');
      expect(sources(all.body)).toEqual(findLibraryFont('Roboto')!.subsets.map((subset) => `/api/fonts/files/5.3.0/roboto-${subset}-400-normal.woff2`));
      const two = await visitor.get('/api/fonts/css?family=Roboto&subset=latin,cyrillic');
      expect(sources(two.body)).toEqual(['/api/fonts/files/5.3.0/roboto-cyrillic-400-normal.woff2', '/api/fonts/files/5.3.0/roboto-latin-400-normal.woff2']);
    });

    it('answers every path fontCssPaths writes, 22 families at most in each', async () => {
      const paths = fontCssPaths(fontLibrary.map((font) => ({ family: font.family, variations: ['n4', 'i4'] })), ['latin']);
      expect(paths.length).toBeGreaterThan(1);
      const seen: string[] = [];
      for (const path of paths) {
        const reply = await visitor.get(path);
        expect(reply.status, `${path} ${JSON.stringify(reply.body)}`).toBe(200);
        seen.push(...families(reply.body));
      }
      expect(seen).toEqual(fontLibrary.map((font) => font.family));
    });

    it('refuses more than 22 families with a clear message', async () => {
      const names = fontLibrary.slice(0, fontConstants.googleFamiliesPerRequest + 1).map((font) => font.family.replace(/ /g, '+'));
      const reply = await visitor.get(`/api/fonts/css?family=${names.join('|')}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message: fontMessages.tooManyFamilies(22), statusCode: 400 });
      const exactly22 = await visitor.get(`/api/fonts/css?family=${names.slice(0, -1).join('|')}&subset=latin`);
      expect(exactly22.status).toBe(200);
    });

    it('names the family it does not know, the style it cannot read and the subset no family has', async () => {
      const unknown = await visitor.get('/api/fonts/css?family=Roboto|Comic+Sans+MS');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ message: fontMessages.unknownFamily('Comic Sans MS'), statusCode: 400, family: 'Comic Sans MS' });
      const style = await visitor.get('/api/fonts/css?family=Roboto:heavy');
      expect(style.status).toBe(400);
      expect(style.body.message).toBe(fontMessages.unknownVariation('Roboto', 'heavy'));
      const subset = await visitor.get('/api/fonts/css?family=Roboto&subset=klingon');
      expect(subset.status).toBe(400);
      expect(subset.body.message).toBe(fontMessages.unknownSubset('klingon'));
      const none = await visitor.get('/api/fonts/css?family=');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(fontMessages.familyMissing);
    });
  });

  describe('GET /api/fonts/files/{version}/{file}', () => {
    it('serves the WOFF2 with immutable caching and CORS for any page', async () => {
      const response = await fetch(`${server.baseUrl}/api/fonts/files/5.3.0/roboto-latin-400-normal.woff2`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const font = fontkit.create(Buffer.from(await response.arrayBuffer()));
      expect('familyName' in font && font.familyName).toBe('Roboto');
    });

    it('refuses anything but a library file: other versions, other names, traversal', async () => {
      for (const [path, statuses] of [
        ['/api/fonts/files/5.3.1/roboto-latin-400-normal.woff2', [404]],
        ['/api/fonts/files/5.3.0/roboto-latin-450-normal.woff2', [404]],
        ['/api/fonts/files/5.3.0/index.css', [400]],
        ['/api/fonts/files/5.3.0/..%2F..%2Fpackage.json', [400]],
        ['/api/fonts/files/5.3.0/..%2Fmetadata.json', [400]],
        ['/api/fonts/files/..%2F..%2F..%2F/roboto-latin-400-normal.woff2', [400]],
        ['/api/fonts/files/5.3.0/%2Fetc%2Fpasswd.woff2', [400]],
      ] as const) {
        const response = await fetch(`${server.baseUrl}${path}`);
        expect(statuses, `${path} → ${response.status}`).toContain(response.status);
        expect(response.headers.get('content-type'), path).toContain('application/json');
      }
      // Dot segments sent as they are (fetch would resolve them first): no route, nothing read from the disk.
      for (const path of ['/api/fonts/files/5.3.0/../../../../../../etc/passwd', '/api/fonts/files/../../package.json']) {
        const raw = await rawGet(server.baseUrl, path);
        expect(raw.status, path).toBe(404);
        expect(raw.body, path).not.toMatch(/root:|"name":/);
      }
    });
  });

  it('answers on a custom domain too, where published pages live', async () => {
    const host = 'fonts-test.example.com';
    const css = await visitor.request('GET', '/api/fonts/css?family=Roboto&subset=latin', undefined, { headers: { host } });
    expect(css.status).toBe(200);
    expect(css.headers.get('access-control-allow-origin')).toBe('*');
    expect(sources(css.body)).toEqual(['/api/fonts/files/5.3.0/roboto-latin-400-normal.woff2']);
    const file = await visitor.request('GET', '/api/fonts/files/5.3.0/roboto-latin-400-normal.woff2', undefined, { headers: { host } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
  });
});

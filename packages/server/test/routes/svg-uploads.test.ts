import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema';
import { SVG_MAX_BYTES, svgMessages } from '../../src/images/svg-sanitizer';
import { Client, drivers, signUp, startTestServer } from '../support/harness';

// Vector pictures (widgets-and-authoring.md §4 "Vector pictures are fetched and inlined"; docs/api.md "Pictures"):
// an SVG upload is cleaned with DOMPurify before it is stored — no script, no event handler, no foreignObject, no
// reference outside the file — and served as image/svg+xml in a sandbox. A refused file stores nothing.

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK_NS = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

function form(text: string, fileName = 'drawing.svg'): FormData {
  const data = new FormData();
  data.append('upload', new Blob([text], { type: 'image/svg+xml' }), fileName);
  return data;
}

describe.each(drivers)('SVG uploads (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let author: Client;
  let visitor: Client;
  let blobDir: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    blobDir = server.app.config.blobDir;
    author = await signUp(server.baseUrl);
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  const stored = () => readdirSync(join(blobDir, 'images'), { withFileTypes: true }).length;
  async function accepted(text: string) {
    const reply = await author.postForm('/api/upload', form(text));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const served = await fetch(`${server.baseUrl}${reply.body.url}`);
    return { reply, served, svg: await served.text() };
  }

  it('stores a clean SVG with its size and serves it as image/svg+xml in a sandbox', async () => {
    const { reply, served, svg } = await accepted(`<?xml version="1.0"?>\n<svg ${SVG_NS} width="120" height="80" viewBox="0 0 12 8"><circle cx="6" cy="4" r="3" fill="currentColor"/></svg>`);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.body).toMatchObject({ url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.svg$/), type: 'image/svg+xml', width: 120, height: 80, name: 'drawing.svg' });
    expect(reply.body.lqipUrl).toBe(reply.body.url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg).toBe(`<svg ${SVG_NS} width="120" height="80" viewBox="0 0 12 8"><circle cx="6" cy="4" r="3" fill="currentColor"/></svg>`);
    // No raster variants: any size asked for is the vector itself.
    expect(await (await fetch(`${server.baseUrl}${reply.body.url}?w=50&dpr=2`)).text()).toBe(svg);
  });

  it.each([
    ['a <script> element', `<svg ${SVG_NS}><script>alert(1)</script><rect width="1" height="1"/></svg>`, /<script|alert/],
    ['an onload handler', `<svg ${SVG_NS} onload="alert(1)"><rect width="1" height="1" onclick="alert(2)"/></svg>`, /onload|onclick|alert/],
    ['a javascript: link', `<svg ${SVG_NS} ${XLINK_NS}><a href="javascript:alert(1)"><rect width="1" height="1"/></a><a xlink:href="javascript:alert(2)"><rect width="1" height="1"/></a></svg>`, /javascript/],
    ['an external <use>', `<svg ${SVG_NS} ${XLINK_NS}><use href="https://evil.test/sprite.svg#icon"/><use xlink:href="//evil.test/s.svg#i"/></svg>`, /evil\.test/],
    ['a <foreignObject>', `<svg ${SVG_NS}><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.test/"></iframe></div></foreignObject></svg>`, /foreignObject|iframe|evil/i],
    ['a style @import', `<svg ${SVG_NS}><style>@import url(https://evil.test/a.css); rect { fill: red }</style><rect width="1" height="1"/></svg>`, /@import|evil/],
    ['an external url() in a style attribute', `<svg ${SVG_NS}><rect width="1" height="1" style="fill: url(https://evil.test/p.svg#g)"/></svg>`, /evil/],
    ['an xlink:href to http', `<svg ${SVG_NS} ${XLINK_NS}><image xlink:href="http://evil.test/track.png" width="1" height="1"/></svg>`, /evil/],
  ])('neutralises %s', async (_name, payload, forbidden) => {
    const { svg } = await accepted(payload);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(forbidden);
  });

  it('keeps references inside the file: #fragments and url(#…)', async () => {
    const { svg } = await accepted(
      `<svg ${SVG_NS}><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><style>.a { fill: url(#g) }</style><rect class="a" width="1" height="1" fill="url(#g)"/></svg>`,
    );
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('.a { fill: url(#g) }');
  });

  it.each([
    ['entity declarations (billion laughs)', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg ${SVG_NS}><text>&b;</text></svg>`, 415, svgMessages.entities],
    ['a file that is not SVG after all', `<svg-not><html><body>hello</body></html></svg-not> <svg `, 415, svgMessages.notSvg],
    ['two pictures in one file', `<svg ${SVG_NS}></svg><svg ${SVG_NS}></svg>`, 415, svgMessages.notSvg],
    ['a file over the limit', `<svg ${SVG_NS}><!--${'x'.repeat(SVG_MAX_BYTES)}--></svg>`, 413, svgMessages.tooLarge],
  ])('refuses %s with nothing stored', async (_name, payload, status, message) => {
    const files = stored();
    const rows = (await server.database.db.select().from(uploads).where(eq(uploads.mime, 'image/svg+xml'))).length;
    const reply = await author.postForm('/api/upload', form(payload));
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ message, statusCode: status });
    expect(stored()).toBe(files);
    expect((await server.database.db.select().from(uploads).where(eq(uploads.mime, 'image/svg+xml'))).length).toBe(rows);
  });

  it('a visitor cannot upload one (401)', async () => {
    expect((await visitor.postForm('/api/upload', form(`<svg ${SVG_NS}/>`))).status).toBe(401);
  });
});

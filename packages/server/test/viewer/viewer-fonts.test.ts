import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// issue 12 "Viewer": the first page's document preloads exactly the WOFF2 files its text uses, declares the @font-face
// rules of every library face the project uses (other pages' faces load with their pages), the fallback faces of its
// families, its font stylesheets, and a policy that lets exactly these load.

const block = (key: string, text: string) => ({ key, text, depth: 0, entityRanges: [] });
const v3 = (fields: object) => ({ version: 3, verticalAlign: 'top', ...fields });

function directives(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((match) => match[1]);
const faceCss = (html: string) => /<style data-folio-fonts>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe.each(drivers)('viewer document fonts on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  const visitor = () => new Client(server.baseUrl);
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Type Setter');
    const created = (await owner.post('/api/projects', { title: 'Fonts issue' })).body;
    const first = created.pages[0]._id;
    const page2 = await owner.post(`/api/mag/${created._id}/pages`, { revision: created.revision, page: { title: 'Second', uri: 'second' } });
    const second = page2.body.page._id;
    const widgets = await owner.post(`/api/mag/${created._id}/widgets`, {
      revision: page2.body.revision,
      widgets: [
        {
          type: 'text',
          pid: first,
          x: 0,
          y: 0,
          w: 600,
          h: 200,
          ...v3({
            blocks: [block('a', 'Headline'), { ...block('b', 'Read on or here'), entityRanges: [{ offset: 0, length: 4, key: 'l' }, { offset: 11, length: 4, key: 'h' }] }],
            blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }],
            entityMap: {
              l: { type: 'URL', url: `/${owner.user.uri}/fonts/second/`, target: '_self', linkStyle: 'Loud' },
              h: { type: 'URL', url: `/${owner.user.uri}/fonts/`, target: '_self', linkStyle: 'Loud' },
            },
          }),
        },
        {
          type: 'text',
          pid: second,
          x: 0,
          y: 0,
          w: 600,
          h: 200,
          ...v3({ blocks: [block('c', 'Привет')], styles: [{ key: 'c', ranges: [{ offset: 0, length: 6, style: { fontFamily: 'Inter', fontWeight: 300 } }] }] }),
        },
      ],
    });
    expect(widgets.status).toBe(201);
    const patched = await owner.patch(`/api/mag/${created._id}`, {
      revision: widgets.body.revision,
      uri: 'fonts',
      textStyles: { project: [{ name: 'H1', tag: 'h1', cssProperties: { fontFamily: 'Lora', fontSize: 80, lineHeight: 90, fontWeight: 700, color: 'ff0000' } }] },
      edit_params: { link_styles: [{ name: 'Loud', link: { textColor: 'ff0000', type: 'dashed' }, hover: { textColor: '00ff00' }, current: { textColor: '0000ff' } }] },
    });
    expect(patched.status).toBe(200);
    expect((await owner.post(`/api/publish/${created._id}`)).status).toBe(200);
    mag = (await owner.get(`/api/projects/${created._id}`)).body;
  });
  afterAll(() => server.close());

  it("preloads exactly the first page's files: the H1's Lora 700 and the body's Roboto 400, latin only", async () => {
    const html = (await visitor().get(`/${owner.user.uri}/fonts/`)).body as string;
    expect(preloads(html).sort()).toEqual([expect.stringMatching(/^\/api\/fonts\/files\/[^/]+\/lora-latin-700-normal\.woff2$/), expect.stringMatching(/^\/api\/fonts\/files\/[^/]+\/roboto-latin-400-normal\.woff2$/)]);
  });

  it("declares every face the project uses (the second page's Inter too, not preloaded) and the fallback faces", async () => {
    const html = (await visitor().get(`/${owner.user.uri}/fonts/`)).body as string;
    const css = faceCss(html);
    expect(css).toMatch(/font-family: "Lora";[^}]*font-weight: 700;[^}]*lora-latin-700-normal\.woff2/);
    expect(css).toMatch(/font-family: "Inter";[^}]*inter-cyrillic/);
    expect(css).toContain('font-family:"Lora Fallback"');
    expect(css).toContain('src:local("Times New Roman")');
    expect(preloads(html).join()).not.toContain('inter');
    // The second page preloads its own faces when it is the first one opened.
    const second = (await visitor().get(`/${owner.user.uri}/fonts/second/`)).body as string;
    expect(preloads(second)).toEqual([expect.stringMatching(/inter-cyrillic-[^/]*normal\.woff2$/)]);
  });

  it("draws the project's H1 and its link style, current on a link to the page it is on", async () => {
    const html = (await visitor().get(`/${owner.user.uri}/fonts/`)).body as string;
    expect(html).toMatch(/<h1 style="margin:0;font-family:&quot;Lora&quot;, &quot;Lora Fallback&quot;, sans-serif;font-size:80px;font-weight:700;line-height:90px;color:rgba\(255, 0, 0, 1\)">Headline<\/h1>/);
    expect(html).toContain(`<a class="maglink fo-link-Loud" href="/${owner.user.uri}/fonts/second/">Read</a>`);
    expect(html).toContain(`<a class="maglink fo-link-Loud" href="/${owner.user.uri}/fonts/" aria-current="page">here</a>`);
    expect(html).toContain('.fo-link-Loud{color:rgba(255, 0, 0, 1);text-decoration-line:underline;text-decoration-style:dashed}');
    expect(html).toContain('.fo-link-Loud:hover{color:rgba(0, 255, 0, 1)}');
    expect(html).toContain('.fo-link-Loud[aria-current=page]{color:rgba(0, 0, 255, 1)}');
  });

  it('lets fonts and styles load from this site and the app only, until the project has a font link', async () => {
    const reply = await visitor().get(`/${owner.user.uri}/fonts/`);
    const policy = directives(reply.headers.get('content-security-policy'));
    const origin = new URL(server.app.config.publicUrl).origin;
    expect(policy.get('font-src')).toEqual(["'self'", origin, 'data:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", origin]);

    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    const linked = await owner.patch(`/api/mag/${mag._id}`, { revision: draft.revision, fonts_link: 'https://use.typekit.net/abc1234.css' });
    expect(linked.status).toBe(200);
    await owner.post(`/api/publish/${mag._id}`);
    const withLink = await visitor().get(`/${owner.user.uri}/fonts/`);
    const html = withLink.body as string;
    expect(html).toContain('<link rel="stylesheet" href="https://use.typekit.net/abc1234.css">');
    const loose = directives(withLink.headers.get('content-security-policy'));
    expect(loose.get('font-src')).toEqual(["'self'", origin, 'data:', 'https://use.typekit.net']);
    expect(loose.get('style-src')).toEqual(["'self'", "'unsafe-inline'", origin, 'https://use.typekit.net']);
  });
});

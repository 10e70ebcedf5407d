import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';

// Issue 11, finding 7: `clickLink: "\u00a0javascript:alert(1)"` was accepted (six such prefixes: U+00A0, U+2028, …):
// the scheme was looked for past ASCII spaces only, and the viewer drew the link trimmed of every Unicode space.
// Now a link is trimmed of every Unicode space and control before it is classified on write, and a script scheme is
// refused wherever an address is stored.

const PREFIXES = [
  '\u00a0', '\u0085', '\u1680', '\u180e', '\u2000', '\u2007', '\u200a', '\u200b', '\u200c', '\u200d', '\u200e', '\u2028',
  '\u2029', '\u202e', '\u202f', '\u205f', '\u2060', '\u3000', '\ufeff', '\u00ad', '\u0001', '\t', ' ', '\u{e0001}',
];
const SCRIPT = 'javascript:alert(1)';

describe.each(drivers)('finding 7: links behind a Unicode space (%s)', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let mag: any;
  let pid: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Link Author');
    mag = await createProject(owner, 'Links');
    pid = mag.pages[0]._id;
  });
  afterAll(() => server.close());

  const draft = async () => (await owner.get(`/api/projects/${mag._id}`)).body;
  const shape = (fields: Record<string, unknown>) => ({ type: 'shape', pid, x: 0, y: 0, w: 10, h: 10, ...fields });
  const create = (widgets: unknown[]) => owner.post(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets });

  it('finding 7: a clickLink of javascript: behind any Unicode space, separator, control or format character is 400, nothing written', async () => {
    const reply = await create(PREFIXES.map((prefix) => shape({ clickLink: `${prefix}${SCRIPT}` })));
    expect(reply.status).toBe(400);
    expect(reply.body.errors.map((error: { path: string }) => error.path)).toEqual(PREFIXES.map((_, index) => `widgets.${index}.clickLink`));
    expect(await draft()).toEqual(mag);
  });

  it('finding 7: the same refusal for a text link, a picture address, a change of a stored widget and a page share picture', async () => {
    const [prefix] = PREFIXES;
    const entity = { type: 'text', version: 3, pid, x: 0, y: 0, w: 100, h: 40, blocks: [{ key: 'k', text: 'go', depth: 0, entityRanges: [{ offset: 0, length: 2, key: 'e' }] }], entityMap: { e: { type: 'URL', url: `${prefix}${SCRIPT}` } } };
    const text = await create([entity]);
    expect(text.status).toBe(400);
    expect(text.body.errors[0].path).toBe('widgets.0.entityMap.e.url');

    const picture = await create([{ type: 'picture', pid, x: 0, y: 0, w: 10, h: 10, url: `${prefix}${SCRIPT}` }]);
    expect(picture.status).toBe(400);
    expect(picture.body.errors[0].path).toBe('widgets.0.url');

    const stored = mag.pages[0].wids[0];
    const changed = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [{ _id: stored._id, clickLink: `\u2028${SCRIPT}` }] });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0].path).toBe('widgets.0.clickLink');

    const share = await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, { revision: mag.revision, custom_shares: { image: `\ufeff${SCRIPT}` } });
    expect(share.status).toBe(400);
    expect(await draft()).toEqual(mag);
  });

  it('finding 7: a good link is stored trimmed, so what is classified on write is what the viewer draws', async () => {
    const reply = await create([shape({ clickLink: '\u00a0\u2028https://example.com/a\u3000' }), shape({ clickLink: '\ufeffgoback\u200b' })]);
    expect(reply.status).toBe(201);
    expect(reply.body.widgets.map((widget: { clickLink: string }) => widget.clickLink)).toEqual(['https://example.com/a', 'goback']);
    mag = await draft();
  });

  it('finding 7: a link in text HTML behind a Unicode space loses its href; a good one is kept trimmed', async () => {
    const html = `<p><a href="\u00a0${SCRIPT}">bad</a> <a href="\u2028javascript&colon;alert(1)">worse</a> <a href="\u3000https://example.com/\u00a0">good</a></p>`;
    const reply = await create([{ type: 'text', version: 2, pid, x: 0, y: 0, w: 100, h: 40, text: html }]);
    expect(reply.status).toBe(201);
    expect(reply.body.widgets[0].text).toBe('<p><a>bad</a> <a>worse</a> <a href="https://example.com/">good</a></p>');
  });
});

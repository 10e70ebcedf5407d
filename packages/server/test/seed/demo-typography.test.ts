import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockStyleRuns, findLibraryFont } from '@folio/model';
import { demoAccount, seedDemo } from '../../src/seed/demo';
import { Client, drivers, startTestServer, type TestServer } from '../support/harness';

// issue 12: the seeded demo shows real typography — three library families set in the project's named styles (H1
// and H2 in a display serif, Text in a sans, Caption in an accent), every text referring to its style by name, a
// link in a link style and a list — and its first page needs at most 80 KB of font files.

const FIRST_PAGE_FONT_BUDGET = 80 * 1024;
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((match) => match[1]!);

describe.each(drivers)('the demo typography on %s', (driver) => {
  let server: TestServer;
  let mag: any;
  let pages: any[];
  const visitor = () => new Client(server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedDemo(server.database.db);
    mag = (await visitor().get(`/api/readymag/${demoAccount.uri}/demo`)).body;
    pages = (await visitor().get(`/api/magpages/${mag.num_id}`)).body;
  });
  afterAll(() => server.close());

  it('sets H1, H2, Text and Caption in three library families', () => {
    const styles = new Map<string, any>(mag.textStyles.project.map((style: any) => [style.name, style]));
    const families = ['H1', 'H2', 'Text', 'Caption'].map((name) => styles.get(name)?.cssProperties.fontFamily as string);
    expect(new Set(families).size).toBe(3);
    expect(families[0]).toBe(families[1]);
    for (const family of families) expect(findLibraryFont(family), family).toBeDefined();
    expect(findLibraryFont(families[0]!)!.category).toBe('serif');
    expect(findLibraryFont(families[2]!)!.category).toBe('sans-serif');
  });

  it('every text is v3, every block names a project style; a link has a link style and a list uses a list style', () => {
    const texts = pages.flatMap((page) => page.wids).filter((widget: any) => widget.type === 'text');
    expect(texts.length).toBeGreaterThan(8);
    const named = new Set(mag.textStyles.project.map((style: any) => style.name));
    for (const widget of texts) {
      expect(widget.version).toBe(3);
      const meta = new Map(widget.blocksMeta.map((item: any) => [item.key, item.data]));
      for (const block of widget.blocks) expect(named.has((meta.get(block.key) as any)?.textStyle), block.text).toBe(true);
      for (const entry of widget.styles) expect(entry.type, 'styles are stored typed').toBeDefined();
    }
    const links = texts.flatMap((widget: any) => Object.values(widget.entityMap ?? {})) as any[];
    const linkStyles = new Set(mag.edit_params.link_styles.map((style: any) => style.name));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(linkStyles.has(link.linkStyle)).toBe(true);
    const listItems = texts.flatMap((widget: any) => widget.blocks.filter((block: any) => block.type === 'ordered-list-item'));
    expect(listItems.length).toBeGreaterThan(2);
    const cover = texts.find((widget: any) => widget.blocks.some((block: any) => block.text === 'Folio'));
    expect(blockStyleRuns(cover.styles, cover.blocks[2].key)).toEqual([{ offset: 40, length: 13, style: { color: 'b5452b' } }]);
  });

  it('the first page preloads one file of each family, 80 KB at most', async () => {
    const html = (await visitor().get(`/${demoAccount.uri}/demo/`)).body as string;
    const files = preloads(html);
    expect(files).toHaveLength(3);
    let bytes = 0;
    for (const file of files) {
      const reply = await fetch(`${server.baseUrl}${file}`);
      expect(reply.status).toBe(200);
      bytes += (await reply.arrayBuffer()).byteLength;
    }
    expect(bytes).toBeLessThanOrEqual(FIRST_PAGE_FONT_BUDGET);
  });
});

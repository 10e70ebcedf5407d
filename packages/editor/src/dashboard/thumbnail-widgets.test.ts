import { describe, expect, it } from 'vitest';
import type { Page, Widget } from '@folio/model';
import { firstPageThumbnail, isLocalAddress, loadsFromElsewhere } from './thumbnail-widgets';

const ORIGIN = 'http://folio.test:3000';
const id = (n: number) => n.toString(16).padStart(24, '0');
const widget = (n: number, fields: Record<string, unknown>) => ({ _id: id(n), pid: id(100), x: 10 * n, y: 20, w: 100, h: 50, z: n, ...fields }) as unknown as Widget;
const page = (n: number, wids: Widget[], extra: Partial<Page> = {}): Page => ({ _id: id(100 + n), num: n, num_id: 500 + n, wids, ...extra }) as Page;

describe('isLocalAddress', () => {
  it('paths, same-origin URLs and data: URLs stay here', () => {
    for (const address of ['/api/images/abc.webp', 'pic.png', `${ORIGIN}/api/images/x`, 'data:image/png;base64,AAAA']) {
      expect(isLocalAddress(address, ORIGIN), address).toBe(true);
    }
  });

  it('other hosts, other ports and protocol-relative URLs do not', () => {
    for (const address of ['https://cdn.example.com/a.png', '//cdn.example.com/a.png', 'http://folio.test:4000/a.png', 'https://folio.test:3000/a.png']) {
      expect(isLocalAddress(address, ORIGIN), address).toBe(false);
    }
  });
});

describe('loadsFromElsewhere', () => {
  it('finds a file on another host in any field ending in url, at any depth', () => {
    expect(loadsFromElsewhere({ picture: { url: '/api/images/a', finalUrl: 'https://cdn.example.com/a' } }, ORIGIN)).toBe(true);
    expect(loadsFromElsewhere({ icon_url: '//cdn.example.com/i.svg' }, ORIGIN)).toBe(true);
    expect(loadsFromElsewhere({ slides: [{ thumbUrl: 'https://x.example/t.jpg' }] }, ORIGIN)).toBe(true);
  });

  it('links are not files: clickLink and text links to other sites load nothing', () => {
    expect(loadsFromElsewhere({ clickLink: 'https://example.com', text: '<a href="https://example.com">x</a>' }, ORIGIN)).toBe(false);
    expect(loadsFromElsewhere({ picture: { url: '/api/images/a', poorUrl: '' } }, ORIGIN)).toBe(false);
  });

  it("a text's link entities (entityMap.*.url) are links, not files: the text is drawn, not boxed", () => {
    const linked = { type: 'text', version: 3, blocks: [], entityMap: { '0': { type: 'URL', url: 'https://example.com/story' } } };
    expect(loadsFromElsewhere(linked, ORIGIN)).toBe(false);
    const text = widget(1, linked);
    expect(firstPageThumbnail([page(1, [text])], ORIGIN)!.items).toEqual([{ kind: 'widget', widget: text }]);
  });
});

describe('firstPageThumbnail', () => {
  it('is undefined for a project without pages', () => {
    expect(firstPageThumbnail([], ORIGIN)).toBeUndefined();
    expect(firstPageThumbnail(undefined, ORIGIN)).toBeUndefined();
  });

  it("draws the first page's always-loaded kinds and every page's global widgets, not the other pages' own", () => {
    const text = widget(1, { type: 'text', version: 2, text: '<p>Hi</p>' });
    const shape = widget(2, { type: 'shape' });
    const global = widget(3, { type: 'shape', is_global: true });
    const otherPageOwn = widget(4, { type: 'text', version: 2, text: '<p>Page two</p>' });
    const thumbnail = firstPageThumbnail([page(1, [text, shape]), page(2, [otherPageOwn, global])], ORIGIN)!;
    expect(thumbnail.pageId).toBe(id(101));
    expect(thumbnail.items).toEqual([
      { kind: 'widget', widget: text },
      { kind: 'widget', widget: shape },
      { kind: 'widget', widget: global },
    ]);
  });

  it('on-demand kinds (players, maps, embeds) and pictures from other hosts are plain boxes where they stand', () => {
    const video = widget(1, { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const remote = widget(2, { type: 'picture', picture: { url: 'https://cdn.example.com/a.jpg' } });
    const local = widget(3, { type: 'picture', picture: { url: '/api/images/abc' } });
    const { items } = firstPageThumbnail([page(1, [video, remote, local])], ORIGIN)!;
    expect(items).toEqual([
      { kind: 'box', id: id(1), left: 10, top: 20, width: 100, height: 50, zIndex: 1 },
      { kind: 'box', id: id(2), left: 20, top: 20, width: 100, height: 50, zIndex: 2 },
      { kind: 'widget', widget: local },
    ]);
  });

  it('a hidden widget that would be a box is left out', () => {
    expect(firstPageThumbnail([page(1, [widget(1, { type: 'iframe', hidden: true })])], ORIGIN)!.items).toEqual([]);
  });

  it('a background keeps its colour and a local picture; video, slideshow and remote pictures are dropped', () => {
    const still = (fields: Record<string, unknown>) => {
      const [item] = firstPageThumbnail([page(1, [widget(1, { type: 'background', color: '#112233', ...fields })])], ORIGIN)!.items;
      return item?.kind === 'widget' ? (item.widget as Record<string, unknown>) : undefined;
    };
    expect(still({ selectedType: 'picture', picture: { url: '/api/images/bg' } })).toMatchObject({ selectedType: 'picture', picture: { url: '/api/images/bg' }, color: '#112233' });
    const remote = still({ selectedType: 'picture', picture: { url: 'https://cdn.example.com/bg.jpg' } })!;
    expect(remote.selectedType).toBeUndefined();
    expect(remote.picture).toBeUndefined();
    const video = still({ selectedType: 'video', video: { url: 'https://vimeo.com/1', thumbnail_url: 'https://i.vimeocdn.com/1.jpg' } })!;
    expect(video).toMatchObject({ color: '#112233' });
    expect(video.selectedType).toBeUndefined();
    expect(video.video).toBeUndefined();
    expect(still({ selectedType: 'slideshow', slideshow: { pictures: [{ url: '/api/images/s' }] } })!.slideshow).toBeUndefined();
  });

  it("the height is the page's own, else down to its lowest widget, never under the viewport's 400", () => {
    expect(firstPageThumbnail([page(1, [], { height: 1600 })], ORIGIN)!.height).toBe(1600);
    expect(firstPageThumbnail([page(1, [widget(1, { type: 'shape', y: 900, h: 100 })])], ORIGIN)!.height).toBe(1000);
    expect(firstPageThumbnail([page(1, [])], ORIGIN)!.height).toBe(400);
  });
});

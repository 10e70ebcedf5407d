import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Chrome } from './chrome';
import { dialogsPart } from './dialogs-part';
import { focusInto } from './use-dialog-focus';
import { recordingActions, renderWithViewer, testMag, testPages } from './viewer-fixture';
import type { ViewerState } from '../viewer-state';

// The dialogs are a chunk loaded on use (lazy-part.ts): here, as on the server, they are here before drawing.
beforeAll(() => dialogsPart.preload());

const render = (state: Partial<ViewerState> = {}) => renderWithViewer(<Chrome />, state);
const count = (html: string, text: string) => html.split(text).length - 1;

describe('Chrome toolbar (viewer-and-project.md §2, §4, §5)', () => {
  it('§2: a menu button named Menu that reports whether the menu is open', () => {
    expect(render()).toMatch(/<button[^>]*aria-label="Menu"[^>]*aria-expanded="false"/);
    expect(render({ menuOpen: true })).toMatch(/aria-label="Menu"[^>]*aria-expanded="true"[^>]*aria-controls="fo-menu"/);
  });

  it('§4: the menu button shows a preloading state while the page loads and a waiting state for a video background', () => {
    expect(render({ pageLoading: true })).toMatch(/aria-label="Menu"[^>]*aria-busy="true"[^>]*data-state="loading"/);
    expect(render({ waitingVideoBackground: true })).toMatch(/aria-label="Menu"[^>]*data-state="waiting"/);
    expect(render()).toMatch(/aria-label="Menu"[^>]*data-state="idle"/);
  });

  it('§2: project info shows the author and title unless projectinfo is off', () => {
    expect(render()).toContain('Ada Lovelace');
    expect(render()).toContain('Spring issue');
    expect(render({ mag: testMag({ opts: { projectinfo: false } }) })).not.toContain('fo-toolbar__info');
  });

  it('§5: the share button shows only for a published, public project outside preview', () => {
    expect(render()).toMatch(/<button[^>]*aria-label="Share"[^>]*aria-haspopup="dialog"/);
    expect(render({ env: 'preview' })).not.toContain('aria-label="Share"');
    expect(render({ mag: testMag({ is_private: true }) })).not.toContain('aria-label="Share"');
    expect(render({ mag: testMag({ is_published: false }) })).not.toContain('aria-label="Share"');
  });

  it('§2, §4: the page counter reads "N of total" while visible, and hides while the menu is open', () => {
    expect(render({ counterVisible: true, pageIndex: 1 })).toContain('>2 of 5</p>');
    expect(render({ counterVisible: false, pageIndex: 1 })).not.toContain('2 of 5');
    expect(render({ counterVisible: true, pageIndex: 1, menuOpen: true })).not.toContain('2 of 5');
  });

  it('§5: no page counter with a single page or in preview', () => {
    expect(render({ counterVisible: true, mag: testMag({ pages: testPages(1) }) })).not.toContain('fo-counter');
    expect(render({ counterVisible: true, env: 'preview' })).not.toContain('fo-counter');
  });

  it('§3: controlsontop puts the toolbar at the top; §4 presentation mode hides it', () => {
    expect(render()).toContain('fo-toolbar--bottom');
    expect(render({ mag: testMag({ opts: { controlsontop: true } }) })).toContain('fo-toolbar--top');
    expect(render({ presentation: true })).toMatch(/fo-toolbar[^"]*"[^>]*data-hidden="true"[^>]*inert/);
  });

  it('§2: a Close button in embed mode only', () => {
    expect(render()).not.toContain('aria-label="Close"');
    expect(render({ embed: true })).toMatch(/<button[^>]*aria-label="Close"/);
  });
});

describe('Chrome arrows (viewer-and-project.md §2, §4)', () => {
  const horizontal = { layout: 'horizontal', arrowsVisible: true } as const;

  it('§4: previous hidden on the first page, next hidden on the last', () => {
    const first = render({ ...horizontal, pageIndex: 0 });
    expect(first).toContain('aria-label="Next page"');
    expect(first).not.toContain('aria-label="Previous page"');
    const middle = render({ ...horizontal, pageIndex: 2 });
    expect(middle).toContain('aria-label="Next page"');
    expect(middle).toContain('aria-label="Previous page"');
    const last = render({ ...horizontal, pageIndex: 4 });
    expect(last).not.toContain('aria-label="Next page"');
    expect(last).toContain('aria-label="Previous page"');
  });

  it('§4: arrows wait for arrowsVisible and respect viewOpts.arrows; none in the vertical layout', () => {
    expect(render({ ...horizontal, arrowsVisible: false })).not.toContain('Next page');
    expect(render({ ...horizontal, mag: testMag({ opts: { arrows: false } }) })).not.toContain('Next page');
    expect(render({ arrowsVisible: true, layout: 'vertical' })).not.toContain('Next page');
  });

  it('§4: the bottom arrow shows in the vertical layout while bottomArrowVisible', () => {
    expect(render({ bottomArrowVisible: true })).toContain('aria-label="Scroll down"');
    expect(render({ bottomArrowVisible: false })).not.toContain('aria-label="Scroll down"');
    expect(render({ bottomArrowVisible: true, layout: 'horizontal' })).not.toContain('aria-label="Scroll down"');
    expect(render({ bottomArrowVisible: true, env: 'preview', viewport: 'phone_portrait' })).not.toContain('Scroll down');
  });
});

describe('Chrome mag menu (viewer-and-project.md §2, §9)', () => {
  const pages = testPages(3, (i) =>
    i === 0
      ? { title: 'Cover', screenshot: 'https://cdn.test/p1.png' }
      : i === 1
        ? { uri: 'story', pageNestedNum: '1.1', is_private: true }
        : {},
  );
  const menu = (state: Partial<ViewerState> = {}) => render({ menuOpen: true, mag: testMag({ pages }), ...state });

  it('§2: a navigation named Pages listing every page as a link, the current one marked', () => {
    const html = menu({ pageIndex: 1 });
    expect(html).toMatch(/<div id="fo-menu"[^>]*>.*<nav class="fo-menu__nav" aria-label="Pages">/s);
    expect(count(html, 'class="fo-thumb"')).toBe(3);
    expect(html).toMatch(/href="\/ada\/spring\/story\/" aria-label="Page 1.1, Private" aria-current="page"/);
    expect(html).toContain('href="/ada/spring/" aria-label="Page 1, Cover"');
    expect(html).toContain('aria-label="Close menu"');
  });

  it('§2: each page number shows once, and nested numbers follow nested page addresses', () => {
    const nested = testPages(4, (i) => [{ title: 'Cover' }, { uri: 'chapter' }, { uri: 'chapter/intro' }, { uri: 'end' }][i]!);
    const html = render({ menuOpen: true, mag: testMag({ pages: nested }) });
    const shown = [...html.matchAll(/<a class="fo-thumb"[^>]*>(.*?)<\/a>/g)].map(([, inner]) => inner!.replace(/<[^>]*>/g, ' ').trim().split(/\s+/));
    expect(shown).toEqual([['Cover', '1', 'Cover'], ['2'], ['2.1'], ['4']]);
    expect(html).toContain('aria-label="Page 2.1"');
  });

  it('§2: the menu is not rendered while closed', () => {
    expect(render({ mag: testMag({ pages }) })).not.toContain('aria-label="Pages"');
  });

  it('§2: project info with the avatar initial, author, "published by" date and title', () => {
    const html = menu();
    expect(html).toContain('<span class="fo-avatar" aria-hidden="true">A</span>');
    // The name leads to the author's profile page (docs/viewer.md "Profile page"); in an export it is text.
    expect(html).toContain('<p class="fo-menu__author"><a class="fo-menu__profile" href="/ada/" title="Projects by Ada Lovelace">Ada Lovelace</a></p>');
    // The navigation named Pages holds the pages' links alone: the author's links come before it.
    expect(html.indexOf('fo-menu__profile')).toBeLessThan(html.indexOf('<nav'));
    expect(menu({ customDomain: true, domainUrl: 'https://mag.example.com' })).toContain('href="https://folio.test/ada/"');
    expect(menu({ env: 'export' })).toContain('<p class="fo-menu__author">Ada Lovelace</p>');
    // The byline reads as a sentence: "Published Mar 5, 2024", never "published by Mar 5, 2024".
    expect(html).toContain('<p class="fo-menu__date">Published <time dateTime="2024-03-05T10:00:00.000Z">Mar 5, 2024</time></p>');
    expect(html).not.toContain('published by <time');
    expect(html).toContain('<h2 class="fo-menu__title">Spring issue</h2>');
    expect(menu({ mag: testMag({ pages, published: null }) })).toContain('>unpublished</p>');
    expect(menu({ mag: testMag({ pages, opts: { projectinfo: false } }) })).not.toContain('fo-avatar');
  });

  it("§2: the menu's avatar is the author's picture when there is one, drawn at its size from the picture pipeline", () => {
    const html = menu({ mag: testMag({ pages, user: { _id: 'u1', name: 'Ada Lovelace', uri: 'ada', isMe: false, avatar: '/api/images/abc123.png' } }) });
    expect(html).toMatch(/<img class="fo-avatar fo-avatar--picture" src="\/api\/images\/abc123\.png\?w=36" srcSet="\/api\/images\/abc123\.png\?w=36 1x, \/api\/images\/abc123\.png\?w=36&amp;dpr=2 2x" alt=""/);
    expect(html).not.toContain('<span class="fo-avatar"');
    // Anything but a picture of Folio's own is not drawn: the initial stands in.
    const elsewhere = menu({ mag: testMag({ pages, user: { _id: 'u1', name: 'Ada Lovelace', uri: 'ada', isMe: false, avatar: 'https://tracker.example/p.gif' } }) });
    expect(elsewhere).toContain('<span class="fo-avatar" aria-hidden="true">A</span>');
    expect(elsewhere).not.toContain('tracker.example');
  });

  it('§2, §9: thumbnails show the screenshot at the layout size, else a placeholder with the page title; private pages marked', () => {
    const html = menu();
    expect(html).toContain('style="width:240px;height:158px"');
    expect(html).toMatch(/<img src="https:\/\/cdn.test\/p1.png" alt="" loading="lazy"[^>]*width="240" height="158"/);
    expect(html).toContain('<span class="fo-thumb__placeholder"></span>');
    expect(count(html, 'class="fo-thumb__private"')).toBe(1);
    expect(menu({ layout: 'horizontal' })).toContain('style="width:280px;height:184px"');
    expect(menu({ layout: 'horizontal', deviceClass: 'phone' })).toContain('style="width:140px;height:92px"');
  });

  it('§9: a screenshot Folio made (a pipeline picture) is fetched 256 px wide, twice that on dense screens', () => {
    const shot = `/api/images/${'a'.repeat(64)}.jpg`;
    const html = menu({ mag: testMag({ pages: testPages(2, (i) => (i === 0 ? { screenshot: shot } : {})) }) });
    expect(html).toContain(`<img src="${shot}?w=256" srcSet="${shot}?w=256 1x, ${shot}?w=256&amp;dpr=2 2x" alt=""`);
  });

  it('§6: the special author has no menu outside preview', () => {
    const special = testMag({ pages, is_special_author: true });
    expect(render({ menuOpen: true, mag: special })).not.toContain('aria-label="Pages"');
    expect(render({ menuOpen: true, mag: special })).not.toContain('aria-label="Menu"');
    expect(render({ menuOpen: true, mag: special, env: 'preview' })).toContain('aria-label="Pages"');
  });
});

describe('Chrome share popup (viewer-and-project.md §2, §4)', () => {
  const open = (state: Partial<ViewerState> = {}) => render({ share: { mode: 'mag', embed: null }, ...state });

  it('§2: a dialog named Share with its caption, the Project / Current Page selector and the network buttons', () => {
    const html = open();
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-label="Share"/);
    expect(html).toContain('<h2 class="fo-dialog__caption">Share</h2>');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Project<\/button>/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Current Page<\/button>/);
    for (const caption of ['Share', 'Tweet', 'Pin', 'Linkedin', 'Embed', 'Close']) expect(html).toContain(`>${caption}</button>`);
    expect(html).toMatch(/href="mailto:support@folio.local\?subject=[^"]*">Report<\/a>/);
    expect(open({ share: { mode: 'page', embed: null } })).toMatch(/aria-pressed="true"[^>]*>Current Page<\/button>/);
  });

  it('§2: Embed, Report and Close are hidden in downloaded-source exports', () => {
    const html = open({ env: 'export' });
    expect(html).toContain('>Tweet</button>');
    for (const caption of ['>Embed<', '>Report<', '>Close<']) expect(html).not.toContain(caption);
  });

  it('§5: no share popup where the share button is not allowed', () => {
    expect(open({ env: 'preview' })).not.toContain('role="dialog"');
  });

  it('§2: the embed panel offers the sizes, a thumbnail that cycles them, a labelled embed code, Copy and Back', () => {
    const html = open({ share: { mode: 'mag', embed: { size: 'big' } } });
    expect(html).toMatch(/aria-pressed="false"[^>]*>Responsive<\/button>/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>512x383<\/button>/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>288x236<\/button>/);
    expect(html).toMatch(/<button[^>]*data-size="big" aria-label="Change embed size"/);
    const label = /<label class="fo-form__label" for="([^"]+)">Embed code<\/label>/.exec(html);
    expect(label).not.toBeNull();
    expect(html).toContain(`<textarea id="${label![1]}"`);
    expect(html).toContain('&lt;iframe src=&quot;https://folio.test/ada/spring/?embed=1&quot;');
    expect(html).toContain('width=&quot;512&quot; height=&quot;383&quot;');
    expect(html).toContain('>Copy</button>');
    expect(html).toContain('>Back</button>');
    expect(html).not.toContain('>Tweet</button>');
  });
});

describe('Chrome branding and page password (viewer-and-project.md §2, §5, §6)', () => {
  it('§5: the branding badge links to the provider with campaign parameters, not on mobile embeds', () => {
    const branded = testMag({ opts: { branding: true } });
    expect(render({ mag: branded })).toContain(
      'href="https://folio.test/?utm_source=viewer&amp;utm_medium=badge&amp;utm_campaign=42" target="_blank" rel="noopener">Made with Folio',
    );
    expect(render()).not.toContain('fo-branding');
    expect(render({ mag: branded, embed: true, deviceClass: 'phone' })).not.toContain('fo-branding');
  });

  it('§6: the special author has no share, counter or branding', () => {
    const html = render({ mag: testMag({ is_special_author: true, opts: { branding: true } }), counterVisible: true });
    expect(html).not.toContain('aria-label="Share"');
    expect(html).not.toContain('fo-counter');
    expect(html).not.toContain('fo-branding');
  });

  it('§2: the password form shows for the protected page the core names, with a labelled Password field and Open', () => {
    expect(render()).not.toContain('type="password"');
    const html = render({ pagePasswordFor: 'p2', pageIndex: 1 });
    expect(html).toContain('This page is protected by a password');
    const label = /<label class="fo-form__label" for="([^"]+)">Password<\/label>/.exec(html);
    expect(html).toContain(`id="${label![1]}" class="fo-input" type="password"`);
    expect(html).toMatch(/<button type="submit"[^>]*>Open<\/button>/);
  });

  it('§2 the per-page password form is a labelled, non-modal dialog before the toolbar, so Tab reaches the toolbar', () => {
    const html = render({ pagePasswordFor: 'p2', pageIndex: 1 });
    const dialog = /<div class="fo-dialog" role="dialog"[^>]*>/.exec(html)?.[0];
    expect(dialog).toContain('aria-label="This page is protected by a password"');
    expect(dialog).not.toContain('aria-modal');
    const toolbar = /<div class="fo-toolbar[^>]*>/.exec(html)?.[0];
    expect(toolbar).not.toContain('inert');
    expect(html.indexOf('role="dialog"')).toBeLessThan(html.indexOf('fo-toolbar'));
  });

  it('§2 when the password form shows, focus moves into it: its field first', () => {
    const field = { focus: vi.fn() };
    const root = { querySelector: vi.fn((selector: string) => (selector === 'input' ? field : null)), focus: vi.fn() };
    focusInto(root as unknown as HTMLElement, 'input');
    expect(field.focus).toHaveBeenCalledTimes(1);
    expect(root.focus).not.toHaveBeenCalled();
    const empty = { querySelector: () => null, focus: vi.fn() };
    focusInto(empty as unknown as HTMLElement, 'input');
    expect(empty.focus).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a mag', () => {
    expect(renderWithViewer(<Chrome />, { mag: null }, recordingActions())).toBe('');
  });
});

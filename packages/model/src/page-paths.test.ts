import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exportedPageUrl,
  findPage,
  findPageByNum,
  findPageByPath,
  findPageByUri,
  pagePathOf,
  pageUriOf,
  viewerAddress,
  type PageRef,
} from './page-paths';
import { matchViewerRoute } from './routes';

const pages: PageRef[] = [
  { _id: 'a1', num: 1, uri: 'cover' },
  { _id: 'b2', num: 2 },
  { _id: 'c3', num: 3, uri: 'about' },
  { _id: 'd4', num: 4, uri: null, pagePath: 'chapter/one' },
];
const [cover, second, about, chapter] = pages as [PageRef, PageRef, PageRef, PageRef];

describe('page paths', () => {
  it('viewer-and-project.md §2: page 1 has the empty path, even with a custom uri', () => {
    expect(pagePathOf(cover)).toBe('');
    expect(pagePathOf({ _id: 'x', num: 1 })).toBe('');
  });

  it('viewer-and-project.md §2: other pages use their custom uri, or their number, followed by a slash', () => {
    expect(pagePathOf(about)).toBe('about/');
    expect(pagePathOf(second)).toBe('2/');
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), (num) => pagePathOf({ _id: 'p', num }) === `${num}/`),
    );
  });

  it("viewer-and-project.md §2: a page's uri falls back to its path, then its number", () => {
    expect(pageUriOf(about)).toBe('about');
    expect(pageUriOf(chapter)).toBe('chapter/one');
    expect(pageUriOf(second)).toBe('2');
    expect(pageUriOf({ _id: 'e', num: 9, uri: '', pagePath: '' })).toBe('9');
  });

  it('viewer-and-project.md §2: in exported sites pages are at {base}/{page uri or page number}/', () => {
    expect(exportedPageUrl('https://cdn.example/site', about)).toBe('https://cdn.example/site/about/');
    expect(exportedPageUrl('https://cdn.example/site/', second)).toBe('https://cdn.example/site/2/');
    expect(exportedPageUrl('', chapter)).toBe('/chapter/one/');
  });
});

describe('finding pages', () => {
  it('viewer-and-project.md §2: a page can be found by number, uri or path', () => {
    expect(findPageByNum(pages, 2)).toBe(second);
    expect(findPageByUri(pages, 'about')).toBe(about);
    expect(findPageByUri(pages, '/about/')).toBe(about);
    expect(findPageByPath(pages, 'chapter/one/')).toBe(chapter);
    expect(findPage(pages, 3)).toBe(about);
    expect(findPage(pages, '2')).toBe(second);
    expect(findPage(pages, 'about/')).toBe(about);
    expect(findPage(pages, 'chapter/one')).toBe(chapter);
    expect(findPage(pages, 'missing')).toBeUndefined();
    expect(findPage(pages, '99')).toBeUndefined();
  });

  it('viewer-and-project.md §2: page 1 is the default, so the empty key finds it', () => {
    expect(findPage(pages, '')).toBe(cover);
    expect(findPage(pages, '/')).toBe(cover);
  });

  it('viewer-and-project.md §2: every page is found again from its own path', () => {
    const uri = fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.uniqueArray(uri, { minLength: 1, maxLength: 12, selector: (u) => u ?? Symbol() }), (uris) => {
        const list: PageRef[] = uris.map((u, i) => ({ _id: `id${i}`, num: i + 1, uri: u }));
        for (const page of list) expect(findPage(list, pagePathOf(page))).toBe(page);
      }),
    );
  });
});

describe('viewer address', () => {
  it('viewer-and-project.md §2: {user}/{mag}/ plus the page path unless the page is 1', () => {
    expect(viewerAddress({ user: 'alice', mag: 'travel', page: cover })).toBe('alice/travel/');
    expect(viewerAddress({ user: 'alice', mag: 'travel', page: about })).toBe('alice/travel/about/');
    expect(viewerAddress({ user: 'alice', mag: 4521, page: second })).toBe('alice/4521/2/');
  });

  it('viewer-and-project.md §2: "preview/" follows the project in preview', () => {
    expect(viewerAddress({ user: 'alice', mag: 'travel', page: cover, preview: true })).toBe('alice/travel/preview/');
    expect(viewerAddress({ user: 'alice', mag: 'travel', page: about, preview: true })).toBe('alice/travel/preview/about/');
  });

  it('viewer-and-project.md §2: on a custom domain the address is empty or just the project', () => {
    expect(viewerAddress({ user: 'alice', mag: 'travel', page: cover, customDomain: true })).toBe('travel/');
    expect(viewerAddress({ user: 'alice', mag: 'travel', page: cover, customDomain: 'profile' })).toBe('');
    expect(viewerAddress({ user: 'alice', mag: 'travel', page: about, customDomain: 'profile' })).toBe('about/');
  });

  it('viewer-and-project.md §2: the rewritten address routes back to the same page in every context', () => {
    const page = fc.record({
      num: fc.integer({ min: 1, max: 500 }),
      uri: fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/).filter((u) => u !== 'preview' && u !== 'num'), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(page, fc.boolean(), ({ num, uri }, preview) => {
        const ref: PageRef = { _id: 'x', num, uri };
        const list = [ref];
        const host = matchViewerRoute(viewerAddress({ user: 'alice', mag: 'travel', page: ref, preview }), 'host');
        expect(host).toMatchObject({ kind: 'mag', user: 'alice', mag: 'travel', preview });
        expect(host?.kind === 'mag' && findPage(list, host.pageUri ?? '')).toBe(ref);

        const domain = matchViewerRoute(viewerAddress({ user: 'alice', mag: 'travel', page: ref, customDomain: true }), 'customDomain');
        expect(domain).toMatchObject({ kind: 'domainMag', mag: 'travel' });
        expect(domain?.kind === 'domainMag' && findPage(list, domain.pageUri ?? '')).toBe(ref);

        const profile = matchViewerRoute(
          viewerAddress({ user: 'alice', mag: 'travel', page: ref, customDomain: 'profile' }),
          'customDomainProfile',
        );
        expect(profile?.kind === 'domainPage' && findPage(list, profile.pageUri ?? '')).toBe(ref);
      }),
    );
  });
});

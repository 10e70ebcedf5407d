import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRoute, matchRoute, matchViewerRoute, viewerRoutePatterns } from './routes';

// Backbone.Router.prototype._routeToRegExp (Backbone 1.x), as published, to compare against.
function backboneRouteToRegExp(route: string): RegExp {
  const optionalParam = /\((.*?)\)/g;
  const namedParam = /(\(\?)?:\w+/g;
  const splatParam = /\*\w+/g;
  // eslint-disable-next-line no-useless-escape -- kept exactly as Backbone writes it
  const escapeRegExp = /[\-{}\[\]+?.,\\\^$|#\s]/g;
  route = route
    .replace(escapeRegExp, '\\$&')
    .replace(optionalParam, '(?:$1)?')
    .replace(namedParam, (match: string, optional: string | undefined) => (optional ? match : '([^/?]+)'))
    .replace(splatParam, '([^?]*?)');
  return new RegExp('^' + route + '(?:\\?([\\s\\S]*))?$');
}

describe('route compiler', () => {
  it("viewer-and-project.md §2: every route of the viewer compiles to Backbone's own expression", () => {
    for (const pattern of Object.values(viewerRoutePatterns)) {
      expect(compileRoute(pattern).regExp.source).toBe(backboneRouteToRegExp(pattern).source);
    }
  });

  it("viewer-and-project.md §2: any pattern of segments, :params, *splats and ( … ) compiles like Backbone's", () => {
    const literal = fc.stringMatching(/^[a-z0-9.\-+$]{1,6}$/);
    const name = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,5}$/);
    const part = fc.oneof(
      literal,
      name.map((n) => `:${n}`),
      name.map((n) => `*${n}`),
      fc.constant('/'),
      fc.oneof(literal, name.map((n) => `:${n}`), fc.constant('/')).map((inner) => `(${inner})`),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 8 }), (parts) => {
        const pattern = parts.join('');
        expect(compileRoute(pattern).regExp.source).toBe(backboneRouteToRegExp(pattern).source);
      }),
    );
  });

  it('viewer-and-project.md §2: :param takes one segment, *splat the rest, and params come back by name', () => {
    expect(matchRoute(':user/:mag/num/:pageNum/', 'alice/travel/num/4/')?.params).toEqual({
      user: 'alice',
      mag: 'travel',
      pageNum: '4',
    });
    expect(matchRoute('files/*path', 'files/a/b/c.txt')?.params).toEqual({ path: 'a/b/c.txt' });
    expect(matchRoute(':user/:mag/num/:pageNum/', 'alice/travel/num/')).toBeNull();
  });

  it('viewer-and-project.md §2: an absent optional part is undefined', () => {
    expect(matchRoute(':user(/)(:mag)(/)(*pageUri)(/)', 'alice')?.params).toEqual({
      user: 'alice',
      mag: undefined,
      pageUri: undefined,
    });
  });

  it('viewer-and-project.md §2: params are URI-decoded; a query string is split off', () => {
    const m = matchRoute(':user(/)(:mag)(/)(*pageUri)(/)', 'al%20ice/caf%C3%A9/a%2Fb/?x=1');
    expect(m?.params).toEqual({ user: 'al ice', mag: 'café', pageUri: 'a/b' });
    expect(m?.query).toBe('x=1');
    expect(matchRoute(':user', 'bad%E0%A4%A')?.params.user).toBe('bad%E0%A4%A');
  });
});

describe('viewer routes on the host', () => {
  it('viewer-and-project.md §2: /p{page numeric id}/ opens a single page', () => {
    expect(matchViewerRoute('/p123/', 'host')).toEqual({ kind: 'pageById', pageNumId: 123 });
    expect(matchViewerRoute('/p123', 'host')).toEqual({ kind: 'pageById', pageNumId: 123 });
  });

  it('viewer-and-project.md §2: a first segment p{number} is a page, not a user', () => {
    expect(matchViewerRoute('/p123/travel/', 'host')).toBeNull();
    // p followed by anything but digits is an ordinary user name
    expect(matchViewerRoute('/pat/travel/', 'host')).toEqual({ kind: 'mag', user: 'pat', mag: 'travel', preview: false });
    expect(matchViewerRoute('/p/', 'host')).toEqual({ kind: 'mag', user: 'p', preview: false });
  });

  it('viewer-and-project.md §2: /{project numeric id}/ opens a project, optionally at a page', () => {
    expect(matchViewerRoute('/4521/', 'host')).toEqual({ kind: 'magById', magNumId: 4521 });
    expect(matchViewerRoute('/4521', 'host')).toEqual({ kind: 'magById', magNumId: 4521 });
    expect(matchViewerRoute('/4521/about/team/', 'host')).toEqual({ kind: 'magById', magNumId: 4521, pageUri: 'about/team' });
  });

  it('viewer-and-project.md §2: ":user/:mag/num/:pageNum/" opens a page by number', () => {
    expect(matchViewerRoute('/alice/travel/num/7/', 'host')).toEqual({
      kind: 'pageNum',
      user: 'alice',
      mag: 'travel',
      pageNum: 7,
      preview: false,
    });
    // trailing slash optional; in preview too
    expect(matchViewerRoute('/alice/travel/num/7', 'host')).toMatchObject({ kind: 'pageNum', pageNum: 7 });
    expect(matchViewerRoute('/alice/travel/preview/num/7/', 'host')).toEqual({
      kind: 'pageNum',
      user: 'alice',
      mag: 'travel',
      pageNum: 7,
      preview: true,
    });
  });

  it('viewer-and-project.md §2: page number 1 is the default; non-numeric page numbers are ignored', () => {
    expect(matchViewerRoute('/alice/travel/num/seven/', 'host')).toMatchObject({ kind: 'pageNum', pageNum: 1 });
    expect(matchViewerRoute('/alice/travel/num/7b/', 'host')).toMatchObject({ kind: 'pageNum', pageNum: 1 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        const route = matchViewerRoute(`/alice/travel/num/${n}/`, 'host');
        return route?.kind === 'pageNum' && route.pageNum === n;
      }),
    );
  });

  it('viewer-and-project.md §2: ":user(/)(:mag)(/)(*pageUri)(/)" with optional slashes and nested page uris', () => {
    expect(matchViewerRoute('/alice/', 'host')).toEqual({ kind: 'mag', user: 'alice', preview: false });
    expect(matchViewerRoute('alice', 'host')).toEqual({ kind: 'mag', user: 'alice', preview: false });
    expect(matchViewerRoute('/alice/travel', 'host')).toEqual({ kind: 'mag', user: 'alice', mag: 'travel', preview: false });
    expect(matchViewerRoute('/alice/travel/', 'host')).toEqual({ kind: 'mag', user: 'alice', mag: 'travel', preview: false });
    expect(matchViewerRoute('/alice/travel/3/', 'host')).toEqual({
      kind: 'mag',
      user: 'alice',
      mag: 'travel',
      pageUri: '3',
      preview: false,
    });
    expect(matchViewerRoute('/alice/travel/chapter-1/intro', 'host')).toEqual({
      kind: 'mag',
      user: 'alice',
      mag: 'travel',
      pageUri: 'chapter-1/intro',
      preview: false,
    });
    expect(matchViewerRoute('/alice/travel/intro/?utm_source=x', 'host')).toMatchObject({ pageUri: 'intro' });
  });

  it('viewer-and-project.md §2: a trailing "preview/" segment after the project marks preview', () => {
    expect(matchViewerRoute('/alice/travel/preview/', 'host')).toEqual({
      kind: 'mag',
      user: 'alice',
      mag: 'travel',
      preview: true,
    });
    expect(matchViewerRoute('/alice/travel/preview', 'host')).toMatchObject({ preview: true });
    expect(matchViewerRoute('/alice/travel/preview/about/', 'host')).toEqual({
      kind: 'mag',
      user: 'alice',
      mag: 'travel',
      pageUri: 'about',
      preview: true,
    });
    // a page uri that merely starts with the word is not preview
    expect(matchViewerRoute('/alice/travel/previews/', 'host')).toMatchObject({ preview: false, pageUri: 'previews' });
  });

  it('viewer-and-project.md §2: the host root is no viewer route', () => {
    expect(matchViewerRoute('/', 'host')).toBeNull();
    expect(matchViewerRoute('', 'host')).toBeNull();
  });
});

describe('viewer routes on custom domains and exports', () => {
  it('viewer-and-project.md §2: custom-domain viewers use ":mag(/)(*pageUri)(/)"', () => {
    expect(matchViewerRoute('/travel/', 'customDomain')).toEqual({ kind: 'domainMag', mag: 'travel' });
    expect(matchViewerRoute('/travel', 'customDomain')).toEqual({ kind: 'domainMag', mag: 'travel' });
    expect(matchViewerRoute('/travel/a/b/', 'customDomain')).toEqual({ kind: 'domainMag', mag: 'travel', pageUri: 'a/b' });
    expect(matchViewerRoute('/', 'customDomain')).toBeNull();
  });

  it('viewer-and-project.md §2: with a custom domain profile, "(*pageUri)(/)"', () => {
    expect(matchViewerRoute('/', 'customDomainProfile')).toEqual({ kind: 'domainPage' });
    expect(matchViewerRoute('', 'customDomainProfile')).toEqual({ kind: 'domainPage' });
    expect(matchViewerRoute('/about/', 'customDomainProfile')).toEqual({ kind: 'domainPage', pageUri: 'about' });
    expect(matchViewerRoute('/a/b', 'customDomainProfile')).toEqual({ kind: 'domainPage', pageUri: 'a/b' });
  });

  it('viewer-and-project.md §2: downloaded-source exports use "(*pageUri)(/)"', () => {
    expect(matchViewerRoute('/', 'export')).toEqual({ kind: 'exportPage' });
    expect(matchViewerRoute('/5/', 'export')).toEqual({ kind: 'exportPage', pageUri: '5' });
    expect(matchViewerRoute('/about/team/', 'export')).toEqual({ kind: 'exportPage', pageUri: 'about/team' });
  });

  it('viewer-and-project.md §2: an exported page link has the configured root prefix stripped', () => {
    const opts = { exportRoot: '/sites/travel/' };
    expect(matchViewerRoute('/sites/travel/', 'export', opts)).toEqual({ kind: 'exportPage' });
    expect(matchViewerRoute('/sites/travel', 'export', opts)).toEqual({ kind: 'exportPage' });
    expect(matchViewerRoute('/sites/travel/about/', 'export', opts)).toEqual({ kind: 'exportPage', pageUri: 'about' });
    expect(matchViewerRoute('sites/travel/5', 'export', { exportRoot: 'sites/travel' })).toEqual({
      kind: 'exportPage',
      pageUri: '5',
    });
    // only a whole segment is a prefix
    expect(matchViewerRoute('/sites/travelling/', 'export', opts)).toEqual({ kind: 'exportPage', pageUri: 'sites/travelling' });
  });

  it('viewer-and-project.md §2: any nested page uri survives the round trip with or without its trailing slash', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/).filter((s) => s !== 'preview' && s !== 'num');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean(), (segments, slash) => {
        const uri = segments.join('/');
        const path = `/alice/travel/${uri}${slash ? '/' : ''}`;
        expect(matchViewerRoute(path, 'host')).toEqual({ kind: 'mag', user: 'alice', mag: 'travel', pageUri: uri, preview: false });
        expect(matchViewerRoute(`/travel/${uri}/`, 'customDomain')).toEqual({ kind: 'domainMag', mag: 'travel', pageUri: uri });
        expect(matchViewerRoute(`/${uri}`, 'export')).toEqual({ kind: 'exportPage', pageUri: uri });
      }),
    );
  });
});

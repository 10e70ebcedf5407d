import { describe, expect, it } from 'vitest';
import { privateShareTexts } from '@folio/model';
import { addressOf, addressWriteMode, exportBaseOf, routesPageLink, isChrome, pageIndexOfPath, routeContextOf } from './router';
import { shareLinkTarget } from './chrome/share-links';
import { rememberProjectPassword } from './project-password';
import { sampleBoot, sampleMag } from './test-boot';
import { initialViewerState, type ViewerState } from './viewer-state';

describe('address (viewer-and-project.md §2)', () => {
  const mag = sampleMag();
  it('{user}/{mag}/ plus the page path, empty for page 1', () => {
    expect(addressOf({ mag, pageIndex: 0, env: 'viewer' })).toBe('/ada/demo/');
    expect(addressOf({ mag, pageIndex: 1, env: 'viewer' })).toBe('/ada/demo/shapes/');
  });
  it('"preview/" in preview; the numeric id when the mag has no uri', () => {
    expect(addressOf({ mag, pageIndex: 2, env: 'preview' })).toBe('/ada/demo/preview/pictures/');
    expect(addressOf({ mag: { ...mag, uri: null }, pageIndex: 0, env: 'viewer' })).toBe('/ada/77/');
  });
  it('§2 exports: the base drops a file name and the current page’s path, and ends with a slash', () => {
    expect(exportBaseOf('/site/index.html', '')).toBe('/site/');
    expect(exportBaseOf('/site/shapes/index.html', 'shapes/')).toBe('/site/');
    expect(exportBaseOf('/site/shapes/', 'shapes/')).toBe('/site/');
    expect(exportBaseOf('/site/shapes', 'shapes/')).toBe('/site/');
    expect(exportBaseOf('/site', '')).toBe('/site/');
    expect(exportBaseOf('/myshapes/', 'shapes/')).toBe('/myshapes/');
    expect(exportBaseOf('/index.html', '')).toBe('/');
    expect(exportBaseOf('/', '')).toBe('/');
  });
  it('exports keep their base', () => {
    expect(addressOf({ mag, pageIndex: 1, env: 'export' }, '/site/')).toBe('/site/shapes/');
  });
  it('§2 on a custom domain the address is empty or just the project, then the page path', () => {
    // The project's own domain ("(*pageUri)(/)"): the project is the root.
    expect(addressOf({ mag, pageIndex: 0, env: 'viewer', customDomain: 'profile' })).toBe('/');
    expect(addressOf({ mag, pageIndex: 1, env: 'viewer', customDomain: 'profile' })).toBe('/shapes/');
    // A profile domain (":mag(/)(*pageUri)(/)"): the project, never the user.
    expect(addressOf({ mag, pageIndex: 0, env: 'viewer', customDomain: true })).toBe('/demo/');
    expect(addressOf({ mag, pageIndex: 2, env: 'viewer', customDomain: true })).toBe('/demo/pictures/');
    expect(addressOf({ mag: { ...mag, uri: null }, pageIndex: 1, env: 'viewer', customDomain: true })).toBe('/77/shapes/');
    // What the boot data says is what the router writes.
    const state = initialViewerState(sampleBoot({ customDomain: 'profile', domainUrl: 'https://mag.example.com', pageIndex: 2 }));
    expect(addressOf(state)).toBe('/pictures/');
    expect(addressOf(initialViewerState(sampleBoot({ pageIndex: 2 })))).toBe('/ada/demo/pictures/');
  });
});

describe('reading an address back (browser back and forward, page links)', () => {
  const mag = sampleMag();
  it('finds the page by uri, number, page id, or the numeric project id', () => {
    expect(pageIndexOfPath(mag, '/ada/demo/pictures/', 'viewer')).toBe(2);
    expect(pageIndexOfPath(mag, '/ada/demo/', 'viewer')).toBe(0);
    expect(pageIndexOfPath(mag, '/ada/demo/num/4/', 'viewer')).toBe(3);
    expect(pageIndexOfPath(mag, '/ada/demo/preview/shapes/', 'preview')).toBe(1);
    expect(pageIndexOfPath(mag, '/77/end/', 'viewer')).toBe(4);
    expect(pageIndexOfPath(mag, '/p502/', 'viewer')).toBe(2);
  });
  it('on a custom domain, with that domain’s routes', () => {
    expect(routeContextOf('viewer', 'profile')).toBe('customDomainProfile');
    expect(routeContextOf('viewer', true)).toBe('customDomain');
    expect(routeContextOf('viewer', false)).toBe('host');
    expect(routeContextOf('export', false)).toBe('export');
    expect(pageIndexOfPath(mag, '/pictures/', 'viewer', 'profile')).toBe(2);
    expect(pageIndexOfPath(mag, '/', 'viewer', 'profile')).toBe(0);
    expect(pageIndexOfPath(mag, '/demo/pictures/', 'viewer', true)).toBe(2);
    expect(pageIndexOfPath(mag, '/77/shapes/', 'viewer', true)).toBe(1);
    expect(pageIndexOfPath(mag, '/other/shapes/', 'viewer', true)).toBe(undefined);
  });
  it('another project’s address is not a page of this one', () => {
    expect(pageIndexOfPath(mag, '/bob/demo/shapes/', 'viewer')).toBe(undefined);
    expect(pageIndexOfPath(mag, '/ada/other/', 'viewer')).toBe(undefined);
  });
});

describe('Chrome detection (§2: the address update is delayed 100 ms while scrolling in Chrome)', () => {
  it('Chrome, not Edge or Firefox', () => {
    expect(isChrome('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36')).toBe(true);
    expect(isChrome('Mozilla/5.0 Chrome/130.0 Safari/537.36 Edg/130.0')).toBe(false);
    expect(isChrome('Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0')).toBe(false);
  });
});

describe('history entries (§2: back navigation uses an internal history of visited pages)', () => {
  it('the internal back and the browser’s back / forward rewrite the entry; a visitor’s move pushes one', () => {
    expect(addressWriteMode('back', false)).toBe('replace');
    expect(addressWriteMode('history', true)).toBe('replace');
    expect(addressWriteMode('link', false)).toBe('push');
    expect(addressWriteMode('arrow', true)).toBe('push');
    expect(addressWriteMode('scroll', false)).toBe('replace');
    expect(addressWriteMode('scroll', true)).toBe('replaceLater');
  });
});

describe('in-product links (§2: a link to a page on the same host is matched to that page)', () => {
  it('only in this window: target="_blank" (or another window) opens normally', () => {
    expect(routesPageLink(null)).toBe(true);
    expect(routesPageLink('')).toBe(true);
    expect(routesPageLink('_self')).toBe(true);
    expect(routesPageLink('_blank')).toBe(false);
    expect(routesPageLink('_top')).toBe(false);
  });
});

describe('share links in the page (§2 share.{network}.{scope}; §5 only when sharing is allowed)', () => {
  const state = (overrides: Partial<ViewerState> = {}): ViewerState => ({ ...initialViewerState(sampleBoot()), pageIndex: 1, ...overrides });

  it('open that network’s share window for the project or the current page', () => {
    const page = shareLinkTarget(state(), 'twitter', 'page', { width: 1626, height: 1436 });
    expect(page?.url).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(page?.url).toContain(encodeURIComponent('http://localhost:3000/ada/demo/shapes/'));
    expect(page?.features).toBe('width=626,height=436,left=500,top=500,noopener');
    const project = shareLinkTarget(state(), 'facebook', 'mag');
    expect(project?.url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost:3000/ada/demo/')}`);
    expect(shareLinkTarget(state(), 'email', 'mag')?.url).toMatch(/^mailto:\?subject=Demo%20mag&body=/);
  });

  it('on a custom domain, shares point at that domain', () => {
    const onDomain = state({ customDomain: 'profile', domainUrl: 'https://mag.example.com' });
    expect(shareLinkTarget(onDomain, 'facebook', 'page')?.url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://mag.example.com/shapes/')}`);
    expect(shareLinkTarget(onDomain, 'facebook', 'mag')?.url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://mag.example.com/')}`);
    const onProfile = state({ customDomain: true, domainUrl: 'https://ada.example.com' });
    expect(shareLinkTarget(onProfile, 'facebook', 'page')?.url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://ada.example.com/demo/shapes/')}`);
  });

  it('nothing when sharing is not allowed: unpublished, private, in preview', () => {
    expect(shareLinkTarget(state({ mag: sampleMag({ is_published: false }) }), 'twitter', 'page')).toBe(null);
    expect(shareLinkTarget(state({ mag: sampleMag({ is_private: true }) }), 'twitter', 'page')).toBe(null);
    expect(shareLinkTarget(state({ env: 'preview' }), 'linkedin', 'mag')).toBe(null);
    expect(shareLinkTarget(state(), 'gplus', 'mag')).toBe(null);
  });

  it('§6: a private project is shared by e-mail only, with the password this visitor gave in the text', () => {
    const locked = state({ mag: sampleMag({ is_private: true }) });
    const numId = locked.mag!.num_id;
    expect(shareLinkTarget(locked, 'facebook', 'mag')).toBe(null);
    const before = new URL(shareLinkTarget(locked, 'email', 'mag')!.url);
    expect(before.searchParams.get('body')).toBe('http://localhost:3000/ada/demo/');
    rememberProjectPassword(numId, 'harbour lights');
    const after = new URL(shareLinkTarget(locked, 'email', 'mag')!.url);
    expect(after.searchParams.get('body')).toBe(`http://localhost:3000/ada/demo/\n\n${privateShareTexts.password('harbour lights')}`);
    // A public project's e-mail never carries a password, nor does a private one's in preview.
    expect(new URL(shareLinkTarget(state(), 'email', 'mag')!.url).searchParams.get('body')).toBe('http://localhost:3000/ada/demo/');
    expect(shareLinkTarget(state({ mag: sampleMag({ is_private: true }), env: 'preview' }), 'email', 'mag')).toBe(null);
  });
});

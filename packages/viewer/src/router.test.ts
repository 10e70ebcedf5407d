import { describe, expect, it } from 'vitest';
import { addressOf, isChrome, pageIndexOfPath } from './router';
import { sampleMag } from './test-boot';

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
  it('exports keep their base', () => {
    expect(addressOf({ mag, pageIndex: 1, env: 'export' }, '/site/')).toBe('/site/shapes/');
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

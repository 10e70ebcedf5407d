// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EXPORT_ROOT_MARKER } from '@folio/model';
import { absolutizeAddresses, exportSiteRoot, placeExportedBoot } from './export-addresses';

describe('an exported site’s addresses (docs/distribution.md "Static-site export")', () => {
  it('places the boot data’s markers under the root the viewer found, and keeps the root for the menu', () => {
    const text = JSON.stringify({ url: `${EXPORT_ROOT_MARKER}files/assets/a.svg`, link: `${EXPORT_ROOT_MARKER}shapes/` });
    expect(JSON.parse(placeExportedBoot(text, '/mags/spring/'))).toEqual({ url: '/mags/spring/files/assets/a.svg', link: '/mags/spring/shapes/' });
    expect(exportSiteRoot()).toBe('/mags/spring/');
  });

  it('makes the drawn page’s relative addresses absolute from the page’s own address, and leaves the others', () => {
    const root = document.createElement('div');
    root.innerHTML = [
      '<a href="../shapes/">Shapes</a>',
      '<a href="https://example.com/away">Away</a>',
      '<img src="../files/a.jpg" srcset="../files/a.jpg 1x, ./b.jpg 2x">',
      '<video poster="../files/p.svg"></video>',
      '<a href="#top">Top</a>',
    ].join('');
    absolutizeAddresses(root, 'http://host.example/mags/spring/pictures/');
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/mags/spring/shapes/');
    expect(root.querySelectorAll('a')[1]!.getAttribute('href')).toBe('https://example.com/away');
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/mags/spring/files/a.jpg');
    expect(root.querySelector('img')!.getAttribute('srcset')).toBe('/mags/spring/files/a.jpg 1x, /mags/spring/pictures/b.jpg 2x');
    expect(root.querySelector('video')!.getAttribute('poster')).toBe('/mags/spring/files/p.svg');
    expect(root.querySelectorAll('a')[2]!.getAttribute('href')).toBe('#top');
  });
});

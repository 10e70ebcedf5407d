import { describe, expect, it } from 'vitest';
import { shareConstants } from '@folio/model';
import {
  brandingUrl,
  embedCode,
  pageHref,
  shareAddress,
  shareBase,
  shareContent,
  shareNetworkUrl,
  sharePopupFeatures,
  tweetText,
} from './share-links';
import { testMag, testPages } from './viewer-fixture';

const mag = testMag({ pages: testPages(3, (i) => (i === 1 ? { uri: 'about', title: 'About us' } : {})) });
const page = mag.pages[1];

describe('share links (viewer-and-project.md §2 share popup, §9)', () => {
  it('§2: shares the project or the current page address', () => {
    expect(shareAddress('https://folio.test/', mag, page, 'mag')).toBe('https://folio.test/ada/spring/');
    expect(shareAddress('https://folio.test', mag, page, 'page')).toBe('https://folio.test/ada/spring/about/');
    expect(shareAddress('https://folio.test', testMag({ uri: null }), page, 'mag')).toBe('https://folio.test/ada/42/');
  });

  it('§2: menu links address the page, with preview/ in preview and the export layout in exports', () => {
    expect(pageHref(mag, mag.pages[0]!, 'viewer')).toBe('/ada/spring/');
    expect(pageHref(mag, page!, 'preview')).toBe('/ada/spring/preview/about/');
    expect(pageHref(mag, page!, 'export')).toBe('/about/');
  });

  it('§2: on a custom domain, menu links and shares leave out what the domain stands for', () => {
    expect(pageHref(mag, page!, 'viewer', 'profile')).toBe('/about/');
    expect(pageHref(mag, mag.pages[0]!, 'viewer', 'profile')).toBe('/');
    expect(pageHref(mag, page!, 'viewer', true)).toBe('/spring/about/');
    expect(shareAddress('https://mag.example.com', mag, page, 'page', 'profile')).toBe('https://mag.example.com/about/');
    expect(shareAddress('https://ada.example.com', mag, page, 'mag', true)).toBe('https://ada.example.com/spring/');
    expect(shareBase({ publicUrl: 'https://folio.test', customDomain: 'profile', domainUrl: 'https://mag.example.com' })).toEqual({
      baseUrl: 'https://mag.example.com',
      customDomain: 'profile',
    });
    expect(shareBase({ publicUrl: 'https://folio.test', customDomain: false, domainUrl: null })).toEqual({ baseUrl: 'https://folio.test', customDomain: false });
  });

  it('§9: tweet text is at most 116 characters', () => {
    expect(tweetText('short')).toBe('short');
    const long = tweetText('x'.repeat(300));
    expect(long).toHaveLength(shareConstants.tweetMaxLength);
    expect(long.endsWith('…')).toBe(true);
  });

  it('§2: builds each network URL from the shared content', () => {
    const content = shareContent('https://folio.test', mag, page, 'page');
    expect(content.title).toBe('About us');
    expect(shareNetworkUrl('facebook', content)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ffolio.test%2Fada%2Fspring%2Fabout%2F',
    );
    expect(shareNetworkUrl('twitter', content)).toContain('text=About%20us&url=https%3A%2F%2Ffolio.test');
    expect(shareNetworkUrl('pinterest', content)).toMatch(/^https:\/\/pinterest\.com\/pin\/create\/button\/\?url=/);
    expect(shareNetworkUrl('linkedin', content)).toMatch(/^https:\/\/www\.linkedin\.com\/shareArticle\?mini=true&url=/);
    expect(shareContent('https://folio.test', mag, page, 'mag').title).toBe('Spring issue');
  });

  it('§9: share popup window 626x436, LinkedIn 552x460', () => {
    expect(sharePopupFeatures('facebook')).toMatch(/^width=626,height=436,/);
    expect(sharePopupFeatures('linkedin', { width: 1552, height: 1460 })).toBe('width=552,height=460,left=500,top=500,noopener');
  });

  it('§2, §9: embed code is an iframe of the address with ?embed=1 at 512x383, 288x236 or responsive', () => {
    const url = 'https://folio.test/ada/spring/';
    expect(embedCode(url, 'A "title"', 'big')).toBe(
      '<iframe src="https://folio.test/ada/spring/?embed=1" title="A &quot;title&quot;" allowfullscreen width="512" height="383" style="border:0"></iframe>',
    );
    expect(embedCode(url, 't', 'small')).toContain('width="288" height="236"');
    const responsive = embedCode(url, 't', 'responsive');
    expect(responsive).toContain('padding-top:74.8%');
    expect(responsive).toContain('width:100%;height:100%');
    expect(embedCode('https://x.test/?a=1', 't', 'big')).toContain('src="https://x.test/?a=1&amp;embed=1"');
  });

  it('§1: the branding badge links to the provider with campaign parameters', () => {
    expect(brandingUrl('https://folio.test/', 42)).toBe(
      'https://folio.test/?utm_source=viewer&utm_medium=badge&utm_campaign=42',
    );
  });
});

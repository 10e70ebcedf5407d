import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorLink,
  classifyLink,
  GO_BACK_LINK,
  isValidAnchorLink,
  linkKindOfEntityType,
  mailchimpLink,
  mailchimpSignupHost,
  normalizeLinkUrl,
  parseMailchimpData,
  SCROLL_TO_TOP_LINK,
  shareLink,
  shareNetworks,
  shareScopes,
  type LinkEntityTypeName,
} from './links';

const mailchimp = { baseUrl: 'mc.us4.list-manage.com', uuid: 'abc123', lid: 'def456' };

describe('classifyLink', () => {
  it('finding 7: a link behind any Unicode space or control is read trimmed, and one that runs script is no link', () => {
    for (const prefix of ['\u00a0', '\u2028', '\u2029', '\u3000', '\ufeff', '\u200b', '\u0085']) {
      expect(classifyLink(`${prefix}https://example.com/${prefix}`)).toEqual({ kind: 'external', url: 'https://example.com/' });
      expect(classifyLink(`${prefix}goback${prefix}`)).toEqual({ kind: 'goBack' });
      expect(classifyLink(`${prefix}javascript:alert(1)`)).toEqual({ kind: 'none' });
      expect(classifyLink(`${prefix}JavaScript\t:alert(1)`)).toEqual({ kind: 'none' });
    }
  });

  it('viewer-and-project.md §2: http and https links are external', () => {
    expect(classifyLink('https://example.com/a?b=1')).toEqual({ kind: 'external', url: 'https://example.com/a?b=1' });
    expect(classifyLink('HTTP://example.com')).toEqual({ kind: 'external', url: 'HTTP://example.com' });
  });

  it('viewer-and-project.md §2: mailto: and tel: prefixes', () => {
    expect(classifyLink('mailto:ann@example.com')).toEqual({
      kind: 'mailto',
      url: 'mailto:ann@example.com',
      address: 'ann@example.com',
    });
    expect(classifyLink('tel:+15551234')).toEqual({ kind: 'tel', url: 'tel:+15551234', number: '+15551234' });
  });

  it('viewer-and-project.md §2: a link to a page on the same host is matched to that page', () => {
    expect(classifyLink('https://folio.example/alice/travel/about/', { currentHost: 'folio.example' })).toEqual({
      kind: 'page',
      url: 'https://folio.example/alice/travel/about/',
      path: '/alice/travel/about/',
      route: { kind: 'mag', user: 'alice', mag: 'travel', pageUri: 'about', preview: false },
    });
    expect(classifyLink('//FOLIO.example/p12/', { currentHost: 'folio.example' })).toMatchObject({
      kind: 'page',
      route: { kind: 'pageById', pageNumId: 12 },
    });
    expect(classifyLink('/alice/travel/num/3/')).toMatchObject({ kind: 'page', route: { kind: 'pageNum', pageNum: 3 } });
    // the same address on another host is external
    expect(classifyLink('https://other.example/alice/travel/', { currentHost: 'folio.example' })).toMatchObject({
      kind: 'external',
    });
  });

  it('viewer-and-project.md §2: a same-host address that no viewer route matches is left to the browser', () => {
    expect(classifyLink('https://folio.example/', { currentHost: 'folio.example' })).toEqual({
      kind: 'external',
      url: 'https://folio.example/',
    });
  });

  it('viewer-and-project.md §2: exported sites read same-host links with their root stripped', () => {
    expect(
      classifyLink('https://cdn.example/site/about/', { currentHost: 'cdn.example', routeContext: 'export', exportRoot: '/site/' }),
    ).toMatchObject({ kind: 'page', route: { kind: 'exportPage', pageUri: 'about' } });
  });

  it('viewer-and-project.md §2: go back and back to top are special values', () => {
    expect(classifyLink(GO_BACK_LINK)).toEqual({ kind: 'goBack' });
    expect(classifyLink(SCROLL_TO_TOP_LINK)).toEqual({ kind: 'scrollToTop' });
    expect(classifyLink('goback')).toEqual({ kind: 'goBack' });
    expect(classifyLink('scrolltotop')).toEqual({ kind: 'scrollToTop' });
  });

  it('viewer-and-project.md §2: an anchor link names its page by id or uri', () => {
    expect(classifyLink('anchor:5f2b6c1e9d3a4b0012345678')).toEqual({ kind: 'anchor', page: '5f2b6c1e9d3a4b0012345678' });
    expect(classifyLink(anchorLink('about'))).toEqual({ kind: 'anchor', page: 'about' });
    expect(classifyLink('anchor:')).toEqual({ kind: 'anchor', page: undefined });
  });

  it('viewer-and-project.md §2: share patterns share.{facebook|twitter|pinterest|gplus|linkedin|email}.{mag|page}', () => {
    fc.assert(
      fc.property(fc.constantFrom(...shareNetworks), fc.constantFrom(...shareScopes), (network, scope) => {
        expect(classifyLink(shareLink(network, scope))).toEqual({ kind: 'share', network, scope });
      }),
    );
    expect(classifyLink('share.myspace.page')).toMatchObject({ kind: 'external' });
    expect(classifyLink('share.twitter.site')).toMatchObject({ kind: 'external' });
  });

  it('viewer-and-project.md §2: a link ending in start-with-template/{id} creates a project from that template', () => {
    expect(classifyLink('https://folio.example/start-with-template/42')).toEqual({ kind: 'startWithTemplate', templateId: '42' });
    expect(classifyLink('/start-with-template/42/')).toEqual({ kind: 'startWithTemplate', templateId: '42' });
    expect(classifyLink('https://folio.example/start-with-template/42/more')).toMatchObject({ kind: 'external' });
  });

  it('viewer-and-project.md §2: mailchimp links carry JSON data; invalid data classifies with null data', () => {
    expect(classifyLink(mailchimpLink(mailchimp))).toEqual({ kind: 'mailchimp', data: mailchimp });
    expect(classifyLink('mailchimp:{not json')).toEqual({ kind: 'mailchimp', data: null });
    expect(classifyLink('mailchimp:{"baseUrl":"x"}')).toEqual({ kind: 'mailchimp', data: null });
  });

  it('widgets-and-authoring.md §5: an address without a known prefix is an external link with http:// added', () => {
    expect(classifyLink('example.com/shop')).toEqual({ kind: 'external', url: 'http://example.com/shop' });
    expect(classifyLink('')).toEqual({ kind: 'none' });
    expect(classifyLink(undefined)).toEqual({ kind: 'none' });
  });
});

describe('normalizeLinkUrl', () => {
  it('widgets-and-authoring.md §5: URLs without an http(s) scheme get http:// prepended', () => {
    expect(normalizeLinkUrl('URL', 'example.com')).toBe('http://example.com');
    expect(normalizeLinkUrl('URL', ' www.example.com/a ')).toBe('http://www.example.com/a');
    expect(normalizeLinkUrl('URL', 'https://example.com')).toBe('https://example.com');
    expect(normalizeLinkUrl('URL', 'HTTP://example.com')).toBe('HTTP://example.com');
    expect(normalizeLinkUrl('URL', '//example.com')).toBe('http://example.com');
    expect(normalizeLinkUrl('URL', 'javascript:alert(1)')).toBe('http://javascript:alert(1)');
  });

  it('widgets-and-authoring.md §5: a normalized URL always has an http(s) scheme and normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^(mailto|tel):/i.test(s.trim())), (raw) => {
        const once = normalizeLinkUrl('URL', raw);
        expect(once).toMatch(/^https?:\/\//i);
        expect(normalizeLinkUrl('URL', once)).toBe(once);
      }),
    );
  });

  it('widgets-and-authoring.md §5: email links use mailto, phone links tel', () => {
    expect(normalizeLinkUrl('Email', 'ann@example.com')).toBe('mailto:ann@example.com');
    expect(normalizeLinkUrl('Email', 'mailto:ann@example.com')).toBe('mailto:ann@example.com');
    expect(normalizeLinkUrl('Phone', '+1 555 1234')).toBe('tel:+15551234');
    expect(normalizeLinkUrl('Phone', 'tel:+1555')).toBe('tel:+1555');
    expect(normalizeLinkUrl('Email', '')).toBe('');
  });

  it('widgets-and-authoring.md §3: each link entity type normalizes to a link of its own kind', () => {
    const samples: Record<LinkEntityTypeName, string> = {
      URL: 'example.com',
      Page: '/alice/travel/about/',
      Email: 'ann@example.com',
      Phone: '+1 555',
      Anchor: 'about',
      ScrollToTop: '',
      GoBack: '',
      Mailchimp: JSON.stringify(mailchimp),
      Share: 'share.email.page',
      StartWithTemplate: 'https://folio.example/start-with-template/7',
    };
    for (const [type, value] of Object.entries(samples) as [LinkEntityTypeName, string][]) {
      expect(classifyLink(normalizeLinkUrl(type, value)).kind).toBe(linkKindOfEntityType[type]);
    }
  });
});

describe('anchor and mailchimp data', () => {
  it('viewer-and-project.md §2: anchor links need a position and a page', () => {
    expect(isValidAnchorLink({ page: 'about', position: 320 })).toBe(true);
    expect(isValidAnchorLink({ page: 'about', position: 0 })).toBe(true);
    expect(isValidAnchorLink({ page: 3, position: 10 })).toBe(true);
    expect(isValidAnchorLink({ page: 'about' })).toBe(false);
    expect(isValidAnchorLink({ page: 'about', position: null })).toBe(false);
    expect(isValidAnchorLink({ page: 'about', position: Number.NaN })).toBe(false);
    expect(isValidAnchorLink({ page: '  ', position: 10 })).toBe(false);
    expect(isValidAnchorLink({ position: 10 })).toBe(false);
    expect(isValidAnchorLink({ page: 0, position: 10 })).toBe(false);
  });

  it('viewer-and-project.md §2: mailchimp data is JSON; invalid data parses to null', () => {
    expect(parseMailchimpData(JSON.stringify(mailchimp))).toEqual(mailchimp);
    expect(parseMailchimpData('')).toBeNull();
    expect(parseMailchimpData('null')).toBeNull();
    expect(parseMailchimpData('[1,2]')).toBeNull();
    expect(parseMailchimpData('{"baseUrl":"","uuid":"u","lid":"l"}')).toBeNull();
    // whatever is stored, parsing never throws and yields null or the three non-empty settings
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const data = parseMailchimpData(stored);
        if (data !== null) expect([data.baseUrl, data.uuid, data.lid].every((v) => v.length > 0)).toBe(true);
      }),
    );
  });

  it('docs/viewer.md "Mailchimp signup": a form address under list-manage.com gives its host, typed as the link panel keeps it', () => {
    expect(mailchimpSignupHost('mc.us1.list-manage.com')).toBe('mc.us1.list-manage.com');
    expect(mailchimpSignupHost('something.us5.list-manage.com')).toBe('something.us5.list-manage.com');
    expect(mailchimpSignupHost('https://mc.us1.list-manage.com/')).toBe('mc.us1.list-manage.com');
    expect(mailchimpSignupHost('http://MC.US1.List-Manage.com')).toBe('mc.us1.list-manage.com');
    expect(mailchimpSignupHost(' mc.us1.list-manage.com// ')).toBe('mc.us1.list-manage.com');
  });

  it('docs/viewer.md "Mailchimp signup": any other form address is no Mailchimp host (the link\'s data counts as invalid)', () => {
    for (const baseUrl of [
      '',
      'list-manage.com',
      'example.com',
      'evil.com/.list-manage.com',
      'mc.us1.list-manage.com.evil.com',
      'mc.us1.list-manage.com:8443',
      'mc.us1.list-manage.com/subscribe',
      'user@mc.us1.list-manage.com',
      'evillist-manage.com',
      'mc..list-manage.com',
      'javascript://mc.us1.list-manage.com',
      'ftp://mc.us1.list-manage.com',
      '//mc.us1.list-manage.com',
    ]) {
      expect(mailchimpSignupHost(baseUrl), baseUrl).toBeNull();
    }
    // whatever is stored, a host it gives is a name under list-manage.com and nothing more
    fc.assert(
      fc.property(fc.string(), (baseUrl) => {
        const host = mailchimpSignupHost(baseUrl);
        if (host !== null) expect(host).toMatch(/^[a-z0-9.-]+\.list-manage\.com$/);
      }),
    );
  });

  it('viewer-and-project.md §2: mailchimp data survives the link round trip, extra settings included', () => {
    const data = { ...mailchimp, uniqueMethods: true };
    expect(parseMailchimpData(mailchimpLink(data).slice('mailchimp:'.length))).toEqual(data);
  });
});

import { describe, expect, it } from 'vitest';
import { linkPanelTexts } from './editor-texts/links';
import {
  emptyLinkForm,
  linkEntityOfForm,
  linkEntityOfWidget,
  linkFormOf,
  linkPanelKinds,
  pageLinkUrl,
  sameWidgetLink,
  startWithTemplateUrl,
  widgetLinkFields,
  type LinkForm,
  type LinkTargetPage,
} from './link-rules';
import { classifyLink, linkKindOfEntityType, shareNetworks, shareScopes } from './links';
import { linkEntitySchema, type LinkEntity } from './schemas/text';
import { widgetCommonShape } from './widgets/common';

const errors = linkPanelTexts.errors;
const pages: LinkTargetPage[] = [
  { _id: 'a'.repeat(24), num_id: 11 },
  { _id: 'b'.repeat(24), num_id: 12, uri: 'about', title: 'About us' },
  { _id: 'c'.repeat(24), num_id: 13 },
];
const templateId = '0123456789abcdef01234567';

const form = (fields: Partial<LinkForm>): LinkForm => ({ ...emptyLinkForm(), ...fields });
const entityOf = (fields: Partial<LinkForm>): LinkEntity => {
  const result = linkEntityOfForm(form(fields), pages);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  // Every entity the panel makes is one the text format stores (schemas/text.ts).
  expect(linkEntitySchema.parse(result.entity)).toEqual(result.entity);
  return result.entity;
};
const errorsOf = (fields: Partial<LinkForm>) => {
  const result = linkEntityOfForm(form(fields), pages);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.entity)}`);
  return result.errors;
};

describe('web address (widgets-and-authoring.md §5: http:// prepended)', () => {
  it('prepends http:// to an address without a scheme', () => {
    expect(entityOf({ kind: 'URL', url: 'example.com' })).toEqual({ type: 'URL', url: 'http://example.com', target: '_self' });
    expect(entityOf({ kind: 'URL', url: '  example.com/a?b=1#c ' }).url).toBe('http://example.com/a?b=1#c');
    expect(entityOf({ kind: 'URL', url: '//cdn.example.com/x' }).url).toBe('http://cdn.example.com/x');
    expect(entityOf({ kind: 'URL', url: 'localhost:3000' }).url).toBe('http://localhost:3000');
  });

  it('keeps http(s) addresses and pasted mailto:/tel: links as they are', () => {
    expect(entityOf({ kind: 'URL', url: 'https://example.com' }).url).toBe('https://example.com');
    expect(entityOf({ kind: 'URL', url: 'HTTP://Example.com' }).url).toBe('HTTP://Example.com');
    expect(entityOf({ kind: 'URL', url: 'mailto:ann@example.com' }).url).toBe('mailto:ann@example.com');
    expect(entityOf({ kind: 'URL', url: 'tel:+15550100' }).url).toBe('tel:+15550100');
  });

  it('opens in a new tab when asked', () => {
    expect(entityOf({ kind: 'URL', url: 'example.com', newTab: true }).target).toBe('_blank');
  });

  it('refuses an empty address, one that runs script, and one that is no address', () => {
    expect(errorsOf({ kind: 'URL', url: '  ' })).toEqual({ url: errors.urlMissing });
    expect(errorsOf({ kind: 'URL', url: 'javascript:alert(1)' })).toEqual({ url: errors.urlScript });
    expect(errorsOf({ kind: 'URL', url: 'java\tscript:alert(1)' })).toEqual({ url: errors.urlScript });
    for (const bad of ['example', 'exa mple.com', 'http://', '/a/page/', 'http://exa mple.com', 'mailto:']) {
      expect(errorsOf({ kind: 'URL', url: bad }), bad).toEqual({ url: errors.urlInvalid });
    }
  });
});

describe('email (§5: mailto)', () => {
  it('stores mailto: and the address, once', () => {
    expect(entityOf({ kind: 'Email', email: 'ann@example.com' })).toEqual({ type: 'Email', url: 'mailto:ann@example.com', target: '_self' });
    expect(entityOf({ kind: 'Email', email: 'mailto:ann@example.com' }).url).toBe('mailto:ann@example.com');
    expect(entityOf({ kind: 'Email', email: 'ann@mail.example.co.uk?subject=Hi' }).url).toBe('mailto:ann@mail.example.co.uk?subject=Hi');
  });

  it('refuses an empty or malformed address', () => {
    expect(errorsOf({ kind: 'Email', email: '' })).toEqual({ email: errors.emailMissing });
    expect(errorsOf({ kind: 'Email', email: 'mailto:' })).toEqual({ email: errors.emailMissing });
    for (const bad of ['ann', 'ann@', 'ann@example', '@example.com', 'ann @example.com', 'ann@@example.com']) {
      expect(errorsOf({ kind: 'Email', email: bad }), bad).toEqual({ email: errors.emailInvalid });
    }
  });

  it('a new tab is not offered: the target stays _self', () => {
    expect(entityOf({ kind: 'Email', email: 'ann@example.com', newTab: true }).target).toBe('_self');
  });
});

describe('phone (§5: tel)', () => {
  it('stores tel: and the number without spaces', () => {
    expect(entityOf({ kind: 'Phone', phone: '+1 555 010 0100' })).toEqual({ type: 'Phone', url: 'tel:+15550100100', target: '_self' });
    expect(entityOf({ kind: 'Phone', phone: 'tel:(555) 010-0100' }).url).toBe('tel:(555)010-0100');
  });

  it('refuses an empty number, letters, a + inside, or fewer than 3 digits', () => {
    expect(errorsOf({ kind: 'Phone', phone: ' ' })).toEqual({ phone: errors.phoneMissing });
    for (const bad of ['call me', '555+0100', '12', '555 0100 ext']) {
      expect(errorsOf({ kind: 'Phone', phone: bad }), bad).toEqual({ phone: errors.phoneInvalid });
    }
  });
});

describe('page of this project', () => {
  it('is /p{num_id}/ with the page id, its number and uri beside it', () => {
    expect(pageLinkUrl(pages[1]!)).toBe('/p12/');
    expect(entityOf({ kind: 'Page', pageId: pages[1]!._id, newTab: true })).toEqual({
      type: 'Page',
      url: '/p12/',
      target: '_blank',
      pageId: pages[1]!._id,
      pageNum: 2,
      pageUri: 'about',
    });
    expect(entityOf({ kind: 'Page', pageId: pages[0]!._id })).toEqual({ type: 'Page', url: '/p11/', target: '_self', pageId: pages[0]!._id, pageNum: 1 });
  });

  it('the viewer reads it as its page-by-id route', () => {
    expect(classifyLink('/p12/')).toMatchObject({ kind: 'page', route: { kind: 'pageById', pageNumId: 12 } });
  });

  it('refuses no page, or a page that is not in the project', () => {
    expect(errorsOf({ kind: 'Page', pageId: '' })).toEqual({ pageId: errors.pageMissing });
    expect(errorsOf({ kind: 'Page', pageId: 'd'.repeat(24) })).toEqual({ pageId: errors.pageMissing });
  });
});

describe('anchor (§5: anchor links need a position and a page)', () => {
  it('is anchor:{page id} with the position', () => {
    expect(entityOf({ kind: 'Anchor', anchorPageId: pages[2]!._id, anchorPosition: ' 640 ' })).toEqual({
      type: 'Anchor',
      url: `anchor:${pages[2]!._id}`,
      target: '_self',
      pageId: pages[2]!._id,
      anchorPosition: 640,
    });
    expect(entityOf({ kind: 'Anchor', anchorPageId: pages[0]!._id, anchorPosition: '0' }).anchorPosition).toBe(0);
  });

  it('an empty form starts on the page the author is on', () => {
    expect(emptyLinkForm(pages[1]!._id).anchorPageId).toBe(pages[1]!._id);
  });

  it('refuses a missing page, a missing position, or a position that is no whole number of pixels', () => {
    expect(errorsOf({ kind: 'Anchor', anchorPageId: '', anchorPosition: '10' })).toEqual({ anchorPageId: errors.anchorPageMissing });
    expect(errorsOf({ kind: 'Anchor', anchorPageId: pages[0]!._id, anchorPosition: '' })).toEqual({ anchorPosition: errors.anchorPositionMissing });
    expect(errorsOf({ kind: 'Anchor', anchorPageId: '', anchorPosition: '' })).toEqual({
      anchorPageId: errors.anchorPageMissing,
      anchorPosition: errors.anchorPositionMissing,
    });
    for (const bad of ['-5', '1.5', 'top', '1e3']) {
      expect(errorsOf({ kind: 'Anchor', anchorPageId: pages[0]!._id, anchorPosition: bad }), bad).toEqual({ anchorPosition: errors.anchorPositionInvalid });
    }
  });
});

describe('back to top, go back', () => {
  it('have their fixed values', () => {
    expect(entityOf({ kind: 'ScrollToTop' })).toEqual({ type: 'ScrollToTop', url: 'scrolltotop', target: '_self' });
    expect(entityOf({ kind: 'GoBack' })).toEqual({ type: 'GoBack', url: 'goback', target: '_self' });
  });
});

describe('share (§5: share.{network}.{mag|page})', () => {
  it('makes every pattern of the spec, as a URL entity', () => {
    for (const network of shareNetworks) {
      for (const scope of shareScopes) {
        const entity = entityOf({ kind: 'Share', shareNetwork: network, shareScope: scope });
        expect(entity).toEqual({ type: 'URL', url: `share.${network}.${scope}`, target: '_self' });
        expect(classifyLink(entity.url)).toEqual({ kind: 'share', network, scope });
      }
    }
  });
});

describe('start with template (§2: a link ending in start-with-template/{id})', () => {
  it('is /start-with-template/{id}/', () => {
    expect(startWithTemplateUrl(templateId)).toBe(`/start-with-template/${templateId}/`);
    const entity = entityOf({ kind: 'StartWithTemplate', templateId: ` ${templateId} ` });
    expect(entity).toEqual({ type: 'URL', url: `/start-with-template/${templateId}/`, target: '_self' });
    expect(classifyLink(entity.url)).toEqual({ kind: 'startWithTemplate', templateId });
  });

  it('refuses no template, or an id that is no template id', () => {
    expect(errorsOf({ kind: 'StartWithTemplate', templateId: '' })).toEqual({ templateId: errors.templateMissing });
    expect(errorsOf({ kind: 'StartWithTemplate', templateId: 'my-template' })).toEqual({ templateId: errors.templateInvalid });
  });
});

describe('mailchimp signup (text link types, §3)', () => {
  it('stores the popup settings as JSON after mailchimp:', () => {
    const entity = entityOf({ kind: 'Mailchimp', mailchimpBaseUrl: 'mc.us4.list-manage.com', mailchimpUuid: 'abc123', mailchimpLid: 'def456' });
    expect(entity.type).toBe('URL');
    expect(classifyLink(entity.url)).toEqual({ kind: 'mailchimp', data: { baseUrl: 'mc.us4.list-manage.com', uuid: 'abc123', lid: 'def456' } });
  });

  it('refuses a base address that is no host, and missing ids', () => {
    expect(errorsOf({ kind: 'Mailchimp', mailchimpBaseUrl: 'not a host', mailchimpUuid: '', mailchimpLid: '' })).toEqual({
      mailchimpBaseUrl: errors.mailchimpBaseUrlInvalid,
      mailchimpUuid: errors.mailchimpUuidMissing,
      mailchimpLid: errors.mailchimpLidMissing,
    });
  });
});

describe('every type', () => {
  it('the panel offers every entity type of §3 and the three of text links', () => {
    expect([...linkPanelKinds].sort()).toEqual(Object.keys(linkKindOfEntityType).sort());
    for (const kind of linkPanelKinds) expect(linkPanelTexts.kinds[kind]).toBeTruthy();
  });

  it('what the panel stores reads back as the same form', () => {
    const filled: Partial<LinkForm>[] = [
      { kind: 'URL', url: 'http://example.com/x', newTab: true },
      { kind: 'Email', email: 'ann@example.com' },
      { kind: 'Phone', phone: '+15550100' },
      { kind: 'Page', pageId: pages[1]!._id, newTab: true },
      { kind: 'Anchor', anchorPageId: pages[2]!._id, anchorPosition: '640' },
      { kind: 'ScrollToTop' },
      { kind: 'GoBack' },
      { kind: 'Share', shareNetwork: 'linkedin', shareScope: 'page' },
      { kind: 'StartWithTemplate', templateId },
      { kind: 'Mailchimp', mailchimpBaseUrl: 'mc.us4.list-manage.com', mailchimpUuid: 'abc123', mailchimpLid: 'def456' },
    ];
    expect(filled.map((fields) => fields.kind).sort()).toEqual([...linkPanelKinds].sort());
    for (const fields of filled) {
      const entity = entityOf(fields);
      expect(linkFormOf(entity, pages), fields.kind).toEqual(form(fields));
      // And on a widget: stored as clickLink / clickTarget / anchor_link_pos, read back the same.
      const stored = widgetLinkFields(entity);
      const back = linkEntityOfWidget(stripUndefined(stored), pages);
      expect(linkFormOf(back, pages), fields.kind).toEqual(form(fields));
    }
  });

  it('nothing filled in is an empty web address', () => {
    expect(linkFormOf(null, pages, pages[0]!._id)).toEqual(emptyLinkForm(pages[0]!._id));
  });
});

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}

describe('widget links (§1: clickLink, clickTarget, anchor_link_pos)', () => {
  it('a link writes the three fields; _self and a non-anchor position are taken away', () => {
    expect(widgetLinkFields({ type: 'URL', url: 'http://example.com', target: '_blank' })).toEqual({
      clickLink: 'http://example.com',
      clickTarget: '_blank',
      anchor_link_pos: undefined,
    });
    expect(widgetLinkFields({ type: 'Anchor', url: `anchor:${pages[0]!._id}`, target: '_self', pageId: pages[0]!._id, anchorPosition: 80 })).toEqual({
      clickLink: `anchor:${pages[0]!._id}`,
      clickTarget: undefined,
      anchor_link_pos: 80,
    });
  });

  it('removing the link takes all three away', () => {
    expect(widgetLinkFields(null)).toEqual({ clickLink: undefined, clickTarget: undefined, anchor_link_pos: undefined });
  });

  it('what is written passes the widget schema', () => {
    const fields = widgetLinkFields(entityOf({ kind: 'URL', url: 'example.com', newTab: true }));
    expect(widgetCommonShape.clickLink.parse(fields.clickLink)).toBe('http://example.com');
    expect(widgetCommonShape.clickTarget.parse(fields.clickTarget)).toBe('_blank');
  });

  it('reads links other tools stored: a viewer address of a page, an anchor by uri, a link with no page here', () => {
    expect(linkEntityOfWidget({}, pages)).toBeNull();
    expect(linkEntityOfWidget({ clickLink: '/demo/demo/about/' }, pages)).toEqual({ type: 'Page', url: '/demo/demo/about/', target: '_self', pageId: pages[1]!._id });
    expect(linkEntityOfWidget({ clickLink: 'anchor:about', anchor_link_pos: 5 }, pages)).toEqual({
      type: 'Anchor',
      url: 'anchor:about',
      target: '_self',
      pageId: pages[1]!._id,
      anchorPosition: 5,
    });
    expect(linkEntityOfWidget({ clickLink: '/p99/' }, pages)).toEqual({ type: 'URL', url: '/p99/', target: '_self' });
    expect(linkFormOf(linkEntityOfWidget({ clickLink: 'anchor:' }, pages), pages)).toMatchObject({ kind: 'Anchor', anchorPageId: '', anchorPosition: '' });
  });

  it('text entities give their page by id, uri or number', () => {
    expect(linkFormOf({ type: 'Page', target: '_self', pageNum: 3 }, pages)).toMatchObject({ kind: 'Page', pageId: pages[2]!._id });
    expect(linkFormOf({ type: 'Anchor', target: '_self', pageUri: 'about', anchorPosition: 9 }, pages)).toMatchObject({
      kind: 'Anchor',
      anchorPageId: pages[1]!._id,
      anchorPosition: '9',
    });
  });

  it('sameWidgetLink compares what a widget would store', () => {
    const a = entityOf({ kind: 'URL', url: 'example.com' });
    expect(sameWidgetLink(a, { ...a, pageNum: 4 })).toBe(true);
    expect(sameWidgetLink(a, { ...a, target: '_blank' })).toBe(false);
    expect(sameWidgetLink(null, null)).toBe(true);
  });
});

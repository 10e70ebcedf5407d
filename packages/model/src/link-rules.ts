// The link panel's rules (widgets-and-authoring.md §3 "Link entity", §5; viewer-and-project.md §2 "In-product
// links"): what an author fills in for each type of link, how it is checked, and how it is stored — as a text link
// entity, and on a widget as clickLink / clickTarget / anchor_link_pos. Pure: the constructor's panel
// (docs/editor-links.md) shows the fields and the messages, these functions decide.

import { linkPanelTexts } from './editor-texts/links';
import {
  anchorLink,
  classifyLink,
  GO_BACK_LINK,
  mailchimpLink,
  MAILTO_PREFIX,
  normalizeLinkUrl,
  SCROLL_TO_TOP_LINK,
  shareLink,
  shareNetworks,
  shareScopes,
  START_WITH_TEMPLATE_SEGMENT,
  TEL_PREFIX,
  type LinkEntityTypeName,
  type ShareNetwork,
  type ShareScope,
} from './links';
import type { LinkEntity } from './schemas/text';
import { isScriptUrl } from './url-text';

/** The panel's types of link, in the order it offers them: the entity types of §3 and the three of text links. */
export const linkPanelKinds = [
  'URL',
  'Email',
  'Phone',
  'Page',
  'Anchor',
  'ScrollToTop',
  'GoBack',
  'Share',
  'StartWithTemplate',
  'Mailchimp',
] as const satisfies readonly LinkEntityTypeName[];
export type LinkPanelKind = (typeof linkPanelKinds)[number];

/** The types whose link may open in a new tab (the others act on the page the visitor is on). */
export const linkKindsWithTarget: readonly LinkPanelKind[] = ['URL', 'Page'];

// Ours: where the panel stands beside what it links (screen px).
export const linkPanelConstants = {
  /** Gap between the selection (or the text) and the panel. */
  gapPx: 12,
  /** The panel keeps this far from the window's edges. */
  marginPx: 16,
  /** The panel's width. */
  widthPx: 380,
} as const;

/** A page of the project as the panel offers it; `pages` are in order (page numbers are 1-based positions). */
export interface LinkTargetPage {
  _id: string;
  /** The page's numeric id: page links are /p{num_id}/, which survives reordering and renaming. */
  num_id: number;
  uri?: string | null;
  title?: string;
}

/** What the panel's fields hold (as typed). Only the fields of `kind` are read. */
export interface LinkForm {
  kind: LinkPanelKind;
  url: string;
  email: string;
  phone: string;
  pageId: string;
  anchorPageId: string;
  anchorPosition: string;
  shareNetwork: ShareNetwork;
  shareScope: ShareScope;
  templateId: string;
  mailchimpBaseUrl: string;
  mailchimpUuid: string;
  mailchimpLid: string;
  newTab: boolean;
}
export type LinkFormField = Exclude<keyof LinkForm, 'kind' | 'newTab'>;
export type LinkFormErrors = Partial<Record<LinkFormField, string>>;

export type LinkFormResult = { ok: true; entity: LinkEntity } | { ok: false; errors: LinkFormErrors };

/** The fields a widget's link is stored in (widgets-and-authoring.md §1); undefined takes the field away. */
export interface WidgetLinkFields {
  clickLink: string | undefined;
  clickTarget: '_blank' | undefined;
  anchor_link_pos: number | undefined;
}

const errors = linkPanelTexts.errors;
const BLANK_TARGET = '_blank';
const SELF_TARGET = '_self';
const PAGE_LINK_PREFIX = '/p';
// An address part of an email: no spaces, one @, a dot in the domain. Parameters (?subject=…) may follow.
const EMAIL_PATTERN = /^[^\s@?]+@[^\s@.?]+(?:\.[^\s@.?]+)+(?:\?\S*)?$/;
// Digits with the visual separators tel: URIs allow, + only in front (RFC 3966).
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const MIN_PHONE_DIGITS = 3;
const WHOLE_NUMBER = /^\d+$/;
const OBJECT_ID = /^[0-9a-f]{24}$/;
// A host name with a dot (example.com), localhost, or an IP literal.
const HOST_PATTERN = /^(?:localhost|\[[0-9a-f:.]+\]|[^\s.]+(?:\.[^\s.]+)+)$/i;
const MAILCHIMP_HOST = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/?$/i;
const MAILTO_OR_TEL = /^(?:mailto|tel):\S/i;

/** A form with nothing filled in: a web address, the anchor on `currentPageId`, sharing the project on Facebook. */
export function emptyLinkForm(currentPageId = ''): LinkForm {
  return {
    kind: 'URL',
    url: '',
    email: '',
    phone: '',
    pageId: '',
    anchorPageId: currentPageId,
    anchorPosition: '',
    shareNetwork: shareNetworks[0],
    shareScope: shareScopes[0],
    templateId: '',
    mailchimpBaseUrl: '',
    mailchimpUuid: '',
    mailchimpLid: '',
    newTab: false,
  };
}

/** A page link: /p{num_id}/, the viewer's page-by-id route (viewer-and-project.md §2). */
export function pageLinkUrl(page: Pick<LinkTargetPage, 'num_id'>): string {
  return `${PAGE_LINK_PREFIX}${page.num_id}/`;
}

/** A start-with-template link (widgets-and-authoring.md §2: it ends in start-with-template/{id}). */
export function startWithTemplateUrl(templateId: string): string {
  return `/${START_WITH_TEMPLATE_SEGMENT}/${encodeURIComponent(templateId)}/`;
}

/** The page a link names: by id, by numeric id (/p{n}/), by custom uri, or by number. */
function findLinkedPage(pages: readonly LinkTargetPage[], key: { id?: string; numId?: number; uri?: string; num?: number }): LinkTargetPage | undefined {
  if (key.id !== undefined) {
    const byId = pages.find((page) => page._id === key.id);
    if (byId) return byId;
  }
  if (key.numId !== undefined) return pages.find((page) => page.num_id === key.numId);
  const uri = key.uri?.replace(/^\/+|\/+$/g, '');
  if (uri) {
    const byUri = pages.find((page) => page.uri != null && page.uri.replace(/^\/+|\/+$/g, '') === uri);
    if (byUri) return byUri;
    if (WHOLE_NUMBER.test(uri)) return pages[Number(uri) - 1];
    // An id written where a uri goes (anchor:{page id}).
    return pages.find((page) => page._id === uri);
  }
  if (key.num !== undefined) return pages[key.num - 1];
  if (key.uri === '') return pages[0];
  return undefined;
}

/** The page a stored url points to, if it is a page of these pages. */
function pageOfUrl(url: string, pages: readonly LinkTargetPage[]): LinkTargetPage | undefined {
  const link = classifyLink(url);
  if (link.kind === 'anchor') return link.page === undefined ? undefined : findLinkedPage(pages, { id: link.page, uri: link.page });
  if (link.kind !== 'page') return undefined;
  const { route } = link;
  switch (route.kind) {
    case 'pageById':
      return findLinkedPage(pages, { numId: route.pageNumId });
    case 'pageNum':
      return findLinkedPage(pages, { num: route.pageNum });
    case 'mag':
      // {user}/ alone is the author's profile, no page of this project.
      return route.mag === undefined ? undefined : findLinkedPage(pages, { uri: route.pageUri ?? '' });
    default:
      return findLinkedPage(pages, { uri: route.pageUri ?? '' });
  }
}

const stripPrefix = (value: string, prefix: string) => (value.toLowerCase().startsWith(prefix) ? value.slice(prefix.length) : value);

/**
 * The form showing a stored link (a text link entity, or a widget's link read with `linkEntityOfWidget`); an
 * empty form for none. A URL entity is read by its url's prefix (share, start-with-template, mailchimp, mailto…).
 */
export function linkFormOf(entity: LinkEntity | null, pages: readonly LinkTargetPage[], currentPageId = ''): LinkForm {
  const form = emptyLinkForm(currentPageId);
  if (!entity) return form;
  form.newTab = entity.target === BLANK_TARGET;
  const url = entity.url ?? '';
  const entityPage = () => findLinkedPage(pages, { id: entity.pageId, uri: entity.pageUri, num: entity.pageNum }) ?? pageOfUrl(url, pages);
  switch (entity.type) {
    case 'Email':
      return { ...form, kind: 'Email', email: stripPrefix(url, MAILTO_PREFIX) };
    case 'Phone':
      return { ...form, kind: 'Phone', phone: stripPrefix(url, TEL_PREFIX) };
    case 'Page':
      return { ...form, kind: 'Page', pageId: entityPage()?._id ?? '' };
    case 'Anchor':
      return {
        ...form,
        kind: 'Anchor',
        anchorPageId: entityPage()?._id ?? '',
        anchorPosition: entity.anchorPosition === undefined ? '' : String(entity.anchorPosition),
      };
    case 'ScrollToTop':
      return { ...form, kind: 'ScrollToTop' };
    case 'GoBack':
      return { ...form, kind: 'GoBack' };
    case 'URL':
      break;
  }
  const link = classifyLink(url);
  switch (link.kind) {
    case 'mailto':
      return { ...form, kind: 'Email', email: link.address };
    case 'tel':
      return { ...form, kind: 'Phone', phone: link.number };
    case 'page': {
      const page = pageOfUrl(url, pages);
      return page ? { ...form, kind: 'Page', pageId: page._id } : { ...form, url };
    }
    case 'anchor':
      return { ...form, kind: 'Anchor', anchorPageId: pageOfUrl(url, pages)?._id ?? '', anchorPosition: entity.anchorPosition === undefined ? '' : String(entity.anchorPosition) };
    case 'scrollToTop':
      return { ...form, kind: 'ScrollToTop' };
    case 'goBack':
      return { ...form, kind: 'GoBack' };
    case 'share':
      return { ...form, kind: 'Share', shareNetwork: link.network, shareScope: link.scope };
    case 'startWithTemplate':
      return { ...form, kind: 'StartWithTemplate', templateId: link.templateId };
    case 'mailchimp':
      return {
        ...form,
        kind: 'Mailchimp',
        mailchimpBaseUrl: link.data?.baseUrl ?? '',
        mailchimpUuid: link.data?.uuid ?? '',
        mailchimpLid: link.data?.lid ?? '',
      };
    case 'external':
    case 'none':
      return { ...form, url };
  }
}

function checkWebAddress(typed: string): string | null {
  const value = typed.trim();
  if (!value) return errors.urlMissing;
  if (isScriptUrl(value)) return errors.urlScript;
  // Spaces, or a path of this host (a page link is the Page type's).
  if (/\s/.test(value) || (value.startsWith('/') && !value.startsWith('//'))) return errors.urlInvalid;
  const url = normalizeLinkUrl('URL', value);
  // A pasted mailto: or tel: link is kept as it is (§5).
  if (MAILTO_OR_TEL.test(url)) return null;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return errors.urlInvalid;
  }
  return HOST_PATTERN.test(host) ? null : errors.urlInvalid;
}

function checkEmail(typed: string): string | null {
  const address = stripPrefix(typed.trim(), MAILTO_PREFIX);
  if (!address) return errors.emailMissing;
  return EMAIL_PATTERN.test(address) ? null : errors.emailInvalid;
}

function checkPhone(typed: string): string | null {
  const number = stripPrefix(typed.trim(), TEL_PREFIX).trim();
  if (!number) return errors.phoneMissing;
  const digits = number.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(number) && digits >= MIN_PHONE_DIGITS ? null : errors.phoneInvalid;
}

/**
 * Checks the form and makes the link entity it stands for (widgets-and-authoring.md §5): a web address without an
 * http(s) scheme gets http:// prepended, an email address mailto:, a phone number tel: (without spaces); a page
 * link is /p{num_id}/ with the page's id, number and uri beside it; an anchor needs a page and a position; share,
 * start-with-template and mailchimp links are URL entities told apart by their url's prefix. Any problem is
 * returned per field, and then there is no entity.
 */
export function linkEntityOfForm(form: LinkForm, pages: readonly LinkTargetPage[]): LinkFormResult {
  const target = linkKindsWithTarget.includes(form.kind) && form.newTab ? BLANK_TARGET : SELF_TARGET;
  const fail = (errorsOf: LinkFormErrors): LinkFormResult => ({ ok: false, errors: errorsOf });
  const ok = (entity: LinkEntity): LinkFormResult => ({ ok: true, entity });
  switch (form.kind) {
    case 'URL': {
      const problem = checkWebAddress(form.url);
      return problem ? fail({ url: problem }) : ok({ type: 'URL', url: normalizeLinkUrl('URL', form.url), target });
    }
    case 'Email': {
      const problem = checkEmail(form.email);
      return problem ? fail({ email: problem }) : ok({ type: 'Email', url: normalizeLinkUrl('Email', form.email), target });
    }
    case 'Phone': {
      const problem = checkPhone(form.phone);
      return problem ? fail({ phone: problem }) : ok({ type: 'Phone', url: normalizeLinkUrl('Phone', form.phone), target });
    }
    case 'Page': {
      const index = pages.findIndex((page) => page._id === form.pageId);
      const page = pages[index];
      if (!page) return fail({ pageId: errors.pageMissing });
      return ok({ type: 'Page', url: pageLinkUrl(page), target, pageId: page._id, pageNum: index + 1, ...(page.uri ? { pageUri: page.uri } : {}) });
    }
    case 'Anchor': {
      const found: LinkFormErrors = {};
      const page = pages.find((candidate) => candidate._id === form.anchorPageId);
      if (!page) found.anchorPageId = errors.anchorPageMissing;
      const position = form.anchorPosition.trim();
      if (!position) found.anchorPosition = errors.anchorPositionMissing;
      else if (!WHOLE_NUMBER.test(position)) found.anchorPosition = errors.anchorPositionInvalid;
      if (!page || found.anchorPosition) return fail(found);
      return ok({ type: 'Anchor', url: anchorLink(page._id), target, pageId: page._id, anchorPosition: Number(position) });
    }
    case 'ScrollToTop':
      return ok({ type: 'ScrollToTop', url: SCROLL_TO_TOP_LINK, target });
    case 'GoBack':
      return ok({ type: 'GoBack', url: GO_BACK_LINK, target });
    case 'Share':
      return ok({ type: 'URL', url: shareLink(form.shareNetwork, form.shareScope), target });
    case 'StartWithTemplate': {
      const id = form.templateId.trim();
      if (!id) return fail({ templateId: errors.templateMissing });
      if (!OBJECT_ID.test(id)) return fail({ templateId: errors.templateInvalid });
      return ok({ type: 'URL', url: startWithTemplateUrl(id), target });
    }
    case 'Mailchimp': {
      const found: LinkFormErrors = {};
      const baseUrl = form.mailchimpBaseUrl.trim();
      const uuid = form.mailchimpUuid.trim();
      const lid = form.mailchimpLid.trim();
      if (!MAILCHIMP_HOST.test(baseUrl)) found.mailchimpBaseUrl = errors.mailchimpBaseUrlInvalid;
      if (!uuid) found.mailchimpUuid = errors.mailchimpUuidMissing;
      if (!lid) found.mailchimpLid = errors.mailchimpLidMissing;
      if (Object.keys(found).length) return fail(found);
      return ok({ type: 'URL', url: mailchimpLink({ baseUrl, uuid, lid }), target });
    }
  }
}

/** A widget's link as an entity (for the panel), or null when it has none. */
export function linkEntityOfWidget(
  widget: { clickLink?: string | undefined; clickTarget?: string | undefined; anchor_link_pos?: number | undefined },
  pages: readonly LinkTargetPage[],
): LinkEntity | null {
  const url = widget.clickLink?.trim() ?? '';
  const link = classifyLink(url);
  const target = widget.clickTarget === BLANK_TARGET ? BLANK_TARGET : SELF_TARGET;
  switch (link.kind) {
    case 'none':
      return null;
    case 'mailto':
      return { type: 'Email', url, target };
    case 'tel':
      return { type: 'Phone', url, target };
    case 'page': {
      const page = pageOfUrl(url, pages);
      return page ? { type: 'Page', url, target, pageId: page._id } : { type: 'URL', url, target };
    }
    case 'anchor': {
      const page = pageOfUrl(url, pages);
      return {
        type: 'Anchor',
        url,
        target,
        ...(page ? { pageId: page._id } : {}),
        ...(widget.anchor_link_pos === undefined ? {} : { anchorPosition: widget.anchor_link_pos }),
      };
    }
    case 'scrollToTop':
      return { type: 'ScrollToTop', url, target };
    case 'goBack':
      return { type: 'GoBack', url, target };
    default:
      return { type: 'URL', url, target };
  }
}

/**
 * How a link is stored on a widget: clickLink holds the url, clickTarget is _blank for a new tab (else absent: _self
 * is the default), anchor_link_pos the anchor's position (absent for other links). null takes the link away.
 */
export function widgetLinkFields(entity: LinkEntity | null): WidgetLinkFields {
  if (!entity?.url) return { clickLink: undefined, clickTarget: undefined, anchor_link_pos: undefined };
  return {
    clickLink: entity.url,
    clickTarget: entity.target === BLANK_TARGET ? BLANK_TARGET : undefined,
    anchor_link_pos: entity.type === 'Anchor' ? entity.anchorPosition : undefined,
  };
}

/** Whether two links store the same thing on a widget. */
export function sameWidgetLink(a: LinkEntity | null, b: LinkEntity | null): boolean {
  const x = widgetLinkFields(a);
  const y = widgetLinkFields(b);
  return x.clickLink === y.clickLink && x.clickTarget === y.clickTarget && x.anchor_link_pos === y.anchor_link_pos;
}

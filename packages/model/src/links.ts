// Link classification (viewer-and-project.md §2 "In-product links", widgets-and-authoring.md §3, §5): a
// link is a string (a widget's clickLink, a text link entity's url) classified by its prefix.
//
// The spec says anchor, go-back, back-to-top and mailchimp links are "special values" without spelling
// them; ours are:
//   anchor:{page id or uri}   an anchor link; the offset is stored beside the link (the widget's
//                             anchor_link_pos, the text entity's anchorPosition), as the data model has it
//   goback                    go back through the viewer's history of visited pages
//   scrolltotop               back to the top of the page
//   mailchimp:{json}          a Mailchimp signup; the JSON names the list as Mailchimp's popup loader takes it,
//                             and the viewer's Subscribe dialog sends to that list (docs/viewer.md "Mailchimp signup")
// Share links follow the spec's pattern share.{network}.{mag|page}.

import { matchViewerRoute } from './routes';
import type { ViewerRoute, ViewerRouteContext } from './routes';
import { isScriptUrl, trimUrl } from './url-text';

export const ANCHOR_LINK_PREFIX = 'anchor:';
export const GO_BACK_LINK = 'goback';
export const SCROLL_TO_TOP_LINK = 'scrolltotop';
export const MAILCHIMP_LINK_PREFIX = 'mailchimp:';
export const MAILTO_PREFIX = 'mailto:';
export const TEL_PREFIX = 'tel:';
export const HTTP_PREFIX = 'http://';
export const START_WITH_TEMPLATE_SEGMENT = 'start-with-template';

// viewer-and-project.md §2: share.{facebook|twitter|pinterest|gplus|linkedin|email}.{mag|page}.
export const shareNetworks = ['facebook', 'twitter', 'pinterest', 'gplus', 'linkedin', 'email'] as const;
export const shareScopes = ['mag', 'page'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];
export type ShareScope = (typeof shareScopes)[number];

// The settings Mailchimp's popup loader takes (`L.start({baseUrl, uuid, lid})`); other keys pass through.
// Checked by hand, not with zod: the viewer classifies links, and its budget has no room for schemas.
export interface MailchimpLinkData {
  baseUrl: string;
  uuid: string;
  lid: string;
  [key: string]: unknown;
}
const mailchimpRequiredKeys = ['baseUrl', 'uuid', 'lid'] as const;

export type ClassifiedLink =
  | { kind: 'none' }
  | { kind: 'external'; url: string }
  | { kind: 'mailto'; url: string; address: string }
  | { kind: 'tel'; url: string; number: string }
  /** A link to a viewer address on the current host: navigated through the router, not the browser. */
  | { kind: 'page'; url: string; path: string; route: ViewerRoute }
  | { kind: 'scrollToTop' }
  | { kind: 'goBack' }
  /** data is null when the JSON is invalid: nothing happens and the link is disabled for a while. */
  | { kind: 'mailchimp'; data: MailchimpLinkData | null }
  /** page is the page id or uri; undefined when missing (the link is then invalid). */
  | { kind: 'anchor'; page: string | undefined }
  | { kind: 'share'; network: ShareNetwork; scope: ShareScope }
  | { kind: 'startWithTemplate'; templateId: string };

export type ClassifiedLinkKind = ClassifiedLink['kind'];

export interface ClassifyLinkOptions {
  /** The host the viewer runs on (`location.host`); absolute links to it are page links. */
  currentHost?: string;
  /** How page links are read; the host's routes by default. */
  routeContext?: ViewerRouteContext;
  exportRoot?: string;
}

const sharePattern = new RegExp(`^share\\.(${shareNetworks.join('|')})\\.(${shareScopes.join('|')})$`);
// viewer-and-project.md §2: a link *ending in* start-with-template/{id}, whatever comes before it.
const startWithTemplatePattern = new RegExp(`(?:^|/)${START_WITH_TEMPLATE_SEGMENT}/([^/?#]+)/?(?:[?#].*)?$`);
// scheme-relative or http(s) absolute: host, then the rest of the address.
const absoluteUrlPattern = /^(?:https?:)?\/\/([^/?#]*)(.*)$/i;
const httpSchemePattern = /^https?:\/\//i;

const startsWithInsensitive = (value: string, prefix: string) =>
  value.slice(0, prefix.length).toLowerCase() === prefix;

/** Classifies a link by its prefix (viewer-and-project.md §2, widgets-and-authoring.md §5). */
export function classifyLink(value: string | null | undefined, options: ClassifyLinkOptions = {}): ClassifiedLink {
  // Read as it is stored (schemas/url.ts): trimmed of every invisible character, and never a link that runs script.
  const link = trimUrl(value ?? '');
  if (!link || isScriptUrl(link)) return { kind: 'none' };
  const lower = link.toLowerCase();
  if (lower === GO_BACK_LINK) return { kind: 'goBack' };
  if (lower === SCROLL_TO_TOP_LINK) return { kind: 'scrollToTop' };
  if (startsWithInsensitive(link, ANCHOR_LINK_PREFIX)) {
    const page = link.slice(ANCHOR_LINK_PREFIX.length).trim();
    return { kind: 'anchor', page: page || undefined };
  }
  if (startsWithInsensitive(link, MAILCHIMP_LINK_PREFIX)) {
    return { kind: 'mailchimp', data: parseMailchimpData(link.slice(MAILCHIMP_LINK_PREFIX.length)) };
  }
  const share = sharePattern.exec(link);
  if (share) return { kind: 'share', network: share[1] as ShareNetwork, scope: share[2] as ShareScope };
  if (startsWithInsensitive(link, MAILTO_PREFIX)) {
    return { kind: 'mailto', url: link, address: link.slice(MAILTO_PREFIX.length) };
  }
  if (startsWithInsensitive(link, TEL_PREFIX)) return { kind: 'tel', url: link, number: link.slice(TEL_PREFIX.length) };
  const template = startWithTemplatePattern.exec(link);
  if (template?.[1]) return { kind: 'startWithTemplate', templateId: safeDecode(template[1]) };

  const absolute = absoluteUrlPattern.exec(link);
  if (absolute) {
    const host = (absolute[1] ?? '').replace(/^.*@/, '').toLowerCase();
    const sameHost = options.currentHost !== undefined && host === options.currentHost.toLowerCase();
    return sameHost ? pageLink(link, absolute[2] || '/', options) : { kind: 'external', url: link };
  }
  if (link.startsWith('/')) return pageLink(link, link, options);
  // No known prefix: an address typed without its scheme (widgets-and-authoring.md §5).
  return { kind: 'external', url: normalizeLinkUrl('URL', link) };
}

function pageLink(url: string, pathAndQuery: string, options: ClassifyLinkOptions): ClassifiedLink {
  const path = pathAndQuery.replace(/[?#].*$/, '') || '/';
  const route = matchViewerRoute(path, options.routeContext ?? 'host', { exportRoot: options.exportRoot });
  // An address on this host that is no viewer route (the dashboard, say) is left to the browser.
  return route ? { kind: 'page', url, path, route } : { kind: 'external', url };
}

// Link entity types of text links (widgets-and-authoring.md §3) and the classification each produces.
export const linkKindOfEntityType = {
  URL: 'external',
  Page: 'page',
  Email: 'mailto',
  Phone: 'tel',
  Anchor: 'anchor',
  ScrollToTop: 'scrollToTop',
  GoBack: 'goBack',
  // widgets-and-authoring.md §3: "Link types in text also include mailchimp signup, share, and start-with-template".
  Mailchimp: 'mailchimp',
  Share: 'share',
  StartWithTemplate: 'startWithTemplate',
} as const satisfies Record<string, ClassifiedLinkKind>;
export type LinkEntityTypeName = keyof typeof linkKindOfEntityType;

/**
 * The stored link value for what an author typed into a link of the given type
 * (widgets-and-authoring.md §5): URLs without an http(s) scheme get http:// prepended (a pasted mailto: or
 * tel: link is kept), e-mail addresses get mailto:, phone numbers tel: (without the spaces tel: URIs may
 * not hold). Anchors and mailchimp data get their prefixes; back-to-top and go-back have fixed values;
 * page, share and start-with-template links are stored as given.
 */
export function normalizeLinkUrl(type: LinkEntityTypeName, value: string): string {
  const v = value.trim();
  switch (type) {
    case 'URL':
      if (!v || httpSchemePattern.test(v)) return v;
      if (startsWithInsensitive(v, MAILTO_PREFIX) || startsWithInsensitive(v, TEL_PREFIX)) return v;
      return HTTP_PREFIX + v.replace(/^\/\//, '');
    case 'Email':
      return v ? MAILTO_PREFIX + stripPrefix(v, MAILTO_PREFIX) : '';
    case 'Phone': {
      const number = stripPrefix(v, TEL_PREFIX).replace(/\s+/g, '');
      return number ? TEL_PREFIX + number : '';
    }
    case 'Anchor':
      return anchorLink(stripPrefix(v, ANCHOR_LINK_PREFIX));
    case 'ScrollToTop':
      return SCROLL_TO_TOP_LINK;
    case 'GoBack':
      return GO_BACK_LINK;
    case 'Mailchimp':
      return v ? MAILCHIMP_LINK_PREFIX + stripPrefix(v, MAILCHIMP_LINK_PREFIX) : '';
    case 'Page':
    case 'Share':
    case 'StartWithTemplate':
      return v;
  }
}

function stripPrefix(value: string, prefix: string): string {
  return startsWithInsensitive(value, prefix) ? value.slice(prefix.length) : value;
}

export function anchorLink(page: string): string {
  return ANCHOR_LINK_PREFIX + page;
}

export function shareLink(network: ShareNetwork, scope: ShareScope): string {
  return `share.${network}.${scope}`;
}

export function mailchimpLink(data: MailchimpLinkData): string {
  return MAILCHIMP_LINK_PREFIX + JSON.stringify(data);
}

/** Mailchimp link data is JSON (viewer-and-project.md §2); null when it is not valid. */
export function parseMailchimpData(json: string): MailchimpLinkData | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const data = parsed as Record<string, unknown>;
  return mailchimpRequiredKeys.every((key) => typeof data[key] === 'string' && data[key] !== '') ? (data as MailchimpLinkData) : null;
}

// Ours (docs/viewer.md "Mailchimp signup"): a visitor's address goes to Mailchimp's signup hosts only.
const mailchimpHostPattern = /^(?:[a-z0-9-]+\.)+list-manage\.com$/;

/**
 * The host a Mailchimp link's form address names (`mc.us1.list-manage.com`, typed with or without its http(s)://
 * and a trailing slash), lower-cased; null for any host not under list-manage.com: the viewer then treats the link's
 * data as invalid (viewer-and-project.md §2).
 */
export function mailchimpSignupHost(baseUrl: string): string | null {
  const host = baseUrl.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return mailchimpHostPattern.test(host) ? host : null;
}

/**
 * viewer-and-project.md §2, widgets-and-authoring.md §5: an anchor link needs a position and a page (its
 * id or uri, or its number as text link entities may give it). The position is an offset from the top.
 */
export function isValidAnchorLink(anchor: { page?: string | number | null; position?: number | null }): boolean {
  const { page, position } = anchor;
  const hasPage = typeof page === 'number' ? Number.isInteger(page) && page >= 1 : !!page?.trim();
  return (
    hasPage &&
    typeof position === 'number' &&
    Number.isFinite(position) &&
    position >= 0
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

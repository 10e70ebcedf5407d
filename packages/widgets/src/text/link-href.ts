import { anchorLink, GO_BACK_LINK, SCROLL_TO_TOP_LINK, type LinkEntity } from '@folio/model';

// Browsers drop ASCII control characters and spaces inside a scheme ('java\tscript:'), so we do too before looking.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_URL_CHARACTERS = /[\u0000-\u0020]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// widgets-and-authoring.md §3 "Link entity", §5: http(s), mailto: and tel: links, addresses without a scheme (page
// paths, share.* values) and our own special values anchor: and mailchimp: (model/links.ts), which the viewer's
// click handler takes. Any other scheme (javascript:, data:, vbscript:, …) is no link.
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'anchor', 'mailchimp'];

/** The href to draw for a stored link, or undefined when it is empty or not a kind of link we draw. */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  const scheme = SCHEME.exec(url.replace(IGNORED_URL_CHARACTERS, ''))?.[1]?.toLowerCase();
  return scheme === undefined || LINK_SCHEMES.includes(scheme) ? url.trim() : undefined;
}

/** A link entity's href: its url, else the fixed value of its type (back to top, go back, anchor to a page). */
export function linkHref(entity: LinkEntity): string | undefined {
  const page = entity.pageId ?? entity.pageUri ?? entity.pageNum;
  const fallback =
    entity.type === 'ScrollToTop' ? SCROLL_TO_TOP_LINK : entity.type === 'GoBack' ? GO_BACK_LINK : entity.type === 'Anchor' && page !== undefined ? anchorLink(String(page)) : undefined;
  return safeHref(entity.url ?? fallback);
}

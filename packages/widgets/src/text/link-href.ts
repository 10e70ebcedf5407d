import { anchorLink, GO_BACK_LINK, SCROLL_TO_TOP_LINK, trimUrl, urlScheme, type LinkEntity } from '@folio/model';

// widgets-and-authoring.md §3 "Link entity", §5: http(s), mailto: and tel: links, addresses without a scheme (page
// paths, share.* values) and our own special values anchor: and mailchimp: (model/links.ts), which the viewer's
// click handler takes. Any other scheme (javascript:, data:, vbscript:, …) is no link.
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'anchor', 'mailchimp'];

/**
 * The href to draw for a stored link, or undefined when it is empty or not a kind of link we draw. It is trimmed of
 * every invisible character first, and the scheme looked for in what is drawn (issue 11, finding 7).
 */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const href = trimUrl(url);
  if (!href) return undefined;
  const scheme = urlScheme(href);
  return scheme === undefined || LINK_SCHEMES.includes(scheme) ? href : undefined;
}

/** A link entity's href: its url, else the fixed value of its type (back to top, go back, anchor to a page). */
export function linkHref(entity: LinkEntity): string | undefined {
  const page = entity.pageId ?? entity.pageUri ?? entity.pageNum;
  const fallback =
    entity.type === 'ScrollToTop' ? SCROLL_TO_TOP_LINK : entity.type === 'GoBack' ? GO_BACK_LINK : entity.type === 'Anchor' && page !== undefined ? anchorLink(String(page)) : undefined;
  return safeHref(entity.url ?? fallback);
}

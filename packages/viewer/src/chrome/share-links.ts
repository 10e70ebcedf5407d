// Addresses, share-network URLs, embed codes and the branding link of the viewer chrome
// (viewer-and-project.md §2 share popup and embed panel, §4 embed size cycle, §9 share constants).
import { pagePathOf, privateShareTexts, shareConstants, viewerAddress, type ShareNetwork, type ShareScope } from '@folio/model';
import { rememberedProjectPassword } from '../project-password';
import type { CustomDomainMode, PageSummary, PublishedMag, ViewerEnv } from '../types';
import type { EmbedSize, ShareMode, ViewerState } from '../viewer-state';
import { chromeVisibility } from './chrome-rules';
import { exportSiteRoot } from '../export-addresses';

/** The networks of the share popup's buttons (Share, Tweet, Pin, Linkedin). */
export type ShareButtonNetwork = 'facebook' | 'twitter' | 'pinterest' | 'linkedin';

const FIRST_PAGE = { _id: '', num: 1 };

const trimEnd = (url: string) => url.replace(/\/+$/, '');

/**
 * A page's address as the menu links to it (relative to the host; in an exported site, under its root). On a
 * custom domain it is only the page path, or the project and the page path (viewer-and-project.md §2).
 */
export function pageHref(mag: PublishedMag, page: PageSummary, env: ViewerEnv, customDomain: CustomDomainMode = false): string {
  if (env === 'export') return `${exportSiteRoot()}${pagePathOf(page)}`;
  return `/${viewerAddress({ user: mag.user.uri, mag: mag.uri || mag.num_id, page, preview: env === 'preview', customDomain })}`;
}

/**
 * The absolute address shared or embedded: the whole project, or the current page. `baseUrl` is the custom
 * domain's origin when the project is served on one (with its `customDomain` mode), else PUBLIC_URL.
 */
export function shareAddress(
  baseUrl: string,
  mag: PublishedMag,
  page: PageSummary | undefined,
  mode: ShareMode,
  customDomain: CustomDomainMode = false,
): string {
  const target = mode === 'page' && page ? page : FIRST_PAGE;
  return `${trimEnd(baseUrl)}/${viewerAddress({ user: mag.user.uri, mag: mag.uri || mag.num_id, page: target, customDomain })}`;
}

/** Where shares and embeds point: the custom domain when the viewer is served on one, else the app's host. */
export function shareBase(state: { publicUrl: string; customDomain: CustomDomainMode; domainUrl: string | null }): {
  baseUrl: string;
  customDomain: CustomDomainMode;
} {
  return state.customDomain && state.domainUrl
    ? { baseUrl: state.domainUrl, customDomain: state.customDomain }
    : { baseUrl: state.publicUrl, customDomain: false };
}

/** viewer-and-project.md §9: tweet text at most 116 characters (cut with an ellipsis). */
export function tweetText(text: string): string {
  const max = shareConstants.tweetMaxLength;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export interface ShareContent {
  url: string;
  title: string;
  description: string;
  tweet: string;
  image?: string;
}

/** What a share says: the page's custom shares in page mode, else the project's title and description. */
export function shareContent(
  baseUrl: string,
  mag: PublishedMag,
  page: PageSummary | undefined,
  mode: ShareMode,
  customDomain: CustomDomainMode = false,
): ShareContent {
  const custom = mode === 'page' ? page?.custom_shares : undefined;
  const title = custom?.title || (mode === 'page' ? page?.seo?.title || page?.title : '') || mag.title || '';
  return {
    url: shareAddress(baseUrl, mag, page, mode, customDomain),
    title,
    description: custom?.description || mag.description || '',
    tweet: tweetText(custom?.tweet || title),
    image: custom?.image || page?.screenshot,
  };
}

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

export function shareNetworkUrl(network: ShareButtonNetwork, content: ShareContent): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: content.url })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ text: content.tweet, url: content.url })}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?${query({ url: content.url, media: content.image, description: content.title })}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url: content.url, title: content.title, summary: content.description })}`;
  }
}

/**
 * The e-mail share (share.email.* links): a mailto with the title as subject and the address as body (ours); a
 * private project's password follows the address (viewer-and-project.md §6).
 */
export function shareEmailUrl(content: ShareContent, password?: string): string {
  const body = password ? `${content.url}\n\n${privateShareTexts.password(password)}` : content.url;
  return `mailto:?${query({ subject: content.title, body })}`;
}

/** viewer-and-project.md §9: share popup window 626x436, LinkedIn 552x460; centred on the screen. */
export function sharePopupFeatures(network: ShareButtonNetwork, screen?: { width: number; height: number }): string {
  const { width, height } = network === 'linkedin' ? shareConstants.linkedinPopupWindow : shareConstants.popupWindow;
  const left = screen ? Math.max(0, Math.round((screen.width - width) / 2)) : 0;
  const top = screen ? Math.max(0, Math.round((screen.height - height) / 2)) : 0;
  return `width=${width},height=${height},left=${left},top=${top},noopener`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The embed code: an iframe of the address with ?embed=1 at the chosen size. Responsive keeps the big
 * size's ratio with a padding-top wrapper.
 */
export function embedCode(url: string, title: string, size: EmbedSize): string {
  const src = escapeAttribute(`${url}${url.includes('?') ? '&' : '?'}embed=1`);
  const attributes = `src="${src}" title="${escapeAttribute(title)}" allowfullscreen`;
  if (size === 'responsive') {
    const { width, height } = shareConstants.embedBig;
    const ratio = +((height / width) * 100).toFixed(2);
    return (
      `<div style="position:relative;width:100%;height:0;padding-top:${ratio}%">` +
      `<iframe ${attributes} style="position:absolute;top:0;left:0;width:100%;height:100%;border:0"></iframe></div>`
    );
  }
  const { width, height } = size === 'big' ? shareConstants.embedBig : shareConstants.embedSmall;
  return `<iframe ${attributes} width="${width}" height="${height}" style="border:0"></iframe>`;
}

export { brandingUrl } from './branding-url';

/**
 * What a share link in the page (share.{network}.{scope}, viewer-and-project.md §2) opens: that network's share
 * window for the project or the current page, or an e-mail; null when sharing is not allowed (§5: published,
 * not in preview, not private) or the network is gone (gplus). The router loads this module on the click.
 */
export function shareLinkTarget(
  state: ViewerState,
  network: ShareNetwork,
  scope: ShareScope,
  screen?: { width: number; height: number },
): { url: string; features?: string } | null {
  const { mag } = state;
  if (!mag) return null;
  // viewer-and-project.md §6: a private project is shared by e-mail only, with the password this visitor gave (a
  // network's share would put it in public).
  const privateEmail = network === 'email' && mag.is_private && mag.is_published && state.env !== 'preview' && !mag.is_special_author;
  if (!privateEmail && !chromeVisibility(state).share) return null;
  const base = shareBase(state);
  const content = shareContent(base.baseUrl, mag, mag.pages[state.pageIndex], scope, base.customDomain);
  if (network === 'email') return { url: shareEmailUrl(content, privateEmail ? rememberedProjectPassword(mag.num_id) : undefined) };
  if (network === 'gplus') return null;
  return { url: shareNetworkUrl(network, content), features: sharePopupFeatures(network, screen) };
}

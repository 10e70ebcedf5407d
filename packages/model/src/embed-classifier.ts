// widgets-and-authoring.md §9: the embed classifier. What an author pasted into an embed widget — an address or
// a piece of code — is one of instagram, pinterest, facebookvideo, readymag, ecommerce (stripe, shopify,
// gumroad, ecwid), gdpr (consent tools), video, iframe; anything else is code injection ('code').
// Pure, no zod at run time: the viewer's iframe chunk imports it.
import type { EmbedKind } from './widgets/iframe';

export type EmbedCategory = EmbedKind;

// Hosts (the domain and its subdomains) of each category, when the paste is an address or an iframe's src.
const HOSTS: [Exclude<EmbedCategory, 'iframe' | 'code' | 'facebookvideo'>, string[]][] = [
  ['instagram', ['instagram.com', 'instagr.am']],
  ['pinterest', ['pinterest.com', 'pin.it', 'pinimg.com']],
  ['readymag', ['readymag.com', 'readymag.website']],
  ['ecommerce', ['stripe.com', 'shopify.com', 'myshopify.com', 'shopifycdn.com', 'gumroad.com', 'gum.co', 'ecwid.com', 'shopsettings.com']],
  // Ours: the consent tools we recognise.
  ['gdpr', ['cookiebot.com', 'cookielaw.org', 'onetrust.com', 'cookieyes.com', 'iubenda.com', 'usercentrics.eu', 'termly.io', 'osano.com', 'didomi.io', 'cookie-script.com', 'quantcast.com', 'consentmanager.net', 'cookiefirst.com', 'klaro.org']],
  ['video', ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'wistia.com', 'wistia.net', 'dailymotion.com', 'loom.com']],
];

// Markers in pasted code (beyond the hosts of its scripts and iframes), per category.
const CODE_MARKERS: [EmbedCategory, RegExp][] = [
  ['instagram', /class\s*=\s*["'][^"']*\binstagram-media\b/i],
  ['pinterest', /\bdata-pin-do\s*=/i],
  ['facebookvideo', /facebook\.com\/plugins\/video\.php|class\s*=\s*["'][^"']*\bfb-video\b/i],
  ['readymag', /\bdata-(?:readymag|rm)-embed\b|\brm-embed\b/i],
  ['ecommerce', /<stripe-buy-button\b|<stripe-pricing-table\b|\bShopifyBuy\b|\bshopify-buy\b|\bgumroad-button\b|\bxProductBrowser\b|\becwid\b/i],
  ['gdpr', /\bCookiebot\b|\bOneTrust\b|\bOptanon\b|\b_iub\b|\bUsercentrics\b|\bklaroConfig\b|\bdidomi\b/i],
];

function hostMatches(host: string, domain: string) {
  return host === domain || host.endsWith(`.${domain}`);
}

function urlOf(text: string): URL | undefined {
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The category of an address by its host and path; 'iframe' for any other http(s) page. */
function categoryOfUrl(url: URL): EmbedCategory {
  const host = url.hostname.toLowerCase();
  if ((hostMatches(host, 'facebook.com') && /\/videos?\/|\/watch|\/plugins\/video\.php|\/reel\//.test(url.pathname)) || hostMatches(host, 'fb.watch')) return 'facebookvideo';
  for (const [category, domains] of HOSTS) if (domains.some((domain) => hostMatches(host, domain))) return category;
  return 'iframe';
}

/** The src of a paste that is one iframe element and nothing else (no script beside it); undefined otherwise. */
export function loneIframeSrc(code: string): string | undefined {
  const match = /^\s*<iframe\b([^>]*)>\s*<\/iframe>\s*$/i.exec(code);
  if (!match) return undefined;
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[1]!);
  const value = src && (src[1] ?? src[2] ?? src[3]);
  return value && urlOf(value.replace(/&amp;/g, '&')) ? value.replace(/&amp;/g, '&') : undefined;
}

/** Every http(s) address in src= attributes of the code's scripts, iframes and other elements. */
function sourcesOf(code: string): URL[] {
  const urls: URL[] = [];
  for (const match of code.matchAll(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const url = urlOf((match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&'));
    if (url) urls.push(url);
  }
  return urls;
}

/** widgets-and-authoring.md §9: which kind of embed a pasted address or code is. */
export function classifyEmbed(input: string): EmbedCategory {
  const text = input.trim();
  if (!text) return 'code';
  // A bare address.
  if (!/\s|</.test(text)) {
    const url = urlOf(text);
    return url ? categoryOfUrl(url) : 'code';
  }
  for (const [category, marker] of CODE_MARKERS) if (marker.test(text)) return category;
  const categories = sourcesOf(text).map(categoryOfUrl).filter((category) => category !== 'iframe');
  if (categories.length) return categories[0]!;
  // A lone iframe of any other page is an iframe; everything else (scripts, markup) is code injection.
  return loneIframeSrc(text) ? 'iframe' : 'code';
}

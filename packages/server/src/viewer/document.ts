import { loneIframeSrc, resolveViewOpts, type IframeWidget, type Widget } from '@folio/model';
import type { BootData } from '@folio/viewer';
import { BOOT_ELEMENT_ID, EARLY_INPUT_SCRIPT, ROOT_ELEMENT_ID, SCRIPT_LOADER, SCRIPT_LOADER_ID } from '@folio/viewer';
import { viewportCss } from '@folio/viewer/viewport-css';
import { createHash } from 'node:crypto';
import type { ViewerAssets } from './assets';
import { fontStylesheetOrigins, noDocumentFonts, type DocumentFonts } from './document-fonts';

export interface DocumentHead {
  title: string;
  description: string;
  keywords?: string;
  canonical?: string;
  image?: string;
  /** What a shared link shows (Open Graph, Twitter), when the page's custom share fields say other than its title and description. */
  share?: { title?: string | undefined; description?: string | undefined };
  /** Visitors never get the draft or a locked project indexed. */
  noindex?: boolean;
  /** Pictures the first page paints first (its backgrounds), fetched before the styles reveal them. */
  preloadImages?: string[];
  /** The site's icon; this server's own by default. */
  icon?: string;
  /**
   * Where old Internet Explorer is sent (viewer-and-project.md §2, an exported site's sorry page): IE 5–9 read the
   * conditional comment, IE 10 and 11 (the only browsers with document.documentMode) the script.
   */
  oldBrowserPage?: string;
}

const DEFAULT_ICON = '/assets/favicon.svg';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// JSON inside <script> must not close the element or open a comment: escape <, > and &, plus the two
// line separators old parsers choke on.
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function viewportStyle(boot: BootData): string {
  const { scalewidth, scalableviewer } = resolveViewOpts(boot.mag?.opts);
  return `<style data-folio-viewports>${viewportCss({ scalewidth, scalableviewer, preview: boot.env === 'preview' })}</style>`;
}

/** Sends old Internet Explorer to `page` (an exported site's: it is served with no policy of ours). */
function oldBrowserRedirect(page: string): string {
  const html = escapeHtml(page);
  return `<!--[if IE]><meta http-equiv="refresh" content="0; url=${html}"><![endif]--><script>if(document.documentMode)location.replace(${scriptJson(page)})</script>`;
}

/** The inline script that holds early input (the viewer's early-input.ts), allowed by its hash. */
export const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/**
 * The viewer's scripts, fetched by the inline loader once the page has loaded and painted (viewer script-loader.ts,
 * issue 14): the entry module and the chunks it imports. Our own build's paths, escaped all the same.
 */
function scriptLoaderElement(assets: ViewerAssets): string {
  const preloads = assets.preloads.length ? ` data-preloads="${escapeHtml(assets.preloads.join(' '))}"` : '';
  return `<script id="${SCRIPT_LOADER_ID}" data-entry="${escapeHtml(assets.script ?? '')}"${preloads}>${SCRIPT_LOADER}</script>`;
}

/** The loader's hash: it and the early-input script are the inline scripts a viewer document's policy allows. */
export const SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/**
 * The whole HTML document of a viewer URL: the page already drawn, the data to hydrate it, the scripts, and its fonts
 * (document-fonts.ts: the first page's WOFF2 files preloaded, the project's @font-face rules, its font stylesheets).
 */
export function viewerDocument(head: DocumentHead, body: string, boot: BootData, assets: ViewerAssets, fonts: DocumentFonts = noDocumentFonts): string {
  const meta = [
    `<meta charset="utf-8">`,
    // First, so no click or key aimed at the page is lost before the viewer's scripts run (docs/viewer.md "Input
    // before the scripts run"); a document without scripts has nothing to play it back.
    assets.script ? `<script>${EARLY_INPUT_SCRIPT}</script>` : '',
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="icon" href="${escapeHtml(head.icon ?? DEFAULT_ICON)}" type="image/svg+xml">`,
    head.oldBrowserPage ? oldBrowserRedirect(head.oldBrowserPage) : '',
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.keywords ? `<meta name="keywords" content="${escapeHtml(head.keywords)}">` : '',
    head.noindex ? `<meta name="robots" content="noindex">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.share?.title || head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.share?.description || head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.share?.title || head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.share?.description || head.description)}">`,
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
    ...(head.preloadImages ?? []).map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}">`),
    // Fonts are fetched in CORS mode, so their preloads are too (else the browser fetches them twice).
    ...fonts.preloads.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`),
    // Our own build output; `</` cannot close the element early.
    assets.inlineCss ? `<style>${assets.inlineCss.replace(/<\//g, '<\\/')}</style>` : '',
    // docs/viewer.md "Every viewport in the HTML": picks each page's viewport and scale by the window's width before
    // the first paint, with or without scripts. Written from the model's constants and the project's view options
    // (the defaults' where the project is not given yet: a private project's password screen).
    viewportStyle(boot),
    // Built from the font library and checked family names only (font-faces.ts, font-fallbacks.ts).
    fonts.css ? `<style data-folio-fonts>${fonts.css.replace(/<\//g, '<\\/')}</style>` : '',
    ...fonts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
${meta.join('\n')}
</head>
<body>
<div id="${ROOT_ELEMENT_ID}">${body}</div>
<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>
${assets.script ? `${scriptLoaderElement(assets)}\n` : ''}</body>
</html>
`;
}

// What the viewer loads from elsewhere. Stripe.js, for card payments (viewer/src/cart/stripe-js.ts), with the hosts
// Stripe's CSP guide names; Ecwid's storefront script (viewer/src/cart/ecwid.ts) and its calls.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_CALLS = ['https://api.stripe.com'];
const ECWID = ['https://app.ecwid.com', 'https://*.ecwid.com'];
// A Mailchimp link's signup answers as a script from the list's host (viewer/src/chrome/mailchimp-jsonp.ts); the viewer
// asks only hosts under list-manage.com (model mailchimpSignupHost).
const MAILCHIMP_SCRIPTS = ['https://*.list-manage.com'];

/**
 * A widget the viewer draws from pasted code: an iframe widget whose code is neither a lone address nor a lone
 * iframe (the rule of embedAddress in widgets/src/iframe/view.tsx), drawn with srcdoc.
 */
export function isPastedCode(widget: Widget): boolean {
  if (widget.type !== 'iframe') return false;
  const code = (widget as IframeWidget).code?.trim();
  if (!code) return false;
  const loneAddress = /^https?:\/\//i.test(code) && !/\s|</.test(code);
  return !loneAddress && !loneIframeSrc(code);
}

export interface PolicyOptions {
  /** Who may frame the document; by default anyone, since viewer pages are made to be embedded. */
  framedBy?: "'self'" | "'none'";
  /**
   * The project draws pasted code (isPastedCode) on some page. A srcdoc frame inherits its parent's policy, so the
   * code's scripts (inline, or from any host: a tweet's widgets.js, a shop's buy button) must be allowed here.
   */
  pastedCode?: boolean;
}

/**
 * The Content-Security-Policy of a viewer document (issue 11, finding 11): scripts from this site, the shop
 * providers' and Mailchimp's signup hosts' (inline, only the early-input script and the script loader, by their hashes); anything else (an injected script, an inline handler, eval) is refused. Frames,
 * pictures and media may come from any web address: an author's iframe widget, video players, maps and social
 * plugins, pictures by address (http as well as https: on an https page the browser upgrades or blocks those by
 * itself). Styles may be inline: every widget is placed by a style attribute. Styles and fonts otherwise come from this
 * site, the app and the hosts of the project's own font stylesheets (issue 12). `appOrigin` is the app's own address
 * (PUBLIC_URL): on a custom domain the files it serves are another origin.
 *
 * A project with pasted code gets scripts, styles and calls from any https host and inline, since its frames share
 * this policy; the code still runs in its sandbox (an opaque origin: no access to the page, its cookies or storage).
 */
export function viewerPolicy(boot: BootData, appOrigin: string, options: PolicyOptions = {}): string {
  const web = ["'self'", appOrigin, 'https:', 'http:'];
  // Fonts come from our own library and uploads, and from the sites of the project's font stylesheets (its
  // Typekit-style font link, linked fonts' css_url) only when it has them.
  const fontSites = boot.screen.kind === 'mag' ? fontStylesheetOrigins(boot.mag) : [];
  // With pasted code every inline script runs; else only the early-input script and the script loader do (a hash
  // beside 'unsafe-inline' would switch that off).
  const scripts = options.pastedCode ? ["'unsafe-inline'", "'unsafe-eval'", 'https:'] : [EARLY_INPUT_HASH, SCRIPT_LOADER_HASH, ...STRIPE_SCRIPTS, ...ECWID, ...MAILCHIMP_SCRIPTS];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts],
    ['style-src', "'self'", "'unsafe-inline'", appOrigin, ...fontSites, ...(options.pastedCode ? ['https:'] : [])],
    ['img-src', ...web, 'data:', 'blob:'],
    ['media-src', ...web, 'data:', 'blob:'],
    ['font-src', "'self'", appOrigin, 'data:', ...fontSites, ...(options.pastedCode ? ['https:'] : [])],
    ['frame-src', ...web],
    ['connect-src', "'self'", appOrigin, ...(options.pastedCode ? ['https:'] : [...STRIPE_CALLS, ...ECWID])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...(options.pastedCode ? ['https:'] : [])],
    ...(options.framedBy ? [['frame-ancestors', options.framedBy] as [string, string]] : []),
  ];
  return directives.map((words) => [...new Set(words)].join(' ')).join('; ');
}

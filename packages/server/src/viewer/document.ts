import type { BootData } from '@folio/viewer';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID } from '@folio/viewer';
import type { ViewerAssets } from './assets';

export interface DocumentHead {
  title: string;
  description: string;
  keywords?: string;
  canonical?: string;
  image?: string;
  /** Visitors never get the draft or a locked project indexed. */
  noindex?: boolean;
  /** Pictures the first page paints first (its backgrounds), fetched before the styles reveal them. */
  preloadImages?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// JSON inside <script> must not close the element or open a comment: escape <, > and &, plus the two
// line separators old parsers choke on.
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The whole HTML document of a viewer URL: the page already drawn, the data to hydrate it, the scripts. */
export function viewerDocument(head: DocumentHead, body: string, boot: BootData, assets: ViewerAssets): string {
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.keywords ? `<meta name="keywords" content="${escapeHtml(head.keywords)}">` : '',
    head.noindex ? `<meta name="robots" content="noindex">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    ...(head.preloadImages ?? []).map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}">`),
    // Our own build output; `</` cannot close the element early.
    assets.inlineCss ? `<style>${assets.inlineCss.replace(/<\//g, '<\\/')}</style>` : '',
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
${meta.join('\n')}
</head>
<body>
<div id="${ROOT_ELEMENT_ID}">${body}</div>
<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>
${assets.script ? `<script type="module" src="${assets.script}"></script>\n` : ''}</body>
</html>
`;
}

import { createHash } from 'node:crypto';
import { authorProfileConstants, imageVariantUrl, isPipelineImageUrl, profilePageTexts, type AuthorLink } from '@folio/model';

// The public profile page /{user}/ (docs/viewer.md "Profile page"): the author's picture, name and links, and their
// published public projects as cards. Drawn on the server, no script at all; its one style is allowed by its hash.

export interface ProfileProject {
  /** The project's viewer address, from the site's root. */
  href: string;
  title: string;
  description: string;
  /** The share picture of its first page (custom share picture, else screenshot), when there is one. */
  cover: string | undefined;
  /** ISO 8601 time of its publication. */
  published: string | null;
}

export interface ProfilePageInput {
  name: string;
  uri: string;
  avatar: string | null;
  links: AuthorLink[];
  projects: ProfileProject[];
  /** The app's address (PUBLIC_URL): the canonical address and the "Made with" link. */
  publicUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A fixed locale and zone, as the viewer menu's "Published" date.
const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';

// Pictures of Folio's pipeline come at the size they are drawn (twice that on dense screens); others as they are.
function pictureAttributes(url: string, width: number): string {
  if (!isPipelineImageUrl(url)) return `src="${escapeHtml(url)}"`;
  const one = imageVariantUrl(url, { width });
  const two = imageVariantUrl(url, { width, dpr: 2 });
  return `src="${escapeHtml(one)}" srcset="${escapeHtml(one)} 1x, ${escapeHtml(two)} 2x"`;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d2433;background:#f5f6f8}
a{color:inherit}
.fp-wrap{max-width:1200px;margin:0 auto;padding:56px 32px 40px}
.fp-head{display:flex;align-items:center;gap:28px;padding-bottom:40px;border-bottom:1px solid #dde1e8}
.fp-avatar{flex:none;width:96px;height:96px;border-radius:50%;object-fit:cover;background:#1d3557;color:#f1faee;display:flex;align-items:center;justify-content:center;font-size:40px;font-weight:600}
.fp-name{margin:0;font-size:40px;line-height:1.15;font-weight:700;letter-spacing:-0.01em;overflow-wrap:anywhere}
.fp-count{margin:6px 0 0;color:#5b6578}
.fp-links{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0 0;padding:0;list-style:none}
.fp-links a{display:inline-block;padding:6px 14px;border:1px solid #c9cfda;border-radius:999px;background:#fff;text-decoration:none;font-size:14px;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fp-links a:hover,.fp-links a:focus-visible{border-color:#1d3557;background:#1d3557;color:#fff}
.fp-section{margin:40px 0 0}
.fp-section h2{margin:0 0 20px;font-size:14px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#5b6578}
.fp-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:28px;margin:0;padding:0;list-style:none}
.fp-card{display:flex;flex-direction:column;height:100%;border-radius:14px;overflow:hidden;background:#fff;text-decoration:none;box-shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.1);transition:box-shadow .2s,transform .2s}
.fp-card:hover,.fp-card:focus-visible{box-shadow:0 8px 24px rgba(16,24,40,.14);transform:translateY(-2px)}
.fp-cover{display:block;width:100%;aspect-ratio:1200/630;object-fit:cover;background:#e4e8ee;border-bottom:1px solid #eceff3}
.fp-cover--none{display:flex;align-items:center;justify-content:center;font-size:48px;font-weight:700;color:#a8b1c2;background:linear-gradient(135deg,#e8ecf2,#d9dfe8)}
.fp-body{padding:16px 18px 18px}
.fp-title{margin:0;font-size:18px;line-height:1.3;font-weight:600;overflow-wrap:anywhere}
.fp-desc{margin:6px 0 0;color:#5b6578;font-size:14px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fp-date{margin:10px 0 0;color:#7a8496;font-size:13px}
.fp-empty{margin:0;padding:48px 0;color:#5b6578;text-align:center}
.fp-foot{margin:56px 0 0;font-size:13px;color:#7a8496;text-align:center}
@media (max-width:600px){
.fp-wrap{padding:32px 20px 32px}
.fp-head{flex-direction:column;align-items:flex-start;gap:16px;padding-bottom:28px}
.fp-avatar{width:72px;height:72px;font-size:30px}
.fp-name{font-size:30px}
.fp-section{margin-top:28px}
.fp-grid{grid-template-columns:1fr;gap:20px}
}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The page's policy: no script, no frame, no form; its own style; pictures from this server and the https addresses
 * authors gave as share pictures.
 */
export const PROFILE_PAGE_POLICY = `default-src 'none'; img-src 'self' https: data:; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

export function profilePageHtml(input: ProfilePageInput): string {
  const { name, projects, links } = input;
  const avatarSize = authorProfileConstants.avatarSizePx;
  const avatar = input.avatar
    ? `<img class="fp-avatar" ${pictureAttributes(input.avatar, avatarSize)} alt="" width="${avatarSize}" height="${avatarSize}">`
    : `<span class="fp-avatar" aria-hidden="true">${escapeHtml(initialOf(name))}</span>`;
  const linkList = links.length
    ? `<ul class="fp-links" aria-label="${profilePageTexts.links}">${links
        .map((link) => `<li><a href="${escapeHtml(link.url)}" rel="me nofollow noopener noreferrer">${escapeHtml(link.title)}</a></li>`)
        .join('')}</ul>`
    : '';
  const coverWidth = authorProfileConstants.profileCoverWidthPx;
  const cards = projects
    .map((project) => {
      const title = project.title || profilePageTexts.untitled;
      const cover = project.cover
        ? `<img class="fp-cover" ${pictureAttributes(project.cover, coverWidth)} alt="" loading="lazy" decoding="async">`
        : `<span class="fp-cover fp-cover--none" aria-hidden="true">${escapeHtml(initialOf(title))}</span>`;
      const date = project.published ? `<p class="fp-date">${profilePageTexts.published} <time datetime="${escapeHtml(project.published)}">${dateText(project.published)}</time></p>` : '';
      const description = project.description ? `<p class="fp-desc">${escapeHtml(project.description)}</p>` : '';
      return `<li><a class="fp-card" href="${escapeHtml(project.href)}">${cover}<span class="fp-body"><h3 class="fp-title">${escapeHtml(title)}</h3>${description}${date}</span></a></li>`;
    })
    .join('');
  const list = projects.length ? `<ul class="fp-grid">${cards}</ul>` : `<p class="fp-empty">${profilePageTexts.noProjects}</p>`;
  const description = profilePageTexts.description(name, projects.length);
  const canonical = `${input.publicUrl}/${encodeURIComponent(input.uri)}/`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(profilePageTexts.pageTitle(name))}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<meta property="og:type" content="profile">
<meta property="og:title" content="${escapeHtml(name)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${escapeHtml(canonical)}">
<style>${STYLE}</style>
</head>
<body>
<main class="fp-wrap">
<header class="fp-head">${avatar}<div><h1 class="fp-name">${escapeHtml(name)}</h1><p class="fp-count">${escapeHtml(description)}</p>${linkList}</div></header>
<section class="fp-section" aria-labelledby="fp-projects"><h2 id="fp-projects">${profilePageTexts.projects}</h2>${list}</section>
<p class="fp-foot"><a href="${escapeHtml(input.publicUrl)}/">${profilePageTexts.madeWith}</a></p>
</main>
</body>
</html>
`;
}

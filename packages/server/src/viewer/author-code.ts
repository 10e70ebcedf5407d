import { safeEqual, sign } from '../auth/tokens';
import type { PublishedEntry } from '../published-cache';

// Issue 16, docs/security.md "The author's code": a project's code injection (ci_head, ci_body_top, ci_body_bottom,
// ci_css) is written into its published pages only where no session of the app can be reached from them — the sites
// origin (SITES_URL) and custom domains. On the app's own host the pages are drawn without it, and a published project
// that has some is sent to the sites origin, so its visitors get the author's code.

/** The author's code of a project, each part as written; null when every part is empty. */
export interface AuthorCode {
  head: string;
  bodyTop: string;
  bodyBottom: string;
  css: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The code injection of a mag document (the published JSON's fields), or null when it has none. */
export function authorCodeOf(mag: Record<string, unknown> | null | undefined): AuthorCode | null {
  if (!mag) return null;
  const code = { head: text(mag.ci_head), bodyTop: text(mag.ci_body_top), bodyBottom: text(mag.ci_body_bottom), css: text(mag.ci_css) };
  return Object.values(code).some((part) => part.trim() !== '') ? code : null;
}

const codeOf = new WeakMap<PublishedEntry, AuthorCode | null>();

/** A published version's code, read once per entry (most projects have none: then nothing is parsed). */
export function publishedAuthorCode(entry: PublishedEntry): AuthorCode | null {
  let found = codeOf.get(entry);
  if (found === undefined) {
    const json = entry.mag.full;
    found = json.includes('"ci_') ? authorCodeOf(JSON.parse(json) as Record<string, unknown>) : null;
    codeOf.set(entry, found);
  }
  return found;
}

/**
 * The document with the author's code in it: the head's code and the CSS (as a style element, which `</style` cannot
 * leave) at the end of the head, after the viewer's own styles so it can restyle them; the body's code before and after
 * everything the viewer draws, outside its root (hydration never meets it).
 */
export function withAuthorCode(html: string, code: AuthorCode): string {
  const css = code.css.trim() ? `<style data-folio-author-css>${code.css.replace(/<\/style/gi, '<\\/style')}</style>\n` : '';
  const head = html.indexOf('</head>');
  const bodyOpen = html.indexOf('<body>');
  const bodyClose = html.lastIndexOf('</body>');
  if (head < 0 || bodyOpen < 0 || bodyClose < 0) return html;
  const afterBody = bodyOpen + '<body>'.length;
  return (
    html.slice(0, head) +
    (code.head ? `${code.head}\n` : '') +
    css +
    html.slice(head, afterBody) +
    (code.bodyTop ? `\n${code.bodyTop}` : '') +
    html.slice(afterBody, bodyClose) +
    (code.bodyBottom ? `${code.bodyBottom}\n` : '') +
    html.slice(bodyClose)
  );
}

/**
 * docs/security.md "The author's code": the draft's preview of a project with code is drawn on the sites origin, which
 * holds no session. Its owner's preview on the app's host is sent there with a grant in the address: the project's id
 * and an expiry, signed with the server's secret. It shows that draft alone, until it expires.
 */
export const PREVIEW_GRANT_PARAM = 'grant';
// Ours: long enough to read the preview and reload it; the constructor's Preview makes a new one each time.
export const PREVIEW_GRANT_MS = 30 * 60_000;

const grantSignature = (secret: string, magId: string, until: number) => sign(secret, `preview:${magId}:${until}`);

export function previewGrant(secret: string, magId: string, now: number): string {
  const until = now + PREVIEW_GRANT_MS;
  return `${magId}.${until}.${grantSignature(secret, magId, until)}`;
}

/** The project a grant lets the sites origin draw the draft of, or null when it is absent, altered or expired. */
export function grantedProject(secret: string, grant: string | null, now: number): string | null {
  const [magId, until, signature, ...rest] = (grant ?? '').split('.');
  if (!magId || !until || !signature || rest.length || !/^\d+$/.test(until) || Number(until) < now) return null;
  return safeEqual(signature, grantSignature(secret, magId, Number(until))) ? magId : null;
}

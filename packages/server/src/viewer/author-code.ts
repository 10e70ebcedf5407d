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

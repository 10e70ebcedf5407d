import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The few pages the server draws itself (the shop's authorisation window, the confirmations of changes a link asks
// for): one look, the viewer's service screens' (a card on a grey ground, round buttons), with no script and nothing
// loaded from elsewhere.

export interface ServerPage {
  /** The heading, and the document's title. */
  title: string;
  lines: readonly string[];
  /** A question: its button POSTs to `action` (the same address the page was read at); Cancel leaves. */
  confirm?: { action: string; button: string; cancel: string; cancelHref: string; danger?: boolean };
}

const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;display:flex;align-items:center;justify-content:center;min-height:100vh;padding:24px 16px;background:#f4f4f7;color:#111114;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main{width:100%;max-width:460px;padding:32px 24px;border-radius:16px;background:#fff;box-shadow:0 6px 30px rgba(0,0,0,.08)}
h1{margin:0 0 12px;font-size:22px;line-height:1.3}
p{margin:8px 0 0}
form{display:flex;flex-wrap:wrap;gap:12px;margin:24px 0 0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 18px;border:0;border-radius:999px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button--primary{background:#1d4ed8;color:#fff}
.button--primary:hover{background:#1e3a8a}
.button--danger{background:#b91c1c;color:#fff}
.button--danger:hover{background:#7f1d1d}
.button--quiet{background:transparent;color:#111114;box-shadow:inset 0 0 0 1px #767680}
.button--quiet:hover{background:#f0f0f4}
:focus-visible{outline:2px solid transparent;box-shadow:0 0 0 2px #fff,0 0 0 5px #1d4ed8}`;

// Nothing but this style may run or load; no site may frame the page (a button under another site's overlay).
const POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; frame-ancestors 'none'`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function serverPageHtml(page: ServerPage): string {
  const { confirm } = page;
  const form = confirm
    ? `<form method="post" action="${escapeHtml(confirm.action)}"><button type="submit" class="button button--${confirm.danger ? 'danger' : 'primary'}">${escapeHtml(confirm.button)}</button>` +
      `<a class="button button--quiet" href="${escapeHtml(confirm.cancelHref)}">${escapeHtml(confirm.cancel)}</a></form>`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(page.title)}</h1>${page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${form}</main></body></html>`
  );
}

export function sendServerPage(reply: FastifyReply, page: ServerPage, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', POLICY)
    .send(serverPageHtml(page));
}

// The confirmation forms post nothing but their button (no named field): a few bytes are plenty.
const CONFIRMATION_FORM_LIMIT_BYTES = 1024;

/**
 * Lets the routes of this plugin take the confirmation page's form (application/x-www-form-urlencoded); its fields,
 * if any, are read as strings. Other plugins keep answering 415 to it.
 */
export function acceptConfirmationForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: CONFIRMATION_FORM_LIMIT_BYTES }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

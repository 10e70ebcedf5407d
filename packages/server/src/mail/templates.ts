// The shop's e-mails (docs/shop.md "E-mail") and the invitation to a shared project (docs/editor.md "Sharing and
// roles") as plain text and HTML. Everything a buyer typed (names, addresses, notes, e-mail, phone) and everything an
// author named (project, products, their own name) is escaped in the HTML.
import { formatMailMoney, mailTexts, type MailKind, type MemberRole } from '@folio/model';
import type { Invoice, Order, Shipping } from '../shop/shop-types';

export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A link is kept only when it is http(s); anything else (javascript:, data:) is shown as text, never linked. */
function safeUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

interface Line {
  description: string;
  quantity: number | null;
  amount: number;
}

/** What one e-mail says, in order: paragraphs, a table of lines, labelled facts. Rendered twice, as text and HTML. */
interface Body {
  project: string;
  intro: string[];
  lines?: { rows: Line[]; currency: string; totals: Array<[string, number]> };
  facts: Array<[string, string]>;
  link?: { label: string; url: string };
  after?: string[];
}

function addressLines(shipping: Shipping | null): string[] {
  if (!shipping) return [];
  const { name, address } = shipping;
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [name, address.line1, address.line2 ?? '', [cityLine, address.state].filter(Boolean).join(', '), address.country].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}

function renderText(body: Body): string {
  const out: string[] = [...body.intro, ''];
  if (body.lines) {
    const { rows, currency, totals } = body.lines;
    for (const row of rows) {
      const qty = row.quantity !== null ? `${row.quantity} × ` : '';
      out.push(`${qty}${row.description}  ${formatMailMoney(row.amount, currency)}`);
    }
    out.push('');
    for (const [label, amount] of totals) out.push(`${label}: ${formatMailMoney(amount, currency)}`);
    out.push('');
  }
  for (const [label, value] of body.facts) {
    out.push(value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`);
  }
  if (body.link) out.push('', `${body.link.label}: ${body.link.url}`);
  if (body.after?.length) out.push('', ...body.after);
  out.push('', '--', mailTexts.footer(body.project));
  return out.join('\n') + '\n';
}

const CELL = 'padding:6px 0;border-bottom:1px solid #e5e5e5;';

function renderHtml(subject: string, body: Body): string {
  const e = escapeHtml;
  const parts: string[] = body.intro.map((p) => `<p style="margin:0 0 12px">${e(p)}</p>`);
  if (body.lines) {
    const { rows, currency, totals } = body.lines;
    const head = `<tr><th align="left" style="${CELL}">${e(mailTexts.item)}</th><th align="right" style="${CELL}">${e(mailTexts.quantity)}</th><th align="right" style="${CELL}">${e(mailTexts.amount)}</th></tr>`;
    const cells = rows.map(
      (row) =>
        `<tr><td style="${CELL}">${e(row.description)}</td><td align="right" style="${CELL}">${row.quantity ?? ''}</td><td align="right" style="${CELL}">${e(formatMailMoney(row.amount, currency))}</td></tr>`,
    );
    const sums = totals.map(
      ([label, amount], i) =>
        `<tr><td colspan="2" style="padding:4px 0;${i === totals.length - 1 ? 'font-weight:bold' : ''}">${e(label)}</td><td align="right" style="padding:4px 0;${i === totals.length - 1 ? 'font-weight:bold' : ''}">${e(formatMailMoney(amount, currency))}</td></tr>`,
    );
    parts.push(`<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;margin:8px 0 16px">${head}${cells.join('')}${sums.join('')}</table>`);
  }
  if (body.facts.length) {
    const facts = body.facts.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:600;white-space:nowrap">${e(label)}</th><td style="padding:4px 0">${e(value).replace(/\n/g, '<br>')}</td></tr>`,
    );
    parts.push(`<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px">${facts.join('')}</table>`);
  }
  if (body.link) parts.push(`<p style="margin:0 0 12px"><a href="${e(body.link.url)}">${e(body.link.label)}</a></p>`);
  for (const p of body.after ?? []) parts.push(`<p style="margin:0 0 12px">${e(p)}</p>`);
  parts.push(`<p style="margin:24px 0 0;color:#777;font-size:12px">${e(mailTexts.footer(body.project))}</p>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${e(subject)}</title></head><body style="margin:0;padding:24px;background:#f6f6f6"><div style="max-width:560px;margin:0 auto;padding:24px;background:#fff;font:15px/1.5 -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#222">${parts.join('')}</div></body></html>`;
}

function mail(kind: MailKind, subject: string, body: Body): MailContent {
  return { kind, subject, text: renderText(body), html: renderHtml(subject, body) };
}

function orderLines(order: Order): NonNullable<Body['lines']> {
  const rows = order.items.filter((item) => item.type === 'sku').map((item) => ({ description: item.description, quantity: item.quantity ?? 1, amount: item.amount }));
  const sum = (type: 'shipping' | 'tax') => order.items.filter((item) => item.type === type).reduce((total, item) => total + item.amount, 0);
  return {
    rows,
    currency: order.currency,
    totals: [
      [mailTexts.shipping, sum('shipping')],
      [mailTexts.tax, sum('tax')],
      [mailTexts.total, order.amount],
    ],
  };
}

function orderFacts(order: Order, forOwner: boolean): Array<[string, string]> {
  const facts: Array<[string, string]> = [[mailTexts.orderId, order.id]];
  const address = addressLines(order.shipping);
  if (address.length) facts.push([mailTexts.shippingAddress, address.join('\n')]);
  const method = order.shipping_methods.find((m) => m.id === order.selected_shipping_method);
  if (method) facts.push([mailTexts.shippingMethod, method.description]);
  if (forOwner) {
    if (order.shipping?.name) facts.push([mailTexts.buyer, order.shipping.name]);
    facts.push([mailTexts.email, order.email]);
    const phone = order.phone || order.shipping?.phone;
    if (phone) facts.push([mailTexts.phone, phone]);
    if (order.metadata.note) facts.push([mailTexts.note, order.metadata.note]);
  }
  return facts;
}

export function orderConfirmation(project: string, order: Order): MailContent {
  return mail('order_confirmation', mailTexts.orderConfirmationSubject(project), {
    project,
    intro: [mailTexts.thanks],
    lines: orderLines(order),
    facts: orderFacts(order, false),
  });
}

export function orderNotice(project: string, order: Order): MailContent {
  return mail('order_notice', mailTexts.orderNoticeSubject(project, formatMailMoney(order.amount, order.currency)), {
    project,
    intro: [mailTexts.newOrder],
    lines: orderLines(order),
    facts: orderFacts(order, true),
  });
}

export function orderFulfilled(project: string, order: Order, trackingUrl: string | null | undefined): MailContent {
  const url = trackingUrl ? safeUrl(trackingUrl) : undefined;
  return mail('order_fulfilled', mailTexts.fulfilledSubject(project), {
    project,
    intro: [mailTexts.fulfilled],
    lines: orderLines(order),
    facts: orderFacts(order, false),
    link: url ? { label: mailTexts.tracking, url } : undefined,
    after: url ? [] : [trackingUrl ? `${mailTexts.tracking}: ${trackingUrl}` : mailTexts.noTracking],
  });
}

export function orderRefunded(project: string, order: Order, amount: number): MailContent {
  return mail('order_refunded', mailTexts.refundedSubject(project), {
    project,
    intro: [mailTexts.refunded(formatMailMoney(amount, order.currency))],
    facts: [[mailTexts.orderId, order.id]],
    after: [mailTexts.refundNote],
  });
}

function invoiceLines(invoice: Invoice): NonNullable<Body['lines']> {
  return {
    rows: invoice.lines.data.map((line) => ({ description: line.description, quantity: line.quantity, amount: line.amount })),
    currency: invoice.currency,
    totals: [
      [mailTexts.tax, invoice.tax],
      [mailTexts.total, invoice.total],
    ],
  };
}

function invoiceFacts(invoice: Invoice, forOwner: boolean): Array<[string, string]> {
  const facts: Array<[string, string]> = [[mailTexts.invoiceId, invoice.id]];
  const address = addressLines(invoice.customer_shipping);
  if (address.length) facts.push([mailTexts.shippingAddress, address.join('\n')]);
  if (forOwner) {
    if (invoice.customer_name) facts.push([mailTexts.buyer, invoice.customer_name]);
    if (invoice.customer_email) facts.push([mailTexts.email, invoice.customer_email]);
    const phone = invoice.customer_phone || invoice.customer_shipping?.phone;
    if (phone) facts.push([mailTexts.phone, phone]);
    if (invoice.metadata.customer_note) facts.push([mailTexts.note, invoice.metadata.customer_note]);
  }
  return facts;
}

export function invoiceConfirmation(project: string, invoice: Invoice): MailContent {
  return mail('invoice_confirmation', mailTexts.invoiceConfirmationSubject(project), {
    project,
    intro: [mailTexts.thanksPayment],
    lines: invoiceLines(invoice),
    facts: invoiceFacts(invoice, false),
  });
}

export function invoiceNotice(project: string, invoice: Invoice): MailContent {
  return mail('invoice_notice', mailTexts.invoiceNoticeSubject(project, formatMailMoney(invoice.total, invoice.currency)), {
    project,
    intro: [mailTexts.newPayment],
    lines: invoiceLines(invoice),
    facts: invoiceFacts(invoice, true),
  });
}

/** A project's title as a letter names it: its own, trimmed, or `untitled` when it has none. */
export function titleForMail(data: Record<string, unknown>, untitled: string): string {
  return typeof data.title === 'string' && data.title.trim() ? data.title.trim() : untitled;
}

export interface Invitation {
  /** The owner's name, as their account has it. */
  inviter: string;
  project: string;
  role: MemberRole;
  /** The invited address: the one to sign in or sign up with. */
  email: string;
  /** The constructor's absolute address of the project. */
  url: string;
}

/** To someone an owner added to a project: who invited them, to what, as what, and how to open it. */
export function projectInvitation({ inviter, project, role, email, url }: Invitation): MailContent {
  return mail('project_invitation', mailTexts.invitationSubject(inviter, project), {
    project,
    intro: [mailTexts.invitation(inviter, project, role)],
    facts: [],
    link: { label: mailTexts.openProject, url },
    after: [mailTexts.invitationSignIn(email)],
  });
}

// The shop's e-mails (issue 17 "E-mail") and the invitation to a shared project (docs/editor.md "Sharing and roles"):
// their subjects and words, and the outbox screen's texts and limits.
import { formatMoney } from './cart/cart-money';
import type { MemberRole } from './project-sharing';

export type MailKind = 'order_confirmation' | 'order_notice' | 'order_fulfilled' | 'order_refunded' | 'invoice_confirmation' | 'invoice_notice' | 'project_invitation';
// 'sending': written and handed to the SMTP server, not yet answered (left so by a crash, it is sent on the next start).
export type MailStatus = 'sending' | 'sent' | 'unsent' | 'failed';

export const mailConstants = {
  /** The sender when MAIL_FROM is unset. */
  defaultFrom: 'Folio <no-reply@localhost>',
  /** A failed message is tried again this many times, after these waits (ms), then left 'failed'. */
  retryDelaysMs: [5_000, 30_000, 120_000] as readonly number[],
  /** How long one SMTP conversation may take before it counts as failed (ms). */
  smtpTimeoutMs: 10_000,
  /** Messages in one page of the outbox. */
  outboxPageSize: 20,
  outboxMaxPageSize: 100,
} as const;

/** Amounts as the buyer reads them: "$18.00", "€5.00"; a currency without a sign shows its code ("18.00 SEK"). */
export function formatMailMoney(minorUnits: number, currency: string): string {
  const signs: Record<string, string> = { usd: '$', eur: '€', gbp: '£', jpy: '¥', cad: 'CA$', aud: 'A$' };
  const sign = signs[currency.toLowerCase()];
  const amount = formatMoney(Math.abs(minorUnits));
  const minus = minorUnits < 0 ? '-' : '';
  return sign ? `${minus}${sign}${amount}` : `${minus}${amount} ${currency.toUpperCase()}`;
}

export const mailTexts = {
  orderConfirmationSubject: (project: string) => `Your order from ${project}`,
  orderNoticeSubject: (project: string, total: string) => `New order on ${project}: ${total}`,
  fulfilledSubject: (project: string) => `Your order from ${project} is on its way`,
  refundedSubject: (project: string) => `A refund from ${project}`,
  invoiceConfirmationSubject: (project: string) => `Your payment to ${project}`,
  invoiceNoticeSubject: (project: string, total: string) => `New payment on ${project}: ${total}`,
  thanks: 'Thank you for your order.',
  thanksPayment: 'Thank you for your payment.',
  newOrder: 'You have a new paid order.',
  newPayment: 'You have a new paid invoice.',
  fulfilled: 'Your order has been sent.',
  tracking: 'Track the parcel',
  noTracking: 'No tracking link was given.',
  refunded: (amount: string) => `You were refunded ${amount}.`,
  refundNote: 'The money returns to the card you paid with; your bank may take a few days to show it.',
  orderId: 'Order ID',
  invoiceId: 'Invoice ID',
  item: 'Item',
  quantity: 'Qty',
  amount: 'Amount',
  shipping: 'Shipping',
  shippingAddress: 'Shipping address',
  shippingMethod: 'Shipping method',
  tax: 'Tax',
  total: 'Total',
  buyer: 'Buyer',
  email: 'Email',
  phone: 'Phone',
  note: 'Note',
  invitationSubject: (inviter: string, project: string) => `${inviter} shared “${project}” with you on Folio`,
  /** The role in plain words: what the invited person may do with the project. */
  invitation: (inviter: string, project: string, role: MemberRole) =>
    role === 'editor'
      ? `${inviter} invited you to “${project}” on Folio as an editor: you can read the draft and change it.`
      : `${inviter} invited you to “${project}” on Folio as a viewer: you can read the draft, not change it.`,
  invitationSignIn: (email: string) => `To open it, sign in to Folio with this address (${email}), or sign up with it if you have no account yet.`,
  openProject: 'Open the project',
  footer: (project: string) => `Sent for ${project} by Folio.`,
  /** The project's name in the e-mails when it has no title. */
  untitledProject: 'Folio',
} as const;

export const outboxTexts = {
  title: 'Outbox',
  intro: 'E-mails Folio wrote for your projects (the shop’s and invitations to share), newest first, sent or not.',
  link: 'Outbox',
  empty: 'No e-mails yet.',
  to: 'To',
  back: 'Back to the outbox',
  close: 'Close',
  older: 'Older',
  newer: 'Newer',
  textVersion: 'Plain text',
  loading: 'Loading…',
  loadFailed: 'The outbox could not be loaded.',
  status: {
    sending: 'sending…',
    sent: 'sent',
    unsent: 'not sent: no mail server configured',
    failed: 'failed',
  } satisfies Record<MailStatus, string>,
  failedBecause: (error: string) => `failed: ${error}`,
  kind: {
    order_confirmation: 'Order confirmation',
    order_notice: 'New order',
    order_fulfilled: 'Order sent',
    order_refunded: 'Refund',
    invoice_confirmation: 'Payment confirmation',
    invoice_notice: 'New payment',
    project_invitation: 'Invitation',
  } satisfies Record<MailKind, string>,
  messageNotFound: 'Message not found',
} as const;

/** GET /api/outbox's answer (docs/api.md "Outbox"). */
export interface OutboxSummary {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailStatus;
  error: string | null;
  project: string | null;
  created: string;
  sent: string | null;
}

export interface OutboxMessage extends OutboxSummary {
  text: string;
  html: string;
}

export interface OutboxPage {
  messages: OutboxSummary[];
  page: number;
  pageSize: number;
  total: number;
}

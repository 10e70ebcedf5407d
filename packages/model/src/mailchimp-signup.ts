// Mailchimp signup (viewer-and-project.md §2 "Mailchimp links parse JSON data"; widgets-and-authoring.md §7 "The
// Mailchimp script loads on demand"): the e-mail check, the address a visitor's e-mail is sent to, and how Mailchimp's
// answer reads. The viewer sends it by JSONP — a script from the list's host that calls a global function back:
// Mailchimp's post-json endpoint answers no cross-origin call — from a chunk loaded on the link's click (docs/viewer.md
// "Mailchimp signup"). Which hosts may be asked is links.ts's mailchimpSignupHost, read on the click itself.
import type { MailchimpLinkData } from './links';
import { mailchimpTexts } from './mailchimp-messages';

/** The start of the global callbacks' names; each request adds a unique ending. */
export const MAILCHIMP_CALLBACK_PREFIX = 'folioMailchimp';

// An address part of an e-mail, as the link panel checks it (link-rules.ts): no spaces, one @, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** What is wrong with a typed e-mail before it is sent, or null when it may be sent. */
export function mailchimpEmailProblem(typed: string): string | null {
  const email = typed.trim();
  if (!email) return mailchimpTexts.emailMissing;
  return EMAIL_PATTERN.test(email) ? null : mailchimpTexts.emailInvalid;
}

/**
 * Mailchimp's signup address for one e-mail on the list of `data` (u: the account, id: the list), at `host` (a host
 * mailchimpSignupHost accepted), over https; it answers with a script calling `callback({result, msg})`.
 */
export function mailchimpSubscribeUrl(host: string, data: Pick<MailchimpLinkData, 'uuid' | 'lid'>, email: string, callback: string): string {
  const query = new URLSearchParams({ u: data.uuid, id: data.lid, EMAIL: email.trim(), c: callback });
  return `https://${host}/subscribe/post-json?${query.toString()}`;
}

export interface MailchimpAnswer {
  subscribed: boolean;
  /** Plain text, for a text node: Mailchimp's message without its markup, or ours when it gives none. */
  message: string;
}

/**
 * Reads what Mailchimp passed to the callback: `{"result": "success" | "error", "msg": "..."}`. Anything else counts
 * as no answer.
 */
export function mailchimpAnswerOf(payload: unknown): MailchimpAnswer {
  const answer = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const message = typeof answer.msg === 'string' ? plainTextOf(answer.msg) : '';
  if (answer.result === 'success') return { subscribed: true, message: message || mailchimpTexts.subscribed };
  if (answer.result === 'error') return { subscribed: false, message: message || mailchimpTexts.refused };
  return { subscribed: false, message: mailchimpTexts.unreachable };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A Mailchimp message as plain text. Its markup is dropped, never drawn: a link with its words (the dialog shows no
 * link, so "Click here to update your profile" would point at nothing), every other tag alone; entities are read;
 * the field number of a form error ("0 - Please enter a value") goes.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<a\b[^>]*>[\s\S]*?<\/a\s*>/gi, '')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? entity;
      if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? entity;
      return ENTITIES[lower] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\d+ - /, '');
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

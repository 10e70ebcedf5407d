// The shop's e-mail (docs/shop.md "E-mail") and the invitations of shared projects: every message is written to the
// owner's outbox (mail_outbox) first, then, with SMTP_URL, handed to the SMTP server through nodemailer — after the
// HTTP request that caused it has been answered, so a slow or refusing server never fails a payment. A refusal marks
// the message 'failed' with the server's error and is tried again a few times with growing waits
// (mailConstants.retryDelaysMs), and again on the next start. Without SMTP_URL the message stays 'unsent', for the owner to read in the outbox.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailConstants } from '@folio/model';
import type { App } from '../app';
import { mailOutbox } from '../db/schema';
import type { MailContent } from './templates';

export interface Letter extends MailContent {
  /** The owner whose outbox keeps it. */
  userId: string;
  magId: string | null;
  to: string;
  /** What makes this message once only (e.g. the order's id and the recipient's role): the same key is sent once. */
  key: string;
}

/** A message's id: stable for its key, so a second notice of the same event is not written or sent again. */
export const letterId = (key: string) => 'mail_' + createHash('sha256').update(key).digest('base64url').slice(0, 24);

export class MailService {
  private transport: Transporter | undefined;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private readonly delays: readonly number[];

  constructor(private readonly app: App) {
    const { smtpUrl } = app.config;
    this.delays = app.config.mailRetryDelaysMs ?? mailConstants.retryDelaysMs;
    if (smtpUrl) {
      this.transport = nodemailer.createTransport(smtpUrl, {
        connectionTimeout: mailConstants.smtpTimeoutMs,
        greetingTimeout: mailConstants.smtpTimeoutMs,
        socketTimeout: mailConstants.smtpTimeoutMs,
      });
    }
  }

  /**
   * Writes the letters to the outbox and sends them in the background; answers at once. Never throws: a failure to
   * write is logged, as the request that caused it has succeeded.
   */
  post(letters: Letter[]): void {
    this.track(this.write(letters));
  }

  /** Resolves when every write and send started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** Stops retrying (the app closes); what is left 'failed' is tried again on the next start. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.transport?.close();
  }

  /** On start: messages left 'failed' or 'sending' by an earlier run are tried again. */
  retryFailed(): void {
    if (!this.transport) return;
    this.track(
      (async () => {
        const rows = await this.app.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.status, ['failed', 'sending']));
        for (const row of rows) await this.send(row.id, this.delays.length);
      })(),
    );
  }

  /** Runs work in the background, counted by idle(); its failure is logged, never thrown. */
  track(work: Promise<unknown>): void {
    const done = work.catch((error: unknown) => this.app.log.error({ err: error }, 'mail: could not write or send'));
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }

  private async write(letters: Letter[]): Promise<void> {
    if (!letters.length) return;
    const status = this.transport ? 'sending' : 'unsent';
    const rows = letters.map((letter) => ({
      id: letterId(letter.key),
      userId: letter.userId,
      magId: letter.magId,
      kind: letter.kind,
      to: letter.to,
      subject: letter.subject,
      text: letter.text,
      html: letter.html,
      // Until the server has taken it: a crash between here and the send leaves it to be tried on the next start.
      status,
      error: null,
    }));
    const written = await this.app.database.db.insert(mailOutbox).values(rows).onConflictDoNothing().returning({ id: mailOutbox.id });
    if (!this.transport) return;
    for (const { id } of written) await this.send(id, 0);
  }

  private async send(id: string, attempt: number): Promise<void> {
    const transport = this.transport;
    if (!transport || this.closed) return;
    const { db } = this.app.database;
    const [row] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['sending', 'failed']))).limit(1);
    if (!row) return;
    try {
      await transport.sendMail({ from: this.app.config.mailFrom, to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db.update(mailOutbox).set({ status: 'sent', error: null, sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ status: 'failed', error: message }).where(eq(mailOutbox.id, id));
      this.app.log.warn({ mail: id, attempt }, `mail: the SMTP server refused: ${message}`);
      const wait = this.delays[attempt];
      if (wait === undefined || this.closed) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.track(this.send(id, attempt + 1));
      }, wait);
      timer.unref();
      this.timers.add(timer);
    }
  }
}

// Keyed by the app's config, which the app's plugins (each an instance of its own) share.
const services = new WeakMap<object, MailService>();

/** The app's mail service, made on first use; closed with the app. */
export function mailOf(app: App): MailService {
  let service = services.get(app.config);
  if (!service) {
    service = new MailService(app);
    services.set(app.config, service);
  }
  return service;
}

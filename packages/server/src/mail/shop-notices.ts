// The shop's e-mails, called where an order or invoice changes (docs/shop.md "E-mail"). Each returns at once: the
// messages are written to the owner's outbox and sent after the answer, and never fail the caller. A notice of the
// same event given twice (a webhook and the buyer's tab both learning a payment) is written and sent once.
import { eq } from 'drizzle-orm';
import { mailTexts } from '@folio/model';
import type { App } from '../app';
import { mags, users } from '../db/schema';
import type { Invoice, Order } from '../shop/shop-types';
import { mailOf, type Letter } from './mail-service';
import { invoiceConfirmation, invoiceNotice, orderConfirmation, orderFulfilled, orderNotice, orderRefunded, titleForMail, type MailContent } from './templates';

interface Owner {
  userId: string;
  email: string;
  project: string;
}

async function ownerOf(app: App, magId: string): Promise<Owner | undefined> {
  const [row] = await app.database.db
    .select({ userId: mags.userId, email: users.email, data: mags.data })
    .from(mags)
    .innerJoin(users, eq(users.id, mags.userId))
    .where(eq(mags.id, magId))
    .limit(1);
  if (!row) return undefined;
  return { userId: row.userId, email: row.email, project: titleForMail(row.data, mailTexts.untitledProject) };
}

type Compose = (owner: Owner) => Array<{ to: string | null | undefined; key: string; content: MailContent }>;

function notice(app: App, magId: string, compose: Compose): void {
  const mail = mailOf(app);
  // The owner is looked up after the answer too; nothing here can fail the request.
  mail.track(
    Promise.resolve().then(async () => {
      const owner = await ownerOf(app, magId);
      if (!owner) return;
      const letters: Letter[] = compose(owner)
        .filter((part): part is { to: string; key: string; content: MailContent } => Boolean(part.to))
        .map(({ to, key, content }) => ({ ...content, to, key, userId: owner.userId, magId }));
      mail.post(letters);
    }),
  );
}

/** A sku order was paid: the buyer's confirmation and the owner's new-order notice. */
export function noticeOrderPaid(app: App, { magId, order }: { magId: string; order: Order }): void {
  notice(app, magId, (owner) => [
    { to: order.email, key: `${order.id}:paid:buyer`, content: orderConfirmation(owner.project, order) },
    { to: owner.email, key: `${order.id}:paid:owner`, content: orderNotice(owner.project, order) },
  ]);
}

/** An invoice of the price flow was paid: the buyer's confirmation and the owner's notice. */
export function noticeInvoicePaid(app: App, { magId, invoice }: { magId: string; invoice: Invoice }): void {
  notice(app, magId, (owner) => [
    { to: invoice.customer_email, key: `${invoice.id}:paid:buyer`, content: invoiceConfirmation(owner.project, invoice) },
    { to: owner.email, key: `${invoice.id}:paid:owner`, content: invoiceNotice(owner.project, invoice) },
  ]);
}

/** The owner marked the order fulfilled: the buyer is told, with the tracking link when there is one. */
export function noticeOrderFulfilled(app: App, { magId, order, trackingUrl }: { magId: string; order: Order; trackingUrl?: string | null }): void {
  notice(app, magId, (owner) => [{ to: order.email, key: `${order.id}:fulfilled`, content: orderFulfilled(owner.project, order, trackingUrl) }]);
}

/**
 * The order was refunded (`amount` in minor units, this refund's): the buyer is told the amount. Each refund of an
 * order is its own message; the same refund reported twice is sent once (keyed by the order's refunded total).
 */
export function noticeOrderRefunded(app: App, { magId, order, amount, refundId }: { magId: string; order: Order; amount: number; refundId?: string }): void {
  notice(app, magId, (owner) => [{ to: order.email, key: `${order.id}:refund:${refundId ?? amount}`, content: orderRefunded(owner.project, order, amount) }]);
}

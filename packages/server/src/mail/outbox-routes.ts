// The owner's outbox (docs/api.md "Outbox"): every e-mail the shop and the sharing of projects wrote for the signed-in
// author's projects, sent or not. Another author's message is 404, as if it did not exist.
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailConstants, outboxTexts, type MailKind, type MailStatus, type OutboxMessage, type OutboxPage, type OutboxSummary } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { mags, mailOutbox } from '../db/schema';
import { ApiError } from '../errors';

const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(mailConstants.outboxMaxPageSize).default(mailConstants.outboxPageSize),
});
const messageParams = z.strictObject({ id: z.string().min(1).max(64) });

type Row = typeof mailOutbox.$inferSelect & { projectData: Record<string, unknown> | null };

function summaryOf(row: Row): OutboxSummary {
  const title = row.projectData?.title;
  return {
    id: row.id,
    kind: row.kind as MailKind,
    to: row.to,
    subject: row.subject,
    status: row.status as MailStatus,
    error: row.error,
    project: typeof title === 'string' ? title : null,
    created: row.createdAt.toISOString(),
    sent: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['outbox'];
  const security = [{ session: [] }];
  const { db } = app.database;
  const columns = { ...getTableColumns(mailOutbox), projectData: mags.data };

  app.get(
    '/api/outbox',
    { schema: { tags, security, summary: "The signed-in author's outbox: the shop's e-mails and invitations, newest first, a page at a time", querystring: pageQuery } },
    async (request): Promise<OutboxPage> => {
      const user = await requireUser(request);
      const { page, pageSize } = request.query;
      const mine = eq(mailOutbox.userId, user.id);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(mailOutbox)
          .leftJoin(mags, eq(mags.id, mailOutbox.magId))
          .where(mine)
          .orderBy(desc(mailOutbox.seq))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(mailOutbox).where(mine),
      ]);
      return { messages: rows.map(summaryOf), page, pageSize, total: total!.n };
    },
  );

  app.get(
    '/api/outbox/:id',
    { schema: { tags, security, summary: 'One message of the outbox, with its plain text and HTML', params: messageParams } },
    async (request): Promise<OutboxMessage> => {
      const user = await requireUser(request);
      const [row] = await db
        .select(columns)
        .from(mailOutbox)
        .leftJoin(mags, eq(mags.id, mailOutbox.magId))
        .where(and(eq(mailOutbox.id, request.params.id), eq(mailOutbox.userId, user.id)))
        .limit(1);
      if (!row) throw new ApiError(404, outboxTexts.messageNotFound);
      return { ...summaryOf(row), text: row.text, html: row.html };
    },
  );
};

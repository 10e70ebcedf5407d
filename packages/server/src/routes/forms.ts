import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages, checkFormValues, formConstants, formErrorMessage, normalizeFormValues, objectIdSchema } from '@folio/model';
import { AttemptLimiter } from '../attempt-limiter';
import { accessOf } from '../auth/access';
import { requireUser } from '../auth/require-user';
import { ApiError, notFound } from '../errors';
import { submissionsCsv } from '../form-csv';
import { findOwnedMag, type MagRow } from '../repositories/mags';
import { allSubmissions, insertSubmission, listSubmissions, projectForms, publishedForms, visibleVariants } from '../repositories/forms';
import type { Db } from '../db/database';
import { magIdParams, numIdParams } from './schemas';

// Ours: a form has at most 50 fields (model/widgets/form.ts), so a visitor never sends more answers than this.
const MAX_VALUES = 100;

const submitParams = numIdParams.extend({ widgetId: objectIdSchema.describe('The form widget _id') });
const submitBody = z.strictObject({
  values: z
    .record(z.string().max(100), z.unknown())
    .refine((values) => Object.keys(values).length <= MAX_VALUES, { message: `At most ${MAX_VALUES} answers` })
    .describe('Answers by field id: text for text, email, textarea and select fields; true or false for a checkbox'),
});
const formParams = magIdParams.extend({ widgetId: objectIdSchema.describe('The form widget _id') });
const submissionsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(formConstants.submissionsPageMax).default(formConstants.submissionsPageSize),
  before: objectIdSchema.optional().describe('The `next_before` of the previous page: the submissions older than this one'),
});

/** The owner's form: in the published version or the draft, or gone from both but holding submissions. */
async function ownedForm(db: Db, mag: MagRow, widgetId: string) {
  const form = (await projectForms(db, mag)).find((candidate) => candidate._id === widgetId);
  if (!form) throw notFound();
  return form;
}

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const security = [{ session: [] }];
  const submissions = new AttemptLimiter(app.limits, 'form-submissions', { maxAttempts: formConstants.submissionsPerMinute });

  app.post(
    '/api/forms/:numId/:widgetId',
    {
      schema: {
        tags: ['viewer'],
        summary: "A visitor's answers to a form of the published project",
        params: submitParams,
        body: submitBody,
      },
    },
    async (request, reply) => {
      if (!(await submissions.allow(request.ip))) throw new ApiError(429, apiMessages.tooManySubmissions);
      const { numId, widgetId } = request.params;
      const entry = await app.published.byNumId(numId);
      if (!entry) throw notFound();
      const access = await accessOf(request, app.secret, entry);
      if (entry.isSuspended && access !== 'owner') throw notFound();
      if (entry.isPrivate && access === 'restricted') throw new ApiError(403, apiMessages.forbidden, { forbidden: true });
      const site = publishedForms(entry).get(widgetId);
      if (!site) throw new ApiError(404, apiMessages.formNotPublished);
      // A protected page's widgets reach only visitors who gave its password (routes/viewer.ts).
      if (access === 'restricted' && entry.privatePages.has(site.pageId)) throw new ApiError(403, apiMessages.forbidden, { unauthorized: true });
      const variants = visibleVariants(site);
      if (!variants.length) throw new ApiError(404, apiMessages.formNotPublished);
      const { values } = request.body;
      // The visitor answered the form of one viewport; the client does not say which, so any of them will do.
      const answered = variants.find((variant) => checkFormValues(variant.fields ?? [], values).length === 0);
      if (!answered) {
        const fields = variants[0]!.fields ?? [];
        const errors = checkFormValues(fields, values).map((error) => ({ path: `values.${error.fieldId}`, message: formErrorMessage(fields, error) }));
        throw new ApiError(400, errors[0]!.message, { errors });
      }
      await insertSubmission(db, {
        magId: entry.magId,
        widgetId,
        pageId: site.pageId,
        version: entry.version,
        values: normalizeFormValues(answered.fields ?? [], values),
      });
      return reply.code(201).send({ ok: true });
    },
  );

  app.get(
    '/api/mag/:id/forms',
    { schema: { tags: ['projects'], security, summary: "The project's forms with their submission counts", params: magIdParams } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      return { forms: await projectForms(db, mag) };
    },
  );

  app.get(
    '/api/mag/:id/forms/:widgetId/submissions',
    {
      schema: {
        tags: ['projects'],
        security,
        summary: "A form's submissions, newest first, a page at a time",
        params: formParams,
        querystring: submissionsQuery,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const form = await ownedForm(db, mag, request.params.widgetId);
      reply.header('cache-control', 'private, no-store');
      return { fields: form.fields, ...(await listSubmissions(db, { magId: mag.id, widgetId: form._id }, request.query)) };
    },
  );

  app.get(
    '/api/mag/:id/forms/:widgetId/submissions.csv',
    { schema: { tags: ['projects'], security, summary: "A form's submissions as a CSV file (oldest first)", params: formParams } },
    async (request, reply) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const form = await ownedForm(db, mag, request.params.widgetId);
      const csv = submissionsCsv(form.fields, await allSubmissions(db, { magId: mag.id, widgetId: form._id }));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="form-${form._id}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};

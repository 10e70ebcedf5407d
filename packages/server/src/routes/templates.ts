import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { magEditableSchema, objectIdSchema, START_WITH_TEMPLATE_SEGMENT, templateDeleteBodySchema, templateSchema } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { notFound } from '../errors';
import { draftDocument } from '../repositories/mags';
import { createMagFromTemplate, deleteTemplate, duplicateMag, findTemplate, listTemplates, renameTemplate, saveTemplate } from '../repositories/templates';
import { confirmationTexts } from '../pages/confirmation-texts';
import { acceptConfirmationForms, sendServerPage } from '../pages/server-page';
import { magIdParams } from './schemas';

// Copies of projects: duplicates and templates (docs/api.md "Templates and copies"). widgets-and-authoring.md §7
// gives GET /api/user_templates/, PUT and DELETE /api/template/; saving one and starting from one are ours.

const duplicateBody = z.strictObject({ title: magEditableSchema.shape.title }).nullish();
const saveBody = z.strictObject({ mag_id: objectIdSchema.describe('The project to save as a template'), name: templateSchema.shape.name });
const templateParams = z.object({ id: z.string().max(64).describe('The template id') });

// Where a new project opens (the constructor, docs/editor.md) and where a signed-out author signs in first, with the
// address to return to in `next`.
const editorAddress = (numId: number) => `/edit/${numId}/`;
const loginAddress = (next: string) => `/login/?next=${encodeURIComponent(next)}`;
const startAddress = (id: string, slash = '/') => `/${START_WITH_TEMPLATE_SEGMENT}/${encodeURIComponent(id)}${slash}`;
// Where Cancel on the confirmation page goes: the author's dashboard.
const DASHBOARD_PATH = '/';

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['templates'];
  const security = [{ session: [] }];
  acceptConfirmationForms(app);

  app.post(
    '/api/projects/:id/duplicate',
    {
      schema: {
        tags: ['projects'],
        security,
        summary: 'Duplicate a project: a new unpublished draft with copies of its pages and widgets under new ids',
        params: magIdParams,
        body: duplicateBody,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const mag = await duplicateMag(db, user, request.params.id, request.body?.title);
      return reply.code(201).send(await draftDocument(db, mag, user));
    },
  );

  // The spec's paths end in a slash; the same calls answer without it.
  for (const slash of ['/', '']) {
    const hide = slash === '';

    app.post(
      `/api/template${slash}`,
      { schema: { hide, tags, security, summary: "Save a project's draft as a template", body: saveBody } },
      async (request, reply) => {
        const user = await requireUser(request);
        return reply.code(201).send(await saveTemplate(db, user, request.body.mag_id, request.body.name));
      },
    );

    app.get(
      `/api/user_templates${slash}`,
      { schema: { hide, tags, security, summary: 'My templates, newest first' } },
      async (request) => listTemplates(db, await requireUser(request)),
    );

    app.put(
      `/api/template${slash}`,
      { schema: { hide, tags, security, summary: 'Rename a template', body: templateSchema } },
      async (request) => renameTemplate(db, await requireUser(request), request.body.id, request.body.name),
    );

    app.delete(
      `/api/template${slash}`,
      { schema: { hide, tags, security, summary: 'Delete a template (projects made from it stay)', body: templateDeleteBodySchema } },
      async (request, reply) => {
        await deleteTemplate(db, await requireUser(request), request.body.id);
        return reply.code(204).send();
      },
    );

    // viewer-and-project.md §2: "A link ending in start-with-template/{id} creates a project from that template". Issue 11,
    // finding 3: a link (a GET, which another site can make the browser follow) only asks; the page's button, or the
    // viewer's in-project link, POSTs here and the project is made. Signed out, both send the person to sign in first
    // and back to the page.
    app.get(
      `/${START_WITH_TEMPLATE_SEGMENT}/:id${slash}`,
      { schema: { hide, tags, summary: 'A page asking to start a project from a template (sign in first); its button POSTs here', params: templateParams } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = await request.currentUser();
        if (!user) return reply.redirect(loginAddress(startAddress(request.params.id, slash)), 303);
        if (!objectIdSchema.safeParse(request.params.id).success) throw notFound();
        const template = await findTemplate(db, user, request.params.id);
        return sendServerPage(reply, {
          title: confirmationTexts.startWithTemplateTitle(template.name),
          lines: [confirmationTexts.startWithTemplateBody],
          confirm: { action: startAddress(template.id), button: confirmationTexts.startWithTemplateButton, cancel: confirmationTexts.cancel, cancelHref: DASHBOARD_PATH },
        });
      },
    );

    app.post(
      `/${START_WITH_TEMPLATE_SEGMENT}/:id${slash}`,
      { schema: { hide, tags, summary: 'Start a project from a template and open it in the constructor (sign in first)', params: templateParams } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = await request.currentUser();
        if (!user) return reply.redirect(loginAddress(startAddress(request.params.id, slash)), 303);
        if (!objectIdSchema.safeParse(request.params.id).success) throw notFound();
        const mag = await createMagFromTemplate(db, user, request.params.id, {});
        return reply.redirect(editorAddress(mag.numId), 303);
      },
    );
  }
};

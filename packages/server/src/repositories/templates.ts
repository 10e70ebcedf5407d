import { and, desc, eq, sql } from 'drizzle-orm';
import { authoringMessages, newObjectId } from '@folio/model';
import type { Db } from '../db/database';
import { templates } from '../db/schema';
import { notFound } from '../errors';
import { lockMagFor, type Json, type MagRow } from './mags';
import { insertProjectContent, readProjectContent, type ProjectContent } from './project-content';
import type { UserRow } from './users';

/** A template as GET /api/user_templates/ lists it (docs/api.md "Templates and copies"). */
export interface TemplateSummary {
  id: string;
  name: string;
  /** The project it was saved from (which may have changed or gone since). */
  mag_id: string | null;
  pages: number;
  /** The id its first page had in that project, a thumbnail source (the page's screenshot). */
  first_page_id: string | null;
  /** The first page's screenshot address when it has one. */
  thumbnail: string | null;
  created: string;
  updated: string;
}

const summaryColumns = {
  id: templates.id,
  name: templates.name,
  sourceMagId: templates.sourceMagId,
  pages: sql<number>`jsonb_array_length(${templates.document}->'pages')`.mapWith(Number),
  firstPageId: sql<string | null>`${templates.document}->'pages'->0->>'id'`,
  thumbnail: sql<string | null>`${templates.document}->'pages'->0->'data'->>'screenshot'`,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
};

const selectSummaries = (db: Db) => db.select(summaryColumns).from(templates);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const summaryJson = (row: SummaryRow): TemplateSummary => ({
  id: row.id,
  name: row.name,
  mag_id: row.sourceMagId,
  pages: row.pages,
  first_page_id: row.firstPageId,
  thumbnail: row.thumbnail,
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
});

const ownTemplate = (owner: UserRow, id: string) => and(eq(templates.id, id), eq(templates.userId, owner.id));

/**
 * POST /api/projects/{id}/duplicate: a new draft with the project's content, titled "{title} copy" by default. The
 * project is locked against changes while it is copied, so the copy is one state of it; the owner's alone.
 */
export async function duplicateMag(db: Db, owner: UserRow, magId: string, title: string | undefined): Promise<MagRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const content = await readProjectContent(tx, await lockMagFor(tx, magId, owner, 'own'));
    const sourceTitle = typeof content.mag.title === 'string' ? content.mag.title : '';
    return insertProjectContent(tx, owner, content, { title: title ?? authoringMessages.copyTitle(sourceTitle) });
  });
}

/** POST /api/template/: the project's draft as it is now, kept as a template of its owner. */
export async function saveTemplate(db: Db, owner: UserRow, magId: string, name: string): Promise<TemplateSummary> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const content = await readProjectContent(tx, await lockMagFor(tx, magId, owner, 'own'));
    const [row] = await tx
      .insert(templates)
      .values({ id: newObjectId(), userId: owner.id, name, sourceMagId: magId, document: content as unknown as Json })
      .returning(summaryColumns);
    return summaryJson(row!);
  });
}

/** The owner's templates, newest first. */
export async function listTemplates(db: Db, owner: UserRow): Promise<TemplateSummary[]> {
  const rows = await selectSummaries(db).where(eq(templates.userId, owner.id)).orderBy(desc(templates.createdAt), desc(templates.id));
  return rows.map(summaryJson);
}

/** One of the owner's templates, or 404 (another author's template does not exist for them). */
export async function findTemplate(db: Db, owner: UserRow, id: string): Promise<TemplateSummary> {
  const [row] = await selectSummaries(db).where(ownTemplate(owner, id)).limit(1);
  if (!row) throw notFound();
  return summaryJson(row);
}

export async function renameTemplate(db: Db, owner: UserRow, id: string, name: string): Promise<TemplateSummary> {
  const [row] = await db.update(templates).set({ name, updatedAt: new Date() }).where(ownTemplate(owner, id)).returning(summaryColumns);
  if (!row) throw notFound();
  return summaryJson(row);
}

export async function deleteTemplate(db: Db, owner: UserRow, id: string): Promise<void> {
  const deleted = await db.delete(templates).where(ownTemplate(owner, id)).returning({ id: templates.id });
  if (!deleted.length) throw notFound();
}

/**
 * A new draft of the owner made from their template (POST /api/projects {template_id}, /start-with-template/{id}),
 * titled as given or after the template. Templates are their owner's alone: anyone else's is not found.
 */
export async function createMagFromTemplate(
  db: Db,
  owner: UserRow,
  templateId: string,
  fields: { title?: string | undefined; uri?: string | undefined },
): Promise<MagRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [template] = await tx.select().from(templates).where(ownTemplate(owner, templateId));
    if (!template) throw notFound();
    const content = template.document as unknown as ProjectContent;
    return insertProjectContent(tx, owner, content, { title: fields.title ?? template.name, uri: fields.uri });
  });
}

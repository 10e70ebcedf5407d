import { and, asc, count, desc, eq, isNull, lt, max, sql } from 'drizzle-orm';
import { apiMessages, effectiveWidget, newObjectId, viewportNames, type FormField, type FormValues, type FormWidget } from '@folio/model';
import type { Db } from '../db/database';
import { formSubmissions, pages, widgets } from '../db/schema';
import { ApiError } from '../errors';
import type { PublishedEntry } from '../published-cache';
import { readDocument } from './documents';
import { widgetJson, type Json, type MagRow } from './mags';
import { loadSnapshot } from './published';

/** A form widget and the page it is on. */
export interface FormSite {
  widget: FormWidget;
  pageId: string;
}

const isForm = (widget: object): widget is FormWidget => (widget as { type?: unknown }).type === 'form';

/**
 * The form as a visitor can meet it: once per viewport where it is created (viewer-and-project.md §4: hidden in
 * that viewport, or expired, it is not). A viewport may give the form fields of its own, so each is its own variant.
 */
export function visibleVariants({ widget, pageId }: FormSite, now = Date.now()): FormWidget[] {
  const expired = typeof widget.expiry === 'string' && Date.parse(widget.expiry) <= now;
  if (expired) return [];
  return viewportNames.map((viewport) => effectiveWidget(widget, viewport, pageId)).filter((variant) => !variant.hidden);
}

/** Every field the form has in some viewport, once each, in order: the base form's, then what a viewport adds. */
export function formColumns(widget: FormWidget): FormField[] {
  const columns = new Map<string, FormField>();
  for (const viewport of viewportNames) {
    for (const field of effectiveWidget(widget, viewport, widget.pid).fields ?? []) if (!columns.has(field.id)) columns.set(field.id, field);
  }
  return [...columns.values()];
}

// A published entry never changes (a new version is a new entry), so its forms are found once.
const formsOfEntry = new WeakMap<PublishedEntry, Map<string, FormSite>>();

/** The form widgets of the published version behind a cache entry, by widget id. */
export function publishedForms(entry: PublishedEntry): Map<string, FormSite> {
  let forms = formsOfEntry.get(entry);
  if (!forms) {
    forms = new Map();
    for (const pageId of entry.pageOrder) {
      const page = JSON.parse(entry.pages.get(pageId)!.full) as { wids?: Json[] };
      for (const widget of page.wids ?? []) if (isForm(widget)) forms.set(widget._id, { widget, pageId });
    }
    formsOfEntry.set(entry, forms);
  }
  return forms;
}

/** The form widgets of one published version of a project, in page order. */
async function formsOfVersion(db: Db, magId: string, version: number | null): Promise<FormSite[]> {
  if (!version) return [];
  const snapshot = await loadSnapshot(db, magId, version);
  return (snapshot?.pages ?? []).flatMap((page) =>
    page.widgets
      .map((widget) => ({ ...readDocument<Json>('widget', { data: widget.data, schemaVersion: snapshot!.schemaVersion }), _id: widget.id, pid: page.id }))
      .filter(isForm)
      .map((widget) => ({ widget, pageId: page.id })),
  );
}

/** The form widgets on the draft's live pages, in page order. */
async function formsOfDraft(db: Db, magId: string): Promise<FormSite[]> {
  const rows = await db
    .select({ widget: widgets })
    .from(widgets)
    .innerJoin(pages, eq(pages.id, widgets.pageId))
    .where(and(eq(widgets.magId, magId), isNull(pages.trashedAt), sql`${widgets.data}->>'type' = 'form'`))
    .orderBy(asc(pages.position), asc(widgets.seq));
  return rows.map(({ widget }) => widgetJson(widget)).filter(isForm).map((widget) => ({ widget, pageId: widget.pid }));
}

export interface ProjectForm {
  _id: string;
  pid: string;
  /** The fields visitors answer: the published version's, else the draft's; none for a form that left both. */
  fields: FormField[];
  /** In the published version visitors read now: it takes submissions. */
  published: boolean;
  /** On a live page of the draft. */
  draft: boolean;
  submissions: number;
  last_submitted_at: string | null;
}

/**
 * A project's forms for its owner: those of the published version, then those only in the draft, then those that
 * left both but still hold submissions.
 */
export async function projectForms(db: Db, mag: MagRow): Promise<ProjectForm[]> {
  const [published, draft, counts] = await Promise.all([
    formsOfVersion(db, mag.id, mag.publishedVersion),
    formsOfDraft(db, mag.id),
    db
      .select({ widgetId: formSubmissions.widgetId, version: max(formSubmissions.version), total: count(), last: max(formSubmissions.createdAt) })
      .from(formSubmissions)
      .where(eq(formSubmissions.magId, mag.id))
      .groupBy(formSubmissions.widgetId),
  ]);
  const inPublished = new Set(published.map((site) => site.widget._id));
  const inDraft = new Set(draft.map((site) => site.widget._id));
  const countOf = new Map(counts.map((row) => [row.widgetId, row]));
  const forms = new Map<string, ProjectForm>();
  const add = (id: string, pid: string, fields: FormField[]) => {
    if (forms.has(id)) return;
    const counted = countOf.get(id);
    forms.set(id, {
      _id: id,
      pid,
      fields,
      published: mag.isPublished && inPublished.has(id),
      draft: inDraft.has(id),
      submissions: counted?.total ?? 0,
      last_submitted_at: counted?.last?.toISOString() ?? null,
    });
  };
  for (const { widget, pageId } of [...published, ...draft]) add(widget._id, pageId, formColumns(widget));
  // A form gone from both is described as in the last version answered (one snapshot read per such version).
  const gone = counts.filter((row) => !forms.has(row.widgetId));
  for (const version of new Set(gone.map((row) => row.version))) {
    const sites = await formsOfVersion(db, mag.id, version);
    for (const row of gone.filter((candidate) => candidate.version === version)) {
      const site = sites.find((candidate) => candidate.widget._id === row.widgetId);
      if (site) add(row.widgetId, site.pageId, formColumns(site.widget));
    }
  }
  return [...forms.values()];
}

export async function insertSubmission(
  db: Db,
  submission: { magId: string; widgetId: string; pageId: string; version: number; values: FormValues },
): Promise<void> {
  await db.insert(formSubmissions).values({ id: newObjectId(), ...submission });
}

export interface SubmissionJson {
  _id: string;
  page_id: string;
  version: number;
  values: FormValues;
  created_at: string;
}

const submissionJson = (row: typeof formSubmissions.$inferSelect): SubmissionJson => ({
  _id: row.id,
  page_id: row.pageId,
  version: row.version,
  values: row.values,
  created_at: row.createdAt.toISOString(),
});

/** One page of a form's submissions, newest first, from just before the submission `before` when given. */
export async function listSubmissions(
  db: Db,
  form: { magId: string; widgetId: string },
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<{ submissions: SubmissionJson[]; next_before: string | null }> {
  const ofForm = and(eq(formSubmissions.magId, form.magId), eq(formSubmissions.widgetId, form.widgetId));
  let from: number | undefined;
  if (before !== undefined) {
    const [cursor] = await db.select({ seq: formSubmissions.seq }).from(formSubmissions).where(and(ofForm, eq(formSubmissions.id, before))).limit(1);
    if (!cursor) throw new ApiError(400, apiMessages.formBeforeUnknown, { errors: [{ path: 'before', message: apiMessages.formBeforeUnknown }] });
    from = cursor.seq;
  }
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(from === undefined ? ofForm : and(ofForm, lt(formSubmissions.seq, from)))
    .orderBy(desc(formSubmissions.seq))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return { submissions: shown.map(submissionJson), next_before: rows.length > limit ? shown[shown.length - 1]!.id : null };
}

/** Every submission of a form, oldest first (the CSV export). */
export async function allSubmissions(db: Db, form: { magId: string; widgetId: string }) {
  return db
    .select({ values: formSubmissions.values, createdAt: formSubmissions.createdAt })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.magId, form.magId), eq(formSubmissions.widgetId, form.widgetId)))
    .orderBy(asc(formSubmissions.seq));
}

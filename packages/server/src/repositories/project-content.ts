import { asc, eq, inArray } from 'drizzle-orm';
import { magEditableShape, newObjectId } from '@folio/model';
import type { Db } from '../db/database';
import { mags, pages, projectSwatches, widgets } from '../db/schema';
import { CURRENT_SCHEMA_VERSION, readDocument } from './documents';
import { livePages, type Json, type MagRow } from './mags';
import { assertWidgetsFit } from './pages';
import type { UserRow } from './users';

/**
 * What a copy of a project carries (a duplicate, a template): the project's fields, its live pages in order with
 * their widgets in creation order, and its swatches. Pages in the trash, the address, the published versions,
 * privacy, the custom domain and form answers stay with the original.
 */
export interface ProjectContent {
  schemaVersion: number;
  mag: Json;
  pages: { id: string; data: Json; widgets: { id: string; data: Json }[] }[];
  swatches: string[] | null;
}

// Every record id is 24 lowercase hex characters (@folio/model ids.ts); one standing alone in a text is an id,
// one inside a longer run of hex (a content hash in a picture's address) is not.
const RECORD_ID_IN_TEXT = /(?<![0-9a-f])[0-9a-f]{24}(?![0-9a-f])/g;
// Widgets inserted per statement: far below PostgreSQL's limit of 65 535 parameters.
const WIDGETS_PER_INSERT = 1000;
const MAX_TITLE_LENGTH = magEditableShape.title.unwrap().maxLength ?? Number.POSITIVE_INFINITY;

/**
 * A document with every id of the map replaced by its new id, wherever it stands: a value (a widget's pid, an
 * animation's triggers, a text link's pageId, the mag's coverPid), inside a text (an anchor link `anchor:{page id}`)
 * or as a key (hidden and z per page id, viewer-and-project.md §3).
 */
export function remapIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return value.replace(RECORD_ID_IN_TEXT, (id) => ids.get(id) ?? id);
  if (Array.isArray(value)) return value.map((item: unknown) => remapIds(item, ids));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [ids.get(key) ?? key, remapIds(item, ids)]));
  }
  return value;
}

/** The content of a project's draft as it is now, every document at the current schema version. */
export async function readProjectContent(db: Db, mag: MagRow): Promise<ProjectContent> {
  const pageRows = await livePages(db, mag.id);
  const widgetRows = pageRows.length
    ? await db
        .select()
        .from(widgets)
        .where(inArray(widgets.pageId, pageRows.map((page) => page.id)))
        .orderBy(asc(widgets.seq))
    : [];
  const [swatch] = await db.select({ colors: projectSwatches.colors }).from(projectSwatches).where(eq(projectSwatches.magId, mag.id));
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    mag: readDocument<Json>('mag', mag),
    pages: pageRows.map((page) => ({
      id: page.id,
      data: readDocument<Json>('page', page),
      widgets: widgetRows
        .filter((widget) => widget.pageId === page.id)
        .map((widget) => ({ id: widget.id, data: readDocument<Json>('widget', widget) })),
    })),
    swatches: swatch?.colors ?? null,
  };
}

/** The title of a copy of a project titled `title`, within the longest title a project may have. */
export function fitTitle(title: string): string {
  return title.slice(0, MAX_TITLE_LENGTH);
}

/**
 * A new draft of `owner` made of the content, every page and widget under a new id (and every reference to them
 * following), unpublished, public, without an address unless `uri` is given. Run it in a transaction.
 */
export async function insertProjectContent(
  tx: Db,
  owner: UserRow,
  content: ProjectContent,
  fields: { title: string; uri?: string | undefined },
): Promise<MagRow> {
  // A template or a project stored before the limit may have a page over it: its copy is refused, nothing written.
  for (const page of content.pages) assertWidgetsFit(page.widgets.length);
  const ids = new Map<string, string>();
  for (const page of content.pages) {
    ids.set(page.id, newObjectId());
    for (const widget of page.widgets) ids.set(widget.id, newObjectId());
  }
  // A template saved long ago is brought to the current schema first, as any stored document is on read.
  const upgrade = (kind: 'mag' | 'page' | 'widget', data: Json) =>
    remapIds(readDocument<Json>(kind, { data, schemaVersion: content.schemaVersion }), ids) as Json;

  const title = fitTitle(fields.title);
  const magData = { ...upgrade('mag', content.mag), title, ...(title ? { emptyTitle: false } : {}) };
  const [mag] = await tx
    .insert(mags)
    .values({ id: newObjectId(), userId: owner.id, uri: fields.uri ?? null, schemaVersion: CURRENT_SCHEMA_VERSION, data: magData })
    .returning();
  const newMag = mag!;
  if (content.pages.length) {
    await tx.insert(pages).values(
      content.pages.map((page, position) => ({
        id: ids.get(page.id)!,
        magId: newMag.id,
        position,
        schemaVersion: CURRENT_SCHEMA_VERSION,
        data: upgrade('page', page.data),
      })),
    );
  } else {
    // A project always has at least one page.
    await tx.insert(pages).values({ id: newObjectId(), magId: newMag.id, position: 0, schemaVersion: CURRENT_SCHEMA_VERSION, data: {} });
  }
  const widgetRows = content.pages.flatMap((page) =>
    page.widgets.map((widget) => {
      const id = ids.get(widget.id)!;
      const pageId = ids.get(page.id)!;
      return { id, magId: newMag.id, pageId, schemaVersion: CURRENT_SCHEMA_VERSION, data: { ...upgrade('widget', widget.data), _id: id, pid: pageId } };
    }),
  );
  for (let start = 0; start < widgetRows.length; start += WIDGETS_PER_INSERT) {
    await tx.insert(widgets).values(widgetRows.slice(start, start + WIDGETS_PER_INSERT));
  }
  if (content.swatches) await tx.insert(projectSwatches).values({ magId: newMag.id, colors: content.swatches });
  return newMag;
}

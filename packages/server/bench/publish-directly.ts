import { desc, eq } from 'drizzle-orm';
import { newObjectId } from '@folio/model';
import { openDatabase, type DatabaseOptions } from '../src/db/database';
import { mags, publishedVersions } from '../src/db/schema';
import type { Json } from '../src/repositories/mags';
import { loadSnapshot } from '../src/repositories/published';

/**
 * Publishes, straight into the database, a new version of a published project whose first page holds `widgetCount`
 * widgets: the published page's widgets tiled downwards (fresh ids), the page made as much taller. The API refuses a
 * page over pageContentConstants.maxWidgetsPerPage; this is how the benchmark gets the page of issue 11 (5,000
 * widgets), as a project published before the limit would have it. The server must not hold the database meanwhile
 * (PGlite: one process per directory); a running server on PostgreSQL notices the new version within 2 s.
 */
export async function publishTiledPage(options: DatabaseOptions, numId: number, widgetCount: number): Promise<void> {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const [mag] = await db.select().from(mags).where(eq(mags.numId, numId)).limit(1);
    if (!mag?.publishedVersion) throw new Error(`project ${numId} is not published`);
    const snapshot = await loadSnapshot(db, mag.id, mag.publishedVersion);
    const page = snapshot?.pages[0];
    if (!snapshot || !page?.widgets.length) throw new Error(`project ${numId} has no published widgets to tile`);
    const height = Number((page.data as { height?: unknown }).height);
    if (!(height > 0)) throw new Error(`project ${numId}: its first page has no height`);
    const tile = page.widgets;
    const widgets = Array.from({ length: widgetCount }, (_, i) => {
      const copy = Math.floor(i / tile.length);
      const source = tile[i % tile.length]!;
      const id = copy === 0 ? source.id : newObjectId();
      const data = source.data as { y?: number };
      return { id, data: { ...data, _id: id, y: (data.y ?? 0) + copy * height } as Json };
    });
    const grown = {
      ...snapshot,
      pages: [{ ...page, data: { ...page.data, height: height * Math.ceil(widgetCount / tile.length) }, widgets }, ...snapshot.pages.slice(1)],
    };
    const [last] = await db.select({ version: publishedVersions.version }).from(publishedVersions).where(eq(publishedVersions.magId, mag.id)).orderBy(desc(publishedVersions.version)).limit(1);
    const version = (last?.version ?? 0) + 1;
    await db.insert(publishedVersions).values({ magId: mag.id, version, document: grown as unknown as Json });
    await db.update(mags).set({ publishedVersion: version, publishedAt: new Date() }).where(eq(mags.id, mag.id));
  } finally {
    await database.close();
  }
}

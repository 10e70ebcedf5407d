import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { reportDeviceClasses, telemetryConstants, FRONTEND_RENDERING_DATASET, type FrontendRenderingEvent, type PerformanceSummary } from '@folio/model';
import type { Db } from '../db/database';
import { renderReports } from '../db/schema';

/** Stores a frontend-rendering report, then drops the project's reports past the newest keptReportsPerProject. */
export async function storeRenderReport(db: Db, magId: string, event: FrontendRenderingEvent, keep: number = telemetryConstants.keptReportsPerProject): Promise<void> {
  const { timing } = event;
  await db.insert(renderReports).values({
    magId,
    viewport: event.viewport,
    startPage: event.start_page,
    widgetsCount: event.widgets_count,
    device: event.device,
    firstRender: timing.first_render,
    timing,
  });
  const [oldestKept] = await db
    .select({ seq: renderReports.seq })
    .from(renderReports)
    .where(eq(renderReports.magId, magId))
    .orderBy(desc(renderReports.seq))
    .offset(keep)
    .limit(1);
  if (oldestKept) await db.delete(renderReports).where(and(eq(renderReports.magId, magId), lte(renderReports.seq, oldestKept.seq)));
}

/** The owner's view: per device class (phone, tablet, desktop), the count and the median first render in ms. */
export async function performanceSummary(db: Db, magId: string): Promise<PerformanceSummary> {
  const rows = await db
    .select({
      device: renderReports.device,
      reports: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${renderReports.firstRender})`,
    })
    .from(renderReports)
    .where(eq(renderReports.magId, magId))
    .groupBy(renderReports.device)
    .orderBy(asc(renderReports.device));
  const byDevice = new Map(rows.map((row) => [row.device, row]));
  return {
    dataset: FRONTEND_RENDERING_DATASET,
    devices: reportDeviceClasses.map((device) => {
      const row = byDevice.get(device);
      return { device, reports: row?.reports ?? 0, median_first_render: row?.median == null ? null : Math.round(Number(row.median)) };
    }),
  };
}

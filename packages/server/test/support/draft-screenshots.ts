import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../src/db/schema';
import { DRAFT_SCREENSHOTS_JOB } from '../../src/screenshots/draft-screenshots';
import type { Client, TestServer } from './harness';
import { until } from './until';

/**
 * The draft's own screenshots (docs/jobs.md "Draft screenshots") set aside for a test that counts sessions: once none
 * is being drawn, the author cancels those still waiting, so no job of theirs opens a session of its own meanwhile.
 */
export async function setDraftScreenshotsAside(server: TestServer, owner: Client, magId: string): Promise<void> {
  const draftJobs = () => server.database.db.select().from(jobs).where(and(eq(jobs.kind, DRAFT_SCREENSHOTS_JOB), eq(jobs.magId, magId)));
  await until(draftJobs, (rows) => rows.every((row) => row.state !== 'active'), 'the draft’s screenshots not being drawn', 60_000);
  for (const row of await draftJobs()) if (row.state === 'queued') expect((await owner.post(`/api/jobs/${row.id}/cancel`)).status).toBe(200);
}

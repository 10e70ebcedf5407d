import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCountConstants } from '@folio/model';
import { mags } from '../../src/db/schema';
import { VisitorViews } from '../../src/visitor-views';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// Issue 11, finding 11: POST /api/countview counted every request, so one visitor (or a script) could make a
// project's view count anything. A visitor now counts once per project per window, told apart without storing
// anything personal: a digest of address and browser with a salt that changes every day, kept in memory.
describe.each(drivers)('view counting on %s', (driver) => {
  let server: TestServer;
  let magId: string;
  let numId: number;
  let otherNumId: number;
  beforeAll(async () => {
    server = await startTestServer(driver, { trustProxy: true });
    const owner = await signUp(server.baseUrl, 'Counted');
    for (const title of ['Counted', 'Other']) {
      const mag = await createProject(owner, title);
      await owner.post(`/api/publish/${mag._id}`);
      if (title === 'Counted') [magId, numId] = [mag._id, mag.num_id];
      else otherNumId = mag.num_id;
    }
  });
  afterAll(() => server.close());

  const views = async () => (await server.database.db.select({ views: mags.views }).from(mags).where(eq(mags.id, magId)))[0]!.views;
  const countView = (num: number, address: string, userAgent: string) =>
    new Client(server.baseUrl).request('POST', `/api/countview/${num}`, undefined, { headers: { 'x-forwarded-for': address, 'user-agent': userAgent } });

  it('finding 11: one visitor viewing a project again and again counts once; other visitors count', async () => {
    for (let i = 0; i < 5; i++) expect((await countView(numId, '203.0.113.30', 'Browser A')).status).toBe(204);
    expect(await views()).toBe(1);

    // Another browser at the same address, and another address, are other visitors.
    expect((await countView(numId, '203.0.113.30', 'Browser B')).status).toBe(204);
    expect((await countView(numId, '203.0.113.31', 'Browser A')).status).toBe(204);
    expect(await views()).toBe(3);

    // The first visitor's view of another project counts for that one.
    expect((await countView(otherNumId, '203.0.113.30', 'Browser A')).status).toBe(204);
    expect(await views()).toBe(3);
  });
});

describe('VisitorViews', () => {
  const window = viewCountConstants.visitorWindowMs;
  const noon = Date.UTC(2026, 10, 26, 12);

  it('finding 11: counts a visitor once per project per window, and again once the window has passed', () => {
    const seen = new VisitorViews();
    expect(seen.firstView(7, '203.0.113.1', 'A', noon)).toBe(true);
    expect(seen.firstView(7, '203.0.113.1', 'A', noon + window - 1)).toBe(false);
    expect(seen.firstView(8, '203.0.113.1', 'A', noon + 1)).toBe(true);
    expect(seen.firstView(7, '203.0.113.1', 'A', noon + window)).toBe(true);
  });

  it('finding 11: keeps a bounded number of visitors, forgetting the oldest first', () => {
    const seen = new VisitorViews(3);
    for (let i = 0; i < 4; i++) expect(seen.firstView(1, `203.0.113.${i}`, 'A', noon + i)).toBe(true);
    expect(seen.size).toBe(3);
    // The oldest was forgotten (and may count again); the others are still known.
    expect(seen.firstView(1, '203.0.113.3', 'A', noon + 10)).toBe(false);
    expect(seen.firstView(1, '203.0.113.0', 'A', noon + 10)).toBe(true);
  });

  it('finding 11: keeps no address or browser, only salted digests', () => {
    const seen = new VisitorViews();
    seen.firstView(1, '203.0.113.77', 'Secret Browser/1.0', noon);
    expect(JSON.stringify([...seen.keys()])).not.toMatch(/203\.0\.113\.77|Secret Browser/);
  });
});

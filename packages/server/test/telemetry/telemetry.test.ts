import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryConstants, type FrontendRenderingEvent } from '@folio/model';
import { storeRenderReport } from '../../src/telemetry/render-reports';
import { Client, createProject, drivers, startWithPeople, type TestServer } from '../support/harness';

// POST /api/proxy/honeycomb (viewer-and-project.md §7): the viewer's frontend-rendering reports of published
// projects are stored, checked, limited per client, and read by the owner as medians per device class
// (GET /api/projects/{id}/performance).

const report = (numId: number, device: string, firstRender: number, extra: Record<string, unknown> = {}) => ({
  dataset: 'frontend-rendering',
  event: { mag_num_id: numId, viewport: 'default', start_page: 1, widgets_count: 2, device, timing: { first_render: firstRender, hydrated: 1000 }, ...extra },
});

describe.each(drivers)('telemetry on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let mag: any;
  let address = 0;
  // Each test's visitor comes from an address of its own, so the per-client limit of one test leaves the others alone.
  const visitorFrom = () => {
    address += 1;
    const forwarded = `203.0.113.${address}`;
    const client = new Client(server.baseUrl);
    return { send: (body: unknown) => client.request('POST', '/api/proxy/honeycomb', body, { headers: { 'x-forwarded-for': forwarded } }), client, forwarded };
  };
  const summary = async () => (await owner.get(`/api/projects/${mag._id}/performance`)).body;

  beforeAll(async () => {
    ({ server, owner, stranger } = await startWithPeople(driver, { config: { trustProxy: true } }));
    mag = await createProject(owner, 'Measured issue');
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
  });
  afterAll(() => server.close());

  it('a published project with no reports: every device class is listed with none', async () => {
    const fresh = await createProject(owner, 'Unread issue');
    const reply = await owner.get(`/api/projects/${fresh._id}/performance`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      dataset: 'frontend-rendering',
      devices: [
        { device: 'phone', reports: 0, median_first_render: null },
        { device: 'tablet', reports: 0, median_first_render: null },
        { device: 'desktop', reports: 0, median_first_render: null },
      ],
    });
  });

  it("reports are stored and the owner sees the median first render per device class", async () => {
    const visitor = visitorFrom();
    for (const [device, ms] of [['phone', 900], ['phone', 1500], ['phone', 1200], ['desktop', 400], ['desktop', 600]] as const) {
      const reply = await visitor.send(report(mag.num_id, device, ms));
      expect(reply.status).toBe(204);
    }
    expect(await summary()).toEqual({
      dataset: 'frontend-rendering',
      devices: [
        { device: 'phone', reports: 3, median_first_render: 1200 },
        { device: 'tablet', reports: 0, median_first_render: null },
        { device: 'desktop', reports: 2, median_first_render: 500 },
      ],
    });
  });

  it('bad reports answer 400 with the failing fields, and nothing is stored', async () => {
    const visitor = visitorFrom();
    const before = await summary();
    const cases: [unknown, string[]][] = [
      [{ dataset: 'clicks', event: report(mag.num_id, 'phone', 1).event }, ['dataset']],
      [report(mag.num_id, 'watch', 1), ['event.device']],
      [report(mag.num_id, 'phone', -5), ['event.timing.first_render']],
      [report(mag.num_id, 'phone', telemetryConstants.maxTimingMs + 1), ['event.timing.first_render']],
      [report(mag.num_id, 'phone', 1, { viewport: 'watch' }), ['event.viewport']],
      [report(mag.num_id, 'phone', 1, { start_page: 0 }), ['event.start_page']],
      [report(mag.num_id, 'phone', 1, { widgets_count: 1.5 }), ['event.widgets_count']],
      [report(mag.num_id, 'phone', 1, { visitor: 'someone@example.test' }), ['event.visitor']],
      [{ dataset: 'frontend-rendering' }, ['event']],
    ];
    for (const [body, failing] of cases) {
      const reply = await visitor.send(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.statusCode).toBe(400);
      expect(reply.body.errors.map((error: { path: string }) => error.path)).toEqual(failing);
    }
    // A body far past a report's size is refused before it is read.
    const huge = await visitor.send({ ...report(mag.num_id, 'phone', 1), padding: 'x'.repeat(telemetryConstants.maxBodyBytes) });
    expect(huge.status).toBe(413);
    expect(await summary()).toEqual(before);
  });

  it('a report on a draft, an unknown project or a private one without its password finds nothing to report on', async () => {
    const visitor = visitorFrom();
    const draft = await createProject(owner, 'Draft issue');
    expect((await visitor.send(report(draft.num_id, 'phone', 700))).status).toBe(404);
    expect((await visitor.send(report(2_000_000_000, 'phone', 700))).status).toBe(404);
    const secret = await createProject(owner, 'Private issue');
    await owner.post(`/api/publish/${secret._id}`);
    await owner.post(`/api/mag/privacy/${secret._id}`, { is_private: 'true', pass: 'open sesame' });
    expect((await visitor.send(report(secret.num_id, 'phone', 700))).status).toBe(403);
    expect((await visitor.client.post(`/api/readymag/${secret.num_id}/access`, { pass: 'open sesame' })).status).toBe(204);
    expect((await visitor.send(report(secret.num_id, 'phone', 700))).status).toBe(204);
    for (const project of [draft, secret]) {
      const reply = await owner.get(`/api/projects/${project._id}/performance`);
      expect(reply.body.devices[0].reports).toBe(project === secret ? 1 : 0);
    }
  });

  it('one client may send maxReportsPerClient reports a minute; the next is refused with 429 and not stored, others still report', async () => {
    const fresh = await createProject(owner, 'Busy issue');
    await owner.post(`/api/publish/${fresh._id}`);
    const visitor = visitorFrom();
    for (let i = 0; i < telemetryConstants.maxReportsPerClient; i++) expect((await visitor.send(report(fresh.num_id, 'tablet', 800))).status).toBe(204);
    const refused = await visitor.send(report(fresh.num_id, 'tablet', 800));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many reports; wait a minute and try again', statusCode: 429 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visitorFrom().send(report(fresh.num_id, 'tablet', 800))).status).toBe(204);
    const reply = await owner.get(`/api/projects/${fresh._id}/performance`);
    expect(reply.body.devices[1]).toEqual({ device: 'tablet', reports: telemetryConstants.maxReportsPerClient + 1, median_first_render: 800 });
  });

  it("only a project's newest reports are kept: the medians follow what visitors see now", async () => {
    const fresh = await createProject(owner, 'Long-read issue');
    await owner.post(`/api/publish/${fresh._id}`);
    const { magId } = (await server.app.published.byNumId(fresh.num_id))!;
    for (const ms of [5000, 5000, 5000, 300, 400, 500]) await storeRenderReport(server.database.db, magId, report(fresh.num_id, 'desktop', ms).event as FrontendRenderingEvent, 3);
    const reply = await owner.get(`/api/projects/${fresh._id}/performance`);
    expect(reply.body.devices[2]).toEqual({ device: 'desktop', reports: 3, median_first_render: 400 });
  });

  it('the performance view is the owner’s: a visitor gets 401, another author finds nothing', async () => {
    expect((await new Client(server.baseUrl).get(`/api/projects/${mag._id}/performance`)).status).toBe(401);
    const other = await stranger.get(`/api/projects/${mag._id}/performance`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('median');
  });
});

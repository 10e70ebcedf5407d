import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '@folio/model';
import { enqueueJob } from '../../src/jobs/queue';
import { Client, drivers, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';

// docs/api.md "Jobs": GET /api/jobs/{id} and POST /api/jobs/{id}/cancel, for the author who asked for the job only.
// No runner in this server runs the kind used here, so the job waits in the queue as long as the test needs.
describe.each(drivers)('job routes (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let author: Client & { user: any };
  let stranger: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver, WITH_BACKGROUND_JOBS);
    author = await signUp(server.baseUrl, 'Job Owner');
    stranger = await signUp(server.baseUrl, 'Someone Else');
  });
  afterAll(() => server.close());

  const queue = () => enqueueJob(server.database.db, { kind: 'test.waiting', payload: {}, userId: author.user._id });

  it('shows the author their job: state, progress, tries, and no result yet', async () => {
    const job = await queue();
    const reply = await author.get(`/api/jobs/${job.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: job.id, kind: 'test.waiting', state: 'queued', progress: 0, progress_label: null, attempts: 0, max_attempts: 3, error: null, result: null, finished_at: null });
  });

  it('tells no one else it exists: another author and the server’s own jobs are not found; a visitor must sign in', async () => {
    const job = await queue();
    const own = await enqueueJob(server.database.db, { kind: 'test.waiting', payload: {} });
    for (const [client, id] of [[stranger, job.id], [author, own.id], [author, 'no-such-job']] as const) {
      const reply = await client.get(`/api/jobs/${id}`);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: jobMessages.notFound, statusCode: 404 });
    }
    expect((await stranger.post(`/api/jobs/${job.id}/cancel`)).status).toBe(404);
    expect((await new Client(server.baseUrl).get(`/api/jobs/${job.id}`)).status).toBe(401);
    expect((await author.get(`/api/jobs/${job.id}`)).body.state).toBe('queued');
  });

  it('cancels a waiting job once; cancelling an ended job is refused and changes nothing', async () => {
    const job = await queue();
    const cancelled = await author.post(`/api/jobs/${job.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', error: jobMessages.cancelled });
    expect(cancelled.body.finished_at).toEqual(expect.any(String));
    const again = await author.post(`/api/jobs/${job.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: jobMessages.finished, statusCode: 409 });
    expect((await author.get(`/api/jobs/${job.id}`)).body).toMatchObject({ state: 'cancelled', finished_at: cancelled.body.finished_at });
  });
});

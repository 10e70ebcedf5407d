import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { enqueueJob, findJob } from '../../src/jobs/queue';
import { until } from '../support/until';
import { createStorage, type Storage } from '../support/harness';

// Issue 15, "Jobs": a worker process killed in the middle of a job (SIGKILL: no goodbye, nothing handed back) → the
// job is taken by another worker once the lease runs out and finishes once. Separate worker processes need
// PostgreSQL (docs/jobs.md), so this runs where TEST_DATABASE_URL is set.
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/worker-process.ts', import.meta.url));
const WAIT_MS = 30_000;

function startWorker(url: string, name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, url, name], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker ${name} exited with ${code}`)));
  });
}


describe.runIf(process.env.TEST_DATABASE_URL)('a worker process killed mid-job (postgres)', () => {
  let storage: Storage;
  let database: Database;
  let url: string;
  const workers: ChildProcess[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'folio-jobs-'));

  beforeAll(async () => {
    storage = await createStorage('postgres');
    database = await storage.open();
    url = storage.url!;
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await database.close();
    await storage.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('the job is retried by another worker and finishes once', async () => {
    const file = join(folder, 'finished.txt');
    const job = await enqueueJob(database.db, { kind: 'test.slow', payload: { ms: 2_000, file } });
    const first = await startWorker(url, 'first');
    workers.push(first);
    await until(() => findJob(database.db, job.id), (row) => row?.leaseOwner === 'first' && row.progress === 50, 'the first worker running it', WAIT_MS);
    first.kill('SIGKILL');
    workers.push(await startWorker(url, 'second'));
    const done = await until(() => findJob(database.db, job.id), (row) => row?.state === 'done', 'the job done', WAIT_MS);
    expect(done).toMatchObject({ attempts: 2, result: { by: 'second' } });
    expect(readFileSync(file, 'utf8')).toBe(`second ${job.id}\n`);
  }, 60_000);
});

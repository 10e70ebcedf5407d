import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { Client, createProject, createStorage, drivers, signUp, startServer } from './support/harness';

describe.each(drivers)('storage on %s', (driver) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('data survives a server restart (migrations applied again on start are a no-op)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-storage-'));
    dirs.push(dir);
    const storage = await createStorage(driver, join(dir, 'pglite'));
    try {
      const first = await startServer(await storage.open());
      const owner = await signUp(first.baseUrl, 'Persistent');
      const created = await createProject(owner, 'Kept');
      await owner.post(`/api/publish/${created._id}`);
      const mag = (await owner.get(`/api/projects/${created._id}`)).body;
      await first.close();
      await first.database.close();

      const second = await startServer(await storage.open());
      try {
        const again = new Client(second.baseUrl);
        const login = await again.post('/api/auth/login', { email: owner.user.email, password: 'correct horse battery' });
        expect(login.status).toBe(200);
        const draft = (await again.get(`/api/projects/${mag._id}`)).body;
        expect(draft).toEqual(mag);
        expect((await new Client(second.baseUrl).get(`/api/readymag/${mag.num_id}`)).body.title).toBe('Kept');
      } finally {
        await second.close();
        await second.database.close();
      }
    } finally {
      await storage.dispose();
    }
  });

  if (driver === 'pglite') {
    it('one process owns a PGlite directory: a second open is refused with a clear message', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'folio-lock-'));
      dirs.push(dir);
      const database = await openDatabase({ driver: 'pglite', dataDir: dir });
      try {
        // The lock names the owning process; pretend another live process holds it.
        const { writeFileSync } = await import('node:fs');
        writeFileSync(join(dir, 'folio.lock'), String(process.ppid));
        await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(/in use by process/);
      } finally {
        await database.close();
      }
    });
  }
});

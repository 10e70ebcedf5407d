import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mags } from '../../src/db/schema';
import type { Database } from '../../src/db/database';
import { Client, createProject, createStorage, drivers, signUp, startServer } from '../support/harness';

// Issue 11, finding 11: a project's access password (for a private project or its protected pages) was stored as
// typed, and the owner's draft carried it back. It is now an argon2id hash; the draft only says whether one is set.
const storedPass = async (database: Database, magId: string) =>
  (await database.db.select({ pass: mags.pass }).from(mags).where(eq(mags.id, magId)))[0]!.pass;

describe.each(drivers)('access passwords on %s', (driver) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function withStorage<T>(run: (storage: Awaited<ReturnType<typeof createStorage>>) => Promise<T>): Promise<T> {
    const dir = mkdtempSync(join(tmpdir(), 'folio-access-'));
    dirs.push(dir);
    const storage = await createStorage(driver, join(dir, 'pglite'));
    try {
      return await run(storage);
    } finally {
      await storage.dispose();
    }
  }

  it('finding 11: the password is stored as an argon2id hash, never as typed, and the owner is only told one is set', async () => {
    await withStorage(async (storage) => {
      const server = await startServer(await storage.open());
      try {
        const owner = await signUp(server.baseUrl, 'Hasher');
        const mag = await createProject(owner, 'Hashed');
        await owner.post(`/api/publish/${mag._id}`);

        const set = await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: 'true', pass: 'open sesame' });
        expect(set.status).toBe(200);
        expect(set.body).toEqual({ is_private: true, isPrivatePages: [], has_pass: true });
        const stored = await storedPass(server.database, mag._id);
        expect(stored).toMatch(/^\$argon2id\$/);
        expect(stored).not.toContain('open sesame');

        const byNumId = await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: false, isPrivatePages: [mag.pages[1]._id], pass: 'page secret' });
        expect(byNumId.body).toEqual({ is_private: false, isPrivatePages: [mag.pages[1]._id], has_pass: true });
        const again = await storedPass(server.database, mag._id);
        expect(again).toMatch(/^\$argon2id\$/);
        expect(again).not.toContain('page secret');

        // The owner's draft says a password is set, without the password or its hash.
        const draft = await owner.get(`/api/projects/${mag._id}`);
        expect(draft.body.has_pass).toBe(true);
        expect(draft.body.pass).toBeUndefined();
        expect(JSON.stringify(draft.body)).not.toContain(again!);
        expect(JSON.stringify(draft.body)).not.toContain('page secret');

        // The hash checks the password visitors give: constant-time through argon2's own comparison.
        const visitor = new Client(server.baseUrl);
        expect((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'open sesame' })).status).toBe(403);
        expect((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'page secret' })).status).toBe(204);
        expect((await visitor.get(`/api/magpages/${mag.num_id}?pages=${mag.pages[1]._id}`)).body[0].wids).toHaveLength(2);

        // Setting privacy again without a password keeps the hash as it is.
        await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: true, isPrivatePages: [] });
        expect(await storedPass(server.database, mag._id)).toBe(again);
      } finally {
        await server.close();
        await server.database.close();
      }
    });
  });

  it('finding 11: passwords an earlier version stored as typed are hashed when the server starts, and still open the project', async () => {
    await withStorage(async (storage) => {
      const first = await startServer(await storage.open());
      const owner = await signUp(first.baseUrl, 'Older');
      const mag = await createProject(owner, 'Older project');
      await owner.post(`/api/publish/${mag._id}`);
      await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: true, pass: 'kept as typed' });
      // As an earlier version left it.
      await first.database.db.update(mags).set({ pass: 'kept as typed' }).where(eq(mags.id, mag._id));
      await first.close();
      await first.database.close();

      const second = await startServer(await storage.open());
      try {
        const stored = await storedPass(second.database, mag._id);
        expect(stored).toMatch(/^\$argon2id\$/);
        const visitor = new Client(second.baseUrl);
        expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.forbidden).toBe(true);
        expect((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'kept as typed' })).status).toBe(204);
        expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.title).toBe('Older project');
      } finally {
        await second.close();
        await second.database.close();
      }
    });
  });
});

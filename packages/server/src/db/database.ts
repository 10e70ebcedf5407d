import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string }
  // dataDir undefined keeps the database in memory (tests).
  | { driver: 'pglite'; dataDir?: string };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant key works; it only has to be the same in every Folio process.
const MIGRATION_LOCK_KEY = 742_311;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres' ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator's terminate) is dropped from the pool and the
  // next query opens a new one; without a listener its error would stop the process.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  const db = drizzlePg(pool, { schema });
  // Several server processes may start at once against one database: migrate under a lock.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? lockDirectory(dataDir) : () => undefined;
  try {
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// ARCHITECTURE.md: one process owns a PGlite directory. A second process would corrupt it, so it is
// refused with a clear message instead.
function lockDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'folio.lock');
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The database in ${dataDir} is in use by process ${holder}. Stop it first, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

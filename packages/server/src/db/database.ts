import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
import { hashStoredAccessPasswords } from '../auth/access-passwords';

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
  // Several server processes may start at once against one database: migrate (and hash what an earlier version
  // stored as typed) under a lock.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const locked = drizzlePg(client, { schema });
    await migratePg(locked, { migrationsFolder });
    await hashStoredAccessPasswords(locked as unknown as Db);
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
    await hashStoredAccessPasswords(db as unknown as Db);
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
// refused with a clear message instead. The lock names its holder by PID and start time: a PID the system has since
// given to another process, or a holder killed with SIGKILL that lingers unreaped, does not hold it.
function lockDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'folio.lock');
  const own = JSON.stringify({ pid: process.pid, started: processInfo(process.pid).started });
  const release = () => {
    if (readLock(lockFile)?.text === own) rmSync(lockFile, { force: true });
  };
  // Twice at most: a stale lock is removed once; finding it again means another process is starting right now.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createWhole(lockFile, own)) return release;
    const found = readLock(lockFile);
    if (found?.holder.pid === process.pid) {
      writeFileSync(lockFile, own);
      return release;
    }
    if (found && holds(found.holder, found.writtenAt)) throw inUse(dataDir, found.holder.pid);
    // Stale: taken over, unless another process replaced it meanwhile.
    if (readLock(lockFile)?.text === found?.text) rmSync(lockFile, { force: true });
  }
  throw inUse(dataDir, readLock(lockFile)?.holder.pid);
}

/** Creates the file with its whole content at once (a link of a written file), or answers false if it exists. */
function createWhole(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

const inUse = (dataDir: string, pid: number | undefined) =>
  new Error(`The database in ${dataDir} is in use by process ${pid ?? 'unknown'}. Stop it first, or set DATABASE_URL to use PostgreSQL.`);

interface LockHolder {
  pid: number;
  /** The holder's start time as processInfo tells it; absent in locks written before it was recorded. */
  started?: string;
}

function readLock(lockFile: string): { text: string; holder: LockHolder; writtenAt: number } | undefined {
  let text: string;
  let writtenAt: number;
  try {
    text = readFileSync(lockFile, 'utf8');
    writtenAt = statSync(lockFile).mtimeMs;
  } catch {
    return undefined;
  }
  // Older versions wrote the bare PID.
  if (/^\d+$/.test(text.trim())) return { text, holder: { pid: Number(text) }, writtenAt };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(parsed.pid) && (parsed.pid as number) > 0) {
      return { text, holder: { pid: parsed.pid as number, started: typeof parsed.started === 'string' ? parsed.started : undefined }, writtenAt };
    }
  } catch {
    // unreadable: nobody holds it
  }
  return { text, holder: { pid: 0 }, writtenAt };
}

// A holder's start time read from the system may differ from the lock's mtime by the clock's grain and the time the
// holder took to write the lock; a process that started this much later than the lock was written is not its writer.
const LEGACY_LOCK_SLACK_MS = 5000;

function holds(holder: LockHolder, writtenAt: number): boolean {
  if (holder.pid <= 0) return false;
  const info = processInfo(holder.pid);
  if (!info.alive) return false;
  if (info.started === undefined) return true;
  if (holder.started !== undefined) return holder.started === info.started;
  const startedAt = info.startedAt;
  return startedAt === undefined || startedAt <= writtenAt + LEGACY_LOCK_SLACK_MS;
}

interface ProcessInfo {
  /** Running: not gone, and not a zombie (killed, waiting for its parent to notice). */
  alive: boolean;
  /** An exact token of its start time, the same on every read while it runs; undefined where it cannot be told. */
  started?: string;
  /** Its start time in epoch milliseconds, roughly (for locks without a recorded start). */
  startedAt?: number;
}

// Linux exports /proc times in USER_HZ, 100 on every architecture Node runs on.
const LINUX_TICKS_PER_SECOND = 100;

function processInfo(pid: number): ProcessInfo {
  if (process.platform === 'linux') return linuxProcessInfo(pid);
  if (process.platform !== 'win32') {
    const info = psProcessInfo(pid);
    if (info) return info;
  }
  // Windows, or no ps: only whether the PID is in use.
  return { alive: pidInUse(pid) };
}

function linuxProcessInfo(pid: number): ProcessInfo {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return { alive: false };
  }
  // proc(5): the command name is in parentheses and may hold spaces; field 3 (state) and field 22 (starttime) follow.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const ticks = fields[19];
  if (state === 'Z' || state === 'X' || state === 'x') return { alive: false };
  if (!ticks) return { alive: true };
  const bootTime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
  return {
    alive: true,
    started: `linux:${ticks}`,
    startedAt: bootTime ? Number(bootTime) * 1000 + (Number(ticks) * 1000) / LINUX_TICKS_PER_SECOND : undefined,
  };
}

function psProcessInfo(pid: number): ProcessInfo | undefined {
  let output: string;
  try {
    output = execFileSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    // ps answers 1 when no process has the PID; any other failure (no ps) leaves the question open.
    return (error as { status?: number }).status === 1 ? { alive: false } : undefined;
  }
  const match = /^\s*(\S+)\s+(.+?)\s*$/.exec(output);
  if (!match) return { alive: false };
  if (match[1]!.startsWith('Z')) return { alive: false };
  const startedAt = Date.parse(match[2]!);
  return { alive: true, started: `ps:${match[2]}`, startedAt: Number.isNaN(startedAt) ? undefined : startedAt };
}

function pidInUse(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the PID is someone else's process, alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

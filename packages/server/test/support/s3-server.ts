import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Config } from '../../src/config';

const SCRIPT = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
// s3rver starts in well under a second; a loaded CI machine gets room.
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;
/** s3rver's one account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** The S3 settings of its bucket, as loadConfig makes them from S3_*. */
  config: S3Config;
  endpoint: string;
  /** Where s3rver keeps its buckets. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A real S3 REST server (s3rver) in a child process on a free port, keeping its objects in a fresh temporary folder,
 * with `bucket` made (none when undefined); stop() ends the process and removes the folder.
 */
export async function startS3Server(bucket: string | undefined = 'folio-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'folio-s3-'));
  const child = spawn(process.execPath, [SCRIPT, directory, ...(bucket ? [bucket] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
  let port: number;
  try {
    port = await portOf(child);
    await answers(`http://127.0.0.1:${port}/`);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    config: { endpoint, bucket: bucket ?? 'folio-test', ...S3RVER_CREDENTIALS, region: 'us-east-1', forcePathStyle: true },
    stop: async () => {
      await stopProcess(child);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The port the script prints as its first line. */
function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start within ${START_TIMEOUT_MS} ms: ${errors}`)), START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^(\d+)\n/.exec(output);
      if (line) {
        clearTimeout(timer);
        resolve(Number(line[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}) before it listened: ${errors}`));
    });
  });
}

/** Waits until the server answers HTTP at all (any status: an anonymous request is refused, which is an answer). */
async function answers(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`s3rver at ${url} does not answer`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// Reads an uploaded font in a child process (font-check-child.ts), never in the server: a crafted file can make
// the parser allocate until V8 stops the process, which must not be the server. The child has a small heap and a
// time limit; a child that dies or overruns is a damaged file, nothing stored.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { detectFontFormat, FontFileError, type FontFileFormat, type FontFileProblem, type PreparedFont } from './font-files';
import type { FontReport } from './font-report';

export type FontCheckAnswer =
  | { ok: true; format: FontFileFormat; woff2: Uint8Array; report: FontReport }
  | { ok: false; problem: FontFileProblem };

const childPath = fileURLToPath(new URL('./font-check-child.ts', import.meta.url));
// The child runs TypeScript through tsx, as the server does.
const tsxLoader = import.meta.resolve('tsx');
// A 10 MB font parses in well under a second with a heap of a few tens of MB: generous limits, still bounded.
const CHILD_HEAP_MB = 256;
const CHILD_TIMEOUT_MS = 30_000;
// Uploads checked at once; more wait their turn, so a burst of uploads cannot start a burst of processes.
const MAX_CHILDREN = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_CHILDREN) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function runChild(bytes: Buffer): Promise<FontCheckAnswer> {
  return new Promise((resolve, reject) => {
    const child = fork(childPath, [], {
      execArgv: ['--import', tsxLoader, `--max-old-space-size=${CHILD_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const settle = (answer: FontCheckAnswer | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    const damaged: FontCheckAnswer = { ok: false, problem: 'damagedFont' };
    const timer = setTimeout(() => settle(damaged), CHILD_TIMEOUT_MS);
    child.once('message', (message) => settle(message as FontCheckAnswer));
    // Died without an answer (the parser exhausted its heap, or aborted): the file is not a font we can read.
    child.once('exit', () => settle(damaged));
    child.once('error', (error) => settle(error));
    child.send(bytes);
  });
}

/**
 * An uploaded file → its WOFF2 and report, or a FontFileError (415 not a font, 400 damaged or without glyphs). The
 * first bytes are checked here, so a picture or a document never starts a process.
 */
export async function checkFontFile(bytes: Buffer): Promise<PreparedFont> {
  const format = detectFontFormat(bytes);
  if (format === 'collection') throw new FontFileError('fontCollection');
  if (!format) throw new FontFileError('notAFont');
  const release = await slot();
  try {
    const answer = await runChild(bytes);
    if (!answer.ok) throw new FontFileError(answer.problem);
    return { format: answer.format, woff2: Buffer.from(answer.woff2), report: answer.report };
  } finally {
    release();
  }
}

// npm run bench:distribution (issue 15): on a fresh embedded database with the seeded demo, in a server process of its
// own with its jobs in process — the nine demo pages' screenshots (wall time from the server's start until a visitor
// gets all nine, two jobs at a time), then the demo's PDF asked for the first time (time, bytes, the server's and
// Chromium's peak memory) and again (sent as kept); then the demo's static site (export-site.ts). Figures go to
// docs/performance.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchExport } from './export-site';
import { startServer, stopServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'demo@folio.local', password: 'folio-demo' };
const PAGES = 9;
const SAMPLE_MS = 100;
const WAIT_MS = 300_000;

const mib = (kib: number) => (kib / 1024).toFixed(0);

/** Resident memory (KiB) of the processes whose command line contains `needle`. */
function residentKib(needle: string): number {
  const lines = execFileSync('ps', ['-eo', 'rss=,args='], { maxBuffer: 16 * 1024 * 1024 }).toString().split('\n');
  return lines.filter((line) => line.includes(needle)).reduce((sum, line) => sum + (Number(line.trim().split(/\s+/)[0]) || 0), 0);
}

/** The peak of `read` sampled while `work` runs. */
async function peakWhile<T>(read: () => number, work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), SAMPLE_MS);
  try {
    return { value: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-distribution-'));
const started = performance.now();
const server = await startServer(PORT, { DATA_DIR: dataDir, NODE_ENV: 'production' });
const ready = performance.now();
try {
  // Screenshots: queued by the seed once the server answers.
  for (;;) {
    const mag = (await (await fetch(`${BASE}/api/readymag/demo/demo`)).json()) as { pages: { screenshot?: string }[] };
    if (mag.pages.filter((page) => page.screenshot).length === PAGES) break;
    if (performance.now() - ready > WAIT_MS) throw new Error('the screenshots were not made in time');
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  const shots = performance.now() - ready;

  const login = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const projects = (await (await fetch(`${BASE}/api/projects`, { headers: { cookie } })).json()) as { _id: string; uri: string }[];
  const demo = projects.find((project) => project.uri === 'demo')!;
  const serverPid = server.pid!;
  const serverPeakKib = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1] ?? 0);
  const chromiumKib = () => residentKib('--headless');

  const makeStart = performance.now();
  const made = await peakWhile(chromiumKib, async () => {
    const response = await fetch(`${BASE}/api/makepdf/${demo._id}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`makepdf answered ${response.status}: ${await response.text()}`);
    return Buffer.from(await response.arrayBuffer());
  });
  const makeMs = performance.now() - makeStart;
  const keptStart = performance.now();
  const kept = Buffer.from(await (await fetch(`${BASE}/api/makepdf/${demo._id}`, { headers: { cookie } })).arrayBuffer());
  const keptMs = performance.now() - keptStart;
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: made.value }).toString())?.[1];

  console.log(`server start: ${((ready - started) / 1000).toFixed(1)} s`);
  console.log('| what | figure |');
  console.log('|---|---|');
  console.log(`| 9 demo screenshots, from the server answering until a visitor gets all nine (2 jobs at once) | ${(shots / 1000).toFixed(1)} s (${(shots / PAGES / 1000).toFixed(2)} s a page) |`);
  console.log(`| the demo's PDF, first asked (made by its job) | ${(makeMs / 1000).toFixed(1)} s, ${(made.value.length / 1024).toFixed(0)} KiB, ${pages} pages |`);
  console.log(`| peak memory while it is made | server ${mib(serverPeakKib())} MiB (its peak since start), Chromium ${mib(made.peak)} MiB (all its processes) |`);
  console.log(`| the same PDF asked again (kept) | ${keptMs.toFixed(0)} ms, the same ${kept.equals(made.value) ? 'bytes' : 'size'} |`);
  for (const row of await benchExport(BASE, cookie, demo._id, '/demo/demo/')) console.log(row);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

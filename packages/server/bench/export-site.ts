// The static-site export's part of bench:distribution (issue 15): the demo's site asked for the first time (time, zip
// bytes, files), then, unzipped into a subfolder with brotli copies beside its text files (as a static host keeps
// them) and served by the plain static file server, Lighthouse mobile of its first page against the same page served
// by Folio, interleaved runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { fromBuffer, type Entry } from 'yauzl';
import { chromiumArgs, findChromium } from '../../../e2e/chromium';
import { lighthouseRun, medians, type LighthouseFigures as Figures } from '../../viewer/bench/static-limit';
import { stopServer } from './server-process';
import { startStaticServer } from './static-file-server';

const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 3391);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9335);
const SUBFOLDER = '/magazines/spring/';
const RUNS = 3;
const CHROME_START_MS = 2000;
const COMPRESSED = /\.(html|js|css|svg|json)$/;

/** The archive's entries written under `folder`, each text file with its brotli copy. */
function unzipInto(archive: Buffer, folder: string): Promise<number> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      let count = 0;
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const target = join(folder, entry.fileName);
            mkdirSync(dirname(target), { recursive: true });
            const body = Buffer.concat(chunks);
            writeFileSync(target, body);
            if (COMPRESSED.test(target)) writeFileSync(`${target}.br`, brotliCompressSync(body));
            count++;
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(count));
      zip.readEntry();
    });
  });
}

/** The export of the demo (`magId`) from the server at `base`, measured; the table's rows. */
export async function benchExport(base: string, cookie: string, magId: string, folioPath: string): Promise<string[]> {
  const started = performance.now();
  const response = await fetch(`${base}/api/mag/${magId}/export`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  const archive = Buffer.from(await response.arrayBuffer());
  const madeMs = performance.now() - started;
  const keptStart = performance.now();
  await (await fetch(`${base}/api/mag/${magId}/export`, { headers: { cookie } })).arrayBuffer();
  const keptMs = performance.now() - keptStart;

  const root = mkdtempSync(join(tmpdir(), 'folio-bench-export-'));
  const profile = mkdtempSync(join(tmpdir(), 'folio-lh-export-'));
  let server: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  try {
    const files = await unzipInto(archive, join(root, SUBFOLDER));
    server = await startStaticServer(root, STATIC_PORT);
    chrome = spawn(findChromium(), [...chromiumArgs(), '--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, CHROME_START_MS));
    const exported: Figures[] = [];
    const folio: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, the side that goes first alternating, so a busier moment burdens both.
      const sides = run % 2 === 0 ? (['export', 'folio'] as const) : (['folio', 'export'] as const);
      for (const side of sides) {
        if (side === 'export') exported.push(await lighthouseRun(`http://127.0.0.1:${STATIC_PORT}${SUBFOLDER}`, DEBUG_PORT));
        else folio.push(await lighthouseRun(`${base}${folioPath}`, DEBUG_PORT));
      }
    }
    const row = (what: string, figures: Figures) =>
      `| ${what} | score ${figures.score}, FCP ${figures.fcp.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)} |`;
    const site = medians(exported);
    const served = medians(folio);
    return [
      `| the demo's static site, first asked (made by its job) | ${(madeMs / 1000).toFixed(1)} s, ${(archive.length / 1024).toFixed(0)} KiB zipped, ${files} files |`,
      `| the same site asked again (kept) | ${keptMs.toFixed(0)} ms |`,
      row(`Lighthouse mobile, the exported first page on a static server (median of ${RUNS})`, site),
      row(`Lighthouse mobile, the same page served by Folio (same runs, interleaved)`, served),
      `| exported / Folio | FCP ${(site.fcp / served.fcp).toFixed(2)}×, LCP ${(site.lcp / served.lcp).toFixed(2)}× |`,
    ];
  } finally {
    const exited = chrome && chrome.exitCode === null ? new Promise((resolve) => chrome!.once('exit', resolve)) : null;
    chrome?.kill('SIGTERM');
    await exited;
    if (server) await stopServer(server);
    rmSync(root, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

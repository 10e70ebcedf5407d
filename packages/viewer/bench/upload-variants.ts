/**
 * Part of npm run bench:viewer — a 24-megapixel camera JPEG through the image pipeline (packages/server/src/images):
 * it is made with sharp (server/bench/photo.ts), uploaded with POST /api/upload (multipart), then every picture the viewer asks
 * for is requested through GET /api/images/…, addressed as packages/model/src/image-urls.ts builds them for a
 * picture DISPLAY_WIDTH CSS pixels wide: the placeholder, the srcset's 1x, 2x and 3x and the original, and the same
 * candidates in WebP. Reported: the time of each first request (the variant is made then), of a second one (read
 * from the store), and the server's resident memory, sampled every 10 ms, plus the kernel's high-water mark.
 * Two rounds, each on a fresh server process (its own DATA_DIR): the requests one after another, then all at once.
 * The server stores its data in a scratch PostgreSQL database when BENCH_DATABASE_URL (default the local server's
 * `postgres` database) is reachable, so its memory is its own and the image work's; otherwise in PGlite, whose
 * embedded database takes most of the process's memory before any picture arrives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { imageConstants, pictureSrcSetCandidates } from '@folio/model';
import { describePicture, photoJpeg } from '../../server/bench/photo';
import { startServer, stopServer } from '../../server/bench/server-process';
import { createScratchDatabase } from '../../server/test/support/scratch-database';
import { signUpAuthor, uploadPicture, type UploadReply } from './author-session';
import { megabytes, processMemory, sampleRss } from './process-memory';

const PORT = 3402;
const PHOTO = { width: 6000, height: 4000 };
// A picture across most of a 1024-pixel page: its srcset is 960, 1920 and 2880 pixels wide, then the original.
const DISPLAY_WIDTH = 960;
const base = `http://127.0.0.1:${PORT}`;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Wanted {
  label: string;
  url: string;
}

/** The addresses the viewer's picture view uses for this upload, in the order a page needs them. */
function wantedPictures(upload: UploadReply): Wanted[] {
  const candidates = (webp: boolean) =>
    pictureSrcSetCandidates(upload.url, DISPLAY_WIDTH, { originalWidth: upload.width, webp }).map((candidate, i, all) => ({
      label: `${i === all.length - 1 ? 'original' : `${i + 1}x`}${webp ? ' WebP' : ''} (${candidate.width} px wide)`,
      url: candidate.url,
    }));
  return [{ label: 'placeholder (lqip)', url: upload.lqipUrl }, ...candidates(false), ...candidates(true)];
}

async function timedImage(url: string): Promise<{ ms: number; bytes: Buffer; cacheControl: string | null }> {
  const start = performance.now();
  const response = await fetch(`${base}${url}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${bytes.toString()}`);
  return { ms, bytes, cacheControl: response.headers.get('cache-control') };
}

// The JPEG srcset's first views beside the same resize done with sharp alone, in this process, one libvips thread
// as the server uses (issue 15, "Fresh uploads": with mozjpeg on the first request they took 2.3–2.8× of it).
const PLAIN_RUNS = 3;
async function plainResizeMs(photo: Buffer, width: number): Promise<number> {
  sharp.concurrency(1);
  const times = [];
  for (let run = 0; run < PLAIN_RUNS; run++) {
    const start = performance.now();
    await sharp(photo).autoOrient().resize({ width, withoutEnlargement: true }).jpeg({ quality: imageConstants.defaultQuality }).toBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(PLAIN_RUNS / 2)]!;
}

/** Once the optimising jobs have replaced the quick copies: each JPEG candidate's bytes now, served immutable. */
async function optimisedBytes(rows: { url: string; label: string }[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const deadline = Date.now() + OPTIMISE_WAIT_MS;
  for (const row of rows) {
    for (;;) {
      const reply = await timedImage(row.url);
      if (reply.cacheControl?.includes('immutable')) {
        sizes.set(row.label, reply.bytes.length);
        break;
      }
      if (Date.now() > deadline) throw new Error(`${row.label}: no optimised copy within ${OPTIMISE_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return sizes;
}
const OPTIMISE_WAIT_MS = 120_000;

/** Where a round's server keeps its data: a fresh scratch PostgreSQL database when one can be made, else PGlite. */
async function roundStorage(dataDir: string): Promise<{ label: string; env: Record<string, string>; drop(): Promise<void> }> {
  try {
    const database = await createScratchDatabase(adminUrl, 'folio_bench_upload');
    return { label: 'PostgreSQL', env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, drop: database.drop };
  } catch {
    return { label: 'PGlite', env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
}

/** A fresh server with the photo uploaded: the upload's time and the server's memory before and during it. */
async function startAndUpload(photo: Buffer, dataDir: string) {
  const storage = await roundStorage(dataDir);
  const server = await startServer(PORT, { ...storage.env, SEED_DEMO: 'false' });
  const stop = async () => {
    await stopServer(server);
    await storage.drop();
  };
  try {
    const pid = server.pid!;
    const author = await signUpAuthor(base, 'upload-bench@example.test');
    const idle = processMemory(pid)?.rss ?? NaN;
    const sampler = sampleRss(pid);
    const start = performance.now();
    const upload = await uploadPicture(author, base, photo, 'camera.jpg');
    const uploadMs = performance.now() - start;
    return { storage: storage.label, stop, pid, upload, idle, uploadMs, uploadPeak: sampler.stop() };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function oneAfterAnother(photo: Buffer, dataDir: string) {
  const { storage, stop, pid, upload, idle, uploadMs, uploadPeak } = await startAndUpload(photo, dataDir);
  try {
    const rows = [];
    let totalMs = 0;
    for (const wanted of wantedPictures(upload)) {
      const sampler = sampleRss(pid);
      const first = await timedImage(wanted.url);
      const peak = sampler.stop();
      totalMs += first.ms;
      rows.push({ ...wanted, ms: first.ms, peak, bytes: first.bytes.length, size: await describePicture(first.bytes) });
    }
    const peak = Math.max(...rows.map((row) => row.peak));
    // Now every one is in the store: what a later visitor's request costs.
    const measured = [];
    for (const row of rows) measured.push({ ...row, againMs: (await timedImage(row.url)).ms });
    const jpegs = measured.filter((row) => /^\dx \(/.test(row.label));
    const optimised = await optimisedBytes(jpegs);
    const plain = [];
    for (const row of jpegs) plain.push({ label: row.label, firstMs: row.ms, plainMs: await plainResizeMs(photo, Number(/\((\d+) px/.exec(row.label)![1])), quickBytes: row.bytes, optimisedBytes: optimised.get(row.label)! });
    return { storage, rows: measured, totalMs, upload, uploadMs, idle, uploadPeak, peak, highWater: processMemory(pid)?.highWater ?? NaN, plain };
  } finally {
    await stop();
  }
}

async function allAtOnce(photo: Buffer, dataDir: string) {
  const { storage, stop, pid, upload, idle } = await startAndUpload(photo, dataDir);
  try {
    const wanted = wantedPictures(upload);
    const sampler = sampleRss(pid);
    const start = performance.now();
    await Promise.all(wanted.map((item) => timedImage(item.url)));
    const totalMs = performance.now() - start;
    return { storage, count: wanted.length, totalMs, idle, peak: sampler.stop(), highWater: processMemory(pid)?.highWater ?? NaN };
  } finally {
    await stop();
  }
}

const overIdle = (peak: number, idle: number) => `${peak >= idle ? '+' : '−'}${megabytes(Math.abs(peak - idle))} MB over idle`;

const work = mkdtempSync(join(tmpdir(), 'folio-bench-upload-'));
try {
  const made = performance.now();
  const photo = await photoJpeg(PHOTO.width, PHOTO.height);
  console.log(`\nA ${PHOTO.width} × ${PHOTO.height} JPEG (${(PHOTO.width * PHOTO.height) / 1e6} megapixels, ${(photo.length / 1e6).toFixed(1)} MB), made in ${Math.round(performance.now() - made)} ms; a picture ${DISPLAY_WIDTH} CSS px wide.`);

  const sequential = await oneAfterAnother(photo, join(work, 'one-after-another'));
  console.log(`\n(c) Upload and variants, one request after another (fresh server on ${sequential.storage}):`);
  console.log('| request | result | first: made (ms) | again: stored (ms) | bytes | peak server RSS (MB) |\n|---|---|---:|---:|---:|---:|');
  console.log(`| POST /api/upload | ${sequential.upload.width}×${sequential.upload.height} jpeg | ${Math.round(sequential.uploadMs)} | | ${photo.length} | ${megabytes(sequential.uploadPeak)} |`);
  for (const row of sequential.rows) {
    console.log(`| ${row.label} | ${row.size} | ${Math.round(row.ms)} | ${row.againMs.toFixed(1)} | ${row.bytes} | ${megabytes(row.peak)} |`);
  }
  console.log(`| all ${sequential.rows.length} pictures | | ${Math.round(sequential.totalMs)} | | | ${megabytes(sequential.peak)} |`);
  console.log(`    server RSS: idle ${megabytes(sequential.idle)} MB, peak during the upload ${megabytes(sequential.uploadPeak)} MB, peak during the variants ${megabytes(sequential.peak)} MB (${overIdle(sequential.peak, sequential.idle)}); kernel high-water mark ${megabytes(sequential.highWater)} MB`);

  console.log('\n(c2) The JPEG srcset on a fresh upload: first request (a quick copy; its mozjpeg copy made by a job) beside a plain sharp resize of the same photo');
  console.log('| candidate | first request (ms) | plain sharp resize (ms) | ratio | quick copy (bytes) | optimised copy (bytes) |\n|---|---:|---:|---:|---:|---:|');
  for (const row of sequential.plain) {
    console.log(`| ${row.label} | ${Math.round(row.firstMs)} | ${Math.round(row.plainMs)} | ${(row.firstMs / row.plainMs).toFixed(2)}× | ${row.quickBytes} | ${row.optimisedBytes} |`);
  }

  const parallel = await allAtOnce(photo, join(work, 'all-at-once'));
  console.log(`\n(d) The same ${parallel.count} pictures asked for all at once (fresh server on ${parallel.storage}; the pipeline makes 2 at a time):`);
  console.log(`    all made in ${Math.round(parallel.totalMs)} ms; server RSS idle ${megabytes(parallel.idle)} MB, peak ${megabytes(parallel.peak)} MB (${overIdle(parallel.peak, parallel.idle)}); kernel high-water mark ${megabytes(parallel.highWater)} MB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

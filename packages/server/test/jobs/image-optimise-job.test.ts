import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { IMAGE_OPTIMISE_JOB } from '../../src/images/optimise-job';
import { Client, drivers, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';
import { until } from '../support/until';

// Issue 15, "Fresh uploads": a JPEG variant's first request is answered with a quick copy (plain libjpeg) while a job
// makes the mozjpeg copy, which then replaces it.
const WAIT_MS = 20_000;

/** A photo-like JPEG (noise compresses differently under mozjpeg, unlike a flat colour). */
async function photo(): Promise<Buffer> {
  const width = 400;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 31) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(2).jpeg({ quality: 95 }).toBuffer();
}

describe.each(drivers)('a fresh JPEG variant (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let author: Client;
  let visitor: Client;

  beforeAll(async () => {
    server = await startTestServer(driver, WITH_BACKGROUND_JOBS);
    author = await signUp(server.baseUrl);
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  it('is a quick copy, kept briefly, until the optimising job replaces it with the immutable mozjpeg copy', async () => {
    const data = new FormData();
    data.append('upload', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await author.postForm('/api/upload', data);
    expect(uploaded.status).toBe(201);
    const url = `${uploaded.body.url}?w=150&dpr=2&q=80`;
    const key = uploaded.body.url.replace('/api/images/', '');

    const first = await visitor.get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 225 });

    // The job, queued by that request, ends done.
    const job = await until(
      () => server.database.db.select().from(jobs).where(eq(jobs.kind, IMAGE_OPTIMISE_JOB)).then((rows) => rows[0]),
      (row) => row?.state === 'done',
      'the optimising job done',
      WAIT_MS,
    );
    expect(job).toMatchObject({ state: 'done', attempts: 1, userId: null, payload: { key } });

    const after = await visitor.get(url);
    expect(after.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(after.body).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 225 });
    // mozjpeg's copy is a different, smaller file; the quick one is gone from the store.
    expect(Buffer.compare(after.body, first.body)).not.toBe(0);
    expect(after.body.length).toBeLessThan(first.body.length);
    const variants = readdirSync(join(server.app.config.blobDir, 'variants', key));
    expect(variants.filter((name) => name.includes('.quick.'))).toEqual([]);
    expect(variants).toHaveLength(1);
    // Asked again, the variant is read from the store: no new job.
    await visitor.get(url);
    expect(await server.database.db.select().from(jobs).where(eq(jobs.kind, IMAGE_OPTIMISE_JOB))).toHaveLength(1);
    expect(existsSync(join(server.app.config.blobDir, 'variants', key, variants[0]!))).toBe(true);
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFor, DiskBlobStore, InvalidBlobKeyError } from '../../src/blobs';
import { S3BlobStore } from '../../src/blobs/s3-blob-store';
import type { S3Config } from '../../src/config';
import { drivers, signUp, startTestServer } from '../support/harness';
import { startS3Server, type S3TestServer } from '../support/s3-server';

// More than two of lib-storage's 5 MB parts, so a stream goes up as a multipart upload.
const LARGE_BYTES = 12 * 1024 * 1024 + 321;
const CHUNK_BYTES = 64 * 1024;

/** Bytes that differ from place to place, so a part out of order or a range off by one shows. */
function patterned(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * seed + (i >> 16)) % 251;
  return bytes;
}

function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
    })(),
  );
}

/** A client of our own, to look into the bucket without going through S3BlobStore. */
function directClient(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
}

async function objectBytes(client: S3Client, bucket: string, key: string): Promise<Buffer | undefined> {
  try {
    const reply = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await reply.Body!.transformToByteArray());
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

async function read(stream: Readable | undefined): Promise<Buffer | undefined> {
  return stream && buffer(stream);
}

let s3: S3TestServer;
let direct: S3Client;

beforeAll(async () => {
  s3 = await startS3Server('folio-test');
  direct = directClient(s3.config);
});
afterAll(async () => {
  direct?.destroy();
  await s3?.stop();
});

describe('S3BlobStore: the BlobStore contract against a real S3 server (s3rver)', () => {
  let store: S3BlobStore;
  beforeAll(() => {
    store = new S3BlobStore(s3.config);
  });
  afterAll(() => store.destroy());

  it('stores a Buffer as one object under the key, and gives it back', async () => {
    const bytes = patterned(1000);
    await store.put('images/one.png', bytes);
    expect(await objectBytes(direct, 'folio-test', 'images/one.png')).toEqual(bytes);
    expect(await read(await store.get('images/one.png'))).toEqual(bytes);
  });

  it('stores a stream of several MB (a multipart upload) byte for byte', async () => {
    const bytes = patterned(LARGE_BYTES, 13);
    await store.put('exports/large.zip', chunked(bytes));
    const stored = await objectBytes(direct, 'folio-test', 'exports/large.zip');
    expect(stored?.length).toBe(LARGE_BYTES);
    expect(stored?.equals(bytes)).toBe(true);
    expect(await store.size('exports/large.zip')).toBe(LARGE_BYTES);
    expect((await read(await store.get('exports/large.zip')))?.equals(bytes)).toBe(true);
  });

  it('stores a small stream (one part) too', async () => {
    await store.put('fonts/small.woff2', Readable.from([Buffer.from('wOF2'), Buffer.from('-rest')]));
    expect((await objectBytes(direct, 'folio-test', 'fonts/small.woff2'))?.toString()).toBe('wOF2-rest');
  });

  it('gives a range, both ends included, also across a part boundary, and an end past the last byte stops there', async () => {
    const bytes = patterned(LARGE_BYTES, 17);
    await store.put('videos/ranged.mp4', chunked(bytes));
    expect(await read(await store.get('videos/ranged.mp4', { start: 2, end: 5 }))).toEqual(bytes.subarray(2, 6));
    const boundary = 5 * 1024 * 1024;
    expect(await read(await store.get('videos/ranged.mp4', { start: boundary - 10, end: boundary + 9 }))).toEqual(bytes.subarray(boundary - 10, boundary + 10));
    expect(await read(await store.get('videos/ranged.mp4', { start: LARGE_BYTES - 3, end: LARGE_BYTES + 1000 }))).toEqual(bytes.subarray(LARGE_BYTES - 3));
  });

  it('a range that starts past the end is no bytes (as on disk); an empty blob is stored and sized', async () => {
    await store.put('images/short.png', Buffer.from('abc'));
    expect(await read(await store.get('images/short.png', { start: 10, end: 20 }))).toEqual(Buffer.alloc(0));
    // (A range of an empty object is S3's 416 too, which get() answers the same way; s3rver drops the connection
    // instead, so it is not asked here.)
    await store.put('images/empty.png', Buffer.alloc(0));
    expect(await read(await store.get('images/empty.png'))).toEqual(Buffer.alloc(0));
    expect(await store.size('images/empty.png')).toBe(0);
    expect(await store.exists('images/empty.png')).toBe(true);
  });

  it('size and exists tell a stored blob from a missing one; get of a missing one is undefined', async () => {
    await store.put('images/sized.png', patterned(4321));
    expect(await store.size('images/sized.png')).toBe(4321);
    expect(await store.exists('images/sized.png')).toBe(true);
    expect(await store.size('images/missing.png')).toBeUndefined();
    expect(await store.exists('images/missing.png')).toBe(false);
    expect(await store.get('images/missing.png')).toBeUndefined();
    expect(await store.get('images/missing.png', { start: 0, end: 10 })).toBeUndefined();
  });

  it('delete removes the object; deleting a missing blob is not an error', async () => {
    await store.put('images/doomed.png', Buffer.from('x'));
    await store.delete('images/doomed.png');
    expect(await objectBytes(direct, 'folio-test', 'images/doomed.png')).toBeUndefined();
    expect(await store.exists('images/doomed.png')).toBe(false);
    await expect(store.delete('images/never-was.png')).resolves.toBeUndefined();
  });

  it('an overwrite replaces the blob whole, by Buffer or by stream', async () => {
    await store.put('images/again.png', patterned(5000, 3));
    await store.put('images/again.png', Buffer.from('shorter'));
    expect((await read(await store.get('images/again.png')))?.toString()).toBe('shorter');
    expect(await store.size('images/again.png')).toBe(7);
    const large = patterned(LARGE_BYTES, 19);
    await store.put('images/again.png', chunked(large));
    expect((await objectBytes(direct, 'folio-test', 'images/again.png'))?.equals(large)).toBe(true);
  });

  it('readers see the old blob until a streamed overwrite is complete, and keep it when the stream fails', async () => {
    await store.put('exports/swap.zip', Buffer.from('old'));
    // The new bytes' first parts go up, then the stream waits: the object must still be the old one.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fresh = patterned(LARGE_BYTES, 23);
    const half = 6 * 1024 * 1024;
    let sentHalf!: () => void;
    const halfSent = new Promise<void>((resolve) => (sentHalf = resolve));
    const slow = Readable.from(
      (async function* () {
        for (let at = 0; at < half; at += CHUNK_BYTES) yield fresh.subarray(at, at + CHUNK_BYTES);
        sentHalf();
        await held;
        for (let at = half; at < fresh.length; at += CHUNK_BYTES) yield fresh.subarray(at, Math.min(at + CHUNK_BYTES, fresh.length));
      })(),
    );
    const putting = store.put('exports/swap.zip', slow);
    await halfSent;
    expect((await read(await store.get('exports/swap.zip')))?.toString()).toBe('old');
    expect(await store.size('exports/swap.zip')).toBe(3);
    release();
    await putting;
    expect((await read(await store.get('exports/swap.zip')))?.equals(fresh)).toBe(true);

    const failing = Readable.from(
      (async function* () {
        yield patterned(half, 29);
        throw new Error('the source broke');
      })(),
    );
    await expect(store.put('exports/swap.zip', failing)).rejects.toThrow();
    expect((await objectBytes(direct, 'folio-test', 'exports/swap.zip'))?.equals(fresh)).toBe(true);
  });

  it('is reachable while its bucket answers; a missing bucket or a refused key is not (/api/ready)', async () => {
    await expect(store.reachable()).resolves.toBeUndefined();
    const missing = new S3BlobStore({ ...s3.config, bucket: 'folio-never-made' });
    const refused = new S3BlobStore({ ...s3.config, accessKeyId: 'NOT-A-KEY' });
    try {
      await expect(missing.reachable()).rejects.toThrow(/the S3 bucket "folio-never-made"/);
      await expect(refused.reachable()).rejects.toThrow(/access denied/);
    } finally {
      missing.destroy();
      refused.destroy();
    }
  });

  it('a store that takes the connection and never answers fails the request instead of holding it', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const stalled = new S3BlobStore({ ...s3.config, endpoint: `http://127.0.0.1:${port}` }, { connectionMs: 200, silentMs: 200 });
    try {
      await expect(stalled.reachable()).rejects.toThrow(/the S3 bucket/);
      await expect(stalled.get('images/a.png')).rejects.toThrow();
    } finally {
      stalled.destroy();
      silent.closeAllConnections?.();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses invalid keys before asking the store', async () => {
    for (const key of ['images/../secret', '../secret', '/images/a.png', 'images//a.png', '.hidden', 'images/a.png/', 'a\\b', '', 'x'.repeat(513)]) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.put(key, Readable.from([Buffer.from('x')])), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.size(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.exists(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
    // Names S3 itself would take: nothing reached the bucket.
    for (const key of ['.hidden', 'images/a.png/']) expect(await objectBytes(direct, 'folio-test', key), key).toBeUndefined();
  });
});

describe('blobStoreFor: the store a process uses, chosen by its configuration', () => {
  const opened: S3BlobStore[] = [];
  afterEach(() => {
    for (const store of opened.splice(0)) store.destroy();
  });

  it('is the disk store in blobDir without S3_*', async () => {
    const blobDir = mkdtempSync(join(tmpdir(), 'folio-blobs-'));
    try {
      const store = await blobStoreFor({ s3: undefined, blobDir });
      expect(store).toBeInstanceOf(DiskBlobStore);
      await store.put('images/on-disk.png', Buffer.from('disk'));
      expect(existsSync(join(blobDir, 'images', 'on-disk.png'))).toBe(true);
    } finally {
      rmSync(blobDir, { recursive: true, force: true });
    }
  });

  it('is the S3 store when S3_* is set, writing to the bucket and not to blobDir', async () => {
    const blobDir = join(tmpdir(), `folio-unused-${process.pid}-${Date.now()}`);
    const store = await blobStoreFor({ s3: s3.config, blobDir });
    expect(store).toBeInstanceOf(S3BlobStore);
    opened.push(store as S3BlobStore);
    await store.put('images/chosen.png', Buffer.from('bucket'));
    expect((await objectBytes(direct, 'folio-test', 'images/chosen.png'))?.toString()).toBe('bucket');
    expect(existsSync(blobDir)).toBe(false);
  });

  it('creates the bucket when it does not exist yet', async () => {
    const config = { ...s3.config, bucket: 'folio-made-at-start' };
    await expect(direct.send(new HeadBucketCommand({ Bucket: config.bucket }))).rejects.toMatchObject({ name: 'NotFound' });
    const store = await blobStoreFor({ s3: config, blobDir: '/nonexistent' });
    opened.push(store as S3BlobStore);
    await expect(direct.send(new HeadBucketCommand({ Bucket: config.bucket }))).resolves.toBeDefined();
    await store.put('images/first.png', Buffer.from('first'));
    expect((await objectBytes(direct, config.bucket, 'images/first.png'))?.toString()).toBe('first');
    // A second process starting against the bucket it made finds it.
    opened.push((await blobStoreFor({ s3: config, blobDir: '/nonexistent' })) as S3BlobStore);
  });

  it('fails with a message naming the bucket and the store when the key is refused', async () => {
    const config = { ...s3.config, accessKeyId: 'NOT-A-KEY' };
    await expect(blobStoreFor({ s3: config, blobDir: '/nonexistent' })).rejects.toThrow(
      new RegExp(`Cannot use the S3 bucket "folio-test" at ${s3.endpoint.replace(/\./g, '\\.')}: access denied \\(HTTP 403\\)\\. Check S3_ENDPOINT and the access key`),
    );
  });

  it('fails with a clear message when nothing answers at S3_ENDPOINT', async () => {
    const stopped = await startS3Server(undefined);
    await stopped.stop();
    const config = { ...s3.config, endpoint: stopped.endpoint };
    await expect(blobStoreFor({ s3: config, blobDir: '/nonexistent' })).rejects.toThrow(/Cannot use the S3 bucket "folio-test" at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);
  });
});

describe.each(drivers)('a server whose blobs are on S3 (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let store: S3BlobStore;
  let blobDir: string;

  beforeAll(async () => {
    blobDir = mkdtempSync(join(tmpdir(), 'folio-blobs-'));
    store = new S3BlobStore(s3.config);
    server = await startTestServer(driver, { blobDir }, { blobs: store });
  });
  afterAll(async () => {
    await server?.close();
    store?.destroy();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('an uploaded picture lands in the bucket, is served back with its caching headers, and nothing is written to the disk', async () => {
    const author = await signUp(server.baseUrl);
    // A picture of each run's own (both drivers share the bucket), so its variant is made here, not found.
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10 + drivers.indexOf(driver), g: 120, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('name', 'On S3');
    form.append('upload', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'on-s3.png');
    const uploaded = await author.postForm('/api/upload', form);
    expect(uploaded.status).toBe(201);
    const key = uploaded.body.url.replace('/api/images/', '');

    expect(await objectBytes(direct, 'folio-test', `images/${key}`)).toEqual(picture);

    const served = await author.get(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.body).toEqual(picture);

    // A variant reads the original from the bucket and is stored there too.
    const before = (await direct.send(new ListObjectsV2Command({ Bucket: 'folio-test' }))).KeyCount ?? 0;
    const variant = await author.get(`${uploaded.body.url}?w=20&webp=1`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(variant.body).metadata()).width).toBe(20);
    expect((await direct.send(new ListObjectsV2Command({ Bucket: 'folio-test' }))).KeyCount).toBe(before + 1);

    expect(readdirSync(blobDir, { recursive: true })).toEqual([]);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, imageConstants } from '@folio/model';
import { Client, drivers, signUp, startTestServer } from '../support/harness';

// A limit small enough to pass quickly in a test; the default (25 MB) is the same code path.
const TEST_UPLOAD_MAX_BYTES = 256 * 1024;

async function solidPicture(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

function form(bytes: Buffer, fileName: string, type: string, name?: string): FormData {
  const data = new FormData();
  if (name !== undefined) data.append('name', name);
  data.append('upload', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return data;
}

describe.each(drivers)('picture uploads and variants (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let author: Client;
  let visitor: Client;
  let blobDir: string;

  beforeAll(async () => {
    server = await startTestServer(driver, { uploadMaxBytes: TEST_UPLOAD_MAX_BYTES });
    blobDir = server.app.config.blobDir;
    author = await signUp(server.baseUrl);
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  async function upload(format: 'png' | 'jpeg' = 'png', name = 'Cover photo') {
    const bytes = await solidPicture(format);
    const reply = await author.postForm('/api/upload', form(bytes, `a.${format}`, `image/${format}`, name));
    expect(reply.status).toBe(201);
    return reply;
  }

  it('widgets-and-authoring.md §7: POST multipart /api/upload (name, upload) stores the original: 201, no-cache', async () => {
    const reply = await upload('png', 'Cover photo');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const key = reply.body.url.replace('/api/images/', '');
    expect(reply.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.png$/),
      type: 'image/png',
      width: 64,
      height: 48,
      name: 'Cover photo',
      lqipUrl: `/api/images/${key}?lqip=1`,
    });
    expect(existsSync(join(blobDir, 'images', key))).toBe(true);

    const original = await visitor.get(reply.body.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(original.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  });

  it('the type comes from the bytes: a JPEG sent as image/png with a .png name is a JPEG', async () => {
    const bytes = await solidPicture('jpeg');
    const reply = await author.postForm('/api/upload', form(bytes, 'photo.png', 'image/png'));
    expect(reply.status).toBe(201);
    expect(reply.body.type).toBe('image/jpeg');
    expect(reply.body.url).toMatch(/\.jpg$/);
    // Without a name field, the file name names the picture.
    expect(reply.body.name).toBe('photo.png');
  });

  it('widgets-and-authoring.md §9: a w, dpr and webp variant is made once, then served from the blob store', async () => {
    const { body } = await upload('jpeg', 'Variant source');
    const made = server.app.images.variantsMade;
    const variant = await visitor.get(`${body.url}?w=16&dpr=2&webp=1`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(variant.body).metadata();
    // 16 CSS px at dpr 2: 32 px wide, the height in proportion.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 32, 24]);
    expect(server.app.images.variantsMade).toBe(made + 1);
    const key = body.url.replace('/api/images/', '');
    expect(readdirSync(join(blobDir, 'variants', key))).toHaveLength(1);

    const again = await visitor.get(`${body.url}?w=16&dpr=2&webp=1`);
    expect(again.status).toBe(200);
    expect(Buffer.compare(again.body, variant.body)).toBe(0);
    expect(server.app.images.variantsMade).toBe(made + 1);
  });

  it('simultaneous requests for one variant make it once', async () => {
    const { body } = await upload('png', 'Burst');
    const made = server.app.images.variantsMade;
    const replies = await Promise.all(Array.from({ length: 6 }, () => visitor.get(`${body.url}?w=20&h=20`)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(server.app.images.variantsMade).toBe(made + 1);
    // Both sides given: the box is filled (cover), never enlarged beyond the original.
    const meta = await sharp(replies[0]!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20, 20]);
  });

  it('a crop in original pixels, then the resize; never larger than the source', async () => {
    const { body } = await upload('png', 'Crop');
    const cropped = await visitor.get(`${body.url}?crop=8,4,40,20`);
    expect(cropped.status).toBe(200);
    const meta = await sharp(cropped.body).metadata();
    expect([meta.width, meta.height]).toEqual([40, 20]);
    const big = await visitor.get(`${body.url}?w=1000&dpr=3`);
    expect((await sharp(big.body).metadata()).width).toBe(64);
    const outside = await visitor.get(`${body.url}?crop=40,0,40,20`);
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ message: apiMessages.imageCropOutside, statusCode: 400 });
  });

  it('widgets-and-authoring.md §4: the placeholder (lqip) is tiny and blurred', async () => {
    const { body } = await upload('jpeg', 'Placeholder');
    const lqip = await visitor.get(body.lqipUrl);
    expect(lqip.status).toBe(200);
    expect(lqip.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(lqip.body).metadata();
    expect(meta.width).toBeLessThanOrEqual(imageConstants.lqipMaxWidthPx);
    expect(lqip.body.length).toBeLessThan(2000);
  });

  it('401 without a session; nothing is stored', async () => {
    const before = readdirSync(join(blobDir, 'images')).length;
    const bytes = await solidPicture('png', 10, 10);
    const reply = await visitor.postForm('/api/upload', form(bytes, 'a.png', 'image/png'));
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: apiMessages.unauthorized, statusCode: 401 });
    expect(readdirSync(join(blobDir, 'images')).length).toBe(before);
  });

  it('415 for a text file named .png and for a type we do not take (SVG: svg-uploads.test.ts)', async () => {
    const text = await author.postForm('/api/upload', form(Buffer.from('just some text, not a picture'), 'evil.png', 'image/png'));
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: apiMessages.uploadUnsupportedType, statusCode: 415 });
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect((await author.postForm('/api/upload', form(tiff, 'a.png', 'image/png'))).status).toBe(415);
    // A PNG signature over garbage is not a picture either.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    expect((await author.postForm('/api/upload', form(fake, 'a.png', 'image/png'))).status).toBe(415);
  });

  it('413 with {message, statusCode} over the size limit', async () => {
    const huge = Buffer.concat([await solidPicture('png'), Buffer.alloc(TEST_UPLOAD_MAX_BYTES + 1)]);
    const reply = await author.postForm('/api/upload', form(huge, 'big.png', 'image/png'));
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: apiMessages.uploadTooLarge, statusCode: 413, maxBytes: TEST_UPLOAD_MAX_BYTES });
  });

  it('400 when a request is not an upload: no file, or the file in another field', async () => {
    const empty = new FormData();
    empty.append('name', 'nothing');
    expect((await author.postForm('/api/upload', empty)).status).toBe(400);
    const other = new FormData();
    other.append('file', new Blob([new Uint8Array(await solidPicture('png'))]), 'a.png');
    expect((await author.postForm('/api/upload', other)).status).toBe(400);
    expect((await author.post('/api/upload', { upload: 'x' })).status).toBe(415);
  });

  it('400 for bad query values', async () => {
    const { body } = await upload('png', 'Queries');
    for (const query of ['w=0', 'w=abc', 'w=-5', 'h=100000', 'dpr=0.5', 'dpr=4', 'q=0', 'q=101', 'q=5.5', 'webp=yes', 'crop=1,2,3', 'crop=a,b,c,d', 'crop=0,0,0,5', 'lqip=1&w=10']) {
      const reply = await visitor.get(`${body.url}?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.statusCode, query).toBe(400);
    }
  });

  it('unknown keys are 404 and keys that try to leave the blob folder are refused', async () => {
    expect((await visitor.get(`/api/images/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await visitor.get(`/api/images/${'0'.repeat(64)}.png?w=10`)).status).toBe(404);
    for (const key of ['..%2F..%2Fpackage.json', '%2E%2E%2Fimages', 'images%2F..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(64)}.svg`, `${'A'.repeat(64)}.png`]) {
      const reply = await visitor.get(`/api/images/${key}`);
      expect([400, 404], key).toContain(reply.status);
    }
  });

  it('the database records the upload with its owner', async () => {
    const { body } = await upload('png', 'Recorded');
    const { uploads } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, body._id));
    expect(row).toMatchObject({ userId: (author as any).user._id ?? (author as any).user.id, mime: 'image/png', width: 64, height: 48, name: 'Recorded' });
    expect(row!.key).toBe(body.url.replace('/api/images/', ''));
  });
});

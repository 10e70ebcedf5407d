import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@folio/model';
import { uploads } from '../../src/db/schema';
import { drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';

// Issue 11, finding 10: a malformed multipart upload (no boundary, a truncated body) answered 500. A body that is
// not well-formed multipart/form-data is the client's mistake: 400 {message, statusCode}, nothing stored.

const BOUNDARY = 'folio-test-boundary';
const CRLF = '\r\n';

/** The head of a well-formed upload part: what a browser sends before the file's bytes. */
const partHead = (field: string) =>
  `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${field}"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`;

describe.each(drivers)('finding 10: malformed multipart uploads (%s)', (driver) => {
  let server: TestServer;
  let author: Client & { user: any };
  let png: Buffer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    author = await signUp(server.baseUrl, 'Upload Author');
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
  });
  afterAll(() => server.close());

  const send = (contentType: string, body: string | Buffer) =>
    author.request('POST', '/api/upload', undefined, { raw: body as string, headers: { 'content-type': contentType } });

  async function expectNothingStored() {
    expect(await server.database.db.select().from(uploads)).toEqual([]);
    const images = join(server.app.config.blobDir, 'images');
    expect(existsSync(images) ? readdirSync(images) : []).toEqual([]);
  }

  // Bodies are made when a test runs: the picture is made before the tests.
  const malformed: [string, string, () => string | Buffer][] = [
    ['no boundary', 'multipart/form-data', () => `${partHead('upload')}bytes${CRLF}--${BOUNDARY}--${CRLF}`],
    ['an empty boundary', 'multipart/form-data; boundary=', () => `--${CRLF}${CRLF}x`],
    ['a body truncated inside the file', `multipart/form-data; boundary=${BOUNDARY}`, () => Buffer.concat([Buffer.from(partHead('upload')), png.subarray(0, png.length / 2)])],
    ['a body truncated inside the part headers', `multipart/form-data; boundary=${BOUNDARY}`, () => `--${BOUNDARY}${CRLF}Content-Disposition: form-da`],
    ['a body without its boundary', `multipart/form-data; boundary=${BOUNDARY}`, () => 'no parts here at all'],
    ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, () => ''],
  ];

  it.each(malformed)('finding 10: %s → 400 {message, statusCode}, nothing stored', async (_name, contentType, body) => {
    const reply = await send(contentType, body());
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: apiMessages.uploadMissing, statusCode: 400 });
    await expectNothingStored();
  });

  it('finding 10: a well-formed upload still works after them', async () => {
    const body = Buffer.concat([Buffer.from(partHead('upload')), png, Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`)]);
    const reply = await send(`multipart/form-data; boundary=${BOUNDARY}`, body);
    expect(reply.status).toBe(201);
    expect(reply.body.type).toBe('image/png');
  });
});

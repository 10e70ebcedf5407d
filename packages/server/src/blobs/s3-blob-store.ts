import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import { assertBlobKey, type BlobStore, type ByteRange } from './blob-store';

// A bucket in S3's first region takes no location constraint; every other region needs one to create it.
const REGION_WITHOUT_CONSTRAINT = 'us-east-1';
// A store that does not answer fails the request instead of holding it: the connection must be made within
// `connectionMs`, and a request whose socket stays silent for `silentMs` is an error (the SDK's default only warns).
export const S3_TIMEOUTS = { connectionMs: 5_000, silentMs: 30_000 } as const;
// What S3 answers for an object or bucket that is not there: GetObject names it, HEAD requests have no body to.
const MISSING = new Set(['NoSuchKey', 'NotFound']);
// A HEAD request refused (a bad key, or no right to the bucket) has no body to name the reason.
const FORBIDDEN = 403;
const NAMELESS_REFUSALS = new Set(['Unknown', 'Forbidden']);
// A bucket that another of our processes created a moment ago.
const ALREADY_OURS = new Set(['BucketAlreadyOwnedByYou']);

/**
 * Blobs in an S3-compatible bucket (S3_*; docs/deployment.md "Blob storage on S3"), one object per key. A PUT, and
 * the completion of a multipart upload, replace an object at once: readers see the old blob or the whole new one.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly endpoint: string;
  private readonly region: string;

  constructor(config: S3Config, timeouts: { connectionMs: number; silentMs: number } = S3_TIMEOUTS) {
    this.bucket = config.bucket;
    this.endpoint = config.endpoint;
    this.region = config.region;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestHandler: { connectionTimeout: timeouts.connectionMs, requestTimeout: timeouts.silentMs, throwOnRequestTimeout: true },
    });
  }

  /**
   * Makes sure the bucket is there, creating it when it is not, so a fresh deployment needs no manual step; fails with
   * a message naming the bucket and the store when it can be neither found nor created.
   */
  async ensureBucket(): Promise<void> {
    const where = `the S3 bucket "${this.bucket}" at ${this.endpoint}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isMissing(error)) throw new Error(`Cannot use ${where}: ${explain(error)}. Check S3_ENDPOINT and the access key.`, { cause: error });
    }
    try {
      await this.client.send(
        new CreateBucketCommand({
          Bucket: this.bucket,
          ...(this.region === REGION_WITHOUT_CONSTRAINT ? {} : { CreateBucketConfiguration: { LocationConstraint: this.region as BucketLocationConstraint } }),
        }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && ALREADY_OURS.has(error.name)) return;
      throw new Error(`${capitalise(where)} does not exist and could not be created: ${explain(error)}. Create it, or allow the access key to.`, { cause: error });
    }
  }

  /** The bucket answers (a missing bucket, a refused key or a store that does not answer all fail). */
  async reachable(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(`the S3 bucket "${this.bucket}": ${explain(error)}`, { cause: error });
    }
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    assertBlobKey(key);
    if (Buffer.isBuffer(data)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }));
      return;
    }
    // A stream of unknown length goes up in parts (lib-storage's 5 MB, S3's smallest, four at a time), so a large
    // upload is never held whole in memory; a failed upload's parts are discarded and the old blob stays.
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: data } }).done();
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    assertBlobKey(key);
    try {
      const reply = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
      );
      if (!(reply.Body instanceof Readable)) throw new Error(`S3 answered GetObject for ${key} without a body stream`);
      return reply.Body;
    } catch (error) {
      if (isMissing(error)) return undefined;
      // A range that starts past the end is no bytes, as it is on disk.
      if (error instanceof S3ServiceException && error.name === 'InvalidRange') return Readable.from([]);
      throw error;
    }
  }

  async size(key: string): Promise<number | undefined> {
    assertBlobKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    // S3 answers 204 for a key that is not there too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the client's kept-alive connections (tests; a server keeps its store for its whole life). */
  destroy(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && MISSING.has(error.name);
}

function explain(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    // HEAD replies carry no message, so the SDK's is "UnknownError": the name and status say more.
    const name = status === FORBIDDEN && NAMELESS_REFUSALS.has(error.name) ? 'access denied' : error.name;
    return `${name}${status ? ` (HTTP ${status})` : ''}${error.message && error.message !== 'UnknownError' ? `: ${error.message}` : ''}`;
  }
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message ?? error.name;
  return String(error);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

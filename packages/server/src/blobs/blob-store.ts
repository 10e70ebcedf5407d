import type { Readable } from 'node:stream';

/**
 * ARCHITECTURE.md "Server": blobs (uploads, fonts, exports) live behind one interface, on disk by default and in
 * an S3-compatible store at scale. Keys are relative, slash-separated names such as `images/<sha256>.png`.
 */
export interface BlobStore {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written blob. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The blob's bytes as a stream (only `range`'s, both ends included, when given), or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** How many bytes the blob holds, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be used now (`/api/ready`); rejects saying why when it cannot. */
  reachable(): Promise<void>;
}

/** Bytes `start` to `end` of a blob, both included (as HTTP's Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Invalid blob key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

const MAX_KEY_LENGTH = 512;
// Each segment starts with a letter or digit, so `.`, `..` and hidden names are impossible; no backslashes,
// no absolute paths, no empty segments.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._,=-]*(?:\/[A-Za-z0-9][A-Za-z0-9._,=-]*)*$/;

export function isValidBlobKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function assertBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new InvalidBlobKeyError(key);
}

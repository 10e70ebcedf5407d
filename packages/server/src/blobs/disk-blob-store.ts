import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, InvalidBlobKeyError, type BlobStore, type ByteRange } from './blob-store';

const TEMP_DIR = '.tmp';

/** Blobs as files under one folder (`${DATA_DIR}/blobs` by default). */
export class DiskBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; the key pattern already rules out traversal, the prefix check is a second lock. */
  private pathOf(key: string): string {
    assertBlobKey(key);
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new InvalidBlobKeyError(key);
    return path;
  }

  /** The folder is there and this process may write in it. */
  async reachable(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    // Written beside the blobs (same file system) and renamed into place: rename is atomic, so a reader
    // sees the old blob or the whole new one, and a crash leaves only a stray temp file.
    const tempDir = join(this.root, TEMP_DIR);
    const temp = join(tempDir, `${randomBytes(12).toString('hex')}.part`);
    await mkdir(tempDir, { recursive: true });
    await mkdir(dirname(target), { recursive: true });
    try {
      if (Buffer.isBuffer(data)) await writeFile(temp, data);
      else await pipeline(data, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const path = this.pathOf(key);
    const stream = createReadStream(path, range && { start: range.start, end: range.end });
    // Opening is asynchronous: wait for it, so a missing blob is `undefined` rather than a stream error.
    return new Promise((resolvePromise, reject) => {
      stream.once('open', () => resolvePromise(stream));
      stream.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') resolvePromise(undefined);
        else reject(error);
      });
    });
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if (error instanceof InvalidBlobKeyError) throw error;
      return undefined;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch (error) {
      if (error instanceof InvalidBlobKeyError) throw error;
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

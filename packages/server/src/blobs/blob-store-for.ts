import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { DiskBlobStore } from './disk-blob-store';

/**
 * The blob store a server or worker process uses (docs/deployment.md "Blob storage on S3"): the S3-compatible bucket
 * when S3_* is set, whose existence is checked (and which is created when missing) before the process starts serving;
 * otherwise the folder `config.blobDir`.
 */
export async function blobStoreFor(config: Pick<Config, 's3' | 'blobDir'>): Promise<BlobStore> {
  if (!config.s3) return new DiskBlobStore(config.blobDir);
  // Loaded only when used: a deployment on disk never loads the AWS SDK.
  const { S3BlobStore } = await import('./s3-blob-store');
  const store = new S3BlobStore(config.s3);
  try {
    await store.ensureBucket();
  } catch (error) {
    store.destroy();
    throw error;
  }
  return store;
}

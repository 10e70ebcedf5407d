import { createHash } from 'node:crypto';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import type { BlobStore } from '../blobs';
import type { Db } from '../db/database';
import { findFileJob } from '../jobs/job-downloads';
import type { JobKind } from '../jobs/runner';
import { loadViewerAssets } from '../viewer/assets';
import { exportSite, type ExportedFile } from './export-site';

// The static-site export of a published project (docs/distribution.md "Static-site export"): the site's files
// (export-site.ts) in one zip archive, kept as a blob per project version and origin; GET /api/mag/{id}/export sends it.

export const PROJECT_EXPORT_JOB = 'project.export';

export const exportPayloadSchema = z.object({
  magId: z.string(),
  numId: z.number().int().positive(),
  version: z.number().int().positive(),
  origin: z.string().optional(),
  /** When the version's latest page screenshot was made: one made since (the menu's thumbnails) makes a new archive. */
  screenshotsAt: z.string().optional(),
});
export type ExportPayload = z.infer<typeof exportPayloadSchema>;

/** Where a made archive is kept: one per project version, origin and its screenshots. */
export const exportBlobKey = ({ magId, version, origin, screenshotsAt }: ExportPayload) =>
  `exports/${magId}/${version}-${createHash('sha256').update(`${origin ?? ''}\n${screenshotsAt ?? ''}`).digest('hex').slice(0, 16)}.zip`;

export interface ExportServices {
  blobs: BlobStore;
  /** Where this server answers: the job reads the project and its files from it as a visitor does. */
  baseUrl: () => string;
  publicUrl: string;
}

/** The files in one zip archive, the site's root at the archive's: unzipped into any folder, that folder is the site. */
export function zipSite(files: readonly ExportedFile[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body), file.path);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

export function projectExportJob({ blobs, baseUrl, publicUrl }: ExportServices): JobKind {
  return {
    kind: PROJECT_EXPORT_JOB,
    async run(payload, { progress, signal }) {
      const choice = exportPayloadSchema.parse(payload);
      const { files } = await exportSite({ numId: choice.numId, baseUrl: baseUrl(), publicUrl, origin: choice.origin, assets: loadViewerAssets(), progress });
      signal.throwIfAborted();
      progress(96, 'Packing the archive');
      const archive = await zipSite(files);
      const key = exportBlobKey(choice);
      await blobs.put(key, archive);
      return { key, bytes: archive.length, files: files.length };
    },
  };
}

/** The newest job that made, or is making, this archive (none failed or cancelled). */
export const findExportJob = (db: Db, choice: ExportPayload) =>
  findFileJob(db, PROJECT_EXPORT_JOB, choice.magId, exportBlobKey(choice), (payload) => exportBlobKey(exportPayloadSchema.parse(payload)));

import { imageOptimiseJob } from '../images/optimise-job';
import { projectExportJob } from '../export/export-job';
import { projectPdfJob, type PdfServices } from '../pdf/pdf-job';
import { draftScreenshotsJob } from '../screenshots/draft-screenshots';
import { pageScreenshotJob, type ScreenshotServices } from '../screenshots/screenshot-job';
import { shotsConvertJob, type ShotsServices } from '../shots/shots-job';
import type { JobKind } from './runner';

// Every kind of job the server runs, in one list (docs/jobs.md "Kinds"): the server's process and `npm run worker`
// both run these.
export type JobServices = ScreenshotServices & PdfServices & ShotsServices;

export function jobKinds(services: JobServices): JobKind[] {
  return [imageOptimiseJob(services.images), pageScreenshotJob(services), draftScreenshotsJob(services), projectPdfJob(services), projectExportJob(services), shotsConvertJob(services)];
}

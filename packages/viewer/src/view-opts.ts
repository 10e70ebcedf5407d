import { resolveViewOpts, type ViewOpts } from '@folio/model';
import type { PublishedMag } from './types';

// viewer-and-project.md §3: the options the viewer reads, with the model's defaults.
export type ViewerOptions = ViewOpts;

export function viewerOptions(mag: Pick<PublishedMag, 'opts'> | null | undefined): ViewerOptions {
  return resolveViewOpts(mag?.opts);
}

import { defaultDescription } from '@folio/model';
import type { PageSummary, PublishedMag } from './types';

// viewer-and-project.md §2: the document title and description follow the page. Pure and DOM-free: the
// server uses these for the first render, the router after every page change.

type MagMeta = Pick<PublishedMag, 'title' | 'description'>;
type PageMeta = Pick<PageSummary, 'title' | 'seo'>;

const filled = (value: string | null | undefined): string | undefined => (value && value.trim() ? value.trim() : undefined);

/** The page's search-optimisation title, else its title, else the project's title. */
export function pageTitle(mag: MagMeta, page: PageMeta | null | undefined): string {
  return filled(page?.seo?.title) ?? filled(page?.title) ?? filled(mag.title) ?? '';
}

/** The page's search-optimisation description, else the project's, else the default description. */
export function pageDescription(mag: MagMeta, page: PageMeta | null | undefined): string {
  return filled(page?.seo?.description) ?? filled(mag.description) ?? defaultDescription;
}

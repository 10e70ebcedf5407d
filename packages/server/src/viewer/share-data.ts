import type { PageSummary, PublishedMag } from '@folio/viewer';
import { pageDescription, pageTitle } from '@folio/viewer/page-meta';

/**
 * What a shared link of a page shows (Open Graph and Twitter): one source for the viewer document's head and for
 * GET /api/mag/fbcache/{id}, so what the call answers is what a crawler reads.
 */
export interface PageShare {
  /** The document's title (search-optimisation title, else the page's, else the project's). */
  title: string;
  description: string;
  /** og:title and twitter:title: the page's custom share title when it has one. */
  shareTitle: string;
  shareDescription: string;
  /** og:image and twitter:image: the page's custom share picture, else its screenshot; absolute. */
  image: string | undefined;
  twitterCard: 'summary' | 'summary_large_image';
}

// An author's share image may be any text the schema let through; one that is no URL is left out.
function absoluteUrl(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, base).toString();
  } catch {
    return undefined;
  }
}

export function pageShare(mag: Pick<PublishedMag, 'title' | 'description'>, page: PageSummary, publicUrl: string): PageShare {
  const title = pageTitle(mag, page);
  const description = pageDescription(mag, page);
  const image = absoluteUrl(page.custom_shares?.image || page.screenshot, publicUrl);
  return {
    title,
    description,
    // viewer-and-project.md §6: a page's custom share title and description are what a shared link shows.
    shareTitle: page.custom_shares?.title?.trim() || title,
    shareDescription: page.custom_shares?.description?.trim() || description,
    image,
    twitterCard: image ? 'summary_large_image' : 'summary',
  };
}

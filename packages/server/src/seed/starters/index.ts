import { CURRENT_SCHEMA_VERSION } from '../../repositories/documents';
import type { Json } from '../../repositories/mags';
import type { ProjectContent } from '../../repositories/project-content';
import { starterId, type Starter } from './kit';
import { eventStarter } from './event';
import { longReadStarter } from './long-read';
import { lookbookStarter } from './lookbook';
import { magazineStarter } from './magazine';
import { portfolioStarter } from './portfolio';
import { reportStarter } from './report';

export type { Starter, StarterProduct } from './kit';
export { STARTER_PRODUCT_PREFIX } from './kit';

/** The starter templates Folio ships, in the order the new-project dialog offers them. */
export const starters: readonly Starter[] = [magazineStarter, portfolioStarter, lookbookStarter, eventStarter, reportStarter, longReadStarter];

/** A starter as GET /api/starters lists it (docs/api.md "Starter templates"). */
export interface StarterSummary {
  id: string;
  title: string;
  description: string;
  pages: number;
  /** The preview picture of its first page. */
  thumbnail: string;
}

export const starterThumbnail = (id: string) => `/assets/starters/${id}/thumbnail.webp`;

export const starterSummary = (starter: Starter): StarterSummary => ({
  id: starter.id,
  title: starter.title,
  description: starter.description,
  pages: starter.pages.length,
  thumbnail: starterThumbnail(starter.id),
});

export const findStarter = (id: string): Starter | undefined => starters.find((starter) => starter.id === id);

/**
 * The starter as the content of a project (what a template holds), with stable ids that the copy replaces and the
 * add-to-cart widgets' product keys replaced by `productIds` (the new shop's products), or dropped without a shop.
 */
export function starterContent(starter: Starter, productIds: ReadonlyMap<string, { product: string; sku: string }>): ProjectContent {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    mag: { ...starter.mag, title: starter.title } as Json,
    pages: starter.pages.map((page, pageIndex) => {
      const pageId = starterId(starter.id, pageIndex);
      const data = {
        title: page.title,
        uri: page.uri,
        height: page.height,
        viewport_phone_portrait: { enabled: true, height: page.phoneHeight },
        ...(page.seo ? { seo: page.seo } : {}),
      };
      return {
        id: pageId,
        data: data as Json,
        widgets: page.widgets.map((widget, index) => {
          const id = starterId(starter.id, pageIndex, index);
          const { product_id: productKey, ...rest } = widget as { product_id?: string };
          const product = typeof productKey === 'string' ? productIds.get(productKey) : undefined;
          const shop = product ? { product_id: product.product, sku_id: product.sku } : {};
          return { id, data: { ...rest, ...shop, _id: id, pid: pageId, z: index + 1 } as Json };
        }),
      };
    }),
    swatches: starter.swatches,
  };
}

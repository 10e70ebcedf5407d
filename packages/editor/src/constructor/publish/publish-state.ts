import { publishPanelConstants, viewerAddress } from '@folio/model';
import { pageDescription, pageTitle } from '@folio/viewer/page-meta';

/** What the publish panel reads of a project row (GET /api/projects, docs/api.md "Drafts and revisions"). */
export interface PublishRow {
  num_id: number;
  uri: string | null;
  published_uri: string | null;
  is_published: boolean;
  published: string | null;
  updated: string;
}

/**
 * Where publishing stands: never published; live (and whether the draft changed since); or unpublished after a
 * publish. The draft's `updated` moves with every saved edit, the publish does not touch it (docs/api.md).
 */
export type PublishState =
  | { kind: 'never' }
  | { kind: 'live'; published: string; changed: boolean }
  | { kind: 'unpublished'; published: string };

export function publishStateOf(row: Pick<PublishRow, 'is_published' | 'published' | 'updated'>, pendingEdits = false): PublishState {
  if (!row.published) return { kind: 'never' };
  if (!row.is_published) return { kind: 'unpublished', published: row.published };
  const changed = pendingEdits || Date.parse(row.updated) - Date.parse(row.published) > publishPanelConstants.changedAfterMs;
  return { kind: 'live', published: row.published, changed };
}

/** A publish time as the panel says it: "Nov 27, 2026, 5:30 AM" in the author's locale. */
export function publishedWhen(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * The address visitors open: the project's custom domain when one is connected, else its Folio address under the
 * published version's uri (the draft's may differ until the next publish), else its number. Null while unpublished.
 */
export function liveAddress(row: PublishRow, userUri: string, origin: string, customDomain: string | null): string | null {
  if (!row.is_published) return null;
  if (customDomain) return `https://${customDomain}/`;
  return `${origin}/${viewerAddress({ user: userUri, mag: row.published_uri || row.num_id, page: { _id: '', num: 1 } })}`;
}

/** What a page's share card and search result show (the viewer's own rules: viewer-pages.ts headOf, page-meta.ts). */
export interface SharePreview {
  title: string;
  description: string;
  image: string | null;
  /** The host shown on the card. */
  domain: string;
  /** The address shown in the search result. */
  url: string;
}

interface ShareSource {
  project: { title?: string | null; description?: string | null };
  page: { title?: string | null; seo?: { title?: string; description?: string } | null; custom_shares?: { title?: string; description?: string; image?: string } | null; screenshot?: string | null };
}

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * The share card takes the page's share fields first, then what search engines get (its SEO title and description,
 * its title, the project's); the picture is the share picture, else the page's screenshot.
 */
export function sharePreviewOf({ project, page }: ShareSource, address: string): SharePreview {
  const mag = { title: project.title ?? '', description: project.description ?? '' };
  const meta = { title: page.title ?? '', seo: page.seo ?? undefined };
  const url = new URL(address);
  return {
    title: filled(page.custom_shares?.title) ?? pageTitle(mag, meta),
    description: filled(page.custom_shares?.description) ?? pageDescription(mag, meta),
    image: filled(page.custom_shares?.image) ?? filled(page.screenshot) ?? null,
    domain: url.host,
    url: `${url.host}${url.pathname}`.replace(/\/$/, ''),
  };
}

/** The search result's title and description (the SEO fields, without the share fields). */
export function searchPreviewOf({ project, page }: ShareSource): { title: string; description: string } {
  const mag = { title: project.title ?? '', description: project.description ?? '' };
  const meta = { title: page.title ?? '', seo: page.seo ?? undefined };
  return { title: pageTitle(mag, meta), description: pageDescription(mag, meta) };
}

/** The draft's custom domain (GET /api/projects/{id} carries `custom_domain`, which the Mag schema leaves out). */
export function customDomainOf(draft: object): string | null {
  const domain = (draft as { custom_domain?: unknown }).custom_domain;
  return typeof domain === 'string' && domain ? domain : null;
}

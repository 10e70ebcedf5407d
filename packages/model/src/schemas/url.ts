import { z } from 'zod';
import { isScriptUrl, trimUrl, urlScheme, urlWithoutInvisibles } from '../url-text';

// Long enough for signed CDN urls; short enough that a body cannot smuggle megabytes through one field.
const MAX_URL_LENGTH = 4096;

const RESOURCE_SCHEMES = new Set(['http', 'https']);
const INLINE_IMAGE_PREFIX = 'data:image/';

/** True for an address an <img>/<video> may load: http(s), protocol- or path-relative, or an inline image. */
export function isResourceUrl(url: string): boolean {
  const scheme = urlScheme(url);
  if (scheme === undefined) return true;
  return RESOURCE_SCHEMES.has(scheme) || urlWithoutInvisibles(url).startsWith(INLINE_IMAGE_PREFIX);
}

/**
 * A link target (clickLink, link entities): any of the spec's link kinds (http(s), mailto:, tel:, page paths,
 * special anchor/share values) but never one that runs script — published pages are visited by strangers.
 * Stored trimmed of invisible characters (url-text.ts), so the link checked is the link drawn. Empty clears the link.
 */
export const linkHrefSchema = z
  .string()
  .max(MAX_URL_LENGTH)
  .overwrite(trimUrl)
  .refine((url) => !isScriptUrl(url), { message: 'Links cannot run scripts' });

/** The address of a picture, video, font stylesheet and so on, stored trimmed as links are. Empty means none. */
export const resourceUrlSchema = z
  .string()
  .max(MAX_URL_LENGTH)
  .overwrite(trimUrl)
  .refine(isResourceUrl, { message: 'Expected an http(s) or relative address' });

import { z } from 'zod';

// Long enough for signed CDN urls; short enough that a body cannot smuggle megabytes through one field.
const MAX_URL_LENGTH = 4096;

// Browsers drop ASCII control characters and spaces inside a scheme ('java\tscript:'), so we do too before looking.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_URL_CHARACTERS = /[\u0000-\u0020]/g;
const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):/;
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);
const RESOURCE_SCHEMES = new Set(['http', 'https']);
const INLINE_IMAGE_PREFIX = 'data:image/';

function schemeOf(url: string): { scheme: string | undefined; normalized: string } {
  const normalized = url.replace(IGNORED_URL_CHARACTERS, '').toLowerCase();
  return { scheme: SCHEME_PATTERN.exec(normalized)?.[1], normalized };
}

/** True for a link target a browser would run as script (javascript:, vbscript:, data:). */
export function isScriptUrl(url: string): boolean {
  const { scheme } = schemeOf(url);
  return scheme !== undefined && SCRIPT_SCHEMES.has(scheme);
}

/** True for an address an <img>/<video> may load: http(s), protocol- or path-relative, or an inline image. */
export function isResourceUrl(url: string): boolean {
  const { scheme, normalized } = schemeOf(url);
  if (scheme === undefined) return true;
  return RESOURCE_SCHEMES.has(scheme) || normalized.startsWith(INLINE_IMAGE_PREFIX);
}

/**
 * A link target (clickLink, link entities): any of the spec's link kinds (http(s), mailto:, tel:, page paths,
 * special anchor/share values) but never one that runs script — published pages are visited by strangers.
 * Empty clears the link.
 */
export const linkHrefSchema = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine((url) => !isScriptUrl(url), { message: 'Links cannot run scripts' });

/** The address of a picture, video, font stylesheet and so on. Empty means none. */
export const resourceUrlSchema = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine(isResourceUrl, { message: 'Expected an http(s) or relative address' });

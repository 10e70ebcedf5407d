// Addresses as authors paste them (issue 11, finding 7): what is classified on write is what is stored and what the
// viewer draws. Pure and free of schemas, so the viewer's link handling can use it too.

// What no address holds at its ends and no scheme holds anywhere: every Unicode space and line or paragraph
// separator, every control character and every format character (zero-width spaces, the byte order mark, bidi marks).
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}]$/u;
const INVISIBLE_ANYWHERE = /[\p{White_Space}\p{Cc}\p{Cf}]/gu;
const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):/;
// Schemes a browser runs as script (or as a document of the link's own making) when a link is followed.
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/** An address without the invisible characters around it: `\u00a0https://example.com/\u2028` is `https://example.com/`. */
export function trimUrl(url: string): string {
  const characters = Array.from(url);
  let start = 0;
  let end = characters.length;
  while (start < end && INVISIBLE.test(characters[start]!)) start += 1;
  while (end > start && INVISIBLE.test(characters[end - 1]!)) end -= 1;
  return start === 0 && end === characters.length ? url : characters.slice(start, end).join('');
}

/**
 * An address lower-cased and without any invisible character: browsers drop ASCII tabs and newlines inside a scheme
 * ('java\tscript:'), and an address that other characters hide a scheme in is no address to keep either.
 */
export function urlWithoutInvisibles(url: string): string {
  return url.replace(INVISIBLE_ANYWHERE, '').toLowerCase();
}

/** The scheme of an address (lower case), looked for past every invisible character; undefined when it has none. */
export function urlScheme(url: string): string | undefined {
  return SCHEME_PATTERN.exec(urlWithoutInvisibles(url))?.[1];
}

/** True for a link target a browser would run as script (javascript:, vbscript:, data:), however it is spelt. */
export function isScriptUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme !== undefined && SCRIPT_SCHEMES.has(scheme);
}

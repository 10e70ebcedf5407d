// Issue 11, finding 6: `next=/%09/evil.example/` passed a pattern check, and the browser, which drops tabs and newlines
// from addresses, went to //evil.example. The address is now read as the browser reads it, against this origin.

// Tabs, newlines and other controls (which the URL parser drops or trims) and backslashes (read as slashes): a path
// holding one is no path anyone links to, so it is refused rather than cleaned.
const isUnsafeCharacter = (char: string) => char <= '\u001f' || char === '\u007f' || char === '\\';

/**
 * Where to go after signing in (`?next=`): a path on this origin, returned as the browser will read it (with its query
 * and hash), or undefined for anything else: another site, a script, a relative address, a path the browser would
 * read as another host.
 */
export function nextAddress(search: string, origin: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || [...next].some(isUnsafeCharacter)) return undefined;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.example` is `//evil.example` once its dot segment is gone: a path must not start with two slashes.
  return url.origin === new URL(origin).origin && !path.startsWith('//') ? path : undefined;
}

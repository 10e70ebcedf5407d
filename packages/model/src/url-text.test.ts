import { describe, expect, it } from 'vitest';
import { isScriptUrl, trimUrl, urlScheme } from './url-text';

// Issue 11, finding 7: `clickLink: "\u00a0javascript:alert(1)"` was stored (and drawn trimmed, so as javascript:):
// the scheme check skipped only ASCII controls and spaces. Every Unicode space, separator, control and format
// character is now trimmed from an address's ends and ignored inside its scheme.

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
/** Characters an address may be wrapped in that a reader does not see: Unicode's spaces, separators, controls and format characters. */
const invisibleCharacters = [
  ...range(0x01, 0x20), // C0 controls and the space (NUL is refused by the API before any schema)
  ...range(0x7f, 0x9f), // DEL and the C1 controls, U+0085 NEXT LINE among them
  '\u00a0', '\u00ad', '\u061c', '\u1680', '\u180e',
  ...range(0x2000, 0x200f), // the typographic spaces, zero-width space and joiners, LRM, RLM
  '\u2028', '\u2029', ...range(0x202a, 0x202f), '\u205f', ...range(0x2060, 0x2064), ...range(0x2066, 0x206f),
  '\u3000', '\ufeff',
  '\u{e0001}', // LANGUAGE TAG, outside the BMP
];

describe('url text (finding 7)', () => {
  it('finding 7: every invisible character is trimmed from both ends of an address, and only from its ends', () => {
    for (const character of invisibleCharacters) {
      const name = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      expect(trimUrl(`${character}${character}https://example.com/a b${character}`), name).toBe('https://example.com/a b');
    }
    expect(trimUrl('https://example.com/')).toBe('https://example.com/');
    expect(trimUrl('\u00a0\u2028\ufeff')).toBe('');
  });

  it('finding 7: javascript:, vbscript: and data: are found behind any invisible prefix, or split by one', () => {
    for (const character of invisibleCharacters) {
      const name = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      expect(isScriptUrl(`${character}javascript:alert(1)`), name).toBe(true);
      expect(isScriptUrl(`java${character}script:alert(1)`), name).toBe(true);
      expect(isScriptUrl(`${character}VBScript:x`), name).toBe(true);
      expect(isScriptUrl(`${character}data:text/html,x`), name).toBe(true);
    }
  });

  it('the spec link kinds are no script: http(s), mailto:, tel:, paths, special values, addresses without a scheme', () => {
    for (const link of ['https://example.com/', 'HTTP://example.com', 'mailto:a@b.c', 'tel:+1', '/user/mag/', 'share.facebook.mag', 'goback', 'anchor:abc', 'example.com', '']) {
      expect(isScriptUrl(link), link).toBe(false);
    }
    expect(urlScheme('\u00a0HTTPS://example.com')).toBe('https');
    expect(urlScheme('/p12/')).toBeUndefined();
  });
});

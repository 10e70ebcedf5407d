import { describe, expect, it } from 'vitest';
import { safeHref } from './link-href';

// Issue 11, finding 7: safeHref looked for a scheme past ASCII spaces only, then drew the link trimmed of every
// Unicode space, so `\u00a0javascript:alert(1)` became href="javascript:alert(1)" and only React stopped it.

describe('safeHref', () => {
  it('finding 7: a script link behind a Unicode space, separator or format character is drawn as no link', () => {
    for (const prefix of ['\u00a0', '\u1680', '\u2000', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u200b', '\u0085']) {
      const name = `U+${prefix.codePointAt(0)!.toString(16)}`;
      expect(safeHref(`${prefix}javascript:alert(1)`), name).toBeUndefined();
      expect(safeHref(`${prefix}data:text/html,x`), name).toBeUndefined();
      expect(safeHref(`${prefix}https://example.com/${prefix}`), name).toBe('https://example.com/');
    }
  });
});

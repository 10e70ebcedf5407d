import { describe, expect, it } from 'vitest';
import { isScriptUrl } from '../url-text';
import { isResourceUrl, linkHrefSchema, resourceUrlSchema } from './url';

describe('urls', () => {
  it('widgets-and-authoring.md §5: every link kind of the classifier is a valid link target', () => {
    for (const href of [
      'https://example.com/a',
      'http://example.com',
      'example.com',
      'mailto:a@b.c',
      'tel:+123',
      '/user/mag/2/',
      'share.facebook.mag',
      '',
    ]) {
      expect(linkHrefSchema.safeParse(href).success, href).toBe(true);
    }
  });

  it('widgets-and-authoring.md §5: a link that would run script is refused, however it is spelt', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:x', 'data:text/html,x']) {
      expect(isScriptUrl(href), href).toBe(true);
      expect(linkHrefSchema.safeParse(href).success, href).toBe(false);
    }
  });

  it('widgets-and-authoring.md §3: picture addresses are http(s), relative or inline images', () => {
    expect(isResourceUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isResourceUrl('//cdn.example.com/a.jpg')).toBe(true);
    expect(isResourceUrl('/api/blobs/a.jpg')).toBe(true);
    expect(isResourceUrl('data:image/jpeg;base64,AAAA')).toBe(true);
    expect(resourceUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(resourceUrlSchema.safeParse('ftp://x/y').success).toBe(false);
  });

  it('finding 7: a link or an address is stored trimmed of every Unicode space and control, and refused when it then runs script', () => {
    for (const prefix of ['\u00a0', '\u2028', '\u2029', '\u3000', '\ufeff', '\u200b', '\u1680', '\u0085', '\u202e']) {
      const name = `U+${prefix.codePointAt(0)!.toString(16)}`;
      expect(linkHrefSchema.safeParse(`${prefix}javascript:alert(1)`).success, name).toBe(false);
      expect(resourceUrlSchema.safeParse(`${prefix}javascript:alert(1)`).success, name).toBe(false);
      expect(linkHrefSchema.parse(`${prefix}https://example.com/${prefix}`), name).toBe('https://example.com/');
      expect(resourceUrlSchema.parse(`${prefix}/api/images/a.png${prefix}`), name).toBe('/api/images/a.png');
    }
  });
});

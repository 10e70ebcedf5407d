import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fallbackFaceCss, fallbackOverrides, libraryFamilyMetrics } from '../../src/viewer/font-fallbacks';

// docs/viewer.md "Fonts": a library family's fallback face is a system font scaled to its metrics, so nothing moves when
// the family is swapped in (issue 12: CLS ≤ 0.02).

const LIBERATION = '/usr/share/fonts/truetype/liberation';

describe('metric-compatible fallback faces', () => {
  it('sizes the fallback to the family: Roboto is drawn by Arial at 99.5 % with its own ascent and descent', () => {
    const roboto = libraryFamilyMetrics('Roboto')!;
    expect(roboto.unitsPerEm).toBe(2048);
    const css = fallbackFaceCss(['Roboto']);
    expect(css).toContain('@font-face{font-family:"Roboto Fallback";font-style:normal;font-weight:1 599;src:local("Arial"),local("Arial")');
    expect(css).toContain('local("Liberation Sans Bold")');
    expect(css).toMatch(/size-adjust:99\.\d+%/);
    expect(css).toContain(`ascent-override:${fallbackOverrides(roboto, { unitsPerEm: 2048, averageWidth: 0.45281 * 2048 }).ascentOverride}`);
    expect(css.match(/@font-face/g)).toHaveLength(4);
  });

  it('takes a serif family to Times New Roman and a monospaced one to Courier New', () => {
    expect(fallbackFaceCss(['Lora'])).toContain('src:local("Times New Roman")');
    expect(fallbackFaceCss(['JetBrains Mono'])).toContain('src:local("Courier New")');
  });

  it("gives Georgia its library stand-in's files under the fallback's name, and unknown families nothing", () => {
    const css = fallbackFaceCss(['Georgia', 'Some Custom Face', '"quoted"; }']);
    expect(css).toContain('font-family: "Georgia Fallback"');
    expect(css).toMatch(/url\("\/api\/fonts\/files\/[^"]+gelasio[^"]+\.woff2"\)/);
    expect(css).not.toContain('Custom');
    expect(css).not.toContain('quoted');
  });

  it('a family named twice (in any case) is declared once', () => {
    expect(fallbackFaceCss(['Roboto', 'roboto']).match(/@font-face/g)).toHaveLength(4);
  });

  it.skipIf(!existsSync(LIBERATION))('the system fonts’ average widths are what their metric twins measure', () => {
    const SAMPLE = 'The quick brown fox jumps over the lazy dog, while five wizards box and vex a jolly quartz sphinx. Magazines are made of words, pictures and the space between them.';
    const average = (file: string) => {
      const font = fontkit.openSync(`${LIBERATION}/${file}`) as fontkit.Font;
      return +(font.layout(SAMPLE).advanceWidth / SAMPLE.length / font.unitsPerEm).toFixed(5);
    };
    expect([average('LiberationSans-Regular.ttf'), average('LiberationSerif-Regular.ttf'), average('LiberationMono-Regular.ttf')]).toEqual([0.45281, 0.41231, 0.6001]);
  });
});

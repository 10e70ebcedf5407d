import { existsSync, readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fontLibrary } from '@folio/model';
import { fontPackageNames, readInstalledFontPackages } from '../../src/fonts/fontsource-packages';
import { libraryDataFile, libraryDataSource } from '../../src/fonts/library-data-source';

describe('the model’s font library list', () => {
  const installed = readInstalledFontPackages();

  it('is what the installed @fontsource packages really hold (regenerate with library-data-source.ts)', () => {
    expect(readFileSync(libraryDataFile, 'utf8')).toBe(libraryDataSource(installed));
    expect(fontLibrary.map((font) => font.family)).toEqual(installed.map((entry) => entry.font.family));
    expect(installed.length).toBe(fontPackageNames().length);
  });

  it('has a WOFF2 file on disk for every face it lists, and each variable file has the axes it lists', () => {
    for (const { font, faces } of installed) {
      for (const face of faces) expect(existsSync(face.path)).toBe(true);
      for (const code of font.variations) {
        const style = code.startsWith('i') ? 'italic' : 'normal';
        const weight = Number(code.slice(1)) * 100;
        expect(faces.some((face) => face.style === style && face.weight.min <= weight && weight <= face.weight.max), `${font.family} ${code}`).toBe(true);
      }
      const sample = faces.find((face) => face.subset === 'latin');
      if (font.axes.length > 0 && sample) {
        const opened = fontkit.openSync(sample.path);
        const tags = 'variationAxes' in opened ? Object.keys(opened.variationAxes) : [];
        expect(tags.sort()).toEqual(font.axes.map((axis) => axis.tag).sort());
      }
    }
  });
});

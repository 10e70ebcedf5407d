// Writes the model's library list (packages/model/src/fonts/library-data.ts) from the installed packages, so the
// viewer and the editor know the families without reading node_modules. Run after changing the @fontsource
// dependencies: `npx tsx packages/server/src/fonts/library-data-source.ts`; the library test fails until then.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InstalledFontPackage } from './fontsource-packages';
import { readInstalledFontPackages } from './fontsource-packages';

export const libraryDataFile = join(import.meta.dirname, '..', '..', '..', 'model', 'src', 'fonts', 'library-data.ts');

/** The text of library-data.ts for these packages. */
export function libraryDataSource(packages: readonly InstalledFontPackage[]): string {
  const entries = packages.map(({ packageName, version, font }) => {
    const axes = font.axes.map((axis) => `{ tag: '${axis.tag}', name: '${axis.name}', min: ${axis.min}, max: ${axis.max}, default: ${axis.default} }`);
    return [
      `  // ${packageName} ${version}`,
      '  {',
      `    family: '${font.family}',`,
      `    category: '${font.category}',`,
      `    variations: [${font.variations.map((code) => `'${code}'`).join(', ')}],`,
      axes.length ? `    axes: [\n${axes.map((axis) => `      ${axis},`).join('\n')}\n    ],` : '    axes: [],',
      `    subsets: [${font.subsets.map((subset) => `'${subset}'`).join(', ')}],`,
      `    fallback: '${font.fallback}',`,
      '  },',
    ].join('\n');
  });
  return [
    '// Generated from the installed @fontsource / @fontsource-variable packages by',
    '// packages/server/src/fonts/library-data-source.ts — do not edit by hand (docs/fonts.md).',
    "import type { LibraryFont } from './library';",
    '',
    'export const libraryFontData: readonly LibraryFont[] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(libraryDataFile, libraryDataSource(readInstalledFontPackages()));
  console.log(`wrote ${libraryDataFile}`);
}

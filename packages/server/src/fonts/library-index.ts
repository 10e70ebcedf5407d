// The library's files as the server serves them: every face of every installed family with its address under
// /api/fonts/files/<package version>/<file>.woff2, read once from the packages at start and kept.
import type { LibraryFont } from '@folio/model';
import { findLibraryFont } from '@folio/model';
import { readInstalledFontPackages, type LibraryFaceFile } from './fontsource-packages';

export const fontFilesPrefix = '/api/fonts/files';

export interface ServedFace extends LibraryFaceFile {
  /** The package's version: part of the address, so a new release is a new address and caches can keep files forever. */
  version: string;
  url: string;
  /** The unicode-range as code point intervals, for finding the files a text needs. */
  ranges: readonly (readonly [number, number])[];
}

export interface LibraryFamily {
  font: LibraryFont;
  /** In the order of the package's CSS (latin last); see fontsource-packages.ts. */
  faces: readonly ServedFace[];
}

export interface FontLibraryIndex {
  family(name: string): LibraryFamily | undefined;
  /** A file by version and name, as in its address; undefined for anything else. */
  file(version: string, file: string): ServedFace | undefined;
  /** Every subset name some family serves. */
  subsets: ReadonlySet<string>;
}

const RANGE = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i;

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]]. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').flatMap((part) => {
    const match = RANGE.exec(part.trim());
    if (!match) return [];
    const start = parseInt(match[1]!, 16);
    return [[start, match[2] ? parseInt(match[2], 16) : start] as [number, number]];
  });
}

export function rangesContain(ranges: readonly (readonly [number, number])[], codePoint: number): boolean {
  return ranges.some(([start, end]) => start <= codePoint && codePoint <= end);
}

function buildIndex(): FontLibraryIndex {
  const families = new Map<string, LibraryFamily>();
  const files = new Map<string, ServedFace>();
  const subsets = new Set<string>();
  for (const entry of readInstalledFontPackages()) {
    const font = findLibraryFont(entry.font.family);
    // The model's list is generated from these packages (a test keeps them equal); a family it lacks is not served.
    if (!font) continue;
    const faces = entry.faces.map((face) => ({
      ...face,
      version: entry.version,
      url: `${fontFilesPrefix}/${entry.version}/${face.file}`,
      ranges: parseUnicodeRange(face.unicodeRange),
    }));
    families.set(font.family.toLowerCase(), { font, faces });
    for (const face of faces) {
      files.set(`${face.version}/${face.file}`, face);
      subsets.add(face.subset);
    }
  }
  return {
    family: (name) => {
      const font = findLibraryFont(name);
      return font ? families.get(font.family.toLowerCase()) : undefined;
    },
    file: (version, file) => files.get(`${version}/${file}`),
    subsets,
  };
}

let index: FontLibraryIndex | undefined;

/** The index, read from the packages on first use and kept for the life of the process. */
export function fontLibraryIndex(): FontLibraryIndex {
  index ??= buildIndex();
  return index;
}

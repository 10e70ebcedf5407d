// Custom font files (widgets-and-authoring.md §7 "POST multipart /api/upload/font"): what the bytes are, whether they
// are a whole, readable font with glyphs, and the WOFF2 we serve. Nothing here trusts the file name or the claimed
// type; a file that fails any check is refused before anything is stored. A hostile file can make a font parser
// allocate without bound (V8 then stops the whole process), so an upload is only ever read here inside a child
// process (font-check.ts); the server itself reads only the library's own files.
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { compress, decompress } from 'wawoff2';
import type { fontMessages } from '@folio/model';
import { fontReport, type FontReport } from './font-report';

export type FontFileFormat = 'ttf' | 'otf' | 'woff' | 'woff2';

/** Why a file is refused: the key of its message in fontMessages (the child process does not load the model). */
export type FontFileProblem = keyof Pick<typeof fontMessages, 'notAFont' | 'fontCollection' | 'damagedFont' | 'noGlyphs'>;

/** A file refused: 415 for something that is not a font, 400 for a font that is damaged or empty. */
export class FontFileError extends Error {
  readonly statusCode: 400 | 415;

  constructor(readonly problem: FontFileProblem) {
    super(problem);
    this.statusCode = problem === 'notAFont' || problem === 'fontCollection' ? 415 : 400;
  }
}

const SIGNATURES: readonly [number, FontFileFormat | 'collection'][] = [
  [0x00010000, 'ttf'],
  [0x74727565, 'ttf'], // 'true' (Apple TrueType)
  [0x4f54544f, 'otf'], // 'OTTO' (CFF outlines)
  [0x774f4646, 'woff'], // 'wOFF'
  [0x774f4632, 'woff2'], // 'wOF2'
  [0x74746366, 'collection'], // 'ttcf'
];
const SIGNATURE_BYTES = 4;

/** The font format the bytes begin with, 'collection' for a TTC, undefined for anything else. */
export function detectFontFormat(bytes: Uint8Array): FontFileFormat | 'collection' | undefined {
  if (bytes.length < SIGNATURE_BYTES) return undefined;
  const signature = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0);
  return SIGNATURES.find(([value]) => value === signature)?.[1];
}

// The OpenType table directory (OpenType spec "Organization of an OpenType font").
const SFNT_HEADER_BYTES = 12;
const TABLE_RECORD_BYTES = 16;
// Real fonts have 10 to 40 tables; a directory claiming more is not a font we take.
const MAX_TABLES = 100;
const REQUIRED_TABLES = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name'];
const OUTLINE_TABLES = [['glyf', 'loca'], ['CFF '], ['CFF2']];

const damaged = () => new FontFileError('damagedFont');

/** Checks a TrueType / OpenType file's table directory: every table it lists lies inside the file, the needed ones exist. */
export function checkSfnt(sfnt: Buffer): void {
  if (sfnt.length < SFNT_HEADER_BYTES) throw damaged();
  const numTables = sfnt.readUInt16BE(4);
  if (numTables === 0 || numTables > MAX_TABLES || sfnt.length < SFNT_HEADER_BYTES + numTables * TABLE_RECORD_BYTES) throw damaged();
  const tags = new Set<string>();
  for (let index = 0; index < numTables; index += 1) {
    const record = SFNT_HEADER_BYTES + index * TABLE_RECORD_BYTES;
    const tag = sfnt.toString('latin1', record, record + 4);
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    if (offset + length > sfnt.length) throw damaged();
    tags.add(tag);
  }
  if (!REQUIRED_TABLES.every((tag) => tags.has(tag))) throw damaged();
  if (!OUTLINE_TABLES.some((set) => set.every((tag) => tags.has(tag)))) throw new FontFileError('noGlyphs');
}

// WOFF 1.0 (W3C): a 44-byte header, then 20 bytes per table; each table zlib-compressed unless that would not help.
const WOFF_HEADER_BYTES = 44;
const WOFF_TABLE_BYTES = 20;
const SFNT_ALIGNMENT = 4;
// A decoded font larger than this is not a font anyone draws text with (and would be a decompression bomb).
const MAX_SFNT_BYTES = 64 * 1024 * 1024;

/** WOFF 1.0 → the TrueType / OpenType file it wraps, with every bound checked and each table's size as declared. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES) throw damaged();
  const flavor = woff.readUInt32BE(4);
  const declaredLength = woff.readUInt32BE(8);
  const numTables = woff.readUInt16BE(12);
  const totalSfntSize = woff.readUInt32BE(16);
  if (declaredLength !== woff.length || numTables === 0 || numTables > MAX_TABLES || totalSfntSize > MAX_SFNT_BYTES) throw damaged();
  if (woff.length < WOFF_HEADER_BYTES + numTables * WOFF_TABLE_BYTES) throw damaged();
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  let total = SFNT_HEADER_BYTES + numTables * TABLE_RECORD_BYTES;
  for (let index = 0; index < numTables; index += 1) {
    const entry = WOFF_HEADER_BYTES + index * WOFF_TABLE_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    if (offset + compLength > woff.length || compLength > origLength) throw damaged();
    total += origLength + SFNT_ALIGNMENT;
    if (total > MAX_SFNT_BYTES) throw damaged();
    const stored = woff.subarray(offset, offset + compLength);
    let data: Buffer;
    try {
      data = compLength < origLength ? inflateSync(stored, { maxOutputLength: origLength }) : Buffer.from(stored);
    } catch {
      throw damaged();
    }
    if (data.length !== origLength) throw damaged();
    tables.push({ tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data });
  }
  const padded = (length: number) => Math.ceil(length / SFNT_ALIGNMENT) * SFNT_ALIGNMENT;
  const sfnt = Buffer.alloc(SFNT_HEADER_BYTES + numTables * TABLE_RECORD_BYTES + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  // The binary-search fields of the OpenType header.
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * TABLE_RECORD_BYTES, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * TABLE_RECORD_BYTES - power * TABLE_RECORD_BYTES, 10);
  let offset = SFNT_HEADER_BYTES + numTables * TABLE_RECORD_BYTES;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_BYTES + index * TABLE_RECORD_BYTES;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

// fontkit's words for a font whose character map lists no usable subtable: no character can be drawn.
const NO_CHARACTER_MAP = /supported cmap table/;

function charactersOf(font: fontkit.Font): number[] {
  try {
    return font.characterSet;
  } catch (error) {
    if (error instanceof Error && NO_CHARACTER_MAP.test(error.message)) return [];
    throw error;
  }
}

// How much of a font is drawn to prove it reads: this many of its characters, spread over its whole set.
const SAMPLE_CHARACTERS = 256;

/**
 * Opens a TrueType / OpenType file with fontkit and reads enough of it to know it is whole: its names, metrics, a
 * spread of its glyphs' outlines and a shaped line (the GSUB / GPOS tables). A font with no character mapped to a
 * drawn glyph is refused.
 */
export function openCheckedFont(sfnt: Buffer): fontkit.Font {
  checkSfnt(sfnt);
  let font: fontkit.Font;
  try {
    const opened = fontkit.create(sfnt);
    if ('fonts' in opened) throw new FontFileError('fontCollection');
    font = opened;
    const characters = charactersOf(font);
    if (font.numGlyphs <= 1 || characters.length === 0) throw new FontFileError('noGlyphs');
    void [font.familyName, font.unitsPerEm, font.ascent, font.descent, font.availableFeatures, font.variationAxes];
    const step = Math.max(1, Math.floor(characters.length / SAMPLE_CHARACTERS));
    let drawn = 0;
    for (let index = 0; index < characters.length; index += step) {
      const glyph = font.glyphForCodePoint(characters[index]!);
      if (glyph.id !== 0 && glyph.path.commands.length > 0) drawn += 1;
      void glyph.advanceWidth;
    }
    if (drawn === 0) throw new FontFileError('noGlyphs');
    font.layout(String.fromCodePoint(...characters.slice(0, SAMPLE_CHARACTERS)));
  } catch (error) {
    if (error instanceof FontFileError) throw error;
    throw damaged();
  }
  return font;
}

export interface PreparedFont {
  format: FontFileFormat;
  /** What we store and serve. */
  woff2: Buffer;
  report: FontReport;
}

/**
 * An uploaded file → the WOFF2 we serve, or a FontFileError. TTF and OTF are compressed to WOFF2; WOFF is unwrapped
 * and compressed; a WOFF2 is unpacked to be checked and kept as it came.
 */
export async function prepareCustomFont(bytes: Buffer): Promise<PreparedFont> {
  const format = detectFontFormat(bytes);
  if (format === 'collection') throw new FontFileError('fontCollection');
  if (!format) throw new FontFileError('notAFont');
  let sfnt: Buffer;
  if (format === 'woff') sfnt = woffToSfnt(bytes);
  else if (format === 'woff2') {
    try {
      sfnt = Buffer.from(await decompress(bytes));
    } catch {
      throw damaged();
    }
  } else sfnt = bytes;
  const font = openCheckedFont(sfnt);
  const report = fontReport(font);
  if (format === 'woff2') return { format, woff2: bytes, report };
  let woff2: Buffer;
  try {
    woff2 = Buffer.from(await compress(sfnt));
  } catch {
    throw damaged();
  }
  // What we serve must read back as the same font.
  const served = fontkit.create(woff2);
  if ('fonts' in served || served.numGlyphs !== font.numGlyphs) throw damaged();
  return { format, woff2, report };
}

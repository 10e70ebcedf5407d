// Font files for the tests: the fixture with ss01 and onum (test/fixtures/fonts/README.md), the same font as WOFF and
// WOFF2, and files that must be refused: damaged, cut short, a picture renamed .ttf, a font without glyphs.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { compress } from 'wawoff2';

export const fixtureTtf = readFileSync(new URL('../fixtures/fonts/SourceCodePro-Regular.ttf', import.meta.url));
export const FIXTURE_FAMILY = 'Source Code Pro';

export async function fixtureWoff2(): Promise<Buffer> {
  return Buffer.from(await compress(fixtureTtf));
}

/** WOFF 1.0 of a TrueType / OpenType file: each table zlib-compressed when that helps. */
export function toWoff(sfnt: Buffer): Buffer {
  const numTables = sfnt.readUInt16BE(4);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const record = 12 + index * 16;
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    const data = sfnt.subarray(offset, offset + length);
    const packed = deflateSync(data);
    return { tag: sfnt.subarray(record, record + 4), checksum: sfnt.readUInt32BE(record + 4), origLength: length, stored: packed.length < length ? packed : data };
  });
  const pad = (length: number) => Math.ceil(length / 4) * 4;
  const headerLength = 44 + numTables * 20;
  const total = headerLength + tables.reduce((sum, table) => sum + pad(table.stored.length), 0);
  const woff = Buffer.alloc(total);
  woff.write('wOFF', 0, 'latin1');
  woff.writeUInt32BE(sfnt.readUInt32BE(0), 4);
  woff.writeUInt32BE(total, 8);
  woff.writeUInt16BE(numTables, 12);
  woff.writeUInt32BE(sfnt.length, 16);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const entry = 44 + index * 20;
    table.tag.copy(woff, entry);
    woff.writeUInt32BE(offset, entry + 4);
    woff.writeUInt32BE(table.stored.length, entry + 8);
    woff.writeUInt32BE(table.origLength, entry + 12);
    woff.writeUInt32BE(table.checksum, entry + 16);
    table.stored.copy(woff, offset);
    offset += pad(table.stored.length);
  });
  return woff;
}

/** The font with its glyph outlines overwritten by a pattern: a header that reads, tables that do not. */
export function damagedTtf(): Buffer {
  const bytes = Buffer.from(fixtureTtf);
  for (let index = 20_000; index < 60_000; index += 1) bytes[index] = (index * 7) & 0xff;
  return bytes;
}

/** The first part of the font: its table directory points past the end. */
export function truncatedTtf(): Buffer {
  return Buffer.from(fixtureTtf.subarray(0, Math.floor(fixtureTtf.length / 3)));
}

/** A PNG picture (to be sent as font.ttf). */
export async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
}

/**
 * A font whose character map is empty: the fixture with its cmap table's subtables count set to 0, so no character
 * has a glyph.
 */
export function fontWithoutGlyphs(): Buffer {
  const bytes = Buffer.from(fixtureTtf);
  const numTables = bytes.readUInt16BE(4);
  for (let index = 0; index < numTables; index += 1) {
    const record = 12 + index * 16;
    if (bytes.toString('latin1', record, record + 4) === 'cmap') bytes.writeUInt16BE(0, bytes.readUInt32BE(record + 8) + 2);
  }
  return bytes;
}

export function fontForm(bytes: Buffer, fileName: string, type = 'font/ttf', name?: string): FormData {
  const data = new FormData();
  if (name !== undefined) data.append('name', name);
  data.append('upload', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return data;
}

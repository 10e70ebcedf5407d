import { describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { checkSfnt, detectFontFormat, FontFileError, openCheckedFont, woffToSfnt } from '../../src/fonts/font-files';
import { fontReport, unicodeRangeOf, variationsOf } from '../../src/fonts/font-report';
import { fixtureTtf, fixtureWoff2, fontWithoutGlyphs, pngBytes, toWoff, truncatedTtf } from './font-files';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof FontFileError ? error.problem : String(error);
  }
  return undefined;
};

describe('font files', () => {
  it('tells the format from the first bytes, never from the name', async () => {
    expect(detectFontFormat(fixtureTtf)).toBe('ttf');
    expect(detectFontFormat(toWoff(fixtureTtf))).toBe('woff');
    expect(detectFontFormat(await fixtureWoff2())).toBe('woff2');
    expect(detectFontFormat(Buffer.from('OTTO....'))).toBe('otf');
    expect(detectFontFormat(Buffer.from('ttcf....'))).toBe('collection');
    expect(detectFontFormat(await pngBytes())).toBeUndefined();
    expect(detectFontFormat(Buffer.from('wO'))).toBeUndefined();
  });

  it('unwraps WOFF 1.0 to the very tables it wraps', () => {
    const sfnt = woffToSfnt(toWoff(fixtureTtf));
    const font = fontkit.create(sfnt) as fontkit.Font;
    expect(font.familyName).toBe('Source Code Pro');
    expect(font.numGlyphs).toBe((fontkit.create(fixtureTtf) as fontkit.Font).numGlyphs);
    const tables = (bytes: Buffer) =>
      Array.from({ length: bytes.readUInt16BE(4) }, (_, index) => {
        const record = 12 + index * 16;
        const offset = bytes.readUInt32BE(record + 8);
        return [bytes.toString('latin1', record, record + 4), bytes.subarray(offset, offset + bytes.readUInt32BE(record + 12)).toString('hex')];
      }).sort();
    expect(tables(sfnt)).toEqual(tables(fixtureTtf));
  });

  it('refuses a WOFF whose sizes do not add up, or whose tables do not inflate', () => {
    const woff = toWoff(fixtureTtf);
    expect(problemOf(() => woffToSfnt(woff.subarray(0, woff.length - 10)))).toBe('damagedFont');
    const lying = Buffer.from(woff);
    lying.writeUInt32BE(0xffffffff, 44 + 12); // first table's original length
    expect(problemOf(() => woffToSfnt(lying))).toBe('damagedFont');
    const scrambled = Buffer.from(woff);
    // A compressed table's zlib stream overwritten.
    const entry = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => 44 + index * 20).find((at) => woff.readUInt32BE(at + 8) < woff.readUInt32BE(at + 12))!;
    const offset = scrambled.readUInt32BE(entry + 4);
    scrambled.fill(0x55, offset, offset + 16);
    expect(problemOf(() => woffToSfnt(scrambled))).toBe('damagedFont');
  });

  it('checks the table directory of a TrueType file: every table inside the file', () => {
    expect(() => checkSfnt(fixtureTtf)).not.toThrow();
    expect(problemOf(() => checkSfnt(truncatedTtf()))).toBe('damagedFont');
    expect(problemOf(() => checkSfnt(fixtureTtf.subarray(0, 8)))).toBe('damagedFont');
  });

  it('opens a whole font, and refuses one without characters to draw', () => {
    expect(openCheckedFont(fixtureTtf).familyName).toBe('Source Code Pro');
    expect(problemOf(() => openCheckedFont(fontWithoutGlyphs()))).toBe('noGlyphs');
  });

  it('reports what the fixture has: ss01 and onum, its weight, style and characters', () => {
    const report = fontReport(fontkit.create(fixtureTtf) as fontkit.Font);
    expect(report).toMatchObject({ family: 'Source Code Pro', subfamily: 'Regular', weight: 400, style: 'normal', variations: ['n4'], axes: [] });
    expect(report.features).toEqual(expect.arrayContaining(['ss01', 'onum']));
    expect([...report.features].sort()).toEqual(report.features);
  });

  it('writes code points as a unicode-range and a weight as variations', () => {
    expect(unicodeRangeOf([0x41, 0x20, 0x42, 0x43, 0x1f600, 0x20])).toBe('U+0020,U+0041-0043,U+1F600');
    expect(variationsOf(700, 'italic', [])).toEqual(['i7']);
    expect(variationsOf(350, 'normal', [])).toEqual(['n4']);
    expect(variationsOf(400, 'normal', [{ tag: 'wght', name: 'Weight', min: 250, max: 1000, default: 400 }])).toEqual(['n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9']);
  });
});

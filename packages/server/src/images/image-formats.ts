// The picture types uploads accept, recognised by their bytes (never by the client's file name or type).

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const imageFormats: Record<ImageFormat, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  avif: { mime: 'image/avif', ext: 'avif' },
};

const formatByExt = new Map(Object.entries(imageFormats).map(([format, { ext }]) => [ext, format as ImageFormat]));

export function formatOfExt(ext: string): ImageFormat | undefined {
  return formatByExt.get(ext);
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
const AVIF_BRANDS = new Set(['avif', 'avis']);
// How far into an ftyp box compatible brands are read; real files list a handful.
const MAX_FTYP_BYTES = 64;

/** Magic numbers of the accepted types; 'svg' for SVG (refused, see routes/uploads.ts); undefined otherwise. */
export function detectImageFormat(bytes: Buffer): ImageFormat | 'svg' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), MAX_FTYP_BYTES, bytes.length);
    // Major brand at 8, then minor version, then compatible brands, four bytes each.
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    return brands.some((brand) => AVIF_BRANDS.has(brand)) ? 'avif' : undefined;
  }
  // SVG is text: an optional BOM, XML declaration, comments or doctype, then an <svg element.
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

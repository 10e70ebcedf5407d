// Pictures from the computer in e2e tests: PNG files made in the test and dropped onto the constructor's canvas as
// the browser drops files dragged from the desktop.
import { deflateSync } from 'node:zlib';
import type { JSHandle, Page } from '@playwright/test';

// A real PNG of one colour, made here so the server's decoder reads it (signature, IHDR, IDAT, IEND).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG of one colour, or with `noise` of random pixels (which does not compress: a file of about 3 bytes a pixel). */
export function png(width: number, height: number, [r, g, b]: [number, number, number], { noise = false } = {}): number[] {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rowOf = () => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(noise ? [r ^ (Math.random() * 64), g ^ (Math.random() * 64), b ^ (Math.random() * 64)] : [r, g, b], 1 + x * 3);
    return row;
  };
  const pixels = Buffer.concat(Array.from({ length: height }, rowOf));
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
  return [...bytes];
}

export interface FileSpec {
  name: string;
  type: string;
  bytes?: number[];
  /** A file of this many zero bytes (made in the page). */
  size?: number;
}

/** A DataTransfer holding files, as the browser gives one for files dragged from the computer. */
export function filesTransfer(page: Page, files: FileSpec[]): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle((specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      const data = spec.bytes ? new Uint8Array(spec.bytes) : new Uint8Array(spec.size ?? 0);
      transfer.items.add(new File([data], spec.name, { type: spec.type }));
    }
    return transfer;
  }, files);
}

/** Drags files over the canvas and drops them at a page point (at 100%: page px from the page's top-left corner). */
export async function dropFiles(page: Page, files: FileSpec[], at: { x: number; y: number }, { drop = true } = {}) {
  const pageBox = (await page.locator('.fo-canvas__page').boundingBox())!;
  const point = { clientX: pageBox.x + at.x, clientY: pageBox.y + at.y };
  const dataTransfer = await filesTransfer(page, files);
  const target = page.locator('.fo-overlay');
  await target.dispatchEvent('dragenter', { dataTransfer, ...point });
  await target.dispatchEvent('dragover', { dataTransfer, ...point });
  if (drop) await target.dispatchEvent('drop', { dataTransfer, ...point });
}

import sharp from 'sharp';

// Grain of ±16 levels on smooth gradients: a JPEG that compresses like a photo (about 8 MB at 24 megapixels and
// quality 90, as a camera's), where flat colour would shrink to almost nothing and pure noise would not compress.
const GRAIN = 32;
const CHANNELS = 3;
const QUALITY = 90;

/** A photo-like JPEG of width × height pixels, the same bytes every time (a fixed pseudo-random sequence). */
export async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.allocUnsafe(width * height * CHANNELS);
  let seed = 12345;
  const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // A linear congruential generator: fast, and the same picture on every run.
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const grain = (seed >>> 24) % GRAIN - GRAIN / 2;
      const i = (y * width + x) * CHANNELS;
      pixels[i] = clamp((x * 255) / width + grain);
      pixels[i + 1] = clamp((y * 255) / height + grain);
      pixels[i + 2] = clamp(128 + 64 * Math.sin(x / 300) * Math.cos(y / 200) + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: CHANNELS } }).jpeg({ quality: QUALITY }).toBuffer();
}

/** What a picture's bytes hold, e.g. `960×640 jpeg`: the benchmarks check a variant is the size asked for. */
export async function describePicture(bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes).metadata();
  return `${meta.width}×${meta.height} ${meta.format}`;
}

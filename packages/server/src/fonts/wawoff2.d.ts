// wawoff2 2.0.1 ships no types: Google's woff2 compiled to WebAssembly.
declare module 'wawoff2' {
  /** TrueType / OpenType bytes → WOFF2; rejects when the font cannot be converted. */
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
  /** WOFF2 bytes → TrueType / OpenType; rejects when the file is not valid WOFF2. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}

import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * The viewer's HTML of published pages, kept like their JSON (published-cache.ts): drawing a page is React's
 * renderToString of all its widgets, on the event loop, so a large page drawn per request starved every other
 * request (issue 11, finding 2). A document is kept per published entry and per what else changes it (the
 * route's key), bounded by bytes, least recently used first out.
 */

/** The encodings a kept document is sent in besides plain, in the order we prefer them. */
export const documentEncodings = ['br', 'gzip'] as const;
export type DocumentEncoding = (typeof documentEncodings)[number];

// Made once per document and kept, so a slower, smaller setting than the per-request compression (app.ts) pays.
const BROTLI_QUALITY = 9;
const GZIP_LEVEL = 9;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** What the route draws: the document, the policy it is sent with, until when it holds. */
export interface DrawnDocument {
  html: string;
  /** The Content-Security-Policy header: it names the document's inline scripts by hash. */
  policy: string;
  /** The first time a widget it draws expires (ms), from when it must be drawn again; Infinity for never. */
  validUntil: number;
}

export interface KeptDocument {
  readonly html: Buffer;
  readonly policy: string;
  readonly validUntil: number;
  /** The document compressed: made at the first request that asks for the encoding (zlib's threads, not the event loop), then kept. */
  encoded(encoding: DocumentEncoding): Promise<Buffer>;
}

interface Slot {
  owner: object;
  magId: string;
  document: KeptDocument;
  bytes: number;
}

export class PublishedDocuments {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;

  /**
   * @param maxBytes what all kept documents (plain and compressed) may hold together
   * @param maxDocumentBytes a larger document is sent but not kept, so one page cannot empty the memory for all others
   */
  constructor(
    private readonly maxBytes: number,
    private readonly maxDocumentBytes: number,
  ) {}

  /** The document kept for `owner` (the published entry it was drawn from) under `key`, while it holds. */
  get(owner: object, magId: string, key: string, now = Date.now()): KeptDocument | undefined {
    const id = slotId(magId, key);
    const slot = this.slots.get(id);
    if (!slot) return undefined;
    // Another entry (a newer version, a privacy change) or a widget expired since: drawn again.
    if (slot.owner !== owner || now >= slot.document.validUntil) {
      this.drop(id, slot);
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.slots.delete(id);
    this.slots.set(id, slot);
    return slot.document;
  }

  /** A kept document for what the route drew; kept only when `keep` (the entry is still the current one). */
  keep(owner: object, magId: string, key: string, drawn: DrawnDocument, keep: boolean): KeptDocument {
    const id = slotId(magId, key);
    const html = Buffer.from(drawn.html);
    const slot: Slot = { owner, magId, bytes: html.length, document: undefined as unknown as KeptDocument };
    const encodings = new Map<DocumentEncoding, Promise<Buffer>>();
    slot.document = {
      html,
      policy: drawn.policy,
      validUntil: drawn.validUntil,
      encoded: (encoding) => {
        let made = encodings.get(encoding);
        if (!made) {
          made = compress(html, encoding);
          encodings.set(encoding, made);
          void made.then(
            (bytes) => this.grow(id, slot, bytes.length),
            () => encodings.delete(encoding),
          );
        }
        return made;
      },
    };
    const previous = this.slots.get(id);
    if (previous) this.drop(id, previous);
    if (keep && html.length <= this.maxDocumentBytes) {
      this.slots.set(id, slot);
      this.bytes += slot.bytes;
      this.evict();
    }
    return slot.document;
  }

  /** Forgets every document of a project (published, unpublished, made private: published-cache.ts invalidate). */
  forget(magId: string): void {
    for (const [id, slot] of this.slots) if (slot.magId === magId) this.drop(id, slot);
  }

  /** Bytes held now (plain and compressed). */
  get size(): number {
    return this.bytes;
  }

  private grow(id: string, slot: Slot, bytes: number) {
    if (this.slots.get(id) !== slot) return;
    slot.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  private drop(id: string, slot: Slot) {
    if (this.slots.get(id) !== slot) return;
    this.slots.delete(id);
    this.bytes -= slot.bytes;
  }

  private evict() {
    for (const [id, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(id, slot);
    }
  }
}

const slotId = (magId: string, key: string) => `${magId}\n${key}`;

function compress(html: Buffer, encoding: DocumentEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return compressBrotli(html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
  }
  return compressGzip(html, { level: GZIP_LEVEL });
}

/**
 * The encoding to send a kept document in for an Accept-Encoding header: brotli, else gzip, else none (plain).
 * A q of 0 refuses an encoding; `*` stands for the ones not named.
 */
export function acceptedEncoding(header: string | undefined): DocumentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const any = weights.get('*') ?? 0;
  return documentEncodings.find((encoding) => (weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? any) > 0);
}

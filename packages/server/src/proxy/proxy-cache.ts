/** One answer the proxy passes on: its content type and bytes. */
export interface ProxiedAnswer {
  contentType: string;
  body: Buffer;
}

interface Entry extends ProxiedAnswer {
  expires: number;
}

/**
 * The proxy's answers, kept in memory per process (docs/security.md "The proxy"): each for `ttlMs`; at most
 * `maxEntries` of them and `maxBytes` of bodies, the least recently used going first. Only good answers are kept: a
 * refusal or a provider's error is asked again next time. Nothing is written anywhere, so a GET stays without effect.
 */
export class ProxyCache {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recently used.
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: { ttlMs: number; maxEntries: number; maxBytes: number }) {}

  get(key: string, now = Date.now()): ProxiedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, answer: ProxiedAnswer, now = Date.now()): void {
    // An answer larger than a quarter of the budget would push out most of the others for one address.
    if (answer.body.length > this.limits.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { ...answer, expires: now + this.limits.ttlMs });
    this.bytes += answer.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

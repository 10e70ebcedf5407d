import { createHash, randomBytes } from 'node:crypto';
import { viewCountConstants } from '@folio/model';

// At most this many visitor-and-project pairs are remembered (some 10 MB); past it the oldest are forgotten first,
// and a forgotten visitor's next view counts again.
const DEFAULT_MAX_VISITORS = 100_000;
const DAY_MS = 86_400_000;
const SALT_BYTES = 16;

/**
 * Who has viewed which project lately (docs/api.md "The viewer's calls"), so a visitor's views of a project count
 * once per window. A visitor is a digest of address, browser (user agent) and project, salted with random bytes that
 * change every day and never leave memory: nothing personal is stored, and yesterday's digests cannot be linked to
 * today's. Kept per process.
 */
export class VisitorViews {
  private readonly countedAt = new Map<string, number>();
  private salt = randomBytes(SALT_BYTES);
  private saltDay = -1;

  constructor(private readonly maxVisitors = DEFAULT_MAX_VISITORS) {}

  /** Whether this is the visitor's first view of the project in the window (and then it is remembered). */
  firstView(numId: number, address: string, userAgent: string, now = Date.now()): boolean {
    const day = Math.floor(now / DAY_MS);
    if (day !== this.saltDay) {
      // A new day's salt: the old digests can never match again.
      this.salt = randomBytes(SALT_BYTES);
      this.saltDay = day;
      this.countedAt.clear();
    }
    const key = createHash('sha256').update(this.salt).update(`${numId}\n${address}\n${userAgent}`).digest('base64url');
    const last = this.countedAt.get(key);
    if (last !== undefined && now - last < viewCountConstants.visitorWindowMs) return false;
    this.countedAt.delete(key);
    this.forgetOld(now);
    this.countedAt.set(key, now);
    return true;
  }

  get size(): number {
    return this.countedAt.size;
  }

  /** The digests remembered (for tests: they hold nothing readable). */
  keys(): IterableIterator<string> {
    return this.countedAt.keys();
  }

  // Entries are in the order they were counted: ended windows are at the front.
  private forgetOld(now: number): void {
    for (const [key, at] of this.countedAt) {
      if (now - at < viewCountConstants.visitorWindowMs && this.countedAt.size < this.maxVisitors) break;
      this.countedAt.delete(key);
    }
  }
}

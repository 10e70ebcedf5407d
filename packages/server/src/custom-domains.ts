import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db } from './db/database';
import { mags, users } from './db/schema';

// viewer-and-project.md §2, §4, §7: a project may be served on its own domain (at the root of the host),
// and a user's profile domain serves all their published projects at /{mag}/{page}.

const MAX_DOMAIN_LENGTH = 253; // DNS: a name is at most 253 characters written out…
const MAX_LABEL_LENGTH = 63; // …each label at most 63.
const label = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
// How long another server process may keep serving a domain after it was moved or removed.
const REVALIDATE_MS = 2000;
const MAX_ENTRIES = 1000;

/** A host name without its port, lowercase, without a trailing dot (`Mag.Example.com.:8080` → `mag.example.com`). */
export function hostOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  // [::1]:3000 keeps its brackets; anything else loses its port.
  const bare = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return bare.replace(/\.$/, '');
}

/** The host of an absolute URL (PUBLIC_URL), as hostOf() writes it. */
export function hostOfUrl(url: string): string {
  try {
    return hostOf(new URL(url).host);
  } catch {
    return '';
  }
}

/**
 * An author's domain as stored (lowercase, ASCII: an internationalised name becomes its punycode), or null
 * when it is not one: a DNS name of at least two labels, at most 253 characters, whose last label is not
 * a number; never an IP address, never the app's own host.
 */
export function normalizeDomain(value: string, appHost: string): string | null {
  const trimmed = value.trim().replace(/\.$/, '');
  if (!trimmed || trimmed.length > MAX_DOMAIN_LENGTH * 4 || isIP(trimmed) || isIP(trimmed.replace(/^\[|\]$/g, ''))) return null;
  // domainToASCII lowercases and turns Unicode into punycode; it answers '' for what no host name can be.
  const ascii = /^[\x21-\x7e]*$/.test(trimmed) ? trimmed.toLowerCase() : domainToASCII(trimmed);
  if (!ascii || ascii.length > MAX_DOMAIN_LENGTH) return null;
  const labels = ascii.split('.');
  if (labels.length < 2) return null;
  if (labels.some((part) => part.length > MAX_LABEL_LENGTH || !label.test(part))) return null;
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  if (isAppHost(ascii, appHost)) return null;
  return ascii;
}

/**
 * The app's own hosts: PUBLIC_URL's, localhost and any IP address (no custom domain can be one). Everything
 * else a viewer address is requested on is read as a custom domain.
 */
export function isAppHost(host: string, appHost: string): boolean {
  return host === appHost || host === '' || host === 'localhost' || isIP(host) !== 0 || isIP(host.replace(/^\[|\]$/g, '')) !== 0;
}

export type DomainTarget =
  /** A project's own domain: the project at the root. */
  | { kind: 'mag'; magId: string; numId: number }
  /** A user's profile domain: their projects at /{mag}/. */
  | { kind: 'user'; userId: string; userUri: string };

interface Entry {
  target: DomainTarget | null;
  checkedAt: number;
}

/** Which project or user a host serves; answers (unknown hosts too) are kept for two seconds. */
export class DomainDirectory {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  /** Forget what is known of these domains (after a change made in this process). */
  invalidate(...domains: (string | null | undefined)[]): void {
    for (const domain of domains) if (domain) this.entries.delete(domain);
  }

  async lookup(host: string): Promise<DomainTarget | null> {
    const cached = this.entries.get(host);
    if (cached && Date.now() - cached.checkedAt < REVALIDATE_MS) return cached.target;
    const target = await this.read(host);
    this.entries.delete(host);
    this.entries.set(host, { target, checkedAt: Date.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return target;
  }

  private async read(host: string): Promise<DomainTarget | null> {
    const [mag] = await this.db
      .select({ magId: mags.id, numId: mags.numId })
      .from(mags)
      .where(eq(mags.customDomain, host))
      .limit(1);
    if (mag) return { kind: 'mag', ...mag };
    const [user] = await this.db.select({ userId: users.id, userUri: users.uri }).from(users).where(eq(users.customDomain, host)).limit(1);
    return user ? { kind: 'user', ...user } : null;
  }
}

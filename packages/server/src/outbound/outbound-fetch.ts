import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Every request the server makes to an address someone else gave it (a video to convert from a URL, a page to
// proxy) goes through here (docs/security.md "Outbound requests"): only http(s); the host resolved, and refused when
// any of its addresses is loopback, private, link-local (cloud metadata), CGNAT, multicast or otherwise not public;
// the connection made to the very address checked (no second resolution to rebind); each redirect checked again;
// the size and the time capped.

export interface OutboundLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface OutboundResponse {
  /** The address finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/** Why a request was refused or ended, in words an author can read. */
export class OutboundRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: 'scheme' | 'address' | 'unresolved' | 'redirects' | 'size' | 'time' | 'network',
  ) {
    super(message);
  }
}

export const outboundMessages = {
  scheme: 'Only http and https addresses can be fetched',
  address: 'This address points inside a private network and cannot be fetched',
  unresolved: 'This address’s host could not be found',
  redirects: 'This address redirects too many times',
  size: (maxBytes: number) => `The file at this address is larger than ${Math.floor(maxBytes / 1_000_000)} MB`,
  time: 'This address took too long to answer',
  network: 'This address could not be reached',
} as const;

/** Addresses that are not on the public internet (IANA special-purpose registries). */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) identifiers
  ['fc00::', 7], // unique local (includes AWS's fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address written any way (compressed or not, a dotted IPv4 tail); else undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (isIP(dotted[1]!) !== 4) return undefined;
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string | undefined) => (half ? half.split(':').map((group) => parseInt(group, 16)) : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const groups = halves.length === 2 ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
const zeros = (groups: number[], from: number, to: number) => groups.slice(from, to).every((group) => group === 0);

/**
 * How an IPv6 address reaches an IPv4 one: the IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d, in any spelling),
 * IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) or 6to4 (2002:aabb:ccdd::) address; 'refused' for
 * tunnels whose far end cannot be checked here (Teredo 2001::/32, local-use NAT64 64:ff9b:1::/48); undefined for a
 * plain IPv6 address.
 */
function embeddedIpv4(groups: number[]): string | 'refused' | undefined {
  if (zeros(groups, 0, 5) && groups[5] === 0xffff) return ipv4Of(groups[6]!, groups[7]!);
  if (zeros(groups, 0, 4) && groups[4] === 0xffff && groups[5] === 0) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(groups, 2, 6)) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return 'refused';
  if (groups[0] === 0x2002) return ipv4Of(groups[1]!, groups[2]!);
  if (groups[0] === 0x2001 && groups[1] === 0) return 'refused';
  return undefined;
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  // A zone index (fe80::1%eth0) names an interface of this machine.
  if (family !== 6 || address.includes('%')) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const inner = embeddedIpv4(groups);
  if (inner === 'refused') return false;
  if (inner) return isPublicAddress(inner);
  return !notPublic.check(address, 'ipv6');
}

/**
 * A fixed answer for a host name, looked up before the resolver: its addresses, and the port to connect to instead
 * of the address's own when given (a test's or an operator's stand-in for a provider, OUTBOUND_HOSTS). The addresses
 * are checked like any other.
 */
export interface OutboundHost {
  addresses: string[];
  port?: number;
}

export interface OutboundOptions {
  limits: OutboundLimits;
  /** How hosts are resolved (the system's resolver unless a test gives its own). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
  /** Host names answered without the resolver, by their lower-case name. */
  hosts?: Readonly<Record<string, OutboundHost>>;
  /** Which resolved addresses may be connected to (public ones unless a test says otherwise). */
  addressAllowed?: (address: string) => boolean;
  /** The Accept header sent (any type unless given). */
  accept?: string;
  signal?: AbortSignal;
}

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** GETs an address someone gave, under the rules above; the body whole, within the size limit. */
export async function outboundFetch(address: string, options: OutboundOptions): Promise<OutboundResponse> {
  const { limits } = options;
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let url = parseAddress(address);
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, options, signal).catch((error: unknown) => {
      if (error instanceof OutboundRefusedError) throw error;
      if (timeout.aborted) throw new OutboundRefusedError(outboundMessages.time, 'time');
      throw new OutboundRefusedError(outboundMessages.network, 'network');
    });
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      if (redirects >= limits.maxRedirects) throw new OutboundRefusedError(outboundMessages.redirects, 'redirects');
      url = parseAddress(new URL(location, url).toString());
      continue;
    }
    const body = await readCapped(response, limits.maxBytes, timeout);
    return { url: url.toString(), status: response.statusCode ?? 0, contentType: response.headers['content-type'], body };
  }
}

function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundRefusedError(outboundMessages.scheme, 'scheme');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError(outboundMessages.scheme, 'scheme');
  if (url.username || url.password) throw new OutboundRefusedError(outboundMessages.scheme, 'scheme');
  return url;
}

/** Resolves the host and answers the one address to connect to, or refuses when any of its addresses is not allowed. */
async function checkedAddress(host: string, options: OutboundOptions): Promise<{ address: string; family: number }> {
  const allowed = options.addressAllowed ?? isPublicAddress;
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  const fixed = hostEntry(bare, options);
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else if (fixed) addresses = fixed.addresses.map((address) => ({ address, family: isIP(address) }));
  else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(bare);
    } catch {
      throw new OutboundRefusedError(outboundMessages.unresolved, 'unresolved');
    }
  }
  if (!addresses.length) throw new OutboundRefusedError(outboundMessages.unresolved, 'unresolved');
  // Every answer must be allowed: a host that also answers an inside address is refused whole.
  if (!addresses.every((entry) => allowed(entry.address))) throw new OutboundRefusedError(outboundMessages.address, 'address');
  return addresses[0]!;
}

const hostEntry = (host: string, options: OutboundOptions): OutboundHost | undefined =>
  options.hosts && Object.hasOwn(options.hosts, host.toLowerCase()) ? options.hosts[host.toLowerCase()] : undefined;

async function requestOnce(url: URL, options: OutboundOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const target = await checkedAddress(url.hostname, options);
  const port = hostEntry(url.hostname, options)?.port;
  // The connection goes to the address just checked, whatever the resolver would answer a moment later.
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'GET', lookup: pinned, signal, ...(port ? { port } : {}), headers: { host: url.host, 'user-agent': 'Folio', accept: options.accept ?? '*/*' } }, resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number, timeout: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundRefusedError(outboundMessages.size(maxBytes), 'size');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.destroy();
        throw new OutboundRefusedError(outboundMessages.size(maxBytes), 'size');
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw error;
    if (timeout.aborted) throw new OutboundRefusedError(outboundMessages.time, 'time');
    throw new OutboundRefusedError(outboundMessages.network, 'network');
  }
  return Buffer.concat(chunks);
}

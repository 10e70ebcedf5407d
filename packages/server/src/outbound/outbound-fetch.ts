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
  ['fc00::', 7], // unique local (includes AWS's fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = parseInt(match[2]!, 16);
  const low = parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address.toLowerCase());
  if (inner) return isPublicAddress(inner);
  return !notPublic.check(address, 'ipv6');
}

export interface OutboundOptions {
  limits: OutboundLimits;
  /** How hosts are resolved (the system's resolver unless a test gives its own). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
  /** Which resolved addresses may be connected to (public ones unless a test says otherwise). */
  addressAllowed?: (address: string) => boolean;
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
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
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

async function requestOnce(url: URL, options: OutboundOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const target = await checkedAddress(url.hostname, options);
  // The connection goes to the address just checked, whatever the resolver would answer a moment later.
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'GET', lookup: pinned, signal, headers: { 'user-agent': 'Folio', accept: '*/*' } }, resolve);
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

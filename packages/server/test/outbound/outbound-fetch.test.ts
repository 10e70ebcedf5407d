import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOutboundHosts } from '../../src/outbound/outbound-policy';
import { isPublicAddress, outboundFetch, outboundMessages, OutboundRefusedError, type OutboundOptions } from '../../src/outbound/outbound-fetch';

// docs/security.md "Outbound requests": the one way the server fetches an address someone gave it.
const LIMITS = { maxBytes: 1_000, timeoutMs: 1_000, maxRedirects: 3 };

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['100.128.0.1', true],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['255.255.255.255', false],
    ['198.18.0.1', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false],
    ['fc00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:a9fe:a9fe', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['::ffff:8.8.8.8', true],
    ['2606:4700::1111', true],
    ['2001:db8::1', false],
    ['not-an-address', false],
    // IPv4 inside IPv6 however it is spelt, and tunnels whose far end is not checked here.
    ['0:0:0:0:0:ffff:7f00:1', false],
    ['0000:0000:0000:0000:0000:FFFF:127.0.0.1', false],
    ['::ffff:0:7f00:1', false],
    ['::ffff:0:8.8.8.8', true],
    ['2002:7f00:1::1', false],
    ['2002:a9fe:a9fe::', false],
    ['2002:808:808::1', true],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['64:ff9b:1::a00:1', false],
    ['64:ff9b::808:808', true],
    ['fe80::1%eth0', false],
    ['3fff::1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('outboundFetch', () => {
  let server: Server;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url!);
      const path = request.url!;
      if (path === '/file') response.end('the file');
      else if (path === '/big') response.end('x'.repeat(2_000));
      else if (path === '/big-chunked') {
        response.write('x'.repeat(600));
        response.end('x'.repeat(600));
      } else if (path === '/slow') setTimeout(() => response.end('late'), 3_000);
      else if (path === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else if (path === '/to-metadata') response.writeHead(302, { location: 'http://metadata.example.test/latest/' }).end();
      else if (path === '/to-file') response.writeHead(301, { location: '/file' }).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // A stand-in for the internet: media.example.test is "public" and answered by the local server; every other name
  // resolves to what the test says. Only 127.0.0.1 (the stand-in) is let through, beside the real public rule.
  const names: Record<string, string[]> = { 'media.example.test': ['127.0.0.1'], 'metadata.example.test': ['169.254.169.254'], 'split.example.test': ['127.0.0.1', '10.0.0.7'] };
  const world = (resolved: string[] = []): OutboundOptions => ({
    limits: LIMITS,
    resolve: async (host) => {
      resolved.push(host);
      return (names[host] ?? []).map((address) => ({ address, family: 4 }));
    },
    addressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
  });
  const refused = async (promise: Promise<unknown>, reason: OutboundRefusedError['reason'], message: string) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(error).toMatchObject({ reason, message });
  };

  it('fetches a public address, following a redirect, each host resolved once and connected to as resolved', async () => {
    const resolved: string[] = [];
    const reply = await outboundFetch(`http://media.example.test:${port}/to-file`, world(resolved));
    expect(reply).toMatchObject({ status: 200, url: `http://media.example.test:${port}/file` });
    expect(reply.body.toString()).toBe('the file');
    expect(resolved).toEqual(['media.example.test', 'media.example.test']);
  });

  it('refuses loopback, private and link-local addresses by the real rule, named or literal, before connecting', async () => {
    const before = hits.length;
    for (const address of [`http://127.0.0.1:${port}/file`, `http://localhost:${port}/file`, `http://[::1]:${port}/file`, `http://[::ffff:127.0.0.1]:${port}/file`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/']) {
      await refused(outboundFetch(address, { limits: LIMITS }), 'address', outboundMessages.address);
    }
    expect(hits.length).toBe(before);
  });

  it('a fixed hosts entry answers without the resolver, on its own port, and is checked like any address', async () => {
    const resolved: string[] = [];
    const hosts = { 'poster.example.test': { addresses: ['127.0.0.1'], port }, 'inside.example.test': { addresses: ['10.0.0.9'] } };
    const reply = await outboundFetch('http://poster.example.test/file', { ...world(resolved), hosts });
    expect(reply.body.toString()).toBe('the file');
    expect(resolved).toEqual([]);
    await refused(outboundFetch('http://inside.example.test/file', { ...world(), hosts }), 'address', outboundMessages.address);
    await refused(outboundFetch('http://poster.example.test/file', { limits: LIMITS, hosts }), 'address', outboundMessages.address);
  });

  it('refuses a host that answers an inside address among public ones', async () => {
    await refused(outboundFetch(`http://split.example.test:${port}/file`, world()), 'address', outboundMessages.address);
  });

  it('checks every redirect again: one to the metadata address is refused', async () => {
    await refused(outboundFetch(`http://media.example.test:${port}/to-metadata`, world()), 'address', outboundMessages.address);
  });

  it('refuses other schemes and addresses with credentials', async () => {
    for (const address of ['file:///etc/passwd', 'ftp://media.example.test/a', 'gopher://127.0.0.1:6379/_INFO', `http://user:secret@media.example.test:${port}/file`, 'not a url']) {
      await refused(outboundFetch(address, world()), 'scheme', outboundMessages.scheme);
    }
  });

  it('caps the size, declared or not', async () => {
    await refused(outboundFetch(`http://media.example.test:${port}/big`, world()), 'size', outboundMessages.size(LIMITS.maxBytes));
    await refused(outboundFetch(`http://media.example.test:${port}/big-chunked`, world()), 'size', outboundMessages.size(LIMITS.maxBytes));
  });

  it('caps the time and the redirects; an unknown host is said so', async () => {
    await refused(outboundFetch(`http://media.example.test:${port}/slow`, { ...world(), limits: { ...LIMITS, timeoutMs: 200 } }), 'time', outboundMessages.time);
    await refused(outboundFetch(`http://media.example.test:${port}/loop`, world()), 'redirects', outboundMessages.redirects);
    await refused(outboundFetch('http://nowhere.example.test/', world()), 'unresolved', outboundMessages.unresolved);
  });
});

describe('OUTBOUND_HOSTS', () => {
  it('reads name=address and name=address:port entries, IPv6 in brackets; a name may be given twice', () => {
    expect(parseOutboundHosts('I.ytimg.com=127.0.0.2:4567, vimeo.com=127.0.0.2,vimeo.com=[::1]:80')).toEqual({
      'i.ytimg.com': { addresses: ['127.0.0.2'], port: 4567 },
      'vimeo.com': { addresses: ['127.0.0.2', '::1'], port: 80 },
    });
    expect(parseOutboundHosts(undefined)).toEqual({});
  });

  it('anything else stops the start with the entry named', () => {
    for (const entry of ['vimeo.com', 'vimeo.com=somewhere', 'vimeo.com=127.0.0.2:99999', '=127.0.0.1', 'a b=127.0.0.1']) {
      expect(() => parseOutboundHosts(entry), entry).toThrow(`"${entry}"`);
    }
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyConstants, proxyMessages } from '@folio/model';
import { Client, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { outboundMessages } from '../../src/outbound/outbound-fetch';

// GET /api/proxy/?url= (docs/api.md "Proxy", docs/security.md "The proxy"): oEmbed JSON and poster pictures for signed-in
// authors, under the outbound rules. The stand-in for the internet is a server on 127.0.0.2 (let through by
// OUTBOUND_ALLOW, as in e2e), named media.example.test by OUTBOUND_HOSTS; the other names OUTBOUND_HOSTS gives resolve to
// addresses inside a network, and must be refused. Loopback proper (127.0.0.1, where the app itself listens) stays refused.

const STAND_IN = '127.0.0.2';
const OEMBED = { type: 'video', provider_name: 'Vimeo', thumbnail_url: 'https://i.vimeocdn.com/video/452001751-d_640', html: '<iframe></iframe>' };

describe.each(drivers)('GET /api/proxy/ on %s', (driver) => {
  let stub: Server;
  let stubPort: number;
  let server: TestServer;
  let author: Client;
  let visitor: Client;
  let jpeg: Buffer;
  let png: Buffer;
  const hits: string[] = [];
  // Requests the stand-in holds until the test lets them go.
  const held: ServerResponse[] = [];

  const media = (path: string) => `http://media.example.test:${stubPort}${path}`;
  const ask = (client: Client, url: string) => client.get(`/api/proxy/?url=${encodeURIComponent(url)}`);
  const release = () => {
    for (const response of held.splice(0)) response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  };

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } } }).png().toBuffer();
    stub = createServer((request: IncomingMessage, response: ServerResponse) => {
      const path = request.url!.split('?')[0]!;
      hits.push(path);
      const send = (type: string, body: string | Buffer) => response.writeHead(200, { 'content-type': type }).end(body);
      const redirect = (location: string) => response.writeHead(302, { location }).end();
      switch (path) {
        case '/oembed.json':
          return send('application/json; charset=utf-8', JSON.stringify(OEMBED));
        case '/oembed-typed':
          return send('application/json+oembed', JSON.stringify(OEMBED));
        case '/poster.jpg':
        case '/counted.jpg':
          return send('image/jpeg', jpeg);
        case '/poster.png':
          return send('image/png', png);
        case '/page.html':
          return send('text/html', '<!doctype html><script>alert(1)</script>');
        case '/script.js':
          return send('application/javascript', 'alert(1)');
        case '/drawing.svg':
          return send('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        case '/untyped':
          return response.end(jpeg);
        case '/liar.jpg':
          return send('image/jpeg', '<!doctype html><p>not a picture</p>');
        case '/broken.json':
          return send('application/json', '{"thumbnail_url": ');
        case '/big.jpg':
          return response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(proxyConstants.maxBytes + 1) }).end();
        case '/big-chunked.jpg': {
          response.writeHead(200, { 'content-type': 'image/jpeg' });
          const chunk = Buffer.alloc(1_000_000, 0xff);
          for (let sent = 0; sent <= proxyConstants.maxBytes; sent += chunk.length) response.write(chunk);
          return response.end();
        }
        case '/slow.jpg':
          // The head at once, the body never: only the time cap ends it.
          response.writeHead(200, { 'content-type': 'image/jpeg' });
          response.write(jpeg.subarray(0, 10));
          return;
        case '/hold.png':
          held.push(response);
          return;
        case '/to-poster':
          return redirect('/poster.jpg');
        case '/to-loopback':
          return redirect(`http://127.0.0.1:${new URL(server.baseUrl).port}/api/health`);
        case '/to-metadata':
          return redirect('http://169.254.169.254/latest/meta-data/');
        case '/to-inside-name':
          return redirect('http://inside.example.test/');
        case '/to-v6-loopback':
          return redirect(`http://[::1]:${new URL(server.baseUrl).port}/api/health`);
        case '/to-file':
          return redirect('file:///etc/passwd');
        case '/loop':
          return redirect('/loop');
        default:
          return response.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
      }
    });
    await new Promise<void>((resolve) => stub.listen(0, STAND_IN, resolve));
    stubPort = (stub.address() as AddressInfo).port;
    server = await startTestServer(driver, {
      outboundAllowed: [STAND_IN],
      outboundHosts: {
        'media.example.test': { addresses: [STAND_IN], port: stubPort },
        'inside.example.test': { addresses: ['10.0.0.5'] },
        'metadata.example.test': { addresses: ['169.254.169.254'] },
        'cgnat.example.test': { addresses: ['100.64.12.34'] },
        'v6-loopback.example.test': { addresses: ['::1'] },
        'v6-ula.example.test': { addresses: ['fd12:3456::1'] },
        'mapped.example.test': { addresses: ['0:0:0:0:0:ffff:7f00:1'] },
        'split.example.test': { addresses: [STAND_IN, '192.168.0.10'], port: stubPort },
      },
    });
    author = await signUp(server.baseUrl, 'Proxy Author');
    visitor = new Client(server.baseUrl);
  });
  afterAll(async () => {
    release();
    await server.close();
    stub.closeAllConnections();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  describe('what it passes on', () => {
    it('oEmbed JSON: 200 as JSON, the same data, never cached by the browser past an hour', async () => {
      for (const path of ['/oembed.json', '/oembed-typed']) {
        const reply = await ask(author, media(path));
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(reply.body).toEqual(OEMBED);
      }
      const reply = await ask(author, media('/oembed.json'));
      expect(reply.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    });

    it('a poster picture: its bytes, as the type its bytes are; after a redirect too', async () => {
      const jpegReply = await ask(author, media('/poster.jpg'));
      expect(jpegReply.status).toBe(200);
      expect(jpegReply.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.compare(jpegReply.body, jpeg)).toBe(0);
      const pngReply = await ask(author, media('/poster.png'));
      expect(pngReply.headers.get('content-type')).toBe('image/png');
      const redirected = await ask(author, media('/to-poster'));
      expect(redirected.status).toBe(200);
      expect(Buffer.compare(redirected.body, jpeg)).toBe(0);
    });

    it('keeps an answer: the second ask of an address is answered without fetching it again', async () => {
      const before = hits.filter((path) => path === '/counted.jpg').length;
      const first = await ask(author, media('/counted.jpg'));
      const second = await ask(author, media('/counted.jpg'));
      expect([first.status, second.status]).toEqual([200, 200]);
      expect([first.headers.get('x-folio-proxy-cache'), second.headers.get('x-folio-proxy-cache')]).toEqual(['miss', 'hit']);
      expect(Buffer.compare(second.body, jpeg)).toBe(0);
      expect(hits.filter((path) => path === '/counted.jpg').length - before).toBe(1);
    });
  });

  describe('who may ask, and what', () => {
    it('a visitor (no session) gets 401 and nothing is fetched', async () => {
      const before = hits.length;
      const reply = await ask(visitor, media('/poster.jpg'));
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Not signed in', statusCode: 401 });
      expect(hits.length).toBe(before);
    });

    it.each([
      ['no url', '/api/proxy/', 'url'],
      ['an empty url', '/api/proxy/?url=', 'url'],
      ['two urls', `/api/proxy/?url=a&url=b`, 'url'],
      ['an unknown parameter', `/api/proxy/?url=${encodeURIComponent('https://vimeo.com/api/oembed.json')}&callback=x`, 'callback'],
      ['a url past its limit', `/api/proxy/?url=${encodeURIComponent(`https://vimeo.com/${'a'.repeat(proxyConstants.maxUrlLength)}`)}`, 'url'],
      ['no address at all', `/api/proxy/?url=${encodeURIComponent('not an address')}`, 'url'],
      ['a relative address', `/api/proxy/?url=${encodeURIComponent('/api/health')}`, 'url'],
    ])('%s → 400 naming the field', async (_name, path, field) => {
      const before = hits.length;
      const reply = await author.get(path);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body).toMatchObject({ message: expect.any(String), statusCode: 400, errors: [expect.objectContaining({ path: field })] });
      expect(hits.length).toBe(before);
    });

    it('content types it does not exist for are refused with 415 and a clear message: HTML, script, SVG, no type', async () => {
      for (const [path, type] of [['/page.html', 'text/html'], ['/script.js', 'application/javascript'], ['/drawing.svg', 'image/svg+xml'], ['/untyped', '']] as const) {
        const reply = await ask(author, media(path));
        expect(reply.status, path).toBe(415);
        expect(reply.body).toEqual({ message: proxyMessages.contentType(type), statusCode: 415 });
      }
    });

    it('an answer that is not what it says is refused (502): a "picture" of HTML, broken JSON; a provider’s 404 too', async () => {
      expect((await ask(author, media('/liar.jpg'))).body).toEqual({ message: proxyMessages.notPicture, statusCode: 502 });
      expect((await ask(author, media('/broken.json'))).body).toEqual({ message: proxyMessages.notJson, statusCode: 502 });
      expect((await ask(author, media('/missing.jpg'))).body).toEqual({ message: proxyMessages.upstreamStatus(404), statusCode: 502 });
    });
  });

  describe('SSRF: nothing inside a network is reached', () => {
    // An author of its own: these asks would use up another's share of the minute.
    let prober: Client;
    beforeAll(async () => {
      prober = await signUp(server.baseUrl, 'Probing Author');
    });
    const appPort = () => new URL(server.baseUrl).port;
    // [what, address, status, message]
    type Refusal = [string, () => string, number, string];
    const inside = (what: string, address: () => string): Refusal => [what, address, 403, outboundMessages.address];
    const refused: Refusal[] = [
      inside('the app itself on loopback', () => `http://127.0.0.1:${appPort()}/api/health`),
      inside('localhost (a DNS name of loopback)', () => `http://localhost:${appPort()}/api/health`),
      inside('127.x beyond .1', () => 'http://127.1.2.3/'),
      inside('IPv4 as one decimal number', () => `http://2130706433:${appPort()}/`),
      inside('IPv4 in hex parts', () => `http://0x7f.1:${appPort()}/`),
      inside('IPv4 as one hex number', () => `http://0x7f000001:${appPort()}/`),
      inside('IPv4 in octal', () => `http://0177.0.0.1:${appPort()}/`),
      inside('0.0.0.0', () => `http://0.0.0.0:${appPort()}/`),
      inside('the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'),
      inside('CGNAT 100.64/10', () => 'http://100.64.0.1/'),
      inside('private 10/8', () => 'http://10.0.0.1/'),
      inside('private 172.16/12', () => 'http://172.16.5.4/'),
      inside('private 192.168/16', () => 'http://192.168.1.1/'),
      inside('multicast 224/4', () => 'http://224.0.0.1/'),
      inside('IPv6 loopback', () => `http://[::1]:${appPort()}/`),
      inside('IPv6 unspecified', () => `http://[::]:${appPort()}/`),
      inside('IPv6 link-local', () => 'http://[fe80::1]/'),
      inside('IPv6 unique-local (AWS metadata)', () => 'http://[fd00:ec2::254]/'),
      inside('IPv6 multicast', () => 'http://[ff02::1]/'),
      inside('IPv4-mapped IPv6, dotted', () => `http://[::ffff:127.0.0.1]:${appPort()}/`),
      inside('IPv4-mapped IPv6, hex', () => `http://[::ffff:7f00:1]:${appPort()}/`),
      inside('IPv4-mapped metadata', () => 'http://[::ffff:a9fe:a9fe]/'),
      inside('NAT64 of the metadata address', () => 'http://[64:ff9b::a9fe:a9fe]/'),
      inside('6to4 of loopback', () => 'http://[2002:7f00:1::1]/'),
      inside('a name that resolves to 10.0.0.5', () => 'http://inside.example.test/'),
      inside('a name that resolves to the metadata address', () => 'http://metadata.example.test/latest/meta-data/'),
      inside('a name that resolves to CGNAT', () => 'http://cgnat.example.test/'),
      inside('a name that resolves to ::1', () => 'http://v6-loopback.example.test/'),
      inside('a name that resolves to a unique-local address', () => 'http://v6-ula.example.test/'),
      inside('a name that resolves to loopback written as mapped IPv6', () => 'http://mapped.example.test/'),
      inside('a name that also resolves to a private address', () => `http://split.example.test:${stubPort}/poster.jpg`),
      inside('a redirect to loopback', () => media('/to-loopback')),
      inside('a redirect to the metadata address', () => media('/to-metadata')),
      inside('a redirect to a name that resolves inside', () => media('/to-inside-name')),
      inside('a redirect to IPv6 loopback', () => media('/to-v6-loopback')),
      ['a redirect to file:', () => media('/to-file'), 400, outboundMessages.scheme],
      ['a redirect loop', () => media('/loop'), 502, outboundMessages.redirects],
      ['file:', () => 'file:///etc/passwd', 400, outboundMessages.scheme],
      ['gopher:', () => 'gopher://127.0.0.1:6379/_INFO', 400, outboundMessages.scheme],
      ['ftp:', () => 'ftp://media.example.test/poster.jpg', 400, outboundMessages.scheme],
      ['data:', () => 'data:image/png;base64,iVBORw0KGgo=', 400, outboundMessages.scheme],
      ['credentials in the address', () => `http://user:secret@media.example.test:${stubPort}/poster.jpg`, 400, proxyMessages.credentials],
      ['a user name alone', () => `http://user@media.example.test:${stubPort}/poster.jpg`, 400, proxyMessages.credentials],
      ['a body larger than the cap, declared', () => media('/big.jpg'), 502, outboundMessages.size(proxyConstants.maxBytes)],
      ['a body larger than the cap, not declared', () => media('/big-chunked.jpg'), 502, outboundMessages.size(proxyConstants.maxBytes)],
    ];

    it.each(refused.map(([name, address, status, message]) => [name, status, address, message] as const))('%s → %i, nothing inside reached', async (_name, status, address, message) => {
      const before = hits.filter((path) => !path.startsWith('/to-') && path !== '/loop' && !path.startsWith('/big')).length;
      const reply = await ask(prober, address());
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      expect(reply.body).toMatchObject({ message, statusCode: status });
      if (status === 400) expect(reply.body.errors).toEqual([{ path: 'url', message }]);
      // The stand-in saw no request but the redirecting (or oversized) one itself.
      expect(hits.filter((path) => !path.startsWith('/to-') && path !== '/loop' && !path.startsWith('/big')).length).toBe(before);
    });

    it(`a body that never ends is cut at ${proxyConstants.timeoutMs} ms (504)`, async () => {
      const started = Date.now();
      const reply = await ask(prober, media('/slow.jpg'));
      expect(reply.status).toBe(504);
      expect(reply.body).toEqual({ message: outboundMessages.time, statusCode: 504 });
      expect(Date.now() - started).toBeLessThan(proxyConstants.timeoutMs + 2_000);
    }, 15_000);
  });

  describe('one client cannot hold the server', () => {
    it(`past ${proxyConstants.maxRequestsPerUser} asks a minute an author gets 429 with Retry-After; others are not held back`, async () => {
      const eager = await signUp(server.baseUrl, 'Eager Author');
      await ask(eager, media('/oembed.json'));
      const replies = [];
      for (let n = 1; n < proxyConstants.maxRequestsPerUser; n++) replies.push((await ask(eager, media('/oembed.json'))).status);
      expect(replies.every((status) => status === 200)).toBe(true);
      const over = await ask(eager, media('/oembed.json'));
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ message: proxyMessages.tooManyRequests, statusCode: 429 });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await ask(author, media('/oembed.json'))).status).toBe(200);
    });

    it(`an author has at most ${proxyConstants.maxFetchesPerUser} fetches under way (429), the process at most ${proxyConstants.maxFetches} (503)`, async () => {
      const people = [];
      for (let n = 0; n < Math.ceil(proxyConstants.maxFetches / proxyConstants.maxFetchesPerUser); n++) people.push(await signUp(server.baseUrl, `Busy Author ${n}`));
      const [first] = people;
      // Each address its own, so no ask waits on another's fetch.
      let n = 0;
      const hold = (client: Client) => ask(client, media(`/hold.png?n=${(n += 1)}`));
      const mine = Array.from({ length: proxyConstants.maxFetchesPerUser }, () => hold(first!));
      await expect.poll(() => held.length).toBe(proxyConstants.maxFetchesPerUser);
      const fifth = await hold(first!);
      expect(fifth.status).toBe(429);
      expect(fifth.body).toEqual({ message: proxyMessages.tooManyAtOnce, statusCode: 429 });

      const others = people.slice(1).flatMap((person) => Array.from({ length: proxyConstants.maxFetchesPerUser }, () => hold(person)));
      await expect.poll(() => held.length).toBe(proxyConstants.maxFetches);
      const busy = await ask(author, media('/hold.png?n=last'));
      expect(busy.status).toBe(503);
      expect(busy.body).toEqual({ message: proxyMessages.busy, statusCode: 503 });
      expect(busy.headers.get('retry-after')).toBe('1');
      // A kept answer needs no fetch: it is served all the same.
      expect((await ask(author, media('/oembed.json'))).status).toBe(200);

      release();
      const done = await Promise.all([...mine, ...others]);
      expect(done.map((reply) => reply.status).every((status) => status === 200)).toBe(true);
      // Once they ended, the author may fetch again.
      const again = hold(first!);
      await expect.poll(() => held.length).toBe(1);
      release();
      expect((await again).status).toBe(200);
    });
  });
});

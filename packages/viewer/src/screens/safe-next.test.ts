import { describe, expect, it } from 'vitest';
import { nextAddress } from './safe-next';

const ORIGIN = 'https://folio.example';
const next = (value: string) => nextAddress(`?next=${encodeURIComponent(value)}`, ORIGIN);

describe('after signing in (the login view, ?next=)', () => {
  it('goes on to a path on this host, with its query and hash', () => {
    expect(nextAddress('?next=%2Fstart-with-template%2Fabc%2F', ORIGIN)).toBe('/start-with-template/abc/');
    expect(next('/edit/12/')).toBe('/edit/12/');
    expect(next('/edit/12/?page=2&x=%2F#top')).toBe('/edit/12/?page=2&x=%2F#top');
    expect(next('/')).toBe('/');
    // An encoded slash stays inside the path: the browser asks this host for it.
    expect(next('/%2F/evil.example/')).toBe('/%2F/evil.example/');
  });

  it('never to another site or a script', () => {
    for (const value of ['https://evil.example/', '//evil.example/', '/\\evil.example/', '\\\\evil.example', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', '', 'edit/12/']) {
      expect(next(value), value).toBeUndefined();
    }
    expect(nextAddress('', ORIGIN)).toBeUndefined();
  });

  it('finding 6: /%09/evil.example/ and other characters the browser drops never lead off the host', () => {
    // The raw query as the attacker writes it: %09 decodes to a tab, which the URL parser removes, leaving //evil.example/.
    expect(nextAddress('?next=/%09/evil.example/', ORIGIN)).toBeUndefined();
    for (const value of ['/\t/evil.example/', '/\n/evil.example/', '/\r/evil.example/', '/\t\\evil.example/', '\t//evil.example/', ' //evil.example/', '/\u0000/evil.example/']) {
      expect(next(value), JSON.stringify(value)).toBeUndefined();
    }
    // Encoded once more in the query: decoded once, these are the same tricks.
    for (const raw of ['?next=%2F%09%2Fevil.example%2F', '?next=%2F%5Cevil.example', '?next=%2F%2Fevil.example', '?next=%2F%0A%2Fevil.example', '?next=javascript%3Aalert(1)']) {
      expect(nextAddress(raw, ORIGIN), raw).toBeUndefined();
    }
    // Dot segments that would leave a path starting with two slashes.
    expect(next('/.//evil.example/')).toBeUndefined();
    expect(next('/x/..//evil.example/')).toBeUndefined();
  });

  it('finding 6: an address on another origin of the same host name is refused too', () => {
    expect(next('http://folio.example/edit/1/')).toBeUndefined();
    expect(next('https://folio.example:8443/edit/1/')).toBeUndefined();
  });
});

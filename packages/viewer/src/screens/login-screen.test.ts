import { describe, expect, it } from 'vitest';
import { nextAddress } from './login-screen';

describe('after signing in (the login view, ?next=)', () => {
  it('goes on to a path on this host', () => {
    expect(nextAddress('?next=%2Fstart-with-template%2Fabc%2F')).toBe('/start-with-template/abc/');
    expect(nextAddress('?next=/edit/12/')).toBe('/edit/12/');
  });

  it('never to another site or a script', () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)', '']) {
      expect(nextAddress(`?next=${encodeURIComponent(next)}`)).toBeUndefined();
    }
    expect(nextAddress('')).toBeUndefined();
  });
});

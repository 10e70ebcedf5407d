import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

// The README's word: data lives in data/ at the repository's root, whatever folder the server starts in (`npm start`
// runs in packages/server); DATA_DIR moves it.
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('where the data lives', () => {
  it('is data/ at the repository’s root by default, its blobs in data/blobs', () => {
    const config = loadConfig({});
    expect(config.dataDir).toBe(join(repositoryRoot, 'data'));
    expect(config.blobDir).toBe(join(repositoryRoot, 'data', 'blobs'));
  });

  it('is DATA_DIR when it is set (relative to where the server starts)', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/folio-data' }).dataDir).toBe('/tmp/folio-data');
    expect(loadConfig({ DATA_DIR: 'here' }).dataDir).toBe(resolve('here'));
  });
});

describe('the sites origin (SITES_URL)', () => {
  it('is sites.localhost on the server\'s port by default, an origin without its trailing slash when set', () => {
    expect(loadConfig({ PORT: '3456' }).sitesUrl).toBe('http://sites.localhost:3456');
    expect(loadConfig({ SITES_URL: 'https://sites.folio-pages.example/' }).sitesUrl).toBe('https://sites.folio-pages.example');
  });
  it('refuses what is not an http(s) origin', () => {
    for (const bad of ['sites', 'ftp://sites.example', 'https://sites.example/path']) expect(() => loadConfig({ SITES_URL: bad }), bad).toThrow(/SITES_URL/);
  });
});

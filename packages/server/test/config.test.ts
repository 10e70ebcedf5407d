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

describe('blob storage on S3 (S3_*)', () => {
  const s3Env = {
    S3_ENDPOINT: 'https://s3.example.com/',
    S3_BUCKET: 'folio-blobs',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off (blobs on disk) when no S3_* is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('takes the four settings, the endpoint without its trailing slash; region us-east-1 and path-style addresses unless set', () => {
    expect(loadConfig(s3Env).s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'folio-blobs',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3Env, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
  });

  it('refuses some of the four without the others, naming the missing ones', () => {
    expect(() => loadConfig({ S3_BUCKET: 'folio-blobs' })).toThrow(
      'S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    for (const name of Object.keys(s3Env)) {
      const partial: Record<string, string> = { ...s3Env };
      delete partial[name];
      expect(() => loadConfig(partial), name).toThrow(new RegExp(`missing ${name}$`));
    }
    // An empty value is a missing one.
    expect(() => loadConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/missing S3_SECRET_ACCESS_KEY$/);
  });

  it('refuses an endpoint that is not an address', () => {
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 's3.example.com' })).toThrow('S3_ENDPOINT must be an http(s) address, got "s3.example.com"');
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow('S3_ENDPOINT must be an http(s) address, got "ftp://s3.example.com"');
  });
});

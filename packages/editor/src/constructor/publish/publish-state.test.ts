import { describe, expect, it } from 'vitest';
import { liveAddress, publishStateOf, searchPreviewOf, sharePreviewOf, type PublishRow } from './publish-state';

const row = (fields: Partial<PublishRow> = {}): PublishRow => ({
  num_id: 7,
  uri: 'draft-name',
  published_uri: 'spring',
  is_published: true,
  published: '2026-11-27T05:00:00.000Z',
  updated: '2026-11-27T05:00:00.500Z',
  ...fields,
});

describe('publishStateOf', () => {
  it('says a project was never published', () => {
    expect(publishStateOf(row({ is_published: false, published: null }))).toEqual({ kind: 'never' });
  });
  it('says a live project is up to date when its draft has not changed since the publish', () => {
    expect(publishStateOf(row())).toEqual({ kind: 'live', published: '2026-11-27T05:00:00.000Z', changed: false });
  });
  it('says the draft changed after an edit saved later, or with edits still pending', () => {
    expect(publishStateOf(row({ updated: '2026-11-27T05:10:00.000Z' }))).toMatchObject({ kind: 'live', changed: true });
    expect(publishStateOf(row(), true)).toMatchObject({ kind: 'live', changed: true });
  });
  it('says an unpublished project was published before', () => {
    expect(publishStateOf(row({ is_published: false }))).toEqual({ kind: 'unpublished', published: '2026-11-27T05:00:00.000Z' });
  });
});

describe('liveAddress', () => {
  it('is the published uri under the author, not the draft’s', () => {
    expect(liveAddress(row(), 'ann', 'https://folio.test', null)).toBe('https://folio.test/ann/spring/');
  });
  it('falls back to the number, is the custom domain when one is connected, and is null while unpublished', () => {
    expect(liveAddress(row({ published_uri: null }), 'ann', 'https://folio.test', null)).toBe('https://folio.test/ann/7/');
    expect(liveAddress(row(), 'ann', 'https://folio.test', 'mag.example.com')).toBe('https://mag.example.com/');
    expect(liveAddress(row({ is_published: false }), 'ann', 'https://folio.test', null)).toBeNull();
  });
});

describe('share and search previews', () => {
  const project = { title: 'Spring issue', description: 'Stories of the season' };
  it('take the SEO title and description before the page and project ones', () => {
    const page = { title: 'Cover', seo: { title: 'The spring cover', description: 'Flowers' } };
    expect(searchPreviewOf({ project, page })).toEqual({ title: 'The spring cover', description: 'Flowers' });
    expect(sharePreviewOf({ project, page }, 'https://folio.test/ann/spring/')).toEqual({
      title: 'The spring cover',
      description: 'Flowers',
      image: null,
      domain: 'folio.test',
      url: 'folio.test/ann/spring',
    });
  });
  it('give the share fields first on the card, with the share picture, else the screenshot', () => {
    const page = { title: 'Cover', custom_shares: { title: 'Shared title', image: 'https://cdn.test/a.jpg' }, screenshot: 'https://cdn.test/s.png' };
    expect(sharePreviewOf({ project, page }, 'https://mag.example.com/')).toMatchObject({ title: 'Shared title', description: 'Stories of the season', image: 'https://cdn.test/a.jpg', domain: 'mag.example.com' });
    expect(sharePreviewOf({ project, page: { title: '', screenshot: 'https://cdn.test/s.png' } }, 'https://folio.test/ann/7/')).toMatchObject({ title: 'Spring issue', image: 'https://cdn.test/s.png' });
  });
});

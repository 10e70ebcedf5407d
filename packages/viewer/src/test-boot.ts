// Test helper (not shipped: nothing in the bundle imports it): the boot data the server produces for a
// five-page project, its first page loaded with one text widget.
import type { Widget } from '@folio/model';
import type { BootData, LoadedPage, PageSummary, PublishedMag } from './types';

export const sampleUris = ['', 'shapes', 'pictures', 'video', 'end'];

export function samplePages(): PageSummary[] {
  return sampleUris.map((uri, i) => ({ _id: `page${i + 1}`, num: i + 1, num_id: 500 + i, uri: uri || null, title: `Page title ${i + 1}`, height: 800 }));
}

export function sampleMag(overrides: Partial<PublishedMag> = {}): PublishedMag {
  return {
    _id: 'mag1',
    num_id: 77,
    uri: 'demo',
    title: 'Demo mag',
    description: 'A demo',
    opts: {},
    user: { _id: 'u1', name: 'Ada', uri: 'ada', isMe: false },
    published: '2024-05-01T00:00:00.000Z',
    is_published: true,
    is_private: false,
    pages: samplePages(),
    ...overrides,
  };
}

export const helloWidget = {
  _id: 'w1',
  pid: 'page1',
  type: 'text',
  version: 2,
  text: '<p>Hello</p>',
  x: 10,
  y: 20,
  w: 300,
  h: 40,
  z: 1,
} as unknown as Widget;

export function sampleBoot(overrides: Partial<BootData> = {}): BootData {
  const mag = overrides.mag ?? sampleMag();
  const first: LoadedPage = { ...mag.pages[0]!, wids: [helloWidget] };
  return {
    env: 'viewer',
    embed: false,
    screen: { kind: 'mag' },
    mag,
    numId: mag.num_id,
    pageIndex: 0,
    pages: { [first._id]: first },
    publicUrl: 'http://localhost:3000',
    customDomain: false,
    domainUrl: null,
    viewport: 'default',
    deviceClass: 'desktop',
    now: Date.parse('2024-06-01T00:00:00.000Z'),
    ...overrides,
  };
}

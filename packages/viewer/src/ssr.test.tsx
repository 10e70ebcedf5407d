import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Widget } from '@folio/model';
import { renderViewerBody } from './ssr';
import { helloWidget, sampleBoot, sampleMag } from './test-boot';

// ARCHITECTURE.md "Viewer": the first page is server-rendered with the same components the client hydrates.
describe('renderViewerBody (server render of a viewer URL)', () => {
  // No window access during render: any read of window or document throws.
  const trapped = ['window', 'document', 'location', 'history'] as const;
  beforeEach(() => {
    for (const name of trapped) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new Error(`${name} read during the server render`);
        },
      });
    }
  });
  afterEach(() => {
    for (const name of trapped) delete (globalThis as Record<string, unknown>)[name];
  });

  it('draws the first page with its text, and marks every page with its position (§4)', () => {
    const html = renderViewerBody(sampleBoot());
    expect(html).toContain('Hello');
    expect(html).toContain('class="folio-viewer" data-layout="vertical" data-viewport="default" data-env="viewer"');
    expect(html).toMatch(/<section class="folio-page" data-page-id="page1" data-page-num="1" data-position="center" aria-label="Page 1"/);
    expect(html).toMatch(/data-page-id="page2"[^>]*data-position="next"/);
    expect(html.match(/<section/g)).toHaveLength(5);
  });

  it('horizontal layout: one page back and five forward on desktop are shown, the rest hidden (§9)', () => {
    const mag = sampleMag({ opts: { viewertype: 'horizontal' }, pages: Array.from({ length: 9 }, (_, i) => ({ _id: `p${i}`, num: i + 1, num_id: i })) });
    const html = renderViewerBody(sampleBoot({ mag, pageIndex: 2, pages: {} }));
    const positions = [...html.matchAll(/data-position="(\w+)"/g)].map((m) => m[1]);
    expect(positions).toEqual(['hidden', 'prev', 'center', 'next', 'next', 'next', 'next', 'next', 'hidden']);
    expect(html).toContain('data-layout="horizontal"');
  });

  it('horizontal layout: every page but the center one is inert and aria-hidden, so Tab stays on screen (§1, §4)', () => {
    const html = renderViewerBody(sampleBoot({ mag: sampleMag({ opts: { viewertype: 'horizontal' } }), pageIndex: 1 }));
    const sections = [...html.matchAll(/<section[^>]*>/g)].map((m) => m[0]);
    expect(sections).toHaveLength(5);
    sections.forEach((section, index) => {
      expect(section.includes('inert=""'), section).toBe(index !== 1);
      expect(section.includes('aria-hidden="true"'), section).toBe(index !== 1);
    });
  });

  it('draws the first page’s widgets and, in the vertical layout, the next page’s (it may show below); the others wait for the client’s packs (§4, issue 14)', () => {
    const second = (boot: ReturnType<typeof sampleBoot>) => {
      boot.pages.page2 = { ...boot.mag!.pages[1]!, wids: [{ ...helloWidget, _id: 'w2', pid: 'page2', text: '<p>Second</p>' } as typeof helloWidget] };
      boot.pages.page3 = { ...boot.mag!.pages[2]!, wids: [{ ...helloWidget, _id: 'w3', pid: 'page3', text: '<p>Third</p>' } as typeof helloWidget] };
      return boot;
    };
    const vertical = renderViewerBody(second(sampleBoot()));
    expect(vertical).toContain('Hello');
    expect(vertical).toContain('Second');
    expect(vertical).not.toContain('Third');
    const horizontal = renderViewerBody(second(sampleBoot({ mag: sampleMag({ opts: { viewertype: 'horizontal' } }) })));
    expect(horizontal).toContain('Hello');
    expect(horizontal).not.toContain('Second');
  });

  it('a protected page draws no widgets and opens its password form (§2, §6)', () => {
    const mag = sampleMag();
    mag.pages[0] = { _id: 'page1', num: 1, num_id: 500, uri: null, is_private: true, unauthorized: true };
    const html = renderViewerBody(sampleBoot({ mag, pages: { page1: { ...mag.pages[0], wids: [helloWidget] } } }));
    expect(html).not.toContain('Hello');
    expect(html).toContain('data-private="true"');
  });

  it('judges widget expiry with the server’s clock (boot.now), so hydration matches (§4: expired widgets are not created)', () => {
    const expiring = { ...helloWidget, expiry: '2024-06-02T00:00:00.000Z' } as typeof helloWidget;
    const boot = (now: number) => sampleBoot({ now, pages: { page1: { ...sampleMag().pages[0]!, wids: [expiring] } } });
    expect(renderViewerBody(boot(Date.parse('2024-06-01T00:00:00.000Z')))).toContain('Hello');
    expect(renderViewerBody(boot(Date.parse('2024-06-03T00:00:00.000Z')))).not.toContain('Hello');
  });

  it('§9 fade 200 ms: the chrome’s and screens’ --fo-fade comes from the model’s constant, on the viewer root', () => {
    expect(renderViewerBody(sampleBoot())).toMatch(/class="folio-viewer"[^>]*style="--fo-fade:200ms"/);
    expect(renderViewerBody(sampleBoot({ screen: { kind: 'notFound' }, mag: null, pages: {} }))).toMatch(/class="folio-viewer"[^>]*style="--fo-fade:200ms"/);
  });

  it('renders a service screen without a mag', () => {
    const html = renderViewerBody(sampleBoot({ screen: { kind: 'notFound' }, mag: null, pages: {} }));
    expect(html).toContain('data-screen="notFound"');
    expect(html).not.toContain('folio-page');
  });
});

describe('a page whose rendering fails (viewer-and-project.md §8)', () => {
  it('is logged with "Error page rendering." and skipped; the viewer and the other pages still render', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mag = sampleMag();
    const [first, second] = mag.pages;
    const pages = {
      [first!._id]: { ...first!, wids: [null as unknown as Widget] },
      [second!._id]: { ...second!, wids: [{ ...helloWidget, _id: 'b'.repeat(24), pid: second!._id, text: '<p>Second page text</p>' } as Widget] },
    };
    const html = renderViewerBody(sampleBoot({ mag, pages }));
    expect(html).toMatch(new RegExp(`<section[^>]*data-page-id="${first!._id}"[^>]*><div class="folio-page-box"><div class="folio-page-content"[^>]*></div>`));
    expect(html).toMatch(new RegExp(`<section[^>]*data-page-id="${second!._id}"`));
    expect(html).toContain('fo-toolbar');
    expect(errors).toHaveBeenCalledWith('Error page rendering.', expect.any(TypeError));
    errors.mockRestore();
  });
});

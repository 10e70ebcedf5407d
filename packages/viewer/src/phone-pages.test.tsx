import { describe, expect, it } from 'vitest';
import { phoneLayoutConstants, viewports, type Widget } from '@folio/model';
import { pageHeight } from './page-geometry';
import { phonePage } from './phone-pages';
import { renderViewerBody } from './ssr';
import { helloWidget, sampleBoot } from './test-boot';

// docs/viewer.md "Derived phone layout": a phone visitor of a page whose phone layout is derived gets the derived
// frames and page height, never the desktop coordinates on a 320 px page.
const farRight = { ...helloWidget, _id: 'w9', x: 429, y: 300, w: 500, h: 60, text: '<p>Far right on desktop</p>' } as Widget;

function leftAndWidthOf(html: string, id: string): { left: number; width: number } {
  const tag = html.match(new RegExp(`<div[^>]*data-widget-id="${id}"[^>]*>`))?.[0] ?? '';
  return { left: Number(tag.match(/left:(-?[\d.]+)px/)?.[1]), width: Number(tag.match(/width:([\d.]+)px/)?.[1]) };
}

describe('derived phone layout in the viewer', () => {
  it('the server draws a derived page on a phone with the derived frames, inside the 320 px page', () => {
    const boot = sampleBoot({ viewport: 'phone_portrait', deviceClass: 'phone' });
    boot.pages.page1 = { ...boot.pages.page1!, wids: [farRight] };
    const html = renderViewerBody(boot);
    const { left, width } = leftAndWidthOf(html, 'w9');
    expect(left).toBe(phoneLayoutConstants.sideMarginPx);
    expect(left + width).toBeLessThanOrEqual(viewports.phone_portrait.width);
  });

  it('desktop visitors still get the desktop coordinates', () => {
    const boot = sampleBoot();
    boot.pages.page1 = { ...boot.pages.page1!, wids: [farRight] };
    expect(leftAndWidthOf(renderViewerBody(boot), 'w9').left).toBe(429);
  });

  it('a page laid out for phones by its author keeps its own phone frames', () => {
    const edited = { ...farRight, viewport_phone_portrait: { x: 5, y: 10, w: 200, h: 60 } } as Widget;
    const boot = sampleBoot({ viewport: 'phone_portrait', deviceClass: 'phone' });
    boot.pages.page1 = { ...boot.pages.page1!, wids: [edited] };
    expect(leftAndWidthOf(renderViewerBody(boot), 'w9')).toEqual({ left: 5, width: 200 });
  });

  it('the phone page height is the derived one; the same answer for the same widget list', () => {
    const page = sampleBoot().mag!.pages[0]!;
    const tall = Array.from({ length: 6 }, (_, index) => ({ ...farRight, _id: `t${index}`, y: index * 400, h: 300 }) as Widget);
    const derived = phonePage(page, tall)!;
    expect(derived.height).toBeGreaterThan(viewports.phone_portrait.minHeight);
    expect(pageHeight(page, 'phone_portrait', tall)).toBe(derived.height);
    expect(phonePage(page, tall)).toBe(derived);
  });
});

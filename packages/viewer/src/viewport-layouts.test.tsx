import { describe, expect, it } from 'vitest';
import { pagePhoneLayout, phoneLayoutConstants, selectViewport, viewportBreakpoints, viewports, type ViewportName, type Widget } from '@folio/model';
import { pageHeight, pageViewports } from './page-geometry';
import { pageScale } from './page-scale';
import { renderViewerBody } from './ssr';
import { helloWidget, sampleBoot, sampleMag } from './test-boot';
import type { BootData } from './types';
import { scaleExpression, viewportCss } from './viewport-css';

// docs/viewer.md "Every viewport in the HTML" and "Derived phone layout": the server's HTML holds every page in every
// viewport it has, with the derived phone frames the server worked out, and CSS media queries pick one — so the HTML
// is the same whatever window it is drawn for, and a phone gets its layout without any script.
const farRight = { ...helloWidget, _id: 'w9', x: 429, y: 300, w: 500, h: 60, text: '<p>Far right on desktop</p>' } as Widget;

/** The custom properties of a widget's box in the server's HTML. */
function varsOf(html: string, id: string): Record<string, string> {
  const tag = html.match(new RegExp(`<div[^>]*data-widget-id="${id}"[^>]*>`))?.[0] ?? '';
  const style = tag.match(/style="([^"]*)"/)?.[1] ?? '';
  return Object.fromEntries([...style.matchAll(/(--[\w-]+):([^;]+)/g)].map(([, name, value]) => [name!, value!]));
}

function bootWith(wids: Widget[], overrides: Partial<BootData> = {}): BootData {
  const boot = sampleBoot(overrides);
  const page = boot.mag!.pages[0]!;
  boot.pages.page1 = { ...boot.pages.page1!, ...page, wids, phone_layout: pagePhoneLayout(page, wids) };
  return boot;
}

describe('every viewport in the server’s HTML', () => {
  it('a derived page carries its desktop frame and its derived phone frame, inside the 320 px page', () => {
    const html = renderViewerBody(bootWith([farRight]));
    const vars = varsOf(html, 'w9');
    expect(vars).toMatchObject({ '--d-l': '429px', '--d-t': '300px', '--d-w': '500px', '--d-h': '60px' });
    expect(vars['--p-l']).toBe(`${phoneLayoutConstants.sideMarginPx}px`);
    expect(parseFloat(vars['--p-l']!) + parseFloat(vars['--p-w']!)).toBeLessThanOrEqual(viewports.phone_portrait.width);
    expect(html).toMatch(/<section class="folio-page" data-page-id="page1"[^>]*data-viewports="default phone_portrait"/);
  });

  it('the first page’s HTML is the same whatever viewport the server guessed', () => {
    const desktop = renderViewerBody(bootWith([farRight]));
    const phone = renderViewerBody(bootWith([farRight], { viewport: 'phone_portrait', deviceClass: 'phone' }));
    const pageOf = (html: string) => html.slice(html.indexOf('<section'), html.indexOf('</section>'));
    expect(pageOf(phone)).toBe(pageOf(desktop));
  });

  it('a page laid out for phones by its author keeps its own phone frames', () => {
    const edited = { ...farRight, viewport_phone_portrait: { x: 5, y: 10, w: 200, h: 60 } } as Widget;
    const vars = varsOf(renderViewerBody(bootWith([edited])), 'w9');
    expect(vars).toMatchObject({ '--d-l': '429px', '--p-l': '5px', '--p-t': '10px', '--p-w': '200px' });
  });

  it('a widget hidden in one viewport is hidden there alone; tablet frames only on pages with a tablet version', () => {
    const hiddenOnPhone = { ...farRight, viewport_phone_portrait: { x: 5, y: 10, w: 200, h: 60, hidden: { default: true } } } as Widget;
    const mag = sampleMag();
    mag.pages[0] = { ...mag.pages[0]!, viewport_tablet_portrait: { enabled: true } };
    const html = renderViewerBody(bootWith([{ ...hiddenOnPhone, viewport_tablet_portrait: { x: 40 } } as Widget], { mag }));
    expect(varsOf(html, 'w9')).toMatchObject({ '--p-v': 'none', '--t-l': '40px' });
    expect(varsOf(html, 'w9')['--d-v']).toBeUndefined();
    expect(html).toMatch(/data-viewports="default tablet_portrait phone_portrait"/);
  });

  it('the page’s height in each viewport: the derived phone page as tall as its layout', () => {
    const tall = Array.from({ length: 6 }, (_, index) => ({ ...farRight, _id: `t${index}`, y: index * 400, h: 300 }) as Widget);
    const boot = bootWith(tall);
    const layout = boot.pages.page1!.phone_layout!;
    expect(layout.height).toBeGreaterThan(viewports.phone_portrait.minHeight);
    expect(pageHeight(boot.mag!.pages[0]!, 'phone_portrait', tall, layout)).toBe(layout.height);
    expect(renderViewerBody(boot)).toContain(`--d-ph:800;--p-ph:${layout.height}`);
  });

  it('a page with its phone version turned off is drawn in the default viewport on phones', () => {
    const mag = sampleMag();
    mag.pages[0] = { ...mag.pages[0]!, viewport_phone_portrait: { enabled: false } };
    const html = renderViewerBody(bootWith([farRight], { mag }));
    expect(html).toMatch(/data-page-id="page1"[^>]*data-viewports="default"/);
  });
});

describe('the viewport style sheet (viewer-and-project.md §3)', () => {
  const options = { scalewidth: 3600, scalableviewer: false, preview: false };
  const { phoneBelow, tabletUpTo, nearestDefaultFrom } = viewportBreakpoints;

  it('picks phone under 600 px, tablet from 600 to 1024 px where the page has it, else the nearest design width', () => {
    const css = viewportCss(options);
    expect(css).toContain(`@media (width < ${phoneBelow}px){[data-viewports~=phone_portrait]{--vw:${viewports.phone_portrait.width};`);
    expect(css).toContain(`@media (${phoneBelow}px <= width <= ${tabletUpTo}px){[data-viewports~=tablet_portrait]{--vw:${viewports.tablet_portrait.width};`);
    expect(css).toContain(`@media (${phoneBelow}px <= width < ${nearestDefaultFrom}px){[data-viewports~=phone_portrait]:not([data-viewports~=tablet_portrait])`);
    expect(css).toContain('[data-viewports~=phone_portrait] .folio-vp{left:var(--p-l,var(--d-l,auto));top:var(--p-t,var(--d-t,auto))');
    expect(css).toContain('display:var(--p-v,var(--d-v,block))');
  });

  it('the media rules pick what selectViewport picks, for every window width and page', () => {
    // The rules of viewportCss, read as a function of the width and the page's viewports (later rules win).
    const picked = (width: number, names: readonly ViewportName[]): ViewportName => {
      let viewport: ViewportName = 'default';
      if (width < phoneBelow && names.includes('phone_portrait')) viewport = 'phone_portrait';
      if (width >= phoneBelow && width <= tabletUpTo && names.includes('tablet_portrait')) viewport = 'tablet_portrait';
      if (width >= phoneBelow && width < nearestDefaultFrom && names.includes('phone_portrait') && !names.includes('tablet_portrait')) viewport = 'phone_portrait';
      return viewport;
    };
    for (const tablet of [false, true]) {
      for (const phone of [false, true]) {
        const page = { viewport_tablet_portrait: { enabled: tablet }, viewport_phone_portrait: { enabled: phone } };
        for (let width = 0; width <= 2 * tabletUpTo; width += 0.5) {
          expect(picked(width, pageViewports(page)), `${width} px, tablet ${tablet}, phone ${phone}`).toBe(selectViewport(width, { tabletPortraitEnabled: tablet, phonePortraitEnabled: phone }));
        }
      }
    }
  });

  it('in preview the author’s chosen viewport decides, not the window', () => {
    const css = viewportCss({ ...options, preview: true });
    expect(css).not.toContain('@media');
    expect(css).toContain('[data-viewport=phone_portrait] [data-viewports~=phone_portrait]{--vw:320;');
  });

  // The scale in CSS is pageScale's: evaluated here with Math, as the browser evaluates it.
  function evaluate(expression: string, windowWidth: number): number {
    const js = expression.replace(/100vw/g, String(windowWidth)).replace(/(\d+)px/g, '$1');
    return new Function('tan', 'atan2', 'min', 'max', `return ${js}`)(Math.tan, Math.atan2, Math.min, Math.max) as number;
  }

  it.each([
    ['phone_portrait', 390, false],
    ['phone_portrait', 4000, false],
    ['tablet_portrait', 800, false],
    ['default', 800, false],
    ['default', 1440, false],
    ['default', 1440, true],
    ['default', 5000, true],
  ] as [ViewportName, number, boolean][])('--s in %s at %d px (scalable %s) is pageScale', (viewport, windowWidth, scalableviewer) => {
    const input = { ...options, scalableviewer };
    expect(evaluate(scaleExpression(viewport, input), windowWidth)).toBeCloseTo(pageScale({ windowWidth, viewport, scalewidth: 3600, scalableviewer }), 9);
    expect(evaluate(scaleExpression(viewport, { ...input, preview: true }), windowWidth)).toBeCloseTo(pageScale({ windowWidth, viewport, scalewidth: 3600, scalableviewer, preview: true }), 9);
  });

  it.each([700, 769, 900, 1440])('--s of the default viewport with a scale width of its own at %d px is pageScale (min_scale_width 769)', (windowWidth) => {
    const custom = { ...options, scalewidth: 2400, scalableviewer: false };
    expect(evaluate(scaleExpression('default', custom), windowWidth)).toBeCloseTo(pageScale({ windowWidth, viewport: 'default', scalewidth: 2400, scalableviewer: false }), 9);
    expect(evaluate(scaleExpression('default', custom), 700)).toBeCloseTo(769 / 1024, 9);
  });
});

import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { PictureWidget } from '@folio/model';
import { WidgetEnvironmentContext } from '../environment';
import { inlineVectorAddress, PictureView, type PictureLoading } from './view';

const KEY = `${'c'.repeat(64)}.jpg`;
const URL_ = `/api/images/${KEY}`;

function picture(fields: Partial<PictureWidget> = {}): PictureWidget {
  return { _id: 'a'.repeat(24), pid: 'f'.repeat(24), type: 'picture', x: 0, y: 0, w: 200, h: 100, picture: { url: URL_, type: 'image/jpeg' }, ...fields };
}

const render = (widget: PictureWidget) => renderToString(<PictureView widget={widget} />);
// React escapes & in attributes.
const attr = (html: string, name: string) => html.match(new RegExp(`${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');

describe('picture view (widgets-and-authoring.md §3, §4, §9)', () => {
  it('§9: srcset holds the 1x, 2x and 3x variants of the display width plus the original as the largest', () => {
    const html = render(picture({ originalW: 4000, originalH: 2000, alt: 'A red door' }));
    expect(attr(html, 'srcSet')).toBe(`${URL_}?w=200 200w, ${URL_}?w=200&dpr=2 400w, ${URL_}?w=200&dpr=3 600w, ${URL_} 4000w`);
    expect(attr(html, 'sizes')).toBe('200px');
    expect(attr(html, 'src')).toBe(`${URL_}?w=200`);
    expect(attr(html, 'alt')).toBe('A red door');
  });

  it('§3: the crop (cropX/Y/W/H of originalW × originalH) goes to the image urls', () => {
    const html = render(picture({ cropX: 100, cropY: 50, cropW: 1000, cropH: 500, originalW: 4000, originalH: 2000 }));
    const srcSet = attr(html, 'srcSet')!;
    expect(srcSet.split(', ').every((candidate) => candidate.includes('crop=100,50,1000,500'))).toBe(true);
    expect(srcSet.endsWith(`${URL_}?crop=100,50,1000,500 1000w`)).toBe(true);
  });

  it('§3: a crop of a picture elsewhere is drawn by scaling and shifting the whole picture', () => {
    const html = render(picture({ picture: { url: '/assets/door.jpg' }, cropX: 100, cropY: 0, cropW: 200, cropH: 100, originalW: 400, originalH: 100 }));
    expect(attr(html, 'src')).toBe('/assets/door.jpg');
    expect(attr(html, 'srcSet')).toBeUndefined();
    expect(html).toContain('width:200%');
    expect(html).toContain('left:-50%');
  });

  it('§3: opacity, border size and colour, border radius', () => {
    const html = render(picture({ opacity: 0.5, border_size: 3, border_color: 'ff0000', border_radius: 12 }));
    expect(html).toContain('opacity:0.5');
    expect(html).toContain('border:3px solid rgba(255, 0, 0, 1)');
    expect(html).toContain('border-radius:12px');
  });

  it('§3: independent corner radii replace border_radius, capped by border_radius_max', () => {
    const html = render(picture({ border_radius: 5, border_radius_max: 30, border_radius_independent: { tl: 1, tr: 2, br: 40, bl: 4 } }));
    expect(html).toContain('border-radius:1px 2px 30px 4px');
  });

  it('§3: full width and height anchor the picture with fwpos and fhpos', () => {
    const html = render(picture({ is_full_width: true, fwpos: 'top', fhpos: 'left' }));
    expect(html).toContain('object-position:left top');
    expect(html).toContain('object-fit:cover');
    expect(attr(html, 'sizes')).toBe('100vw');
    expect(render(picture())).toContain('object-position:center center');
  });

  it('viewer-and-project.md §3 opts.lqip: with the project’s placeholders off, no placeholder is drawn or fetched', () => {
    const widget = picture({ picture: { url: URL_, lqipUrl: `${URL_}?lqip=1` } });
    const off = renderToString(
      <WidgetEnvironmentContext value={{ mode: 'viewer', magNumId: 1, placeholders: false }}>
        <PictureView widget={widget} />
      </WidgetEnvironmentContext>,
    );
    expect(off).not.toContain('lqip=1');
    expect(off).not.toContain('background-image');
    const on = renderToString(
      <WidgetEnvironmentContext value={{ mode: 'viewer', magNumId: 1, placeholders: true }}>
        <PictureView widget={widget} />
      </WidgetEnvironmentContext>,
    );
    expect(on).toContain('lqip=1');
  });

  it('§4, issue 14: drawn by the server, the placeholder is the background and the picture over it is never hidden', () => {
    const html = render(picture({ picture: { url: URL_, lqipUrl: `${URL_}?lqip=1` } }));
    expect(html).toContain(`background-image:url(&quot;${URL_}?lqip=1&quot;)`);
    expect(html).toContain('background-size:cover');
    // It shows as soon as the browser has it, with or without script: no opacity, no fade waiting for hydration.
    const img = html.match(/<img[^>]*>/)![0];
    expect(img).not.toMatch(/opacity/);
    expect(img).not.toMatch(/transition/);
    expect(html).not.toContain('noscript');
  });

  it('issue 14: a first-screen picture loads at once with high priority, a later one lazily, otherwise as the browser does', () => {
    const img = (loading?: PictureLoading) => renderToString(<PictureView widget={picture()} loading={loading} />).match(/<img[^>]*>/)![0];
    expect(attr(img('first-screen'), 'loading')).toBe('eager');
    expect(attr(img('first-screen'), 'fetchPriority')).toBe('high');
    expect(attr(img('lazy'), 'loading')).toBe('lazy');
    expect(attr(img('lazy'), 'fetchPriority')).toBeUndefined();
    expect(attr(img(), 'loading')).toBeUndefined();
    expect(attr(img(), 'fetchPriority')).toBeUndefined();
  });

  it('§3: preview_enabled marks the picture for the image preview, with the overlay colour', () => {
    const html = render(picture({ preview_enabled: true, preview_overlay_color: '000000cc' }));
    expect(html).toContain('data-preview="true"');
    expect(attr(html, 'data-preview-src')).toBe(URL_);
    expect(attr(html, 'data-preview-overlay')).toBe('rgba(0, 0, 0, 0.8)');
    expect(render(picture())).not.toContain('data-preview');
  });

  it('legacy final urls give a density srcset; vectors and GIFs are used as they are', () => {
    const html = render(picture({ picture: { url: '/a.jpg', finalUrl: '/a-1x.jpg', final2xUrl: '/a-2x.jpg', final3xUrl: '/a-3x.jpg' } }));
    expect(attr(html, 'srcSet')).toBe('/a-1x.jpg 1x, /a-2x.jpg 2x, /a-3x.jpg 3x');
    expect(attr(html, 'sizes')).toBeUndefined();
    const gif = render(picture({ picture: { url: `/api/images/${'d'.repeat(64)}.gif`, type: 'image/gif' } }));
    expect(attr(gif, 'srcSet')).toBeUndefined();
  });

  it('§9: final urls list the original last, at its own density, where it is denser than the finals', () => {
    const finals = { url: '/a.jpg', finalUrl: '/a-1x.jpg', final2xUrl: '/a-2x.jpg', final3xUrl: '/a-3x.jpg' };
    const html = render(picture({ picture: finals, originalW: 1000, originalH: 500 }));
    expect(attr(html, 'srcSet')).toBe('/a-1x.jpg 1x, /a-2x.jpg 2x, /a-3x.jpg 3x, /a.jpg 5x');
    expect(attr(html, 'sizes')).toBeUndefined();
    // The original of a 2x-only picture, 450 px wide in a 200 px box: 2.25x.
    expect(attr(render(picture({ picture: { url: '/b.jpg', finalUrl: '/b-1x.jpg', final2xUrl: '/b-2x.jpg' }, originalW: 450 })), 'srcSet')).toBe('/b-1x.jpg 1x, /b-2x.jpg 2x, /b.jpg 2.25x');
    // No denser than the finals, cropped (the original shows more than the box), or of unknown width: not listed.
    expect(attr(render(picture({ picture: finals, originalW: 600 })), 'srcSet')).toBe('/a-1x.jpg 1x, /a-2x.jpg 2x, /a-3x.jpg 3x');
    expect(attr(render(picture({ picture: { ...finals, crop: { x: 0, y: 0, w: 500, h: 250 } }, originalW: 1000 })), 'srcSet')).toBe('/a-1x.jpg 1x, /a-2x.jpg 2x, /a-3x.jpg 3x');
    expect(attr(render(picture({ picture: finals, is_full_width: true, cropX: 10, cropY: 0, cropW: 500, cropH: 250, originalW: 1000, originalH: 500 })), 'srcSet')).toBe('/a-1x.jpg 1x, /a-2x.jpg 2x, /a-3x.jpg 3x');
    expect(attr(render(picture({ picture: finals })), 'srcSet')).toBe('/a-1x.jpg 1x, /a-2x.jpg 2x, /a-3x.jpg 3x');
  });

  it('§5: nothing is drawn without a picture', () => {
    expect(render(picture({ picture: undefined }))).toBe('');
  });

  it('stored colours that are not colours add no CSS', () => {
    const html = render(picture({ border_size: 2, border_color: 'red;background:url(x)' as string }));
    expect(html).not.toContain('background:url(x)');
    expect(html).toContain('border:2px solid transparent');
  });

  it('§4: a vector picture uploaded to Folio is fetched with a cache-busting query to be inlined; other SVG addresses are not', () => {
    const own = `/api/images/${'d'.repeat(64)}.svg`;
    expect(inlineVectorAddress(own, 1234)).toBe(`${own}?v=1234`);
    for (const other of ['/assets/demo/cover.svg', 'https://elsewhere.test/a.svg', `https://elsewhere.test${own}`, URL_, `${own}?v=1`, undefined]) {
      expect(inlineVectorAddress(other, 1234), other).toBeUndefined();
    }
  });

  it('§4: the first paint of a vector picture is an <img> of the vector itself, without raster variants', () => {
    const own = `/api/images/${'d'.repeat(64)}.svg`;
    const html = render(picture({ picture: { url: own, type: 'image/svg+xml' }, alt: 'A logo' }));
    expect(attr(html, 'src')).toBe(own);
    expect(attr(html, 'srcSet')).toBeUndefined();
    expect(attr(html, 'alt')).toBe('A logo');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetKindTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import ShotsView, { shotPlays } from './view';

const shot = { video_url: '/api/blobs/shot.mp4', poster_url: 'https://cdn.example.com/shot.jpg' };

describe('shots view', () => {
  it('a muted, inline video of the shot with its poster, fetching nothing before it plays', () => {
    const html = renderToStaticMarkup(<ShotsView widget={widgetOf('shots', { ...shot, autoplay: true, loop: true })} active />);
    expect(html).toBe(
      `<video class="folio-shots" src="/api/blobs/shot.mp4" poster="https://cdn.example.com/shot.jpg" muted="" playsInline="" loop="" preload="none" aria-label="${widgetKindTexts.shot}" style="width:100%;height:100%;object-fit:cover;display:block"></video>`,
    );
  });

  it('the server never autoplays it, even on the shown page: play() waits for the client', () => {
    expect(renderToStaticMarkup(<ShotsView widget={widgetOf('shots', { ...shot, autoplay: true })} active />)).not.toMatch(/autoplay/i);
  });

  it('without loop it does not loop; without autoplay it has the player’s controls', () => {
    const html = renderToStaticMarkup(<ShotsView widget={widgetOf('shots', shot)} />);
    expect(html).not.toContain('loop');
    expect(html).toContain('controls=""');
    expect(renderToStaticMarkup(<ShotsView widget={widgetOf('shots', { ...shot, autoplay: true })} />)).not.toContain('controls');
  });

  it('plays only with autoplay, while its page is shown and its media are not stopped', () => {
    expect(shotPlays(true, { active: true })).toBe(true);
    expect(shotPlays(true, { active: true, stopped: true })).toBe(false);
    expect(shotPlays(true, { active: false })).toBe(false);
    expect(shotPlays(true, {})).toBe(false);
    expect(shotPlays(false, { active: true })).toBe(false);
  });

  it('addresses that are not http(s) or page-relative are not used', () => {
    const html = renderToStaticMarkup(<ShotsView widget={widgetOf('shots', { video_url: 'javascript:alert(1)', poster_url: 'data:image/svg+xml,<svg/>' })} />);
    expect(html).toBe('<div class="folio-shots" style="width:100%;height:100%"></div>');
    expect(renderToStaticMarkup(<ShotsView widget={widgetOf('shots', { ...shot, video_url: undefined })} />)).toContain('<img src="https://cdn.example.com/shot.jpg" alt=""');
  });

  it('a field of the wrong type throws', () => {
    expect(() => renderToStaticMarkup(<ShotsView widget={widgetOf('shots', { ...shot, autoplay: 'yes' as unknown as boolean })} />)).toThrow('shots: autoplay is not true or false');
  });
});

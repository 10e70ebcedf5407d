import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { widgetUiTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import VideoView from './view';

const ID = 'dQw4w9WgXcQ';

describe('video view', () => {
  it('the server draws the poster and a play button, no player', () => {
    const html = renderToString(<VideoView widget={widgetOf('video', { video_id: ID, provider_name: 'YouTube', thumbnail_url: 'https://i.ytimg.com/vi/x/hq.jpg', autoplay: true })} />);
    expect(html).toContain('src="https://i.ytimg.com/vi/x/hq.jpg"');
    expect(html).toContain(`aria-label="${widgetUiTexts.playVideo}"`);
    expect(html).not.toContain('<iframe');
  });

  it('prefers the custom thumbnail', () => {
    const html = renderToString(<VideoView widget={widgetOf('video', { url: 'https://vimeo.com/42', thumbnail_url: 'https://a.example/t.jpg', custom_thumbnail: 'https://a.example/c.jpg' })} />);
    expect(html).toContain('c.jpg');
    expect(html).not.toContain('t.jpg');
  });

  it('with autoplay on the shown page, the no-cookie player with the widget’s parameters', () => {
    const html = renderToString(<VideoView active widget={widgetOf('video', { url: `https://youtu.be/${ID}`, autoplay: true, mute: true, loop: true, controls: false, start_time: 5 })} />);
    expect(html).toContain(`src="https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&amp;mute=1&amp;controls=0&amp;playsinline=1&amp;rel=0&amp;loop=1&amp;playlist=${ID}&amp;start=5"`);
    expect(html).toContain(`title="${widgetUiTexts.video}"`);
  });

  it('a Vimeo video plays in player.vimeo.com', () => {
    const html = renderToString(<VideoView active widget={widgetOf('video', { video_id: '42', provider_name: 'Vimeo', autoplay: true })} />);
    expect(html).toContain('src="https://player.vimeo.com/video/42?');
  });

  it('without autoplay, an active page still waits for play', () => {
    expect(renderToString(<VideoView active widget={widgetOf('video', { video_id: ID, provider_name: 'YouTube' })} />)).not.toContain('<iframe');
  });

  it('an unrecognised video draws its empty box', () => {
    expect(renderToString(<VideoView widget={widgetOf('video', { video_id: 'short', provider_name: 'YouTube' })} />)).toBe('<div class="folio-video" style="width:100%;height:100%"></div>');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { widgetUiTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import VideoView, { BackgroundVideo } from './view';

const ID = 'dQw4w9WgXcQ';

describe('video view', () => {
  it('the server draws the poster (the high-res thumbnail first) and a play button, no player', () => {
    const html = renderToString(<VideoView widget={widgetOf('video', { video_id: ID, provider_name: 'YouTube', thumbnail_url: 'https://i.ytimg.com/vi/x/hqdefault.jpg', autoplay: true })} />);
    expect(html).toContain('src="https://i.ytimg.com/vi/x/maxresdefault.jpg"');
    expect(html).toContain(`aria-label="${widgetUiTexts.playVideo}"`);
    expect(html).not.toContain('<iframe');
  });

  it('prefers the custom thumbnail', () => {
    const html = renderToString(<VideoView widget={widgetOf('video', { url: 'https://vimeo.com/42', thumbnail_url: 'https://a.example/t.jpg', custom_thumbnail: 'https://a.example/c.jpg' })} />);
    expect(html).toContain('c.jpg');
    expect(html).not.toContain('t.jpg');
  });

  it('with autoplay on the shown page, the no-cookie player with the widget’s parameters and its API on', () => {
    const html = renderToString(<VideoView active widget={widgetOf('video', { url: `https://youtu.be/${ID}`, autoplay: true, mute: true, loop: true, start_time: 5 })} />);
    expect(html).toContain(`src="https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&amp;mute=1&amp;controls=1&amp;playsinline=1&amp;rel=0&amp;loop=1&amp;playlist=${ID}&amp;start=5&amp;enablejsapi=1"`);
    expect(html).toContain(`title="${widgetUiTexts.video}"`);
    expect(html).toContain('style="width:100%;height:100%;border:0;display:block"');
  });

  it('without controls the player is cropped by a 5 px margin (§9)', () => {
    const html = renderToString(<VideoView active widget={widgetOf('video', { video_id: ID, provider_name: 'YouTube', autoplay: true, controls: false })} />);
    expect(html).toContain('controls=0');
    expect(html).toContain('inset:-5px;width:calc(100% + 10px);height:calc(100% + 10px)');
    expect(html).toContain('overflow:hidden');
  });

  it('a Vimeo video plays in player.vimeo.com', () => {
    const html = renderToString(<VideoView active widget={widgetOf('video', { video_id: '42', provider_name: 'Vimeo', autoplay: true })} />);
    expect(html).toContain('src="https://player.vimeo.com/video/42?');
    expect(html).toContain('api=1');
  });

  it('without autoplay an active page still waits for play; media stopped: no player', () => {
    expect(renderToString(<VideoView active widget={widgetOf('video', { video_id: ID, provider_name: 'YouTube' })} />)).not.toContain('<iframe');
    expect(renderToString(<VideoView active stopped widget={widgetOf('video', { video_id: ID, provider_name: 'YouTube', autoplay: true })} />)).not.toContain('<iframe');
  });

  it('an unrecognised video draws its empty box', () => {
    expect(renderToString(<VideoView widget={widgetOf('video', { video_id: 'short', provider_name: 'YouTube' })} />)).toBe('<div class="folio-video" style="width:100%;height:100%"></div>');
  });
});

describe('background video (widgets-and-authoring.md §3 "Background widget", §4)', () => {
  const background = (fields = {}) => widgetOf('background', { selectedType: 'video', mute: true, loop: true, video: { provider_name: 'YouTube', video_id: ID }, ...fields });

  it('on the shown page: a muted, looping player without controls covering the box', () => {
    const html = renderToString(<BackgroundVideo active widget={background()} />);
    expect(html).toContain(`src="https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&amp;mute=1&amp;controls=0&amp;playsinline=1&amp;rel=0&amp;loop=1&amp;playlist=${ID}&amp;enablejsapi=1"`);
    expect(html).toContain('width:max(100cqw, 177.77777777777777cqh);height:max(100cqh, 56.25cqw)');
    expect(html).toContain('container-type:size;pointer-events:none');
  });

  it('mute follows the widget', () => {
    expect(renderToString(<BackgroundVideo active widget={background({ mute: false })} />)).toContain('mute=0');
  });

  it('no player off the shown page, while media are stopped, or without a video', () => {
    expect(renderToString(<BackgroundVideo widget={background()} />)).toBe('');
    expect(renderToString(<BackgroundVideo active stopped widget={background()} />)).toBe('');
    expect(renderToString(<BackgroundVideo active widget={background({ video: undefined })} />)).toBe('');
  });
});

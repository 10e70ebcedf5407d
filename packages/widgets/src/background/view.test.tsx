import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { BackgroundWidget, Widget } from '@folio/model';
import { WidgetView, widgetRenderError } from '../view';
import { cssUrl } from './view';

let ids = 0;
const PAGE = 'f'.repeat(24);
const background = (fields: Partial<BackgroundWidget> = {}): BackgroundWidget => ({ _id: (++ids).toString(16).padStart(24, '0'), pid: PAGE, type: 'background', x: 0, y: 0, w: 1024, h: 768, ...fields });
const render = (widget: unknown) => renderToString(<WidgetView widget={widget as Widget} viewport="default" pageId={PAGE} />);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('background widget (widgets-and-authoring.md §3 "Background widget")', () => {
  it('a colour alone fills the page box, sized and placed from the widget', () => {
    const html = render(background({ color: '112233' }));
    expect(html).toContain('position:absolute;left:0;top:0;width:1024px;height:768px');
    expect(html).toContain('width:100%;height:100%;background-color:rgba(17, 34, 51, 1)');
    expect(html).not.toContain('background-image');
  });

  it('a picture covers the box over its poorUrl, the placeholder seen until the picture loads', () => {
    const html = render(background({ selectedType: 'picture', color: 'ffffff', picture: { url: '/big.jpg', poorUrl: '/small.jpg' } }));
    expect(html).toContain('data-type="picture"');
    expect(html).toContain('background-image:url(&quot;/big.jpg&quot;), url(&quot;/small.jpg&quot;);background-size:cover;background-position:center');
    expect(render(background({ selectedType: 'picture', picture: { poorUrl: '/small.jpg' } }))).toContain('background-image:url(&quot;/small.jpg&quot;);');
  });

  it('a video draws its poster over the colour and records mute and loop for the video kind (§3, §4)', () => {
    const html = render(background({ selectedType: 'video', color: '000000', mute: true, loop: false, video: { provider_name: 'YouTube', video_id: 'dQw4w9WgXcQ', thumbnail_url: 'https://i.ytimg.com/p.jpg' } }));
    expect(html).toContain('data-type="video" data-mute="true" data-loop="false"');
    expect(html).toContain('background-image:url(&quot;https://i.ytimg.com/p.jpg&quot;)');
    expect(render(background({ selectedType: 'video', color: '000000' }))).not.toContain('background-image');
  });

  it('on the server, the shown page’s video or slideshow background is its still image: playback comes on the client', () => {
    const video = background({ selectedType: 'video', video: { provider_name: 'YouTube', video_id: 'dQw4w9WgXcQ', thumbnail_url: 'https://i.ytimg.com/p.jpg' } });
    const html = renderToString(<WidgetView widget={video} viewport="default" pageId={PAGE} active />);
    expect(html).toContain('background-image:url(&quot;https://i.ytimg.com/p.jpg&quot;)');
    expect(html).not.toContain('<iframe');
  });

  it('a slideshow draws its first picture (lowest num) as a still image', () => {
    const html = render(
      background({
        selectedType: 'slideshow',
        slideshow: { delay: 4, crossfade: 0.5, pictures: [{ uuid: 'b', num: 1, url: '/b.jpg' }, { uuid: 'a', num: 0, url: '/a.jpg', poorUrl: '/a-s.jpg' }] },
      }),
    );
    expect(html).toContain('data-type="slideshow"');
    expect(html).toContain('background-image:url(&quot;/a.jpg&quot;), url(&quot;/a-s.jpg&quot;)');
    expect(html).not.toContain('/b.jpg');
  });

  it('an address cannot end its CSS string', () => {
    expect(cssUrl('/a".jpg);x:y\\\n')).toBe('url("/a%22.jpg);x:y%5C%0A")');
    expect(cssUrl('')).toBeUndefined();
  });

  it('bad data (an unknown selectedType, slideshow pictures that are not a list) renders nothing and logs once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gif = background({ selectedType: 'gif' as 'video' });
    expect(render(gif)).toBe('');
    expect(render(gif)).toBe('');
    expect(render({ ...background(), selectedType: 'slideshow', slideshow: { pictures: 'a.jpg' } })).toBe('');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toBe(widgetRenderError);
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetKindTexts } from '@folio/model';
import { THIRD_PARTY_SANDBOX } from '../embed-frame';
import { widgetOf } from '../test-widgets';
import FacebookView from './view';

describe('facebook view', () => {
  it('a page is the sandboxed page plugin at the widget’s size, titled', () => {
    const html = renderToStaticMarkup(<FacebookView widget={widgetOf('facebook', { url: 'https://www.facebook.com/nasa', w: 340, h: 500 })} />);
    expect(html).toContain('src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fnasa&amp;tabs=timeline&amp;width=340&amp;height=500"');
    expect(html).toContain(`sandbox="${THIRD_PARTY_SANDBOX}"`);
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(html).toContain(`title="${widgetKindTexts.facebookPage}"`);
    expect(html).toContain('data-embed-kind="page"');
  });

  it('a post or video is the post plugin', () => {
    const html = renderToStaticMarkup(<FacebookView widget={widgetOf('facebook', { url: 'https://www.facebook.com/nasa/videos/12', w: 500 })} />);
    expect(html).toContain('src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fnasa%2Fvideos%2F12&amp;width=500"');
    expect(html).toContain(`title="${widgetKindTexts.facebookPost}"`);
  });

  it('another site, or no address: the empty box', () => {
    for (const url of ['https://example.com/nasa', 'javascript:alert(1)', undefined]) {
      expect(renderToStaticMarkup(<FacebookView widget={widgetOf('facebook', { url })} />)).toBe('<div class="folio-facebook" style="width:100%;height:100%"></div>');
    }
  });

  it('a url of the wrong type throws', () => {
    expect(() => renderToStaticMarkup(<FacebookView widget={widgetOf('facebook', { url: 5 as unknown as string })} />)).toThrow('facebook: url is not a string');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetKindTexts } from '@folio/model';
import { THIRD_PARTY_SANDBOX } from '../embed-frame';
import { widgetOf } from '../test-widgets';
import TwitterView from './view';

describe('twitter view', () => {
  it('a status is the sandboxed tweet embed, titled', () => {
    const html = renderToStaticMarkup(<TwitterView widget={widgetOf('twitter', { url: 'https://x.com/jack/status/20' })} />);
    expect(html).toContain('src="https://platform.twitter.com/embed/Tweet.html?id=20"');
    expect(html).toContain(`sandbox="${THIRD_PARTY_SANDBOX}"`);
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(html).toContain(`title="${widgetKindTexts.twitterPost}"`);
  });

  it('a profile is its timeline', () => {
    const html = renderToStaticMarkup(<TwitterView widget={widgetOf('twitter', { url: 'https://twitter.com/NASA' })} />);
    expect(html).toContain('src="https://syndication.twitter.com/srv/timeline-profile/screen-name/NASA"');
    expect(html).toContain(`title="${widgetKindTexts.twitterProfile}"`);
  });

  it('other addresses: the empty box', () => {
    for (const url of ['https://example.com/jack/status/1', 'https://x.com/home', undefined]) {
      expect(renderToStaticMarkup(<TwitterView widget={widgetOf('twitter', { url })} />)).toBe('<div class="folio-twitter" style="width:100%;height:100%"></div>');
    }
  });

  it('a url of the wrong type throws', () => {
    expect(() => renderToStaticMarkup(<TwitterView widget={widgetOf('twitter', { url: [] as unknown as string })} />)).toThrow('twitter: url is not a string');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { widgetUiTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import IframeView, { CODE_SANDBOX, embedAddress, STOPPED_DOCUMENT, URL_SANDBOX } from './view';

describe('iframe / embed view', () => {
  it('an address is a sandboxed iframe without same-origin, with a title', () => {
    const html = renderToString(<IframeView widget={widgetOf('iframe', { url: 'https://example.com/page' })} />);
    expect(html).toContain('src="https://example.com/page"');
    expect(html).toContain(`sandbox="${URL_SANDBOX}"`);
    expect(html).toContain(`title="${widgetUiTexts.embed}"`);
    expect(html).toContain('data-embed-kind="iframe"');
    expect(URL_SANDBOX).not.toContain('allow-same-origin');
  });

  it('code injection runs in srcdoc with scripts only, never same-origin', () => {
    const code = '<script>document.cookie</script><div>hi</div>';
    const html = renderToString(<IframeView widget={widgetOf('iframe', { code })} />);
    expect(html).toContain(`sandbox="${CODE_SANDBOX}"`);
    expect(CODE_SANDBOX).toBe('allow-scripts');
    expect(html).toContain('srcDoc="&lt;script&gt;document.cookie&lt;/script&gt;&lt;div&gt;hi&lt;/div&gt;"');
    expect(html).toContain('data-embed-kind="code"');
    expect(html).not.toContain('<script');
  });

  it('a pasted lone iframe is framed by its address; its stored kind wins over the classifier', () => {
    const html = renderToString(<IframeView widget={widgetOf('iframe', { code: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', kind: 'video' })} />);
    expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('data-embed-kind="video"');
    expect(embedAddress({ code: 'javascript:alert(1)' })).toBeUndefined();
    expect(embedAddress({ url: 'javascript:alert(1)' })).toBeUndefined();
  });

  it('frames a path on this host, sandboxed like any address; a scheme-relative one is not a path', () => {
    expect(embedAddress({ url: '/assets/demo/embed.html' })).toBe('/assets/demo/embed.html');
    expect(renderToString(<IframeView widget={widgetOf('iframe', { url: '/assets/demo/embed.html' })} />)).toContain(`sandbox="${URL_SANDBOX}"`);
    expect(embedAddress({ url: '//evil.example/x' })).toBeUndefined();
    expect(embedAddress({ url: '/\\evil.example/x' })).toBeUndefined();
  });

  it('nothing pasted: an empty box', () => {
    expect(renderToString(<IframeView widget={widgetOf('iframe')} />)).not.toContain('<iframe');
  });

  it('media stopped: its document is replaced by an empty one (viewer-and-project.md §4)', () => {
    const framed = renderToString(<IframeView stopped widget={widgetOf('iframe', { url: 'https://example.com/page' })} />);
    expect(framed).toContain(`src="${STOPPED_DOCUMENT}"`);
    expect(framed).not.toContain('example.com');
    const code = renderToString(<IframeView stopped widget={widgetOf('iframe', { code: '<div>hi</div>' })} />);
    expect(code).toContain('srcDoc=""');
    expect(code).not.toContain('hi');
  });
});

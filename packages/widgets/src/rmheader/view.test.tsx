import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetOf } from '../test-widgets';
import RmheaderView from './view';

describe('header view', () => {
  it('a bar filling the box in its colour at its opacity', () => {
    expect(renderToStaticMarkup(<RmheaderView widget={widgetOf('rmheader', { bg_color: '102030', bg_opacity: 0.5 })} />)).toBe(
      '<div class="folio-page-bar folio-rmheader" style="width:100%;height:100%;background:rgba(16, 32, 48, 0.5)"></div>',
    );
  });

  it('without a colour: opaque white; sticky says so', () => {
    const html = renderToStaticMarkup(<RmheaderView widget={widgetOf('rmheader', { sticky: true })} />);
    expect(html).toContain('background:rgba(255, 255, 255, 1)');
    expect(html).toContain('data-sticky="true"');
    expect(renderToStaticMarkup(<RmheaderView widget={widgetOf('rmheader', { sticky: false })} />)).not.toContain('data-sticky');
  });

  it('a field of the wrong type throws', () => {
    expect(() => renderToStaticMarkup(<RmheaderView widget={widgetOf('rmheader', { bg_opacity: '1' as unknown as number })} />)).toThrow('rmheader: bg_opacity is not a number');
  });
});

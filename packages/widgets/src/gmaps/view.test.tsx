import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { mapConstants, widgetKindTexts } from '@folio/model';
import { THIRD_PARTY_SANDBOX } from '../embed-frame';
import { widgetOf } from '../test-widgets';
import GmapsView from './view';

describe('maps view', () => {
  it('a point is a lazy, sandboxed, titled Google Maps embed of it, in its style and zoom', () => {
    const html = renderToStaticMarkup(<GmapsView widget={widgetOf('gmaps', { lat: 48.8584, lng: 2.2945, zoom: 16, style: 'terrain' })} />);
    expect(html).toContain('src="https://maps.google.com/maps?q=48.8584,2.2945&amp;z=16&amp;t=p&amp;output=embed"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain(`sandbox="${THIRD_PARTY_SANDBOX}"`);
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(html).toContain(`title="${widgetKindTexts.map}"`);
  });

  it('without a point, the address is searched, and names the map', () => {
    const html = renderToStaticMarkup(<GmapsView widget={widgetOf('gmaps', { address: 'Tower Bridge, London' })} />);
    expect(html).toContain(`src="https://maps.google.com/maps?q=Tower%20Bridge%2C%20London&amp;z=${mapConstants.defaultZoom}&amp;t=m&amp;output=embed"`);
    expect(html).toContain(`title="${widgetKindTexts.mapOf('Tower Bridge, London')}"`);
  });

  it('the server’s render and a second render are the same (hydration matches)', () => {
    const widget = widgetOf('gmaps', { lat: 1, lng: 2, marker: false, address: 'Somewhere' });
    expect(renderToStaticMarkup(<GmapsView widget={widget} />)).toBe(renderToStaticMarkup(<GmapsView widget={widget} active />));
  });

  it('neither point nor address: the empty map box', () => {
    expect(renderToStaticMarkup(<GmapsView widget={widgetOf('gmaps', { zoom: 3 })} />)).toBe('<div class="folio-gmaps" style="width:100%;height:100%"></div>');
  });

  it('a field of the wrong type throws (the dispatcher skips the widget)', () => {
    expect(() => renderToStaticMarkup(<GmapsView widget={widgetOf('gmaps', { lat: '1' as unknown as number, lng: 2 })} />)).toThrow('gmaps: lat is not a number');
    expect(() => renderToStaticMarkup(<GmapsView widget={widgetOf('gmaps', { lat: 1, lng: 2, style: 'moon' as 'terrain' })} />)).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { preloadAllKinds, preloadKinds } from './on-demand';
import { OnDemandWidget } from './on-demand-view';
import { widgetOf } from './test-widgets';

describe('OnDemandWidget', () => {
  it('draws an empty box until its kind is loaded, then the kind', async () => {
    const widget = widgetOf('iframe', { url: 'https://example.com/' });
    expect(renderToString(<OnDemandWidget widget={widget} />)).toBe('<div class="folio-on-demand-box" style="width:100%;height:100%"></div>');
    await preloadKinds(['iframe']);
    expect(renderToString(<OnDemandWidget widget={widget} />)).toContain('<iframe');
  });

  it('the server, after preloadAllKinds, draws every kind fully', async () => {
    await preloadAllKinds();
    expect(renderToString(<OnDemandWidget widget={widgetOf('gmaps', { lat: 1, lng: 2 })} />)).toContain('src="https://maps.google.com/maps?q=1,2');
    expect(renderToString(<OnDemandWidget widget={widgetOf('audio', { url: 'https://cdn.example.com/a.mp3' })} />)).toContain('<audio');
  });
});

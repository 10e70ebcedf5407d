import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { preloadAllKinds, preloadKinds } from './on-demand';
import { OnDemandWidget } from './on-demand-view';
import { TEST_PAGE, widgetOf } from './test-widgets';
import { WidgetView } from './view';

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

describe('an on-demand kind with bad data', () => {
  it('leaves its empty box in the server HTML instead of breaking the page', async () => {
    await preloadAllKinds();
    const page = renderToString(
      <main>
        <WidgetView widget={widgetOf('gmaps', { lat: '1' as unknown as number })} viewport="default" pageId={TEST_PAGE} />
        <p>The rest of the page</p>
      </main>,
    );
    expect(page).toContain('<p>The rest of the page</p>');
    expect(page).not.toContain('<iframe');
    expect(page).toContain('folio-on-demand-box');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetOf } from '../test-widgets';
import RmfooterView from './view';

describe('footer view', () => {
  it('a bar filling the box in its colour, sticky when set', () => {
    expect(renderToStaticMarkup(<RmfooterView widget={widgetOf('rmfooter', { bg_color: '000000', bg_opacity: 0.25, sticky: true })} />)).toBe(
      '<div class="folio-page-bar folio-rmfooter" data-sticky="true" style="width:100%;height:100%;background:rgba(0, 0, 0, 0.25)"></div>',
    );
  });
});

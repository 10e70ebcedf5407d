import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetKindTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import AddtocartView from './view';

describe('add-to-cart view', () => {
  it('a focusable button with its label, carrying the product, sku and price ids', () => {
    const html = renderToStaticMarkup(<AddtocartView widget={widgetOf('addtocart', { label: 'Buy the mag', product_id: 'prod_1', sku_id: 'sku_2', price_id: 'price_3' })} />);
    expect(html).toMatch(/^<button type="button" class="folio-addtocart" data-product-id="prod_1" data-sku-id="sku_2" data-price-id="price_3" style="[^"]+">Buy the mag<\/button>$/);
  });

  it('without a label, the default one; ids not chosen are left out', () => {
    const html = renderToStaticMarkup(<AddtocartView widget={widgetOf('addtocart', { label: '  ', product_id: 'prod_1' })} />);
    expect(html).toContain(`>${widgetKindTexts.addToCart}</button>`);
    expect(html).not.toContain('data-sku-id');
    expect(html).not.toContain('data-price-id');
  });

  it('a label is text, never markup', () => {
    expect(renderToStaticMarkup(<AddtocartView widget={widgetOf('addtocart', { label: '<img src=x>' })} />)).toContain('&lt;img src=x&gt;');
  });

  it('a field of the wrong type throws', () => {
    expect(() => renderToStaticMarkup(<AddtocartView widget={widgetOf('addtocart', { product_id: 1 as unknown as string })} />)).toThrow('addtocart: product_id is not a string');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { cartTexts, widgetKindTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import EcommercecartView from './view';

describe('cart view', () => {
  it('a focusable cart button, labelled with the cart’s title and its count of 0', () => {
    const html = renderToStaticMarkup(<EcommercecartView widget={widgetOf('ecommercecart')} />);
    expect(html).toContain(`<button type="button" class="folio-ecommercecart" aria-label="${widgetKindTexts.cartItems(cartTexts.title, 0)}" data-count="0"`);
    expect(widgetKindTexts.cartItems('Cart', 0)).toBe('Cart: 0 items');
    expect(html).toContain('<span class="folio-ecommercecart-title">Cart</span>');
    expect(html).toMatch(/<span class="folio-ecommercecart-count" style="[^"]*">0<\/span>/);
  });

  it('a narrow cart button draws its icon and count alone', () => {
    const html = renderToStaticMarkup(<EcommercecartView widget={widgetOf('ecommercecart', { w: 48, h: 48 })} />);
    expect(html).toContain('<svg');
    expect(html).not.toContain('folio-ecommercecart-title');
    expect(html).toContain('aria-label="Cart: 0 items"');
  });

  it('styled by its bar-* fields, titled by bar-title', () => {
    const html = renderToStaticMarkup(
      <EcommercecartView
        widget={widgetOf('ecommercecart', {
          'bar-title': 'Bag',
          'bar-color': 'ff0000',
          'bar-color-opacity': 0.5,
          'bar-background-color': '0000ff',
          'bar-background-color-opacity': 1,
          'bar-shadow': true,
          'bar-font-family': 'Georgia',
          'bar-font-style': 'italic',
          'bar-font-weight': 700,
          'bar-letter-spacing': 2,
        })}
      />,
    );
    expect(html).toContain('aria-label="Bag: 0 items"');
    expect(html).toContain('color:rgba(255, 0, 0, 0.5)');
    expect(html).toContain('background:rgba(0, 0, 255, 1)');
    expect(html).toContain('box-shadow:');
    expect(html).toContain('font-family:Georgia;font-style:italic;font-weight:700;letter-spacing:2px');
    expect(renderToStaticMarkup(<EcommercecartView widget={widgetOf('ecommercecart')} />)).not.toContain('box-shadow');
  });

  it('a field of the wrong type throws', () => {
    expect(() => renderToStaticMarkup(<EcommercecartView widget={widgetOf('ecommercecart', { 'bar-shadow': 1 as unknown as boolean })} />)).toThrow('ecommercecart: bar-shadow is not true or false');
  });
});

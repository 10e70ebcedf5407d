// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  addToCartItem,
  createCartStore,
  createMemoryStorage,
  lineDetails,
  cartLines,
  variantPickerTexts,
  widgetKindTexts,
  type CartItemInput,
  type HostedProduct,
  type PickerProduct,
  type ProviderProduct,
} from '@folio/model';
import { WidgetEnvironmentContext, type CartAddRef, type CartBridge } from '../environment';
import { widgetOf } from '../test-widgets';
import AddtocartView from './view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sku = (id: string, attributes: Record<string, string>, price: number, quantity: number) => ({
  id,
  active: true,
  currency: 'usd',
  price,
  attributes,
  productObject: { name: 'Tee', shippable: true },
  inventory: { type: 'finite' as const, quantity },
});
// As the shop API answers it: the card provider's product says object 'product' like a hosted-store one.
const answered = { object: 'product' as const };
const tee: ProviderProduct = {
  ...answered,
  id: 'prod_tee',
  name: 'Tee',
  active: true,
  articles: [sku('sku_s_red', { size: 'S', colour: 'Red' }, 2000, 3), sku('sku_m_red', { size: 'M', colour: 'Red' }, 2400, 2), sku('sku_m_blue', { size: 'M', colour: 'Blue' }, 2400, 0)],
};

/** A cart bridge over a real cart store, answering one product, as the viewer's runtime does. */
function bridgeOf(product: PickerProduct) {
  const store = createCartStore({ storage: createMemoryStorage(), numId: 1, provider: 'stripe' });
  const refused: string[] = [];
  const bridge: CartBridge = {
    add(ref: CartAddRef) {
      let item: CartItemInput | undefined = 'unit_amount' in product ? { ...(product as HostedProduct) } : addToCartItem(ref, [product as ProviderProduct]);
      if (item && ref.options && item.object !== 'sku') item = { ...item, selectedOptions: ref.options };
      const result = item ? store.add(item) : null;
      if (!result?.ok) refused.push(ref.sku_id ?? ref.product_id ?? '');
    },
    product: async (id) => (id === product.id ? { product, outOfStock: 'Sold out' } : null),
    open: () => {},
    register: () => () => {},
    count: () => 0,
    subscribe: () => () => {},
  };
  return { bridge, store, refused };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function render(widget: ReturnType<typeof widgetOf<'addtocart'>>, bridge: CartBridge) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(
    <WidgetEnvironmentContext.Provider value={{ mode: 'viewer', magNumId: 1, cart: bridge }}>
      <AddtocartView widget={widget} />
    </WidgetEnvironmentContext.Provider>,
  ));
  const select = (name: string) => document.getElementById([...host.querySelectorAll('label')].find((label) => label.textContent === name)!.htmlFor) as HTMLSelectElement;
  const choose = async (name: string, value: string) => {
    const field = select(name);
    field.value = value;
    await act(async () => field.dispatchEvent(new Event('change', { bubbles: true })));
  };
  const button = () => host.querySelector<HTMLButtonElement>('button')!;
  return { host, select, choose, button };
}

describe('add-to-cart variant picker', () => {
  const widget = widgetOf('addtocart', { product_id: 'prod_tee', label: 'Add the tee', visitor_picks: true, show_price: true, show_stock: true });

  it('one labelled select per attribute, sold-out values marked, the button disabled saying what to choose', async () => {
    const { bridge } = bridgeOf(tee);
    const { host, select, button } = await render(widget, bridge);
    expect([...host.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['size', 'colour']);
    expect([...select('colour').options].map((option) => [option.textContent, option.disabled])).toEqual([
      [variantPickerTexts.placeholder('colour'), true],
      ['Red', false],
      ['Blue (sold out)', true],
    ]);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Choose size and colour');
    expect(host.querySelector('.folio-addtocart-info')!.textContent).toBe('From 20.00 USD');
  });

  it('a full choice shows its price and stock and adds that sku; two variants make two lines with their attributes', async () => {
    const { bridge, store } = bridgeOf(tee);
    const { host, choose, button } = await render(widget, bridge);
    await choose('size', 'M');
    await choose('colour', 'Red');
    expect(host.querySelector('.folio-addtocart-info')!.textContent).toBe('24.00 USD · 2 in stock');
    expect(button().textContent).toBe('Add the tee');
    await act(async () => button().click());
    await choose('size', 'S');
    await act(async () => button().click());
    expect(cartLines(store.getCart()).map(({ key, line }) => [key, lineDetails(line)])).toEqual([
      ['sku_m_red', [{ name: 'size', value: 'M' }, { name: 'colour', value: 'Red' }]],
      ['sku_s_red', [{ name: 'size', value: 'S' }, { name: 'colour', value: 'Red' }]],
    ]);
  });

  it('a sold-out combination cannot be added: the button says the project’s out-of-stock text', async () => {
    const { bridge, store } = bridgeOf(tee);
    const { host, choose, button } = await render(widget, bridge);
    await choose('colour', 'Red');
    await choose('size', 'M');
    await choose('colour', 'Blue');
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Sold out');
    expect(host.querySelector('.folio-addtocart-info')!.textContent).toBe('24.00 USD · Sold out');
    await act(async () => button().click());
    expect(cartLines(store.getCart())).toEqual([]);
  });

  it('a hosted product’s options with their modifiers; the chosen options travel with the line', async () => {
    const mug: HostedProduct = {
      id: '42',
      object: 'product',
      active: true,
      name: 'Mug',
      unit_amount: 1000,
      currency: 'usd',
      inStock: true,
      options: [{ type: 'SIZE', name: 'Size', required: true, choices: [{ text: 'Small' }, { text: 'Large', priceModifier: 50, priceModifierType: 'PERCENT' }] }],
    };
    const { bridge, store } = bridgeOf(mug);
    const { select, choose, button } = await render(widgetOf('addtocart', { product_id: '42', visitor_picks: true, show_price: true }), bridge);
    expect([...select('Size').options].map((option) => option.textContent)).toEqual(['Choose Size…', 'Small', 'Large (+50%)']);
    await choose('Size', 'Large');
    expect(document.querySelector('.folio-addtocart-info')!.textContent).toBe('15.00 USD');
    await act(async () => button().click());
    expect(cartLines(store.getCart())[0]!.line).toMatchObject({ id: '42', selectedOptions: { Size: 'Large' } });
  });

  it('a product the shop does not answer leaves the plain button', async () => {
    const { bridge } = bridgeOf(tee);
    const { host, button } = await render(widgetOf('addtocart', { product_id: 'prod_gone', visitor_picks: true }), bridge);
    expect(host.querySelector('select')).toBeNull();
    expect(button().textContent).toBe(widgetKindTexts.addToCart);
  });

  it('without a cart (the editor, the server’s render) an inert sketch of the layout', () => {
    const html = renderToStaticMarkup(<AddtocartView widget={widgetOf('addtocart', { product_id: 'prod_tee', visitor_picks: true, show_price: true })} />);
    expect(html).toContain('inert=""');
    expect(html.match(/<select/g)).toHaveLength(2);
    expect(html).toContain('>Option 1</label>');
    expect(html).toContain(`>${widgetKindTexts.addToCart}</button>`);
    expect(html).toContain('>Price</p>');
  });
});

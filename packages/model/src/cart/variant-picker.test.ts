import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart } from './cart-operations';
import { finiteSku, hosted, price, sku, value } from './test-items';
import type { ProviderProduct } from './types';
import { initialSelection, pickVariant, variantPickerHeight, variantPickerTexts, variantPriceText, variantStockText } from './variant-picker';

// As the shop API answers it: the card provider's product says object 'product' like a hosted-store one.
const answered = { object: 'product' as const };
const tee: ProviderProduct = {
  ...answered,
  id: 'prod_tee',
  name: 'Tee',
  active: true,
  articles: [
    finiteSku('sku_s_red', 3, { attributes: { size: 'S', colour: 'Red' }, price: 2000 }),
    finiteSku('sku_s_blue', 0, { attributes: { size: 'S', colour: 'Blue' }, price: 2000 }),
    finiteSku('sku_m_red', 5, { attributes: { size: 'M', colour: 'Red' }, price: 2400 }),
    finiteSku('sku_l_red', 0, { attributes: { size: 'L', colour: 'Red' }, price: 2600 }),
    sku('sku_xl_green', { active: false, attributes: { size: 'XL', colour: 'Green' } }),
  ],
};

const pick = (selection: Record<string, string>) => pickVariant(tee, {}, selection)!;
const choices = (selection: Record<string, string>, field: string) => pick(selection).fields.find((f) => f.name === field)!.choices;

describe('variant picker by attributes (ecommerce.md §5: matched by equal attributes)', () => {
  it('one field per attribute name, values from the active skus in their order', () => {
    expect(pick({}).fields.map((f) => [f.name, f.kind, f.required, f.choices.map((c) => c.value)])).toEqual([
      ['size', 'attribute', true, ['S', 'M', 'L']],
      ['colour', 'attribute', true, ['Red', 'Blue']],
    ]);
  });

  it('a value no sku on sale has is sold out and disabled; a value sold out only with the other choice is marked, not disabled', () => {
    expect(choices({}, 'size').find((c) => c.value === 'L')).toEqual({ value: 'L', label: 'L (sold out)', state: 'soldOut', disabled: true });
    expect(choices({}, 'colour').find((c) => c.value === 'Blue')).toMatchObject({ label: 'Blue (sold out)', disabled: true });
    expect(choices({ colour: 'Red' }, 'size').map((c) => c.label)).toEqual(['S', 'M', 'L (sold out)']);
    expect(choices({ size: 'M' }, 'colour').map((c) => [c.label, c.state, c.disabled])).toEqual([
      ['Red', 'available', false],
      ['Blue (not offered)', 'notOffered', true],
    ]);
  });

  it('nothing to add until every attribute is chosen; the price is the lowest still possible, "From" when they differ', () => {
    const partial = pick({ colour: 'Red' });
    expect(partial.item).toBeNull();
    expect(partial.missing).toEqual(['size']);
    expect(variantPriceText(partial)).toBe('From 20.00 USD');
    expect(variantPriceText(pick({ size: 'S' }))).toBe('20.00 USD');
    expect(variantPickerTexts.choose(partial.missing)).toBe('Choose size');
    expect(variantPickerTexts.choose(pick({}).missing)).toBe('Choose size and colour');
  });

  it('a full choice names the sku with equal attributes, its price and stock; a sold-out one cannot be added', () => {
    const chosen = pick({ size: 'M', colour: 'Red' });
    expect(chosen.item).toEqual({ sku_id: 'sku_m_red' });
    expect(variantPriceText(chosen)).toBe('24.00 USD');
    expect(variantStockText(chosen.stock!, 'Sold out')).toBe('5 in stock');
    const soldOut = pick({ size: 'L', colour: 'Red' });
    expect(soldOut.item).toEqual({ sku_id: 'sku_l_red' });
    expect(soldOut.stock?.available).toBe(false);
    expect(variantStockText(soldOut.stock!, 'Sold out')).toBe('Sold out');
    // A combination no sku has is no item.
    expect(pick({ size: 'M', colour: 'Blue' }).item).toBeNull();
    // The cart refuses the sold-out sku whatever the picker shows.
    expect(addToCart(emptyCart(), { ...tee.articles![3]!, object: 'sku' }).ok).toBe(false);
  });

  it('an attribute with a single value starts chosen; an inactive product has no picker; a pinned sku has no fields', () => {
    const one: ProviderProduct = { ...tee, articles: [sku('a', { attributes: { size: 'S', fit: 'Slim' } }), sku('b', { attributes: { size: 'M', fit: 'Slim' } })] };
    expect(initialSelection(one, {})).toEqual({ fit: 'Slim' });
    expect(pickVariant({ ...tee, active: false }, {}, {})).toBeNull();
    expect(pickVariant(tee, { sku_id: 'sku_m_red' }, {})).toMatchObject({ fields: [], item: { sku_id: 'sku_m_red' }, price: 2400 });
  });
});

const mug = hosted('42', {
  unit_amount: 1000,
  options: [
    { type: 'SIZE', name: 'Size', required: true, choices: [{ text: 'Small' }, { text: 'Large', priceModifier: 20, priceModifierType: 'PERCENT' }] },
    { type: 'RADIO', name: 'Lid', defaultChoice: 0, choices: [{ text: 'No lid' }, { text: 'Lid', priceModifier: 250, priceModifierType: 'ABSOLUTE' }] },
    { type: 'TEXTFIELD', name: 'Engraving', choices: [] },
  ],
  combinations: [{ id: 7, options: [{ name: 'Size', value: 'Large' }, { name: 'Lid', value: 'Lid' }], inStock: false }],
});

describe('variant picker by options (ecommerce.md §3 Option, §9: SELECT, SIZE, RADIO; PERCENT of the base price, ABSOLUTE added)', () => {
  it('one field per option of a valid type, each choice with its price change; defaults start chosen', () => {
    const start = pickVariant(mug, {}, initialSelection(mug, {}))!;
    expect(initialSelection(mug, {})).toEqual({ Lid: 'No lid' });
    expect(start.fields.map((f) => [f.name, f.required, f.choices.map((c) => c.label)])).toEqual([
      ['Size', true, ['Small', 'Large (+20%)']],
      ['Lid', false, ['No lid', 'Lid (+2.50 USD)']],
    ]);
    expect(start.missing).toEqual(['Size']);
    expect(start.item).toBeNull();
  });

  it('the price has the chosen modifiers applied; the options travel with the item', () => {
    const large = pickVariant(mug, {}, { Size: 'Large', Lid: 'No lid' })!;
    expect(large.price).toBe(1200);
    expect(large.item).toEqual({ options: { Size: 'Large', Lid: 'No lid' } });
    expect(pickVariant(mug, {}, { Size: 'Small', Lid: 'Lid' })!.price).toBe(1250);
    const line = value(addToCart(emptyCart(), { ...mug, selectedOptions: { Size: 'Large', Lid: 'No lid' } }));
    expect(Object.values(line.prices)[0]!.selectedOptions).toEqual({ Size: 'Large', Lid: 'No lid' });
  });

  it('a sold-out combination is marked and its stock says the project text', () => {
    const pickLarge = pickVariant(mug, {}, { Size: 'Large' })!;
    expect(pickLarge.fields[1]!.choices.map((c) => c.label)).toEqual(['No lid', 'Lid (+2.50 USD) (sold out)']);
    const soldOut = pickVariant(mug, {}, { Size: 'Large', Lid: 'Lid' })!;
    expect(variantStockText(soldOut.stock!, 'Gone')).toBe('Gone');
  });

  it("a card provider's price with options is picked by them and named by its id", () => {
    const poster: ProviderProduct = {
      id: 'prod_poster',
      active: true,
      prices: [{ ...price('price_a', { options: [{ type: 'SELECT', name: 'Paper', required: true, choices: [{ text: 'Matte' }, { text: 'Gloss', priceModifier: -100, priceModifierType: 'ABSOLUTE' }] }] }), billing_scheme: 'per_unit' }],
    };
    const gloss = pickVariant(poster, {}, { Paper: 'Gloss' })!;
    expect(gloss.fields[0]!.choices.map((c) => c.label)).toEqual(['Matte', 'Gloss (−1.00 USD)']);
    expect(gloss.item).toEqual({ price_id: 'price_a', options: { Paper: 'Gloss' } });
    expect(gloss.price).toBe(400);
  });
});

describe('the picker’s size', () => {
  it('fits its fields, the price line and the button', () => {
    expect(variantPickerHeight(2, true)).toBeGreaterThan(variantPickerHeight(2, false));
    expect(variantPickerHeight(0, false)).toBe(44);
  });
});

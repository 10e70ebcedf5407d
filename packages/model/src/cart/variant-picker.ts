// The add-to-cart's variant picker (issue 17, docs/shop.md "Variant picker"; ecommerce.md §3, §5, §9): when the author
// leaves the variant to the visitor, one field per sku attribute name (values from the product's active skus; the sku
// found by equal attributes, §5) or per price option of a valid type (SELECT, SIZE, RADIO; PERCENT and ABSOLUTE
// modifiers, §3, §9), the chosen variant's price and stock, and what the add hands to the cart.
import { addToCartItem, findArticle, isProductActive } from './products';
import { formatMoney } from './cart-money';
import { completeSelectedOptions, defaultSelectedOptions, hostedUnitPrice, missingRequiredOptions } from './hosted-product';
import { hostedStock, isHostedAvailable, isSkuAvailable, variationOptions } from './stock';
import type { HostedProduct, OptionChoice, PriceItem, ProviderProduct, SelectedOptions, SkuItem } from './types';

/** The picker's sizes in px (the widget grows to fit them when the author lets the visitor pick). */
export const variantPickerConstants = {
  width: 280,
  fieldHeight: 36,
  gap: 8,
  infoHeight: 22,
  buttonHeight: 44,
  // The fields the constructor's canvas draws before it knows the product's (the usual size and colour).
  sketchFields: 2,
  // The fields' look: labels and values in dark grey on white, a light grey rule, 14 px type.
  textColor: '222222',
  mutedColor: '5f5f5f',
  fieldBackground: 'ffffff',
  fieldBorder: '8a8a8a',
  fontSize: 14,
  labelWidth: 72,
  radius: 4,
  // A disabled add button is drawn at this opacity.
  disabledOpacity: 0.55,
} as const;

export const variantPickerTexts = {
  choose: (names: readonly string[]) => `Choose ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? 'a variant')}`,
  placeholder: (name: string) => `Choose ${name}…`,
  none: 'None',
  soldOut: 'sold out',
  notOffered: 'not offered',
  marked: (label: string, mark: string) => `${label} (${mark})`,
  inStock: 'In stock',
  unitsInStock: (units: number) => `${units} in stock`,
  limited: 'Only a few left',
  from: (price: string) => `From ${price}`,
  money: (minorUnits: number, currency: string) => `${formatMoney(minorUnits)} ${currency.toUpperCase()}`,
  percent: (modifier: number) => `${modifier > 0 ? '+' : ''}${modifier}%`,
  signedMoney: (text: string, negative: boolean) => `${negative ? '−' : '+'}${text}`,
  // The constructor's sketch of the picker before the product's own fields are known.
  sketchField: (index: number) => `Option ${index + 1}`,
  sketchInfo: (price: boolean, stock: boolean) => [price ? 'Price' : null, stock ? 'Stock' : null].filter(Boolean).join(' · '),
  // The add-to-cart fields
  visitorPicks: 'Let the visitor pick (size, colour, options)',
  showPrice: 'Show price',
  showStock: 'Show stock',
  picksHint: 'The visitor chooses among the active variants; sold-out ones are marked and cannot be added.',
} as const;

/** A choice's state against the other chosen values: on sale, sold out, or no variant has it (with those values). */
export type PickerChoiceState = 'available' | 'soldOut' | 'notOffered';

export interface PickerChoice {
  value: string;
  /** What the visitor reads: the value, its price change, and its mark when not available. */
  label: string;
  state: PickerChoiceState;
  /** Never choosable: no variant with this value is on sale, whatever the other choices. */
  disabled: boolean;
}

export interface PickerField {
  name: string;
  /** A sku attribute (ecommerce.md §3 "Sku item") or a price item's option (§3 "Option"). */
  kind: 'attribute' | 'option';
  /** Must be chosen before adding: every attribute, and the options marked required. */
  required: boolean;
  choices: PickerChoice[];
}

/** What an add hands to the cart bridge: the chosen sku, or the price (card provider) with its options. */
export type PickedItem = { sku_id: string } | { price_id?: string; options: SelectedOptions };

export interface VariantStock {
  available: boolean;
  /** Units in stock when counted. */
  quantity: number | null;
  /** A bucket sku with a limited stock. */
  limited: boolean;
}

export interface VariantPick {
  fields: PickerField[];
  /** The required fields still without a choice. */
  missing: string[];
  /** The chosen variant, once every required field has a choice and a variant has those values. */
  item: PickedItem | null;
  /** Minor units: the chosen variant's, else the lowest of those still possible (priceIsFrom when they differ). */
  price: number | null;
  priceIsFrom: boolean;
  currency: string | null;
  /** The chosen variant's stock; null until one is chosen. */
  stock: VariantStock | null;
}

/** The product as the picker reads it: the card provider's, with skus and prices, or a hosted-store product. */
export type PickerProduct = ProviderProduct | HostedProduct;

// The card provider's products say object 'product' too: a hosted-store product is told by its own price.
const isHosted = (product: PickerProduct): product is HostedProduct => typeof (product as HostedProduct).unit_amount === 'number';
const activeSkus = (product: ProviderProduct): SkuItem[] => (product.articles ?? []).filter(isProductActive);

/** Values in the order the product's active skus first give them, by attribute name in the same order. */
function attributeValues(skus: readonly SkuItem[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const sku of skus) {
    for (const [name, value] of Object.entries(sku.attributes ?? {})) {
      const values = names.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      names.set(name, values);
    }
  }
  return names;
}

const agreesWith = (sku: SkuItem, selection: SelectedOptions, except?: string) =>
  Object.entries(selection).every(([name, value]) => name === except || !value || sku.attributes?.[name] === value);

const mark = (label: string, state: PickerChoiceState) =>
  state === 'available' ? label : variantPickerTexts.marked(label, state === 'soldOut' ? variantPickerTexts.soldOut : variantPickerTexts.notOffered);

function skuStock(sku: SkuItem): VariantStock {
  const { inventory } = sku;
  return {
    available: isSkuAvailable(sku),
    quantity: inventory.type === 'finite' ? Math.max(0, Math.floor(inventory.quantity ?? 0)) : null,
    limited: inventory.type === 'bucket' && inventory.value === 'limited',
  };
}

/** ecommerce.md §5: a multi-article product's fields, one per attribute name; the sku found by equal attributes. */
function pickSku(product: ProviderProduct, selection: SelectedOptions): VariantPick {
  const skus = activeSkus(product);
  const fields: PickerField[] = [...attributeValues(skus)].map(([name, values]) => ({
    name,
    kind: 'attribute',
    required: true,
    choices: values.map((value) => {
      const having = skus.filter((sku) => sku.attributes?.[name] === value);
      const withOthers = having.filter((sku) => agreesWith(sku, selection, name));
      const state: PickerChoiceState = withOthers.some(isSkuAvailable) ? 'available' : withOthers.length ? 'soldOut' : 'notOffered';
      return { value, label: mark(value, state), state, disabled: !having.some(isSkuAvailable) };
    }),
  }));
  const missing = fields.filter((field) => !selection[field.name]).map((field) => field.name);
  const chosen = Object.fromEntries(fields.map((field) => [field.name, selection[field.name] ?? '']));
  const sku = missing.length === 0 ? findArticle(product, chosen) : undefined;
  const possible = skus.filter((candidate) => agreesWith(candidate, selection));
  const prices = possible.map((candidate) => candidate.price);
  const lowest = prices.length ? Math.min(...prices) : null;
  return {
    fields,
    missing,
    item: sku ? { sku_id: sku.id } : null,
    price: sku ? sku.price : lowest,
    priceIsFrom: !sku && new Set(prices).size > 1,
    currency: sku?.currency ?? possible[0]?.currency ?? skus[0]?.currency ?? null,
    stock: sku ? skuStock(sku) : null,
  };
}

function modifierText(choice: OptionChoice, currency: string): string | null {
  const modifier = choice.priceModifier ?? 0;
  if (!modifier) return null;
  if (choice.priceModifierType === 'PERCENT') return variantPickerTexts.percent(modifier);
  return variantPickerTexts.signedMoney(variantPickerTexts.money(Math.abs(modifier), currency), modifier < 0);
}

const choiceLabel = (choice: OptionChoice, currency: string) => {
  const modifier = modifierText(choice, currency);
  return modifier ? `${choice.text} (${modifier})` : choice.text;
};

/**
 * ecommerce.md §3, §9: a price item's options of a valid type, each choice with its price change; the price with the
 * chosen choices' modifiers (PERCENT of the base price, ABSOLUTE added); a hosted-store product's combination stock.
 */
function pickOptions(item: PriceItem, selection: SelectedOptions): VariantPick {
  const options = variationOptions(item.options);
  const chosen = completeSelectedOptions({ options, selectedOptions: Object.fromEntries(Object.entries(selection).filter(([, value]) => value)) });
  const withChoice = (selected: SelectedOptions): PriceItem => ({ ...item, options, selectedOptions: selected });
  const hosted = item.object === 'product';
  const fields: PickerField[] = options.map((option) => ({
    name: option.name,
    kind: 'option',
    required: option.required === true,
    choices: (option.choices ?? []).map((choice) => {
      const state: PickerChoiceState = !hosted || isHostedAvailable(withChoice({ ...chosen, [option.name]: choice.text })) ? 'available' : 'soldOut';
      return { value: choice.text, label: mark(choiceLabel(choice, item.currency), state), state, disabled: false };
    }),
  }));
  const line = withChoice(chosen);
  const missing = missingRequiredOptions(line);
  const stock = hostedStock(line);
  return {
    fields,
    missing,
    item: missing.length ? null : { ...(item.object === 'price' ? { price_id: item.id } : {}), options: chosen },
    price: hostedUnitPrice(line),
    priceIsFrom: false,
    currency: item.currency,
    stock: missing.length ? null : hosted ? { available: isHostedAvailable(line), quantity: stock.quantity, limited: false } : { available: true, quantity: null, limited: false },
  };
}

type PinnedFields = { sku_id?: string | null; price_id?: string | null };
/** The sku or price the widget names (or the product's only sku, or its first active per_unit price). */
const pinnedItem = (product: ProviderProduct, widget: PinnedFields) =>
  addToCartItem({ product_id: product.id, sku_id: widget.sku_id ?? null, price_id: widget.price_id ?? null }, [product]);

/**
 * The picker of a product as its add-to-cart widget offers it: a product with active skus (and no sku pinned) by
 * attributes; else its price (the one named, or the first active per_unit one) or the hosted-store product by
 * options. Null when the product has nothing to sell.
 */
export function pickVariant(product: PickerProduct, widget: PinnedFields, selection: SelectedOptions): VariantPick | null {
  if (isHosted(product)) return product.active === false ? null : pickOptions(product, selection);
  if (!widget.sku_id && activeSkus(product).length > 0) return isProductActive(product) ? pickSku(product, selection) : null;
  const item = pinnedItem(product, widget);
  if (!item) return null;
  if (item.object === 'sku') return { fields: [], missing: [], item: { sku_id: item.id }, price: item.price, priceIsFrom: false, currency: item.currency, stock: skuStock(item) };
  return pickOptions(item, selection);
}

/**
 * The choices the picker starts with: each option's default choice (ecommerce.md §3 "Option": defaultChoice), and
 * the value of an attribute that has only one.
 */
export function initialSelection(product: PickerProduct, widget: PinnedFields): Record<string, string> {
  const pick = pickVariant(product, widget, {});
  if (!pick) return {};
  if (pick.fields.some((field) => field.kind === 'attribute')) {
    return Object.fromEntries(pick.fields.filter((field) => field.choices.length === 1).map((field) => [field.name, field.choices[0]!.value]));
  }
  const item = isHosted(product) ? product : pinnedItem(product, widget);
  return item && item.object !== 'sku' ? defaultSelectedOptions(variationOptions(item.options)) : {};
}

/** What the stock line says: the project's out-of-stock text when sold out, else the units or level in stock. */
export function variantStockText(stock: VariantStock, outOfStock: string): string {
  if (!stock.available) return outOfStock;
  if (stock.quantity !== null) return variantPickerTexts.unitsInStock(stock.quantity);
  return stock.limited ? variantPickerTexts.limited : variantPickerTexts.inStock;
}

/** What the price line says: the money of the chosen variant, or "From …" the lowest still possible. */
export function variantPriceText(pick: Pick<VariantPick, 'price' | 'priceIsFrom' | 'currency'>): string | null {
  if (pick.price === null || !pick.currency) return null;
  const money = variantPickerTexts.money(pick.price, pick.currency);
  return pick.priceIsFrom ? variantPickerTexts.from(money) : money;
}

/** The widget's height that fits a picker of this many fields (with its price and stock line when shown). */
export function variantPickerHeight(fields: number, withInfo: boolean): number {
  const { fieldHeight, gap, infoHeight, buttonHeight } = variantPickerConstants;
  return fields * (fieldHeight + gap) + (withInfo ? infoHeight + gap : 0) + buttonHeight;
}

import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import {
  initialSelection,
  pickVariant,
  shopWidgetConstants,
  variantPickerConstants as c,
  variantPickerTexts as t,
  variantPriceText,
  variantStockText,
  type AddtocartWidget,
  type PickedItem,
  type PickerProduct,
  type VariantPick,
} from '@folio/model';
import { rgba } from '../css-values';
import type { CartBridge } from '../environment';

type Loaded = { product: PickerProduct; outOfStock: string };

interface PickerProps {
  widget: AddtocartWidget;
  label: string;
  productId: string | undefined;
  /** The visitor's cart; absent in the editor, where the picker is drawn inert. */
  cart: CartBridge | null | undefined;
  /** The plain button, drawn when the shop has no such product to pick from (its click says why). */
  fallback: ReactNode;
}

/**
 * The add-to-cart's variant picker (docs/shop.md "Variant picker"): one labelled native select per attribute or
 * option, the chosen variant's price and stock when the author shows them, and the button, which adds the chosen
 * variant and is disabled, saying what is missing, until a variant on sale is chosen. Before the product is read (the
 * server's render, the editor's canvas) it is drawn as an inert sketch of the same layout.
 */
export function VariantPicker({ widget, label, productId, cart, fallback }: PickerProps) {
  const [loaded, setLoaded] = useState<Loaded | null | undefined>(undefined);
  const [selection, setSelection] = useState<Record<string, string>>({});
  const skuId = widget.sku_id;
  const priceId = widget.price_id;
  useEffect(() => {
    if (!cart || !productId) return;
    let live = true;
    void cart.product(productId).then((answer) => {
      if (!live) return;
      setLoaded(answer);
      if (answer) setSelection(initialSelection(answer.product, { sku_id: skuId ?? null, price_id: priceId ?? null }));
    });
    return () => void (live = false);
  }, [cart, productId, skuId, priceId]);

  const pick = loaded ? pickVariant(loaded.product, { sku_id: skuId ?? null, price_id: priceId ?? null }, selection) : null;
  if (loaded === null || (loaded && !pick)) return fallback;
  if (!loaded || !pick || !cart) return <Sketch widget={widget} label={label} named={!cart} />;

  const add = (item: PickedItem) => cart.add({ ...(productId ? { product_id: productId } : {}), ...item });
  return (
    <Layout
      fields={pick.fields.map((field) => ({
        name: field.name,
        value: selection[field.name] ?? '',
        empty: field.required ? t.placeholder(field.name) : t.none,
        emptyDisabled: field.required,
        choices: field.choices,
        onChange: (value) => setSelection((current) => ({ ...current, [field.name]: value })),
      }))}
      info={infoText(widget, pick, loaded.outOfStock)}
      button={{ label: buttonLabel(pick, label, loaded.outOfStock), onClick: pick.item && pick.stock?.available !== false ? () => add(pick.item!) : undefined }}
    />
  );
}

function buttonLabel(pick: VariantPick, label: string, outOfStock: string): string {
  if (pick.missing.length) return t.choose(pick.missing);
  if (!pick.item) return t.marked(label, t.notOffered);
  return pick.stock?.available === false ? outOfStock : label;
}

function infoText(widget: AddtocartWidget, pick: VariantPick, outOfStock: string): string | null {
  const parts = [widget.show_price ? variantPriceText(pick) : null, widget.show_stock && pick.stock ? variantStockText(pick.stock, outOfStock) : null];
  const shown = parts.filter((part): part is string => !!part);
  return shown.length ? shown.join(' · ') : null;
}

/** The picker's look before its product is known: labelled fields, the price line, the button, all inert. */
function Sketch({ widget, label, named }: { widget: AddtocartWidget; label: string; named: boolean }) {
  const fields = Array.from({ length: c.sketchFields }, (_, index) => ({
    name: named ? t.sketchField(index) : '',
    value: '',
    empty: named ? t.placeholder(t.sketchField(index).toLowerCase()) : '',
    emptyDisabled: true,
    choices: [],
  }));
  return <Layout fields={fields} info={widget.show_price || widget.show_stock ? t.sketchInfo(!!widget.show_price, !!widget.show_stock) : null} button={{ label }} inert />;
}

interface LayoutField {
  name: string;
  value: string;
  empty: string;
  emptyDisabled: boolean;
  choices: VariantPick['fields'][number]['choices'];
  onChange?: (value: string) => void;
}

function Layout({ fields, info, button, inert }: { fields: LayoutField[]; info: string | null; button: { label: string; onClick?: (() => void) | undefined }; inert?: boolean }) {
  const id = useId();
  return (
    <div className="folio-addtocart-picker" style={boxStyle} aria-busy={inert || undefined} inert={inert}>
      {fields.map((field, index) => (
        <div key={index} style={rowStyle}>
          <label htmlFor={`${id}-${index}`} style={labelStyle}>
            {field.name}
          </label>
          <select id={`${id}-${index}`} style={selectStyle} value={field.value} disabled={inert} onChange={(event) => field.onChange?.(event.target.value)}>
            <option value="" disabled={field.emptyDisabled}>
              {field.empty}
            </option>
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value} disabled={choice.disabled}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {info !== null && (
        <p className="folio-addtocart-info" style={infoStyle} aria-live="polite">
          {info}
        </p>
      )}
      <button type="button" className="folio-addtocart" style={{ ...buttonStyle, ...(button.onClick || inert ? {} : disabledStyle) }} disabled={!button.onClick} onClick={button.onClick}>
        {button.label}
      </button>
    </div>
  );
}

const font = 'Roboto,"Helvetica Neue",Arial,sans-serif';
const boxStyle: CSSProperties = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: c.gap,
  overflow: 'hidden',
  background: rgba(c.fieldBackground),
  font: `400 ${c.fontSize}px/1.3 ${font}`,
  color: rgba(c.textColor),
};
const rowStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: c.gap, height: c.fieldHeight, flex: 'none' };
const labelStyle: CSSProperties = { flex: `0 0 ${c.labelWidth}px`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500, textTransform: 'capitalize' };
const selectStyle: CSSProperties = {
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
  padding: `0 ${c.gap}px`,
  border: `1px solid ${rgba(c.fieldBorder)}`,
  borderRadius: c.radius,
  background: rgba(c.fieldBackground),
  color: rgba(c.textColor),
  font: 'inherit',
};
const infoStyle: CSSProperties = { margin: 0, height: c.infoHeight, lineHeight: `${c.infoHeight}px`, flex: 'none', color: rgba(c.mutedColor), whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
const buttonStyle: CSSProperties = {
  flex: `1 0 ${c.buttonHeight}px`,
  width: '100%',
  padding: '0 1em',
  border: 0,
  color: rgba(shopWidgetConstants.addToCartColor),
  background: rgba(shopWidgetConstants.addToCartBackgroundColor),
  font: `500 16px/1.2 ${font}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
};
const disabledStyle: CSSProperties = { opacity: c.disabledOpacity, cursor: 'not-allowed' };

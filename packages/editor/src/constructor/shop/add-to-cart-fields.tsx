import { useId } from 'react';
import {
  shopConstants,
  shopEditorConstants,
  shopEditorTexts,
  variantPickerConstants,
  variantPickerHeight,
  variantPickerTexts,
  widgetKindTexts,
  type Widget,
} from '@folio/model';
import { errorText } from '../../app/api';
import { useEditor, useEditorState } from '../use-editor';
import { ToggleField } from '../properties/controls/toggle-field';
import { CommitField } from './commit-field';
import { problemMessage, shownAddToCartProblem } from './add-to-cart-validity';
import type { ShopProduct } from './shop-api';
import { ShopTextsField } from './shop-texts-field';
import { useShop } from './use-shop';
import './shop.css';

type AddtocartWidget = Extract<Widget, { type: 'addtocart' }>;
type ProductFields = Pick<AddtocartWidget, 'product_id' | 'sku_id' | 'price_id' | 'visitor_picks' | 'show_price' | 'show_stock' | 'w' | 'h'>;

const skuOption = (sku: ShopProduct['articles'][number]) =>
  `${shopEditorTexts.skuLabel(sku.attributes, sku.id)} · ${shopEditorTexts.money(sku.price, sku.currency)} · ${shopEditorTexts.stockOf(sku.inventory.type, sku.inventory.quantity, sku.inventory.value)}${sku.active ? '' : ` · ${shopEditorTexts.inactive}`}`;
const priceOption = (price: ShopProduct['prices'][number]) =>
  `${price.nickname ? `${price.nickname} · ` : ''}${shopEditorTexts.money(price.unit_amount, price.currency)}${price.active ? '' : ` · ${shopEditorTexts.archived}`}`;

/**
 * The add-to-cart widget's own fields in the properties panel (ecommerce.md §5, §6): the product it sells, chosen from
 * the shop's loaded products, with its sku or price; the button's label; the shop's out-of-stock text. The widget is
 * marked invalid while no product is chosen or the chosen one is not in the list. Writes go through updateWidgets.
 * "Any variant — the visitor picks" leaves the sku and options to the visitor (docs/shop.md "Variant picker"), with
 * the chosen variant's price and stock shown when asked; the widget grows to fit the picker's fields.
 */
export function AddToCartFields({ widget }: { widget: AddtocartWidget }) {
  const editor = useEditor();
  const magId = useEditorState(({ document }) => document.magId);
  const { state, provider, products, forbidden } = useShop(magId);
  const id = useId();
  const write = (fields: Partial<ProductFields> & { label?: string }) => editor.run('updateWidgets', { changes: [{ _id: widget._id, ...fields }] });

  if (forbidden) return <p className="fo-shop__muted fo-shop__small">{shopEditorTexts.noPermission}</p>;
  if (state.isPending || products.isLoading) return <p className="fo-shop__muted fo-shop__small">{shopEditorTexts.loading}</p>;
  if (state.isError) return <p className="fo-form-error">{errorText(state.error)}</p>;

  const list = products.data ?? [];
  const problem = shownAddToCartProblem(widget, provider, products.isSuccess ? list : null);
  const product = list.find((item) => item.id === widget.product_id);
  const problemId = `${id}-problem`;

  return (
    <div className="fo-shop-fields" data-invalid={problem ? 'true' : undefined}>
      {problem && (
        <div className="fo-shop-fields__problem" id={problemId} role="alert">
          <span className="fo-shop-fields__mark" aria-hidden="true">
            !
          </span>
          <span>
            <strong>{shopEditorTexts.invalidMark}: </strong>
            {problemMessage(problem)}
          </span>
        </div>
      )}
      {!provider && (
        <p className="fo-shop__muted fo-shop__small">
          {shopEditorTexts.connectFirst} {shopEditorTexts.openShopPanel}
        </p>
      )}
      {products.isError && <p className="fo-form-error">{shopEditorTexts.loadFailed(errorText(products.error))}</p>}
      {provider === 'stripe' && products.isSuccess && (
        <>
          <label className="fo-shop-fields__field">
            <span className="fo-shop__label">{shopEditorTexts.product}</span>
            <select
              className="fo-select fo-shop-fields__select"
              value={widget.product_id ?? ''}
              aria-invalid={problem === 'noneSelected' || problem === 'notInList' ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => write({ product_id: event.target.value || undefined, sku_id: undefined, price_id: undefined })}
            >
              <option value="">{shopEditorTexts.chooseProduct}</option>
              {widget.product_id && !product && <option value={widget.product_id}>{widget.product_id}</option>}
              {list.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.active ? item.name : `${item.name} · ${shopEditorTexts.inactive}`}
                </option>
              ))}
            </select>
          </label>
          {product && product.articles.length > 0 && !widget.visitor_picks && (
            <label className="fo-shop-fields__field">
              <span className="fo-shop__label">{shopEditorTexts.sku}</span>
              <select
                className="fo-select fo-shop-fields__select"
                value={widget.sku_id ?? ''}
                aria-invalid={problem === 'skuNotInProduct' ? true : undefined}
                onChange={(event) => write({ sku_id: event.target.value || undefined, price_id: undefined })}
              >
                <option value="">{shopEditorTexts.anySku}</option>
                {widget.sku_id && !product.articles.some((sku) => sku.id === widget.sku_id) && <option value={widget.sku_id}>{widget.sku_id}</option>}
                {product.articles.map((sku) => (
                  <option key={sku.id} value={sku.id}>
                    {skuOption(sku)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {product && product.prices.length > 0 && (
            <label className="fo-shop-fields__field">
              <span className="fo-shop__label">{shopEditorTexts.priceField}</span>
              <select
                className="fo-select fo-shop-fields__select"
                value={widget.price_id ?? ''}
                aria-invalid={problem === 'priceNotInProduct' ? true : undefined}
                onChange={(event) => write({ price_id: event.target.value || undefined, sku_id: undefined })}
              >
                <option value="">{shopEditorTexts.anyPrice}</option>
                {widget.price_id && !product.prices.some((price) => price.id === widget.price_id) && <option value={widget.price_id}>{widget.price_id}</option>}
                {product.prices.map((price) => (
                  <option key={price.id} value={price.id}>
                    {priceOption(price)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </>
      )}
      {provider === 'ecwid' && <HostedProductField value={widget.product_id ?? ''} invalid={problem !== null} describedBy={problem ? problemId : undefined} onCommit={(value) => write({ product_id: value || undefined })} />}
      {widget.product_id && <VisitorPicksFields widget={widget} fieldCount={product ? attributeCount(product) : variantPickerConstants.sketchFields} write={write} />}
      <LabelField value={widget.label ?? ''} onCommit={(label) => write({ label: label || undefined })} />
      <ShopTextsField />
    </div>
  );
}

const attributeCount = (product: ShopProduct) => new Set(product.articles.filter((sku) => sku.active).flatMap((sku) => Object.keys(sku.attributes ?? {}))).size;

/** The visitor-picks choice and, once made, whether the picker shows the price and the stock. */
function VisitorPicksFields({ widget, fieldCount, write }: { widget: AddtocartWidget; fieldCount: number; write: (fields: Partial<ProductFields>) => void }) {
  // The widget grows to fit the picker (never shrinks: the author may have made it larger).
  const fit = (next: Pick<AddtocartWidget, 'show_price' | 'show_stock'>) => ({
    w: Math.max(widget.w, variantPickerConstants.width),
    h: Math.max(widget.h, variantPickerHeight(fieldCount, !!(next.show_price || next.show_stock))),
  });
  const shown = { show_price: widget.show_price, show_stock: widget.show_stock };
  return (
    <>
      <ToggleField
        label={variantPickerTexts.visitorPicks}
        checked={widget.visitor_picks === true}
        onChange={(on) => write(on ? { visitor_picks: true, sku_id: undefined, ...fit(shown) } : { visitor_picks: undefined })}
      />
      {widget.visitor_picks && (
        <>
          <p className="fo-shop__muted fo-shop__small">{variantPickerTexts.picksHint}</p>
          <ToggleField label={variantPickerTexts.showPrice} checked={widget.show_price === true} onChange={(on) => write({ show_price: on || undefined, ...fit({ ...shown, show_price: on }) })} />
          <ToggleField label={variantPickerTexts.showStock} checked={widget.show_stock === true} onChange={(on) => write({ show_stock: on || undefined, ...fit({ ...shown, show_stock: on }) })} />
        </>
      )}
    </>
  );
}

function LabelField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  // ecommerce.md §9: label inputs hold at most 32 characters.
  return <CommitField label={shopEditorTexts.buttonLabel} value={value} maxLength={shopConstants.labelMaxLength} placeholder={widgetKindTexts.addToCart} onCommit={onCommit} />;
}

function HostedProductField({ value, invalid, describedBy, onCommit }: { value: string; invalid: boolean; describedBy?: string | undefined; onCommit: (value: string) => void }) {
  return <CommitField label={shopEditorTexts.hostedProductId} value={value} maxLength={shopEditorConstants.providerIdMaxLength} invalid={invalid} describedBy={describedBy} onCommit={onCommit} />;
}

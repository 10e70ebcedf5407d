import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { shopConstants, shopEditorTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { formatAmount, formatAttributes, type SkuDraft } from './catalogue-forms';
import type { ShopProduct, ShopSku, SkuInput } from './shop-api';
import { SkuForm } from './sku-form';
import { useShopApi, useShopRefresh } from './use-shop';

const draftOf = (sku: ShopSku): SkuDraft => ({
  attributes: formatAttributes(sku.attributes),
  price: formatAmount(sku.price),
  inventoryType: sku.inventory.type,
  quantity: String(sku.inventory.quantity ?? ''),
  level: sku.inventory.value ?? 'in_stock',
  active: sku.active,
});

/**
 * A product's skus (ecommerce.md §3 "Sku item"): attributes, price, currency, inventory, active; added, edited, deleted.
 * With Stripe (`stockEditable` only) a variant's stock is set here and the rest is the Stripe dashboard's.
 */
export function SkuList({ project, product, editable, stockEditable = editable }: { project: string; product: ShopProduct; editable: boolean; stockEditable?: boolean }) {
  const api = useShopApi(project);
  const refresh = useShopRefresh(project);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const create = useMutation({ mutationFn: (body: SkuInput) => api.createSku(product.id, body), onSuccess: () => (setAdding(false), refresh.products()) });
  const update = useMutation({ mutationFn: ({ id, body }: { id: string; body: Partial<SkuInput> }) => api.updateSku(id, body), onSuccess: () => (setEditing(null), refresh.products()) });
  const remove = useMutation({ mutationFn: (id: string) => api.deleteSku(id), onSuccess: () => refresh.products() });
  const rowError = remove.error ?? (editing ? null : update.error);

  return (
    <div className="fo-shop__part">
      <h5 className="fo-shop__subheading">{shopEditorTexts.skusHeading}</h5>
      {product.articles.length === 0 && <p className="fo-shop__muted fo-shop__small">{shopEditorTexts.noSkus}</p>}
      <ul className="fo-shop__lines">
        {product.articles.map((sku) => {
          const label = shopEditorTexts.skuLabel(sku.attributes, sku.id);
          return (
            <li key={sku.id} className="fo-shop__line" data-sku-id={sku.id}>
              {editing === sku.id && !editable ? (
                <SkuForm
                  stockOnly
                  initial={draftOf(sku)}
                  submitLabel={shopEditorTexts.setStock}
                  busy={update.isPending}
                  error={update.error ? errorText(update.error) : null}
                  onSubmit={(body) => update.mutate({ id: sku.id, body })}
                  onCancel={() => setEditing(null)}
                />
              ) : editing === sku.id ? (
                <SkuForm
                  initial={draftOf(sku)}
                  submitLabel={shopEditorTexts.saveSku}
                  busy={update.isPending}
                  error={update.error ? errorText(update.error) : null}
                  onSubmit={(body) => update.mutate({ id: sku.id, body })}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <span className="fo-shop__line-name">{label}</span>
                  <span>{shopEditorTexts.money(sku.price, sku.currency)}</span>
                  {sku.currency !== shopConstants.skuOrderCurrency && <span className="fo-shop__badge fo-shop__badge--warning">{shopEditorTexts.skuCurrencyWrong}</span>}
                  <span className="fo-shop__muted">{shopEditorTexts.stockOf(sku.inventory.type, sku.inventory.quantity, sku.inventory.value)}</span>
                  {editable ? (
                    <span className="fo-shop__row">
                      <label className="fo-shop__check">
                        <input type="checkbox" checked={sku.active} aria-label={shopEditorTexts.skuActive(label)} onChange={(event) => update.mutate({ id: sku.id, body: { active: event.target.checked } })} />
                        {shopEditorTexts.active}
                      </label>
                      <button type="button" className="fo-button fo-button--quiet fo-button--small" aria-label={shopEditorTexts.editSku(label)} onClick={() => setEditing(sku.id)}>
                        {shopEditorTexts.edit}
                      </button>
                      <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-button--small" aria-label={shopEditorTexts.deleteSku(label)} onClick={() => remove.mutate(sku.id)}>
                        {shopEditorTexts.deleteLabel}
                      </button>
                    </span>
                  ) : (
                    <span className="fo-shop__row">
                      {!sku.active && <span className="fo-shop__badge">{shopEditorTexts.inactive}</span>}
                      {stockEditable && (
                        <button type="button" className="fo-button fo-button--quiet fo-button--small" aria-label={shopEditorTexts.editStock(label)} onClick={() => setEditing(sku.id)}>
                          {shopEditorTexts.stock}
                        </button>
                      )}
                    </span>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {rowError && (
        <p className="fo-form-error" role="alert">
          {errorText(rowError)}
        </p>
      )}
      {editable &&
        (adding ? (
          <SkuForm
            submitLabel={shopEditorTexts.addSku}
            busy={create.isPending}
            error={create.error ? errorText(create.error) : null}
            onSubmit={(body) => create.mutate(body)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <button type="button" className="fo-button fo-button--secondary fo-button--small" aria-label={shopEditorTexts.addSkuTo(product.name)} onClick={() => setAdding(true)}>
            {shopEditorTexts.addSku}
          </button>
        ))}
    </div>
  );
}

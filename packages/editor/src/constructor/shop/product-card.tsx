import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { shopEditorTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { PriceList } from './price-list';
import type { ShopProduct } from './shop-api';
import { SkuList } from './sku-list';
import { useShopApi, useShopRefresh } from './use-shop';

/** One product of the catalogue: on sale or not, shippable or not, its skus and prices; deleted with them. */
export function ProductCard({ project, product, editable }: { project: string; product: ShopProduct; editable: boolean }) {
  const api = useShopApi(project);
  const refresh = useShopRefresh(project);
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (fields: Partial<{ active: boolean; shippable: boolean }>) => api.updateProduct(product.id, fields),
    onSettled: () => refresh.products(),
  });
  const remove = useMutation({ mutationFn: () => api.deleteProduct(product.id), onSuccess: () => refresh.products() });
  const error = change.error ?? remove.error;

  return (
    <article className="fo-shop__product" aria-label={product.name} data-product-id={product.id}>
      <header className="fo-shop__product-head">
        <h4 className="fo-shop__product-name">
          {product.name}
          {!product.active && <span className="fo-shop__badge">{shopEditorTexts.inactive}</span>}
        </h4>
        {editable && (
          <div className="fo-shop__row">
            <label className="fo-shop__check">
              <input type="checkbox" checked={product.active} aria-label={shopEditorTexts.productActive(product.name)} onChange={(event) => change.mutate({ active: event.target.checked })} />
              {shopEditorTexts.active}
            </label>
            <label className="fo-shop__check">
              <input
                type="checkbox"
                checked={product.shippable}
                aria-label={shopEditorTexts.productShippable(product.name)}
                onChange={(event) => change.mutate({ shippable: event.target.checked })}
              />
              {shopEditorTexts.shippable}
            </label>
            {confirming ? (
              <>
                <span className="fo-shop__small">{shopEditorTexts.confirmDeleteProduct(product.name)}</span>
                <button type="button" className="fo-button fo-button--danger fo-button--small" disabled={remove.isPending} onClick={() => remove.mutate()}>
                  {shopEditorTexts.deleteProduct(product.name)}
                </button>
                <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => setConfirming(false)}>
                  {shopEditorTexts.cancel}
                </button>
              </>
            ) : (
              <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-button--small" aria-label={shopEditorTexts.deleteProduct(product.name)} onClick={() => setConfirming(true)}>
                {shopEditorTexts.deleteLabel}
              </button>
            )}
          </div>
        )}
      </header>
      <p className="fo-shop__muted fo-shop__small fo-shop__id">{product.id}</p>
      {error && (
        <p className="fo-form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <SkuList project={project} product={product} editable={editable} />
      <PriceList project={project} product={product} editable={editable} />
    </article>
  );
}

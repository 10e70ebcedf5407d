import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { shopEditorConstants, shopEditorTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { PicturePickerButton } from '../uploads/picture-picker';
import { PriceList } from './price-list';
import type { ProductChange, ShopProduct } from './shop-api';
import { SkuList } from './sku-list';
import { useShopApi, useShopRefresh } from './use-shop';

/**
 * One product of the catalogue: its picture and description, on sale or not, shippable or not, its skus and prices;
 * deleted with them. `editable`: the whole product is ours (test mode); `detailsEditable`: its picture, description and
 * variants' stock are (Stripe too).
 */
export function ProductCard({ project, product, editable, detailsEditable = editable }: { project: string; product: ShopProduct; editable: boolean; detailsEditable?: boolean }) {
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
      <ProductDetails project={project} product={product} editable={detailsEditable} />
      <SkuList project={project} product={product} editable={editable} stockEditable={detailsEditable} />
      <PriceList project={project} product={product} editable={editable} />
    </article>
  );
}

/** The product's picture (the first of its images) and description, as visitors and the cart's rows get them. */
function ProductDetails({ project, product, editable }: { project: string; product: ShopProduct; editable: boolean }) {
  const api = useShopApi(project);
  const refresh = useShopRefresh(project);
  const id = useId();
  const saved = product.description ?? '';
  const [description, setDescription] = useState(saved);
  const change = useMutation({ mutationFn: (fields: ProductChange) => api.updateProduct(product.id, fields), onSettled: () => refresh.products() });
  const picture = product.images[0];
  const descriptionSent = change.isSuccess && change.variables.description !== undefined && description.trim() === saved;

  return (
    <div className="fo-shop__details">
      <div className="fo-shop__picture-cell">
        {picture ? (
          <img className="fo-shop__picture" src={picture} alt={shopEditorTexts.pictureOf(product.name)} />
        ) : (
          <span className="fo-shop__picture fo-shop__picture--none">{shopEditorTexts.noPicture}</span>
        )}
        {editable && (
          <div className="fo-shop__picture-actions">
            <PicturePickerButton label={picture ? shopEditorTexts.changePicture : shopEditorTexts.addPicture} onUploaded={(uploaded) => change.mutate({ images: [uploaded.url] })} />
            {picture && (
              <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-button--small" aria-label={shopEditorTexts.removePicture(product.name)} onClick={() => change.mutate({ images: [] })}>
                {shopEditorTexts.deleteLabel}
              </button>
            )}
          </div>
        )}
      </div>
      {editable ? (
        <form
          className="fo-shop__description"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ description: description.trim() });
          }}
        >
          <label className="fo-shop__inline-field">
            <span className="fo-shop__label">{shopEditorTexts.description}</span>
            <textarea
              className="fo-input fo-shop__input fo-shop__textarea"
              value={description}
              rows={3}
              maxLength={shopEditorConstants.descriptionMaxLength}
              aria-label={shopEditorTexts.descriptionOf(product.name)}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setDescription(event.target.value)}
            />
          </label>
          <span id={`${id}-hint`} className="fo-shop__muted fo-shop__small">
            {shopEditorTexts.descriptionHint}
          </span>
          <div className="fo-shop__row">
            <button type="submit" className="fo-button fo-button--secondary fo-button--small" disabled={change.isPending || description.trim() === saved}>
              {shopEditorTexts.saveDescription}
            </button>
            <span className="fo-shop__small fo-shop__muted" role="status">
              {descriptionSent ? shopEditorTexts.descriptionSaved : ''}
            </span>
          </div>
          {change.isError && (
            <p className="fo-form-error" role="alert">
              {errorText(change.error)}
            </p>
          )}
        </form>
      ) : (
        product.description && <p className="fo-shop__description-text">{product.description}</p>
      )}
    </div>
  );
}

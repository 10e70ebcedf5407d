import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { shopEditorConstants, shopEditorTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { ProductCard } from './product-card';
import { useShop, useShopRefresh } from './use-shop';

/** The Shop dialog's products (the test-mode gateway's catalogue): each with its skus and prices, and a new one. */
export function CatalogueSection({ project }: { project: string }) {
  const { api, state, provider, products } = useShop(project);
  const refresh = useShopRefresh(project);
  const headingId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [shippable, setShippable] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => api.createProduct({ name: name.trim(), shippable }),
    onSuccess: () => {
      setName('');
      void refresh.products();
    },
  });

  if (!provider) return null;
  const testMode = state.data?.gateway.mode === 'test';
  return (
    <section className="fo-shop__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="fo-shop__heading">
        {shopEditorTexts.productsHeading}
      </h3>
      {provider === 'ecwid' && <p className="fo-shop__muted">{shopEditorTexts.ecwidCatalogue}</p>}
      {provider === 'stripe' && !testMode && <p className="fo-shop__muted">{shopEditorTexts.stripeCatalogue}</p>}
      {provider === 'stripe' && products.isPending && <p className="fo-shop__muted">{shopEditorTexts.loading}</p>}
      {products.isError && (
        <p className="fo-form-error" role="alert">
          {shopEditorTexts.loadFailed(errorText(products.error))}
        </p>
      )}
      {products.isSuccess && products.data.length === 0 && <p className="fo-shop__muted">{shopEditorTexts.noProducts}</p>}
      {products.isSuccess && (
        <ul className="fo-shop__products">
          {products.data.map((product) => (
            <li key={product.id}>
              <ProductCard project={project} product={product} editable={testMode} detailsEditable={provider === 'stripe'} />
            </li>
          ))}
        </ul>
      )}
      {provider === 'stripe' && testMode && (
        <form
          className="fo-shop__add-product"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) return setNameError(shopEditorTexts.nameRequired);
            setNameError(null);
            create.mutate();
          }}
        >
          <div className="fo-shop__row fo-shop__row--end">
            <label className="fo-shop__inline-field fo-shop__grow">
              <span className="fo-shop__label">{shopEditorTexts.productName}</span>
              <input
                id={nameId}
                className="fo-input fo-shop__input"
                value={name}
                maxLength={shopEditorConstants.nameMaxLength}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
                onChange={(event) => setName(event.target.value)}
              />
            </label>
            <label className="fo-shop__check">
              <input type="checkbox" checked={shippable} onChange={(event) => setShippable(event.target.checked)} />
              {shopEditorTexts.shippable}
            </label>
            <button type="submit" className="fo-button fo-button--primary fo-button--small" disabled={create.isPending}>
              {shopEditorTexts.addProduct}
            </button>
          </div>
          {nameError && (
            <p id={`${nameId}-error`} className="fo-field__error">
              {nameError}
            </p>
          )}
          {create.isError && (
            <p className="fo-form-error" role="alert">
              {errorText(create.error)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

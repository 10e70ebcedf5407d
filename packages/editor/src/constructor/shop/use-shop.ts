import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { connectedProvider, HttpError, type EcommerceProvider } from '@folio/model';
import { createShopApi, type ShopApi, type ShopProduct } from './shop-api';

/** The shop's server data in the constructor's query cache, by the project's _id. */
export const shopKeys = {
  state: (project: string) => ['shop', project, 'state'] as const,
  products: (project: string) => ['shop', project, 'products'] as const,
};

export function useShopApi(project: string): ShopApi {
  return useMemo(() => createShopApi(project), [project]);
}

/** The project's shop state and, with the card provider connected, its products (the loaded list of ecommerce.md §5). */
export function useShop(project: string, enabled = true) {
  const api = useShopApi(project);
  const state = useQuery({ queryKey: shopKeys.state(project), queryFn: api.state, enabled });
  const provider: EcommerceProvider | null = connectedProvider(state.data?.ecommerce_data);
  const products = useQuery({ queryKey: shopKeys.products(project), queryFn: api.products, enabled: enabled && provider === 'stripe' });
  const forbidden = state.error instanceof HttpError && state.error.statusCode === 403;
  return { api, state, provider, products, forbidden };
}

/** Refreshes what the shop shows after a change: its state, its products, or both. */
export function useShopRefresh(project: string) {
  const client = useQueryClient();
  return {
    state: () => client.invalidateQueries({ queryKey: shopKeys.state(project) }),
    products: () => client.invalidateQueries({ queryKey: shopKeys.products(project) }),
    /** Disconnecting clears the products (ecommerce.md §4): the list empties at once. */
    clearProducts: () => client.setQueryData<ShopProduct[]>(shopKeys.products(project), []),
  };
}

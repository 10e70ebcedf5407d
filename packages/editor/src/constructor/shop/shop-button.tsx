import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shopEditorTexts } from '@folio/model';
import type { Project } from '../../app/api';
import { queryKeys, useApi } from '../../app/queries';
import { ShopIcon } from './shop-icon';
import { ShopDialog } from './shop-dialog';

/**
 * The top bar's Shop button and its dialog (docs/shop.md "Constructor"). Hidden when the owner lacks
 * can_use_e_commerce (ecommerce.md §2, §6): the server refuses every shop call then.
 */
export function ShopButton({ project }: { project: Project }) {
  const api = useApi();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me, staleTime: Infinity });
  const [open, setOpen] = useState(false);
  // The constructor is the owner's: the signed-in author's permissions are the project's (a draft carries none).
  const permissions = project.permissions ?? me.data?.permissions;
  if (!permissions?.can_use_e_commerce) return null;
  return (
    <>
      <button type="button" className="fo-button fo-button--quiet fo-button--small fo-shop-button" aria-label={shopEditorTexts.openShop} aria-haspopup="dialog" title={shopEditorTexts.openShop} onClick={() => setOpen(true)}>
        <ShopIcon />
        {shopEditorTexts.shop}
      </button>
      <ShopDialog open={open} project={project} onClose={() => setOpen(false)} />
    </>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { constructorTexts, dashboardTexts } from '@folio/model';
import { errorText } from '../app/api';
import { ModalDialog } from '../app/modal-dialog';
import { useNotify } from '../app/notices';
import type { PageOperations } from './page-operations';

const trashKey = (magId: string) => ['trash', magId];

/**
 * The trash: the pages sent there, newest first, with their widget count and when they went. Restore puts a page
 * back at the end of the list; delete for good asks once more, then removes it and its widgets.
 */
export function TrashDialog({ open, onClose, operations, magId }: { open: boolean; onClose: () => void; operations: PageOperations; magId: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const trash = useQuery({ queryKey: trashKey(magId), queryFn: operations.listTrash, enabled: open, staleTime: 0 });
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const pages = [...(trash.data ?? [])].sort((a, b) => b.trashed.localeCompare(a.trashed));

  const act = async (pageId: string, work: () => Promise<void>) => {
    setBusy(pageId);
    try {
      await work();
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: trashKey(magId) });
    } catch (error) {
      notify('error', constructorTexts.pageFailed(errorText(error)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ModalDialog open={open} title={constructorTexts.trash} onClose={onClose} busy={busy !== null}>
      {trash.isPending ? (
        <p className="fo-dialog__text">{constructorTexts.trashLoading}</p>
      ) : trash.isError ? (
        <p className="fo-form-error" role="alert">
          {errorText(trash.error)}
        </p>
      ) : pages.length === 0 ? (
        <p className="fo-dialog__text">{constructorTexts.trashEmpty}</p>
      ) : (
        <ul className="fo-trash">
          {pages.map((page) => {
            const name = page.title || constructorTexts.untitledPage;
            return (
              <li key={page._id} className="fo-trash__item">
                <div className="fo-trash__about">
                  <span className="fo-trash__name">{name}</span>
                  <span className="fo-trash__meta">
                    {constructorTexts.widgetCount(page.widgetsCount)} · {constructorTexts.trashedOn(new Date(page.trashed).toLocaleString())}
                  </span>
                </div>
                {confirming === page._id ? (
                  <div className="fo-trash__buttons">
                    <button type="button" className="fo-button fo-button--secondary fo-button--small" disabled={busy !== null} onClick={() => setConfirming(null)}>
                      {dashboardTexts.cancel}
                    </button>
                    <button type="button" className="fo-button fo-button--danger fo-button--small" disabled={busy !== null} onClick={() => void act(page._id, () => operations.purge([page._id]))}>
                      {constructorTexts.confirmDeleteForGood}
                    </button>
                  </div>
                ) : (
                  <div className="fo-trash__buttons">
                    <button type="button" className="fo-button fo-button--secondary fo-button--small" aria-label={constructorTexts.restorePage(name)} disabled={busy !== null} onClick={() => void act(page._id, () => operations.restore([page._id]))}>
                      {constructorTexts.restore}
                    </button>
                    <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-button--small" aria-label={constructorTexts.deletePageForGood(name)} disabled={busy !== null} onClick={() => setConfirming(page._id)}>
                      {constructorTexts.deleteForGood}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="fo-dialog__buttons">
        <button type="button" className="fo-button fo-button--secondary" onClick={onClose} disabled={busy !== null}>
          {constructorTexts.close}
        </button>
      </div>
    </ModalDialog>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardTexts } from '@folio/model';
import { errorText, type ProjectSummary } from '../app/api';
import { ModalDialog } from '../app/modal-dialog';
import { useNotify } from '../app/notices';
import { queryKeys, useApi } from '../app/queries';
import { displayTitle } from './project-status';

/**
 * Delete, confirmed: the dialog says what goes (for good: there is no undo) and Cancel has the focus first. A failure
 * is told in the dialog, which stays open for another try.
 */
export function DeleteProjectDialog({ project, onClose, fallbackFocus }: { project: ProjectSummary | null; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const title = project ? displayTitle(project.title) : '';
  const remove = useMutation({
    mutationFn: (target: ProjectSummary) => api.deleteProject(target._id),
    onSuccess: (_nothing, target) => {
      queryClient.setQueryData<ProjectSummary[]>(queryKeys.projects, (list) => list?.filter((item) => item._id !== target._id));
      queryClient.removeQueries({ queryKey: queryKeys.project(target._id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      notify('success', dashboardTexts.deleted(displayTitle(target.title)));
      close();
    },
  });

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ModalDialog open={project !== null} title={dashboardTexts.deleteTitle(title)} busy={remove.isPending} onClose={close} fallbackFocus={fallbackFocus} tone="danger">
      <p className="fo-dialog__text">{dashboardTexts.deleteWarning}</p>
      <div role="alert" className="fo-dialog__alert">
        {remove.isError && <p className="fo-form-error">{dashboardTexts.deleteFailed(errorText(remove.error))}</p>}
      </div>
      <div className="fo-dialog__buttons">
        <button type="button" className="fo-button fo-button--secondary" onClick={close} disabled={remove.isPending} autoFocus>
          {dashboardTexts.cancel}
        </button>
        <button type="button" className="fo-button fo-button--danger" onClick={() => project && remove.mutate(project)} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
          {remove.isPending ? dashboardTexts.deleting : dashboardTexts.deleteConfirm}
        </button>
      </div>
    </ModalDialog>
  );
}

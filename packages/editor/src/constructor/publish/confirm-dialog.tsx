import { publishTexts } from '@folio/model';
import { ModalDialog } from '../../app/modal-dialog';

/**
 * A yes-or-no question before a step visitors or the draft feel at once (unpublish, revert): what happens, Cancel
 * focused first, the step's own button; a failure is told in the dialog, which stays open for another try.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={open} title={title} busy={busy} onClose={onClose} tone="danger">
      <p className="fo-dialog__text">{text}</p>
      <div role="alert" className="fo-dialog__alert">
        {error && <p className="fo-form-error">{error}</p>}
      </div>
      <div className="fo-dialog__buttons">
        <button type="button" className="fo-button fo-button--secondary" onClick={onClose} disabled={busy} autoFocus>
          {publishTexts.cancel}
        </button>
        <button type="button" className="fo-button fo-button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : confirm}
        </button>
      </div>
    </ModalDialog>
  );
}

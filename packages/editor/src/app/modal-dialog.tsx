import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Closing is refused while busy: the action under way finishes first. */
  busy?: boolean;
  onClose: () => void;
  /** Where the focus goes when the dialog closes and the element that opened it is gone (a deleted card's button). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open, Escape and a click on the
 * backdrop close it (unless busy), and the focus goes back to where it was.
 */
export function ModalDialog({ open, title, busy = false, onClose, fallbackFocus, tone = 'default', children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      const back = opener.current;
      const target = back instanceof HTMLElement && back.isConnected ? back : fallback.current?.();
      target?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`fo-dialog fo-dialog--${tone}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div className="fo-dialog__body">
        <h2 id={titleId} className="fo-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

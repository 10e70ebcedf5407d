import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),textarea,select,[tabindex]:not([tabindex="-1"])';

/** Moves focus into a dialog: its `initial` element, else its first focusable one, else the dialog itself. */
export function focusInto(root: Pick<HTMLElement, 'querySelector' | 'focus'>, initial?: string) {
  const first = (initial && root.querySelector<HTMLElement>(initial)) || root.querySelector<HTMLElement>(FOCUSABLE);
  (first ?? root).focus();
}

/**
 * Focus handling of the chrome's dialogs: focus moves in when the dialog opens (and again when its
 * panel changes: `panel`), Tab stays inside when `trap`, Esc calls `onEscape` (viewer-and-project.md §2:
 * Esc closes the menu and the share popup), and on close focus returns to where it was — or to
 * `returnTo` (a selector) when the dialog was opened from the keyboard shortcut.
 */
export function useDialogFocus<T extends HTMLElement>(options: {
  onEscape: () => void;
  trap?: boolean;
  panel?: string;
  returnTo?: string;
  initial?: string;
}) {
  const ref = useRef<T>(null);
  const { panel, returnTo, initial } = options;

  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const target = opener instanceof HTMLElement && opener !== document.body && opener.isConnected
        ? opener
        : returnTo ? document.querySelector<HTMLElement>(returnTo) : null;
      target?.focus();
    };
  }, [returnTo]);

  useEffect(() => {
    if (ref.current) focusInto(ref.current, initial);
  }, [panel, initial]);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      options.onEscape();
      return;
    }
    if (!options.trap || event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, onKeyDown };
}

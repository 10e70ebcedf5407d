import type { ReactNode } from 'react';
import { textToolbarTexts } from '@folio/model';
import { useToolbarKeys } from './toolbar-keys';

export interface ToolbarButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** A toggle: whether it is on (null: the selection is mixed). */
  pressed?: boolean | null;
  /** Its key, as text-shortcuts.ts reads it ("Shift+Mod+L"): named in the tooltip and in aria-keyshortcuts. */
  shortcut?: string;
  disabled?: boolean;
  /** Opens a popup (the More and colour buttons). */
  popup?: 'dialog' | 'listbox';
  expanded?: boolean;
  controls?: string;
  className?: string;
}

/**
 * An icon button of the text toolbar: its name is its accessible name and its tooltip (with its key). A press keeps
 * the focus in the text, so the selection stays as the author sees it; from the keyboard it acts and keeps the focus.
 */
export function ToolbarButton({ label, icon, onClick, pressed, shortcut, disabled, popup, expanded, controls, className }: ToolbarButtonProps) {
  const keys = useToolbarKeys();
  const tip = shortcut ? textToolbarTexts.withShortcut(label, keys.text(shortcut)) : label;
  return (
    <button
      type="button"
      className={`fo-ttb__button${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed === null ? 'mixed' : pressed}
      aria-keyshortcuts={shortcut ? keys.aria(shortcut) : undefined}
      aria-haspopup={popup}
      aria-expanded={popup ? Boolean(expanded) : undefined}
      aria-controls={controls}
      data-tip={tip}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

import type { ReactNode } from 'react';

/** An icon button of the constructor's bars: its name is its accessible name and its tooltip. */
export function ToolButton({
  label,
  icon,
  onClick,
  disabled = false,
  pressed,
  shortcut,
  nativeTip = false,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  /** Shown in the tooltip and given as aria-keyshortcuts (ARIA spelling: Control+Z). */
  shortcut?: string;
  /** The browser's own tooltip, for bars that clip what overflows them. */
  nativeTip?: boolean;
}) {
  const tip = shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label;
  return (
    <button
      type="button"
      className="fo-button fo-button--quiet fo-button--icon fo-tool"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      data-tip={nativeTip ? undefined : tip}
      title={nativeTip ? tip : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

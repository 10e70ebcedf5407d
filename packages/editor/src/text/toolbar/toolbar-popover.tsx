import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ToolbarButton } from './toolbar-button';

export interface ToolbarPopoverProps {
  /** The panel's name, and the button's unless `buttonLabel` is given. */
  label: string;
  /** The button's name when it says more than the panel's (the colour it shows). */
  buttonLabel?: string;
  icon: ReactNode;
  /** The popover's width (px). */
  width: number;
  /** What the popover holds; `close` puts the focus back on its button. */
  children: (close: () => void) => ReactNode;
  className?: string;
  disabled?: boolean;
}

const FOCUSABLE = 'input:not(:disabled), button:not(:disabled), select:not(:disabled), [tabindex="0"]';

/**
 * A button of the toolbar that opens a panel under it (the colour, More): a dialog that is not modal — the text
 * stays visible and its selection kept. Opening puts the focus on the panel's first control; Escape closes it and
 * gives the focus back to the button; a press outside closes it.
 */
export function ToolbarPopover({ label, buttonLabel, icon, width, children, className, disabled }: ToolbarPopoverProps) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const close = () => {
    setOpen(false);
    wrapper.current?.querySelector<HTMLElement>('.fo-ttb__button')?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div ref={wrapper} className={`fo-ttb__popover-anchor${className ? ` ${className}` : ''}`}>
      <ToolbarButton label={buttonLabel ?? label} icon={icon} popup="dialog" expanded={open} controls={open ? id : undefined} disabled={disabled} onClick={() => setOpen((was) => !was)} />
      {open && (
        <div ref={panel} id={id} role="dialog" aria-label={label} className="fo-ttb__popover" style={{ width }} onKeyDown={onKeyDown}>
          {children(close)}
        </div>
      )}
    </div>
  );
}

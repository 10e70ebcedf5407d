import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A button opening a menu (the menu button pattern): the first item takes the focus, arrow keys, Home and End move
 * between items, Escape closes and gives the focus back to the button, Tab or a press elsewhere closes.
 */
export function MenuButton({
  label,
  menuLabel,
  title,
  className,
  menuClassName,
  children,
}: {
  /** The button's content (its accessible name: text, or an icon with a hidden text). */
  label: ReactNode;
  menuLabel: string;
  /** The button's tooltip (an icon-only button's name shown on hover). */
  title?: string;
  className: string;
  menuClassName: string;
  /** The items (role="menuitem"); `close` shuts the menu. */
  children: (close: (refocus?: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Tab') close();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="fo-menu-anchor">
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        title={title}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <div ref={menu} id={menuId} className={`fo-menu ${menuClassName}`} role="menu" aria-label={menuLabel} onKeyDown={onMenuKey}>
          {children(close)}
        </div>
      )}
    </div>
  );
}

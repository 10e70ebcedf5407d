import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ariaCombo, comboText, isApple } from '../shortcuts/shortcut-list';
import type { MenuGroups, MenuItem } from './context-menu-items';

/**
 * A menu at a point of the screen (the pointer, or the selection for Shift+F10 and the Menu key): the first item
 * takes the focus, arrow keys, Home and End move, Enter or Space runs an item, Escape and Tab close it, a press
 * elsewhere or a scroll of the canvas closes it. Each item shows its shortcut.
 */
export function ContextMenu({
  at,
  label,
  groups,
  onChoose,
  onClose,
}: {
  at: { x: number; y: number };
  label: string;
  groups: MenuGroups;
  onChoose: (item: MenuItem) => void;
  /** `refocus`: the menu was left with the keyboard (Escape), the focus goes back to the canvas. */
  onClose: (refocus: boolean) => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState(at);
  const apple = isApple();

  // Kept on screen: moved left or up by its own size where it would cross the window's edge.
  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect();
    if (!box) return;
    const margin = 8;
    setPlace({
      x: at.x + box.width + margin > window.innerWidth ? Math.max(margin, at.x - box.width) : at.x,
      y: at.y + box.height + margin > window.innerHeight ? Math.max(margin, window.innerHeight - box.height - margin) : at.y,
    });
  }, [at.x, at.y]);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose(false);
    };
    const onWheel = () => onClose(false);
    const onBlur = () => onClose(false);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('wheel', onWheel, { passive: true });
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('wheel', onWheel);
      window.removeEventListener('blur', onBlur);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape') onClose(true);
    else if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Tab') onClose(true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={menu}
      className="fo-menu fo-context-menu"
      role="menu"
      aria-label={label}
      style={{ left: place.x, top: place.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {groups.map((group, index) => (
        <div key={index} role="group" className="fo-context-menu__group">
          {group.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              className={`fo-menu__item fo-context-menu__item${item.danger ? ' fo-menu__item--danger' : ''}`}
              disabled={item.disabled}
              aria-keyshortcuts={item.combo ? ariaCombo(item.combo, apple) : undefined}
              data-item={item.id}
              onClick={() => onChoose(item)}
            >
              <span className="fo-context-menu__label">{item.label}</span>
              {item.combo && (
                <span className="fo-context-menu__keys" aria-hidden="true">
                  {comboText(item.combo, apple)}
                </span>
              )}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon, ChevronIcon } from './text-toolbar-icons';

export interface ListOption<V extends string> {
  value: V;
  label: string;
  /** How the option's words are drawn (a text style's face and size, a weight). */
  style?: CSSProperties;
  /** An action at the foot of the list (Edit styles…), set apart from the values. */
  action?: boolean;
}

export interface ToolbarListboxProps<V extends string> {
  /** The control's name. */
  label: string;
  options: readonly ListOption<V>[];
  /** The current value; null when the selection mixes values (the button shows `mixedText`). */
  value: V | null;
  mixedText: string;
  /** What the closed button shows for the current value (its option's label by default). */
  shown?: ReactNode;
  onChoose: (value: V) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A value chosen from a list, as design tools show it: a button naming the current value opens the list under it;
 * the arrow keys, Home and End move, Enter or Space choose, Escape closes with no choice (the focus back on the
 * button), a press outside closes it too. Options may be drawn in their own look.
 */
export function ToolbarListbox<V extends string>({ label, options, value, mixedText, shown, onChoose, disabled, className }: ToolbarListboxProps<V>) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const current = options.find((option) => option.value === value && !option.action);
  const optionId = (index: number) => `${id}-option-${index}`;

  const openList = (at?: number) => {
    setActive(at ?? Math.max(0, options.findIndex((option) => option.value === value && !option.action)));
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    close(true);
    if (option && (option.action || option.value !== value)) onChoose(option.value);
  };

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={wrapper} className={`fo-ttb__select${className ? ` ${className}` : ''}`} data-open={open || undefined}>
      <button
        ref={button}
        type="button"
        className="fo-ttb__select-button"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        data-tip={label}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (open ? close(true) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span className="fo-ttb__select-value" data-mixed={value === null || undefined}>
          {value === null ? mixedText : (shown ?? current?.label ?? value)}
        </span>
        <ChevronIcon />
      </button>
      {open && (
        <div
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          className="fo-ttb__list"
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            <div
              key={`${option.action ? 'action' : 'value'}:${option.value}`}
              id={optionId(index)}
              role="option"
              aria-selected={!option.action && option.value === value}
              className={`fo-ttb__option${option.action ? ' fo-ttb__option--action' : ''}`}
              data-active={index === active || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <span className="fo-ttb__option-check">{!option.action && option.value === value && <CheckIcon />}</span>
              <span className="fo-ttb__option-label" style={option.style}>
                {option.label}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

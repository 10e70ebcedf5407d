import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const ITEMS = 'button:not(:disabled)';

/**
 * Buttons that belong together (formats, alignment, lists): one stop of the Tab order, the arrow keys (and Home,
 * End) move between them. The stop is the button last used, else the one pressed, else the first.
 */
export function ToolbarGroup({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);

  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const setStop = (stop: HTMLElement | undefined) => {
    for (const item of items()) item.tabIndex = item === stop ? 0 : -1;
  };

  useLayoutEffect(() => {
    const all = items();
    const kept = current.current && all.includes(current.current) ? current.current : undefined;
    setStop(kept ?? all.find((item) => item.getAttribute('aria-pressed') === 'true') ?? all[0]);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = all[(next + all.length) % all.length]!;
    current.current = target;
    setStop(target);
    target.focus();
  };

  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      className="fo-ttb__group"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target instanceof HTMLElement && items().includes(event.target)) current.current = event.target;
      }}
    >
      {children}
    </div>
  );
}

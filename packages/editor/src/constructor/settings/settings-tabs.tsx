import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SettingsTab<T extends string> {
  id: T;
  label: string;
  content: ReactNode;
  /** A mark on the tab when a field in it is wrong. */
  invalid?: boolean;
}

/**
 * The sections of a settings dialog as tabs (the ARIA tabs pattern, activation follows focus): arrow keys, Home and
 * End move between tabs, Tab goes into the panel. Every panel stays mounted (hidden when not shown), so what was
 * typed in one survives a look at another.
 */
export function SettingsTabs<T extends string>({
  label,
  tabs,
  active,
  onChange,
}: {
  label: string;
  tabs: readonly SettingsTab<T>[];
  active: T;
  onChange: (id: T) => void;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;

  // The open tab takes the focus when the dialog opens, so the keyboard starts at the sections. A frame later: the
  // dialog opens (showModal) in its own effect, after this one, and would move the focus itself.
  useEffect(() => {
    const frame = requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = tabs[to]!;
    onChange(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.id))}`)?.focus();
  };

  return (
    <div className="fo-settings__tabs-wrap">
      <div ref={list} className="fo-settings__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="fo-settings__tab"
            aria-selected={tab.id === active}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === active ? 0 : -1}
            data-invalid={tab.invalid || undefined}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.invalid && <span className="fo-settings__tab-mark" aria-hidden="true" />}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          className="fo-settings__panel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          tabIndex={-1}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { propertiesTexts } from '@folio/model';
import { ChevronIcon } from './chevron-icon';

// Which sections the author opened or closed, by id, kept while the constructor is open: choosing another widget
// keeps its sections as the author left them.
const remembered = new Map<string, boolean>();

/** A collapsible part of the panel: a heading whose button shows or hides the fields under it. */
export function PanelSection({ id, title, defaultOpen = true, children }: { id?: string; title: string; defaultOpen?: boolean; children: ReactNode }) {
  const bodyId = useId();
  const key = id ?? title;
  const [open, setOpen] = useState(() => remembered.get(key) ?? defaultOpen);
  const toggle = () => {
    remembered.set(key, !open);
    setOpen(!open);
  };
  return (
    <section className="fo-section" data-section={key}>
      <h3 className="fo-section__heading">
        <button
          type="button"
          className="fo-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          title={open ? propertiesTexts.collapse(title) : propertiesTexts.expand(title)}
          onClick={toggle}
        >
          <ChevronIcon open={open} />
          {title}
        </button>
      </h3>
      <div id={bodyId} className="fo-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

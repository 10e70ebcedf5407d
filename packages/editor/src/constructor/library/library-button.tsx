import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { libraryTexts } from '@folio/model';
import type { Project } from '../../app/api';
import { ModalDialog } from '../../app/modal-dialog';
import { SwatchesSection } from './swatches-section';
import { TemplatesSection } from './templates-section';
import './library.css';

const SECTIONS = ['swatches', 'templates'] as const;
type Section = (typeof SECTIONS)[number];

const LibraryIcon = () => (
  <svg className="fo-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <circle cx="13.5" cy="6.5" r="1.5" />
    <circle cx="17.5" cy="10.5" r="1.5" />
    <circle cx="8.5" cy="7.5" r="1.5" />
    <circle cx="6.5" cy="12.5" r="1.5" />
    <path d="M12 2a10 10 0 0 0 0 20c1 0 1.7-.8 1.7-1.7 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.9.8-1.7 1.7-1.7h2A5.4 5.4 0 0 0 22 11C22 6 17.5 2 12 2z" />
  </svg>
);

/**
 * The top bar's Library: a dialog with the swatches (this project's and all my projects') and the templates (save
 * this project as one; list, rename and delete mine), as two tabs (docs/editor-library.md).
 */
export function LibraryButton({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<Section>('swatches');
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const tabs = useRef<Record<Section, HTMLButtonElement | null>>({ swatches: null, templates: null });

  const onTabKey = (event: KeyboardEvent) => {
    const index = SECTIONS.indexOf(section);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? SECTIONS.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const chosen = SECTIONS[(next + SECTIONS.length) % SECTIONS.length]!;
    setSection(chosen);
    tabs.current[chosen]?.focus();
  };

  return (
    <>
      <button type="button" className="fo-button fo-button--quiet fo-button--small" aria-haspopup="dialog" title={libraryTexts.library} onClick={() => setOpen(true)}>
        <LibraryIcon />
        {libraryTexts.library}
      </button>
      <ModalDialog open={open} title={libraryTexts.libraryTitle} busy={busy} onClose={() => setOpen(false)}>
        <div className="fo-library">
          <div className="fo-library__tabs" role="tablist" aria-label={libraryTexts.librarySections} onKeyDown={onTabKey}>
            {SECTIONS.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  tabs.current[name] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-${name}-tab`}
                className="fo-library__tab"
                aria-selected={section === name}
                aria-controls={`${baseId}-${name}-panel`}
                tabIndex={section === name ? 0 : -1}
                onClick={() => setSection(name)}
              >
                {libraryTexts[name]}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${baseId}-${section}-panel`} aria-labelledby={`${baseId}-${section}-tab`} className="fo-library__panel">
            {section === 'swatches' ? <SwatchesSection projectId={project._id} /> : <TemplatesSection project={project} onBusy={setBusy} />}
          </div>
        </div>
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" disabled={busy} onClick={() => setOpen(false)}>
            {libraryTexts.close}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}

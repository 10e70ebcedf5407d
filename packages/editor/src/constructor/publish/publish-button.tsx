import { useEffect, useId, useRef, useState } from 'react';
import { publishTexts } from '@folio/model';
import type { Project } from '../../app/api';
import type { SaveQueue } from '../../save';
import { SendIcon } from '../constructor-icons';
import type { ProjectApi } from '../project-api';
import { PublishPanel } from './publish-panel';
import { customDomainOf } from './publish-state';
import './publish.css';

/**
 * The top bar's Publish button and the panel it opens under it (a non-modal dialog): the focus goes into the panel,
 * Escape or a press elsewhere closes it, and the focus comes back to the button. Dialogs opened from the panel (a
 * confirm, the page settings) live inside it, so pressing in them keeps it open.
 */
export function PublishButton(props: { project: Project; projectApi: ProjectApi; queue: SaveQueue; beforePublish: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  // Live state, not part of the draft: what the server said last (docs/api.md "Custom domains").
  const [domain, setDomain] = useState<string | null>(customDomainOf(props.project));
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    // Escape closes it wherever the focus is (a button that just got disabled leaves it on the page), except in a
    // dialog opened over it, which Escape closes alone.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target instanceof Element && event.target.closest('dialog'))) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  return (
    <div className="fo-menu-anchor fo-publish-anchor">
      <button
        ref={button}
        type="button"
        className="fo-button fo-button--primary fo-button--small"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={publishTexts.openPanel}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <SendIcon />
        {publishTexts.panel}
      </button>
      {open && (
        <div ref={panel} id={panelId} className="fo-publish" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
          <h2 id={titleId} className="fo-visually-hidden">
            {publishTexts.panel}
          </h2>
          <PublishPanel {...props} domain={domain} onDomain={setDomain} onLeave={() => close(false)} />
        </div>
      )}
    </div>
  );
}

import { useRef, useState } from 'react';
import { canvasTexts } from '@folio/model';
import { gridOf } from '../../core';
import { ToolButton } from '../tool-button';
import { useEditor, useEditorState } from '../use-editor';
import { GridPopover } from './grid-popover';

const RulersIcon = (
  <svg width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
    <path d="M2.5 2.5h13v4h-9v9h-4z" />
    <path d="M6 2.5v2M9 2.5v2.5M12 2.5v2M2.5 9h2.5M2.5 12h2" />
  </svg>
);
const GuidesIcon = (
  <svg width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
    <path d="M6 1.5v15M1.5 11h15" strokeDasharray="2 1.6" />
  </svg>
);
const GridIcon = (
  <svg width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
    <rect x="2.5" y="2.5" width="3" height="13" rx="0.5" />
    <rect x="7.5" y="2.5" width="3" height="13" rx="0.5" />
    <rect x="12.5" y="2.5" width="3" height="13" rx="0.5" />
  </svg>
);

/**
 * The canvas's view tools at its bottom left (`toolbar` "Rulers, guides and grid"): rulers and guides shown or not
 * (Shift+R, Shift+G; the session's), and the Grid button opening the column grid's settings (the project's).
 */
export function ViewTools() {
  const editor = useEditor();
  const { showRulers, showGuides, gridOn } = useEditorState(({ session, document }) => ({
    showRulers: session.showRulers,
    showGuides: session.showGuides,
    gridOn: gridOf(document.project, session.viewport).visible,
  }));
  const [open, setOpen] = useState(false);
  const gridButton = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    gridButton.current?.querySelector('button')?.focus();
  };
  return (
    <div className="fo-view-tools" role="toolbar" aria-label={canvasTexts.viewTools}>
      <ToolButton label={canvasTexts.showRulers} shortcut="Shift+R" icon={RulersIcon} pressed={showRulers} onClick={() => editor.run('toggleRulers')} />
      <ToolButton label={canvasTexts.showGuides} shortcut="Shift+G" icon={GuidesIcon} pressed={showGuides} onClick={() => editor.run('toggleGuides')} />
      <div ref={gridButton} className="fo-view-tools__grid" data-on={gridOn || undefined}>
        <button
          type="button"
          className="fo-button fo-button--quiet fo-button--small fo-view-tools__grid-button"
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-keyshortcuts="Shift+C"
          data-tip={canvasTexts.gridTooltip}
          onClick={() => setOpen((value) => !value)}
        >
          {GridIcon}
          {canvasTexts.grid}
        </button>
      </div>
      {open && <GridPopover onClose={close} />}
    </div>
  );
}

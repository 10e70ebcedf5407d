import { useEffect, useMemo } from 'react';
import { historyTexts } from '@folio/model';
import type { SaveQueue } from '../../save';
import { ToolButton } from '../tool-button';
import { useEditorState } from '../use-editor';
import { createHistoryApi } from './history-api';
import { useVersionHistory } from './history-store';
import { VersionHistoryDialog } from './version-history-dialog';

const ClockIcon = () => (
  <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3 4v4h4M12 7.5V12l3 2" />
  </svg>
);

/** Ctrl/Cmd+Alt+Shift+H (the key's place, whatever Alt makes of its letter). */
const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.altKey && event.shiftKey && event.code === 'KeyH';

/**
 * The top bar's Version history: the clock button (and its shortcut) and the dialog, which the publish panel opens
 * too (openVersionHistory). The dialog is mounted while open, so each opening lists the versions afresh.
 */
export function VersionHistory({ queue }: { queue: SaveQueue }) {
  const magId = useEditorState(({ document }) => document.magId);
  const { isOpen, open, close } = useVersionHistory();
  const api = useMemo(() => createHistoryApi(magId), [magId]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <ToolButton label={historyTexts.open} shortcut={historyTexts.shortcut} icon={<ClockIcon />} onClick={open} />
      {isOpen && <VersionHistoryDialog magId={magId} api={api} queue={queue} onClose={close} />}
    </>
  );
}

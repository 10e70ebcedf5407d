import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { clarityTexts } from '@folio/model';
import { ToolButton } from '../tool-button';
import { useShortcutsSheet } from './shortcuts-store';

const HelpIcon = () => (
  <svg className="fo-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.4-2.7 4" />
    <path d="M12 17.4h.01" />
  </svg>
);

/**
 * The help button: the keyboard shortcuts sheet (also the ? key). It floats at the canvas's bottom right corner,
 * as design tools put it, and leaves the top bar's room to its buttons.
 */
export function ShortcutsButton() {
  const show = useShortcutsSheet((state) => state.show);
  const [canvas, setCanvas] = useState<HTMLElement | null>(null);
  useEffect(() => setCanvas(document.querySelector<HTMLElement>('.fo-canvas')), []);
  if (!canvas) return null;
  return createPortal(
    <div className="fo-help-corner">
      <ToolButton label={clarityTexts.openSheet} shortcut="?" icon={<HelpIcon />} onClick={show} />
    </div>,
    canvas,
  );
}

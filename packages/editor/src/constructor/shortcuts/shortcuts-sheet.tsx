import { Fragment, useEffect, useMemo } from 'react';
import { clarityTexts } from '@folio/model';
import { ModalDialog } from '../../app/modal-dialog';
import { comboText, isApple, shortcutGroups } from './shortcut-list';
import { useShortcutsSheet } from './shortcuts-store';
import './shortcuts.css';

/** Where a key belongs to what has the focus (a field, an open menu or dialog), not to the constructor. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || Boolean(target.closest('input, textarea, select, [contenteditable="true"], dialog, [role="dialog"], [role="menu"]'));
}

/** One combo as keycaps: "Ctrl+Shift+Z" → Ctrl Shift Z (⌘⇧Z on Apple systems, one cap). */
function Keys({ combo, apple }: { combo: string; apple: boolean }) {
  const text = comboText(combo, apple);
  const caps = apple || text === '+' ? [text] : text.split(/\+(?!$)/);
  return (
    <span className="fo-keys">
      {caps.map((cap, index) => (
        <kbd key={index} className="fo-kbd" aria-hidden="true">
          {cap}
        </kbd>
      ))}
      <span className="fo-visually-hidden">{text}</span>
    </span>
  );
}

/**
 * The "?" sheet: every shortcut of the constructor, made from the core's key bindings (shortcut-list.ts) so it
 * lists what the keys do. Opened by ? (outside fields) or the top bar's button; Escape or Close shuts it.
 */
export function ShortcutsSheet() {
  const { open, show, hide } = useShortcutsSheet();
  const groups = useMemo(() => shortcutGroups(), []);
  const apple = useMemo(() => isApple(), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typingIn(event.target)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <ModalDialog open={open} title={clarityTexts.sheetTitle} onClose={hide}>
      <div className="fo-shortcuts">
        <p className="fo-dialog__text">{clarityTexts.sheetIntro}</p>
        <div className="fo-shortcuts__groups">
          {groups.map((group) => (
            <section key={group.id} className="fo-shortcuts__group" aria-labelledby={`fo-shortcuts-${group.id}`}>
              <h3 id={`fo-shortcuts-${group.id}`} className="fo-shortcuts__heading">
                {group.title}
              </h3>
              <dl className="fo-shortcuts__list">
                {group.rows.map((row) => (
                  <div key={row.label} className="fo-shortcuts__row">
                    <dt>{row.label}</dt>
                    <dd>
                      {row.combos.map((combo, index) => (
                        <Fragment key={combo}>
                          {index > 0 && <span className="fo-shortcuts__or">{clarityTexts.or}</span>}
                          <Keys combo={combo} apple={apple} />
                        </Fragment>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={hide}>
            {clarityTexts.close}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

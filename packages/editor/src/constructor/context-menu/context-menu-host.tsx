import { useCallback, useEffect, useId, useState } from 'react';
import { clarityTexts, layersConstants } from '@folio/model';
import { ModalDialog } from '../../app/modal-dialog';
import type { Editor } from '../../core';
import { pageLayerNames } from '../layers/layer-names';
import { useEditor } from '../use-editor';
import { ContextMenu } from './context-menu';
import { contextMenuItems, type MenuItem } from './context-menu-items';
import './context-menu.css';

const canvasElement = () => document.querySelector<HTMLElement>('.fo-overlay');
const focusCanvas = () => canvasElement()?.focus({ preventScroll: true });

/** Text being edited and fields keep the browser's own menu (spelling suggestions, paste as plain text). */
const inText = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || Boolean(target.closest('input, textarea, select')));

/** Whether the focus is the canvas's (the overlay, or nothing): Shift+F10 and the Menu key open the menu then. */
function onCanvas(target: EventTarget | null): boolean {
  const canvas = canvasElement();
  if (inText(target)) return false;
  return target === document.body || (target instanceof Node && Boolean(canvas?.contains(target)));
}

/** Cut, copy, paste through the editor (its last copy) and, where the browser allows, the system clipboard. */
function runClipboard(editor: Editor, what: 'cut' | 'copy' | 'paste') {
  if (what === 'paste') {
    if (editor.paste()) return;
    void navigator.clipboard
      ?.readText()
      .then((text) => text && editor.paste(text))
      .catch(() => {});
    return;
  }
  const text = what === 'cut' ? editor.cut() : editor.copy();
  if (text) void navigator.clipboard?.writeText(text).catch(() => {});
}

/** The widget's name as the layers panel shows it (its own, else the default one). */
function currentName(editor: Editor, id: string): string {
  return pageLayerNames(editor.document.widgets, editor.session.pageId, (widgetId) => editor.view.widget(widgetId)).get(id) ?? '';
}

function RenameDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const editor = useEditor();
  const [shown] = useState(() => currentName(editor, id));
  const [name, setName] = useState(shown);
  const fieldId = useId();
  return (
    <ModalDialog open title={clarityTexts.renameTitle} onClose={onClose}>
      <form
        className="fo-rename-form"
        onSubmit={(event) => {
          event.preventDefault();
          // Saved only when changed: a default name saved as it is would stop following the text it comes from.
          if (name.trim() !== shown) editor.run('renameWidget', { id, name });
          onClose();
        }}
      >
        <label className="fo-field__label" htmlFor={fieldId}>
          {clarityTexts.renameField}
        </label>
        <input id={fieldId} className="fo-input" value={name} maxLength={layersConstants.widgetNameMaxLength} autoFocus onFocus={(event) => event.currentTarget.select()} onChange={(event) => setName(event.target.value)} />
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={onClose}>
            {clarityTexts.renameCancel}
          </button>
          <button type="submit" className="fo-button fo-button--primary">
            {clarityTexts.renameSave}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * The right-click menu on the canvas (docs/editor.md "Right-click menu"): a right click on a widget selects it
 * (keeping a selection it belongs to) and opens the menu at the pointer; Shift+F10 or the Menu key opens it beside
 * the selection. Its commands run the core's actions (one undo step each) and the clipboard.
 */
export function ContextMenuHost() {
  const editor = useEditor();
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);

  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      const canvas = canvasElement();
      if (!canvas || !(event.target instanceof Node) || !canvas.contains(event.target) || inText(event.target)) return;
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const point = editor.screenToPage({ x: event.clientX - rect.left, y: event.clientY - rect.top });
      const hit = editor.view.widgetAt(point);
      if (!hit) editor.select([]);
      else if (!editor.selectedIds.includes(hit)) editor.select([hit]);
      canvas.focus({ preventScroll: true });
      setMenu({ x: event.clientX, y: event.clientY });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const opens = event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey);
      if (!opens || event.defaultPrevented || !onCanvas(event.target)) return;
      event.preventDefault();
      const frame = document.querySelector('.fo-overlay__selection')?.getBoundingClientRect();
      const canvas = canvasElement()?.getBoundingClientRect();
      const at = frame && frame.width ? { x: frame.right, y: frame.top } : canvas ? { x: canvas.left + canvas.width / 2, y: canvas.top + canvas.height / 3 } : { x: 0, y: 0 };
      setMenu({ x: Math.round(at.x), y: Math.round(at.y) });
    };
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [editor]);

  const close = useCallback((refocus: boolean) => {
    setMenu(null);
    if (refocus) focusCanvas();
  }, []);

  const choose = (item: MenuItem) => {
    setMenu(null);
    const { command } = item;
    if (command.kind === 'rename') return setRenaming(command.id);
    if (command.kind === 'clipboard') runClipboard(editor, command.what);
    else editor.run(command.action as never);
    focusCanvas();
  };

  const groups = menu ? contextMenuItems(editor, true) : [];
  return (
    <>
      {menu && <ContextMenu at={menu} label={editor.selectedIds.length ? clarityTexts.menuLabel : clarityTexts.pageMenuLabel} groups={groups} onChoose={choose} onClose={close} />}
      {renaming && (
        <RenameDialog
          id={renaming}
          onClose={() => {
            setRenaming(null);
            focusCanvas();
          }}
        />
      )}
    </>
  );
}

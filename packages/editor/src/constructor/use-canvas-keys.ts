import { useEffect } from 'react';
import type { Editor } from '../core';

/** Fields and other places where keys and the clipboard belong to what has the focus, not to the canvas. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return Boolean(target.closest('dialog, [role="dialog"], [role="menu"]'));
}

/** Whether an event is the canvas's: the canvas (or nothing) has the focus. */
function onCanvas(target: EventTarget | null, canvas: () => HTMLElement | null): boolean {
  return target === document.body || (target instanceof Node && Boolean(canvas()?.contains(target)));
}

/**
 * The constructor's keys and clipboard: key presses go to the core (its tools, then its actions' bindings) when the
 * canvas has the focus; combinations with ctrl or cmd (undo, redo, duplicate, z order…) also from the bars, so
 * Ctrl+Z works after a click on a toolbar button. The browser's copy, cut and paste events (Ctrl/Cmd+C, X, V)
 * carry widgets as text through the system clipboard. Fields, menus and dialogs keep their own keys.
 */
export function useCanvasKeys(editor: Editor, canvas: () => HTMLElement | null): void {
  useEffect(() => {
    const keyInput = (event: KeyboardEvent) => ({
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      repeat: event.repeat,
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ownsKeys(event.target)) return;
      if (!onCanvas(event.target, canvas) && !event.ctrlKey && !event.metaKey) return;
      if (editor.keyDown(keyInput(event))) event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (ownsKeys(event.target)) return;
      if (editor.keyUp(keyInput(event)) && onCanvas(event.target, canvas)) event.preventDefault();
    };
    const onCopy = (cut: boolean) => (event: ClipboardEvent) => {
      if (ownsKeys(event.target) || !onCanvas(event.target, canvas) || !editor.selectedIds.length) return;
      const text = cut ? editor.cut() : editor.copy();
      if (!text) return;
      event.clipboardData?.setData('text/plain', text);
      event.preventDefault();
    };
    const onPaste = (event: ClipboardEvent) => {
      if (ownsKeys(event.target) || !onCanvas(event.target, canvas)) return;
      if (editor.paste(event.clipboardData?.getData('text/plain') || undefined)) event.preventDefault();
    };
    // A window left with a key down (Alt+Tab) must not keep a modifier or the hand tool stuck.
    const onBlur = () => {
      for (const key of ['Shift', 'Alt', 'Control', 'Meta']) editor.keyUp({ key });
      editor.keyUp({ key: ' ', code: 'Space' });
    };
    const listeners: [Document | Window, string, EventListener][] = [
      [document, 'keydown', onKeyDown as EventListener],
      [document, 'keyup', onKeyUp as EventListener],
      [document, 'copy', onCopy(false) as EventListener],
      [document, 'cut', onCopy(true) as EventListener],
      [document, 'paste', onPaste as EventListener],
      [window, 'blur', onBlur],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [editor, canvas]);
}

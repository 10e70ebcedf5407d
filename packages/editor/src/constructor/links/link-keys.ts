// Ctrl/Cmd+K (widgets-and-authoring.md §9): which key presses open the link panel for the selected widgets.

/** Fields, menus, dialogs and text being edited keep Ctrl/Cmd+K (the text editor opens the panel for its own text). */
export function typingIn(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || Boolean(target.closest('input, textarea, select, [contenteditable="true"], dialog, [role="dialog"], [role="menu"]'));
}

const LATIN_LETTER = /^[a-z]$/i;

type KeyFields = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl/Cmd+K without Shift or Alt: the K typed, or the key in K's place on a layout without Latin letters. */
export function isLinkShortcut(event: KeyFields): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = event.key.toLowerCase();
  return key === 'k' || (!LATIN_LETTER.test(key) && event.code === 'KeyK');
}

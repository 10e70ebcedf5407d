// How the toolbar names a key in its tooltips and in aria-keyshortcuts: "Mod" is Ctrl, or Cmd on Apple platforms
// (text-shortcuts.ts reads the keys alike). Tooltips spell keys as the platform does: Ctrl+Shift+L, or ⇧⌘L.

const APPLE_SYMBOLS: Readonly<Record<string, string>> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' };

/** A key combination ("Shift+Mod+L") as a tooltip shows it. */
export function shortcutText(keys: string, apple: boolean): string {
  const parts = keys.split('+');
  if (apple) return parts.map((part) => APPLE_SYMBOLS[part] ?? part).join('');
  const order = ['Mod', 'Shift', 'Alt'];
  const sorted = [...parts].sort((a, b) => (order.includes(a) ? order.indexOf(a) : order.length) - (order.includes(b) ? order.indexOf(b) : order.length));
  return sorted.map((part) => (part === 'Mod' ? 'Ctrl' : part)).join('+');
}

/** A key combination in ARIA's spelling (aria-keyshortcuts: Control+Shift+L, Meta+B). */
export function ariaShortcut(keys: string, apple: boolean): string {
  return keys
    .split('+')
    .map((part) => (part === 'Mod' ? (apple ? 'Meta' : 'Control') : part))
    .join('+');
}

import { describe, expect, it } from 'vitest';
import { ariaShortcut, shortcutText } from './shortcut-text';

describe('keys in the toolbar’s tooltips', () => {
  it('Ctrl elsewhere, Cmd symbols on Apple platforms', () => {
    expect(shortcutText('Mod+B', false)).toBe('Ctrl+B');
    expect(shortcutText('Shift+Mod+L', false)).toBe('Ctrl+Shift+L');
    expect(shortcutText('Shift+Mod+L', true)).toBe('⇧⌘L');
    expect(shortcutText('Alt+F10', false)).toBe('Alt+F10');
  });

  it('aria-keyshortcuts in ARIA’s words', () => {
    expect(ariaShortcut('Mod+B', false)).toBe('Control+B');
    expect(ariaShortcut('Shift+Mod+L', true)).toBe('Shift+Meta+L');
  });
});

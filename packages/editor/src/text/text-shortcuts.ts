import { textConstants } from '@folio/model';
import type { BlockData } from './text-v3-content';

// The text editor's keys (widgets-and-authoring.md §9), read from a key event with no DOM needed. Letters are
// matched by the character typed, or on layouts without Latin letters by the key's place (KeyB…), so Ctrl+B is
// bold on a Cyrillic keyboard too.
//
// Ours where the spec names the keys but not the direction (docs/editor.md "Text editing"): Alt+Down opens the
// lines up (more line height), Alt+Up closes them, as in desktop layout programs; Alt+Right spaces letters out,
// Alt+Left tightens them. Line height moves by textConstants.lineHeightStep.

export type TextShortcut =
  | { kind: 'format'; format: 'bold' | 'italic' | 'underline' }
  | { kind: 'link' }
  | { kind: 'align'; align: NonNullable<BlockData['align']> }
  | { kind: 'indent'; direction: 1 | -1 }
  | { kind: 'nonBreakingSpace' }
  | { kind: 'lineHeight'; delta: number }
  | { kind: 'letterSpacing'; delta: number }
  | { kind: 'toolbar' }
  | { kind: 'end' };

export interface KeyLike {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const LATIN_LETTER = /^[a-z]$/i;
const FORMAT_KEYS = { b: 'bold', i: 'italic', u: 'underline' } as const;
const ALIGN_KEYS = { l: 'left', r: 'right', c: 'center', a: 'justify' } as const;

/** The Latin letter a key event stands for: its character, else (non-Latin layouts) the key's place. */
function letterOf(event: KeyLike): string | undefined {
  if (LATIN_LETTER.test(event.key)) return event.key.toLowerCase();
  const place = /^Key([A-Z])$/.exec(event.code);
  return event.key.length === 1 && place ? place[1]!.toLowerCase() : undefined;
}

/** Whether the platform's command key is Cmd (Apple) rather than Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The shortcut a key event means in the text editor, or null for a key the editor handles as typing. */
export function textShortcutOf(event: KeyLike, apple: boolean): TextShortcut | null {
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  const noMod = !event.ctrlKey && !event.metaKey;
  if (event.key === 'Escape' && noMod && !event.altKey) return { kind: 'end' };
  if (event.key === 'Tab' && noMod && !event.altKey) return { kind: 'indent', direction: event.shiftKey ? -1 : 1 };
  // Ours (the spec names no key for it): Alt+F10 reaches the formatting toolbar, as in document editors.
  if (event.key === 'F10' && event.altKey && noMod && !event.shiftKey) return { kind: 'toolbar' };
  if (event.altKey && noMod && !event.shiftKey) {
    // Alt+Space; on Apple keyboards Option+Space already types a no-break space.
    if (event.code === 'Space' || event.key === ' ' || event.key === '\u00a0') return { kind: 'nonBreakingSpace' };
    if (event.key === 'ArrowUp') return { kind: 'lineHeight', delta: -textConstants.lineHeightStep };
    if (event.key === 'ArrowDown') return { kind: 'lineHeight', delta: textConstants.lineHeightStep };
    if (event.key === 'ArrowLeft') return { kind: 'letterSpacing', delta: -textConstants.letterSpacingStep };
    if (event.key === 'ArrowRight') return { kind: 'letterSpacing', delta: textConstants.letterSpacingStep };
  }
  if (!mod || event.altKey) return null;
  const letter = letterOf(event);
  if (!letter) return null;
  if (event.shiftKey) {
    return Object.hasOwn(ALIGN_KEYS, letter) ? { kind: 'align', align: ALIGN_KEYS[letter as keyof typeof ALIGN_KEYS] } : null;
  }
  if (letter === 'k') return { kind: 'link' };
  return Object.hasOwn(FORMAT_KEYS, letter) ? { kind: 'format', format: FORMAT_KEYS[letter as keyof typeof FORMAT_KEYS] } : null;
}

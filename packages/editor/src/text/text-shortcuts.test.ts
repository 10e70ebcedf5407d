import { describe, expect, it } from 'vitest';
import { textConstants } from '@folio/model';
import { isApplePlatform, textShortcutOf, type KeyLike } from './text-shortcuts';

const key = (init: Partial<KeyLike> & { key: string }): KeyLike => ({ code: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...init });
const ctrl = (k: string, more: Partial<KeyLike> = {}) => key({ key: k, ctrlKey: true, ...more });
const cmd = (k: string, more: Partial<KeyLike> = {}) => key({ key: k, metaKey: true, ...more });

describe('text editor keys (widgets-and-authoring.md §9)', () => {
  it('Ctrl+B, I, U format elsewhere, Cmd+B, I, U on Apple platforms', () => {
    expect(textShortcutOf(ctrl('b'), false)).toEqual({ kind: 'format', format: 'bold' });
    expect(textShortcutOf(ctrl('i'), false)).toEqual({ kind: 'format', format: 'italic' });
    expect(textShortcutOf(ctrl('u'), false)).toEqual({ kind: 'format', format: 'underline' });
    expect(textShortcutOf(cmd('b'), true)).toEqual({ kind: 'format', format: 'bold' });
    expect(textShortcutOf(cmd('b'), false)).toBeNull();
    expect(textShortcutOf(ctrl('b'), true)).toBeNull();
  });

  it('finds letters by place on layouts without Latin letters', () => {
    expect(textShortcutOf(ctrl('и', { code: 'KeyB' }), false)).toEqual({ kind: 'format', format: 'bold' });
    // A Latin layout where the place differs (AZERTY's A is at KeyQ) goes by the letter typed.
    expect(textShortcutOf(ctrl('a', { code: 'KeyQ', shiftKey: true }), false)).toEqual({ kind: 'align', align: 'justify' });
  });

  it('Alt+F10 goes to the formatting toolbar (as in document editors)', () => {
    expect(textShortcutOf(key({ key: 'F10', altKey: true }), false)).toEqual({ kind: 'toolbar' });
    expect(textShortcutOf(key({ key: 'F10', altKey: true }), true)).toEqual({ kind: 'toolbar' });
    expect(textShortcutOf(key({ key: 'F10' }), false)).toBeNull();
  });

  it('Ctrl/Cmd+K asks for the link panel', () => {
    expect(textShortcutOf(ctrl('k'), false)).toEqual({ kind: 'link' });
    expect(textShortcutOf(cmd('K'), true)).toEqual({ kind: 'link' });
  });

  it('Shift+Ctrl/Cmd+L, R, C, A align left, right, center, justify', () => {
    expect(textShortcutOf(ctrl('L', { shiftKey: true }), false)).toEqual({ kind: 'align', align: 'left' });
    expect(textShortcutOf(ctrl('R', { shiftKey: true }), false)).toEqual({ kind: 'align', align: 'right' });
    expect(textShortcutOf(cmd('C', { shiftKey: true }), true)).toEqual({ kind: 'align', align: 'center' });
    expect(textShortcutOf(cmd('A', { shiftKey: true }), true)).toEqual({ kind: 'align', align: 'justify' });
    // Without Shift these are the browser's (copy, select all).
    expect(textShortcutOf(ctrl('c'), false)).toBeNull();
    expect(textShortcutOf(ctrl('a'), false)).toBeNull();
  });

  it('Tab and Shift+Tab indent', () => {
    expect(textShortcutOf(key({ key: 'Tab' }), false)).toEqual({ kind: 'indent', direction: 1 });
    expect(textShortcutOf(key({ key: 'Tab', shiftKey: true }), false)).toEqual({ kind: 'indent', direction: -1 });
    expect(textShortcutOf(ctrl('Tab'), false)).toBeNull();
  });

  it('Alt+Space types a non-breaking space', () => {
    expect(textShortcutOf(key({ key: ' ', code: 'Space', altKey: true }), false)).toEqual({ kind: 'nonBreakingSpace' });
    expect(textShortcutOf(key({ key: '\u00a0', code: 'Space', altKey: true }), true)).toEqual({ kind: 'nonBreakingSpace' });
    expect(textShortcutOf(key({ key: ' ', code: 'Space' }), false)).toBeNull();
  });

  it('Alt+arrows change line height and letter spacing by their steps (§5)', () => {
    expect(textShortcutOf(key({ key: 'ArrowDown', altKey: true }), false)).toEqual({ kind: 'lineHeight', delta: textConstants.lineHeightStep });
    expect(textShortcutOf(key({ key: 'ArrowUp', altKey: true }), false)).toEqual({ kind: 'lineHeight', delta: -textConstants.lineHeightStep });
    expect(textShortcutOf(key({ key: 'ArrowRight', altKey: true }), true)).toEqual({ kind: 'letterSpacing', delta: 0.2 });
    expect(textShortcutOf(key({ key: 'ArrowLeft', altKey: true }), true)).toEqual({ kind: 'letterSpacing', delta: -0.2 });
    expect(textShortcutOf(key({ key: 'ArrowLeft' }), false)).toBeNull();
  });

  it('Escape ends editing; plain typing is no shortcut', () => {
    expect(textShortcutOf(key({ key: 'Escape' }), false)).toEqual({ kind: 'end' });
    expect(textShortcutOf(key({ key: 'b', code: 'KeyB' }), false)).toBeNull();
    expect(textShortcutOf(ctrl('b', { altKey: true }), false)).toBeNull();
  });

  it('tells Apple platforms by name', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Win32')).toBe(false);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});

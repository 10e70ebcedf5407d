import type { Point } from './geometry';
import type { Handle } from './session';

/** A pointer event as the canvas passes it: the point in page coordinates (Editor.screenToPage) and modifiers. */
export interface PointerInput {
  point: Point;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** 0 primary (the default), 1 middle, 2 secondary. */
  button?: number;
  /** The selection handle the overlay knows was pressed; without it the core finds the handle under the point. */
  handle?: Handle;
  /** A press on a ruler: the axis of the guide it drags out ('y' from the top ruler, 'x' from the left one). */
  ruler?: 'x' | 'y';
  /** A press on the page's bottom edge as the overlay draws it (the core also finds it within pageEdgeGrabPx). */
  pageEdge?: boolean;
}

/** A keyboard event as the canvas passes it (KeyboardEvent's fields). */
export interface KeyInput {
  key: string;
  code?: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  repeat?: boolean;
}

/** A wheel event: deltas in screen px, the pointer on the screen; ctrl (a pinch) or cmd zooms. */
export interface WheelInput {
  deltaX: number;
  deltaY: number;
  screenPoint?: Point;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** What the tools know of the pointer and the modifier keys. */
export interface InputState {
  /** Where the pointer went down (page coordinates). */
  origin: Point;
  current: Point;
  isPointerDown: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** Ctrl or Cmd. */
  modKey: boolean;
}

export function initialInput(): InputState {
  return { origin: { x: 0, y: 0 }, current: { x: 0, y: 0 }, isPointerDown: false, shiftKey: false, altKey: false, modKey: false };
}

// Keys by their place on the keyboard, so that alt+a or shift+] read the same on every layout and platform
// (alt+a types 'å' on a Mac, shift+] types '}').
const CODE_NAMES: Record<string, string> = { BracketLeft: '[', BracketRight: ']', Equal: '=', Minus: '-', Space: 'space' };

function keyName(input: KeyInput): string {
  const code = input.code ?? '';
  const letter = /^Key([A-Z])$/.exec(code) ?? /^Digit([0-9])$/.exec(code);
  if (letter) return letter[1]!.toLowerCase();
  if (CODE_NAMES[code]) return CODE_NAMES[code];
  return input.key === ' ' ? 'space' : input.key.toLowerCase();
}

/** The combination of a key event as the actions' bindings spell it: `mod+alt+shift+key`, modifiers in that order. */
export function comboOf(input: KeyInput): string {
  const parts: string[] = [];
  if (input.ctrlKey || input.metaKey) parts.push('mod');
  if (input.altKey) parts.push('alt');
  if (input.shiftKey) parts.push('shift');
  parts.push(keyName(input));
  return parts.join('+');
}

export const MODIFIER_KEYS = new Set(['Shift', 'Alt', 'Control', 'Meta']);

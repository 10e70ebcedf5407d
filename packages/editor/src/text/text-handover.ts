import { $getRoot, $getSelection, $isElementNode, $isRangeSelection, type LexicalEditor } from 'lexical';

// What one text editor hands the next when the text is opened again while it is being edited (docs/editor.md
// "Co-editing" → "Text"): someone arriving makes a text edited alone co-edited, a document that never comes makes a
// co-edited one edited alone. The caret stays where it was, and keys pressed before an editor takes typing (it is in
// the page a moment before it has the focus; a co-edited one waits for the text's document) are typed into it once it
// does, instead of being lost or reaching the canvas.

// Frames to wait for the text's element to take typing before giving up on it (a second at 60 Hz).
const EDITABLE_FRAMES = 60;

/** A key pressed before the text could take it: text typed, a new paragraph, or a character deleted. */
export type TypedKey = { kind: 'text'; text: string } | { kind: 'paragraph' } | { kind: 'delete'; backward: boolean };

/** Passed from one editor of a text to the next, for one editing of that text. */
export interface TextHandover {
  /** Where the caret was, in characters of the text before it (paragraph breaks not counted). */
  caret?: number;
  /** Keys pressed while no editor could take them, in order. */
  typed: TypedKey[];
  /** While keys are held: stops holding them. */
  release?: () => void;
}

export function createTextHandover(): TextHandover {
  return { typed: [] };
}

/** The key as typing, or null for a key that types nothing (arrows, shortcuts): held back all the same. */
export function typedKeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): TypedKey | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.key === 'Enter') return { kind: 'paragraph' };
  if (event.key === 'Backspace' || event.key === 'Delete') return { kind: 'delete', backward: event.key === 'Backspace' };
  // A printable key names its character (one code point, which may be two UTF-16 units).
  return [...event.key].length === 1 ? { kind: 'text', text: event.key } : null;
}

/** Keys that still go where they would: Escape ends editing, Tab moves the focus, modifiers alone do nothing. */
const PASSED_KEYS = new Set(['Escape', 'Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

function isField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement);
}

/**
 * From now until the handover is taken (or `releaseTypedKeys`), keys pressed outside any field are the text's: kept
 * in `handover.typed` and kept from anything else (the canvas would pan, or move or delete the selected widget, on
 * them). Holding keys already held does nothing.
 */
export function holdTypedKeys(handover: TextHandover): void {
  if (handover.release) return;
  const onKey = (event: KeyboardEvent) => {
    if (PASSED_KEYS.has(event.key) || event.isComposing || isField(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const key = typedKeyOf(event);
    if (key) handover.typed.push(key);
  };
  window.addEventListener('keydown', onKey, true);
  handover.release = () => window.removeEventListener('keydown', onKey, true);
}

/** Keys go their way again. */
export function releaseTypedKeys(handover: TextHandover): void {
  handover.release?.();
  handover.release = undefined;
}

/** The caret of the editor being read, in characters before it; undefined without a caret. */
export function $caretOffset(): number | undefined {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return undefined;
  const { offset, type } = selection.focus;
  const node = selection.focus.getNode();
  // In a text node: the characters before it and its own up to the caret. In an element (an empty paragraph, or
  // between two of its children): the characters of the text nodes before that place.
  const at = type === 'element' && $isElementNode(node) ? node.getChildAtIndex(offset) : null;
  let before = 0;
  for (const text of $getRoot().getAllTextNodes()) {
    if (text.is(node)) return before + offset;
    const ahead = at ? text.isBefore(at) : text.isBefore(node) || node.isParentOf(text);
    if (!ahead) break;
    before += text.getTextContentSize();
  }
  return before;
}

/** Puts the caret `offset` characters into the text (at its end when it is shorter). */
export function $placeCaret(offset: number): void {
  let left = offset;
  for (const text of $getRoot().getAllTextNodes()) {
    const size = text.getTextContentSize();
    if (left <= size) return void text.select(left, left);
    left -= size;
  }
  $getRoot().selectEnd();
}

/** Types one held key at the caret (at the text's end without one). */
function $typeHeldKey(key: TypedKey): void {
  if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (key.kind === 'text') selection.insertText(key.text);
  else if (key.kind === 'paragraph') selection.insertParagraph();
  else selection.deleteCharacter(key.backward);
}

/**
 * Puts the caret where the last editor left it and types what was held, emptying the handover, and lets keys go
 * their way again (to the text, which has the focus by then). Each key is an update
 * of its own, as if typed: Lexical deletes a character by moving the page's selection, which must show the last one.
 */
export function takeHandover(editor: LexicalEditor, handover: TextHandover): void {
  const { caret } = handover;
  handover.caret = undefined;
  if (caret !== undefined) editor.update(() => $placeCaret(caret), { discrete: true });
  for (const key of handover.typed.splice(0)) editor.update(() => $typeHeldKey(key), { discrete: true });
  releaseTypedKeys(handover);
}

/**
 * Calls `then` once the text's element takes typing (React draws a changed editable state a moment later), or when
 * it has waited long enough: held keys are never held for good.
 */
export function whenEditable(editor: LexicalEditor, then: () => void, frames = EDITABLE_FRAMES): void {
  const root = editor.getRootElement();
  if (!root) return;
  if (root.isContentEditable || frames <= 0) return then();
  requestAnimationFrame(() => whenEditable(editor, then, frames - 1));
}

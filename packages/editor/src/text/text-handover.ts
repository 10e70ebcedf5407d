import {
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  DELETE_CHARACTER_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
  type TextNode,
} from 'lexical';
import { $collectBlocks } from './lexical-to-text-v3';

// What one text editor hands the next when the text is opened again while it is being edited (docs/editor.md
// "Co-editing" → "Text"): someone arriving makes a text edited alone co-edited, a document that never comes makes a
// co-edited one edited alone. The caret stays where it was, and keys pressed before an editor takes typing (it is in
// the page a moment before it has the focus; a co-edited one waits for the text's document) are typed into it once it
// does, instead of being lost or reaching the canvas.

// Frames to wait for the text's element to take typing before giving up on it (a second at 60 Hz).
const EDITABLE_FRAMES = 60;

/**
 * A key pressed before the text could take it: text typed, a new paragraph (Enter), a line break (Shift+Enter), or a
 * character deleted.
 */
export type TypedKey = { kind: 'text'; text: string } | { kind: 'paragraph' } | { kind: 'line' } | { kind: 'delete'; backward: boolean };

/** Where a caret is: in which block of the text (paragraph, heading or list item, in order), how many characters in. */
export interface TextCaret {
  block: number;
  offset: number;
}

/** Passed from one editor of a text to the next, for one editing of that text. */
export interface TextHandover {
  /** Where the caret was in the editor before. */
  caret?: TextCaret;
  /** Keys pressed while no editor could take them, in order. */
  typed: TypedKey[];
  /** Whether a key is the text's while held: it was pressed where the text would have had it (not in a panel). */
  owns: (target: EventTarget | null) => boolean;
  /** While keys are held: stops holding them. */
  release?: () => void;
  /** Whether an editor took the handover once: the text has had the keys since. */
  taken?: boolean;
}

const onThePage = (target: EventTarget | null) => typeof document !== 'undefined' && (target === document.body || target === document.documentElement);

/** A handover whose held keys are those pressed on `owns` (by default, on the page itself: nothing else focused). */
export function createTextHandover(owns: (target: EventTarget | null) => boolean = onThePage): TextHandover {
  return { typed: [], owns };
}

/** The key as typing, or null for a key that types nothing (arrows, shortcuts): held back all the same. */
export function typedKeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): TypedKey | null {
  // Ctrl with Alt is AltGr on Windows, which types characters (@, €, { on many layouts).
  if (event.metaKey || (event.ctrlKey && !event.altKey)) return null;
  if (event.key === 'Enter') return event.shiftKey ? { kind: 'line' } : { kind: 'paragraph' };
  if (event.key === 'Backspace' || event.key === 'Delete') return { kind: 'delete', backward: event.key === 'Backspace' };
  // A printable key names its character (one code point, which may be two UTF-16 units).
  return [...event.key].length === 1 ? { kind: 'text', text: event.key } : null;
}

/** Keys that still go where they would: Escape ends editing, Tab moves the focus, modifiers alone do nothing. */
const PASSED_KEYS = new Set(['Escape', 'Tab', 'Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/** A field, or text that takes typing (the text itself once it does): its keys are its own. */
function isField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement);
}

/**
 * From now until the handover is taken (or `releaseTypedKeys`), keys pressed where the text would have had them
 * (`handover.owns`) are the text's: kept in `handover.typed` and kept from anything else (the canvas would pan, or move
 * or delete the selected widget, on them). Keys pressed in a field, a panel or a menu go their way. Holding keys
 * already held does nothing.
 */
export function holdTypedKeys(handover: TextHandover): void {
  if (handover.release) return;
  const onKey = (event: KeyboardEvent) => {
    if (PASSED_KEYS.has(event.key) || event.isComposing || isField(event.target) || !handover.owns(event.target)) return;
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

/** The keys of the text's blocks, in order. */
const $blockKeys = () => $collectBlocks().map(({ node }) => node.getKey());

/** The block a node is in (of `keys`). */
function $blockOf(node: LexicalNode, keys: readonly string[]): ElementNode | null {
  for (let at: LexicalNode | null = node; at; at = at.getParent()) if (keys.includes(at.getKey())) return at as ElementNode;
  return null;
}

/** The text nodes of a block, in order (a list item's nested list is blocks of its own). */
function $blockTextNodes(block: ElementNode, keys: readonly string[]): TextNode[] {
  return block.getAllTextNodes().filter((text) => $blockOf(text, keys)?.is(block));
}

/** The caret of the editor being read; undefined without one. */
export function $caretOf(): TextCaret | undefined {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return undefined;
  const { offset, type } = selection.focus;
  const node = selection.focus.getNode();
  const keys = $blockKeys();
  const block = $blockOf(node, keys);
  if (!block) return undefined;
  const index = keys.indexOf(block.getKey());
  // In a text node: the characters of the block before it, and its own up to the caret. At an element's child (an
  // empty paragraph, or before a link): the characters of the block's text nodes before that child.
  const at = type === 'element' && $isElementNode(node) ? node.getChildAtIndex(offset) : null;
  let before = 0;
  for (const text of $blockTextNodes(block, keys)) {
    if (text.is(node)) return { block: index, offset: before + offset };
    const ahead = at ? text.isBefore(at) && !at.isParentOf(text) : text.isBefore(node) || node.isParentOf(text);
    if (!ahead) break;
    before += text.getTextContentSize();
  }
  return { block: index, offset: before };
}

/** Puts the caret at `caret` (at the end of its block when the block is shorter, at the text's end without the block). */
export function $placeCaret(caret: TextCaret): void {
  const blocks = $collectBlocks();
  const keys = blocks.map(({ node }) => node.getKey());
  const block = blocks[caret.block]?.node;
  if (!block) return void $getRoot().selectEnd();
  let left = caret.offset;
  for (const text of $blockTextNodes(block, keys)) {
    const size = text.getTextContentSize();
    if (left <= size) return void text.select(left, left);
    left -= size;
  }
  block.selectEnd();
}

/** The command that types a held key, as the key itself would have. */
function typeKey(editor: LexicalEditor, key: TypedKey): void {
  if (key.kind === 'text') editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, key.text);
  else if (key.kind === 'paragraph') editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
  else if (key.kind === 'line') editor.dispatchCommand(INSERT_LINE_BREAK_COMMAND, false);
  else editor.dispatchCommand(DELETE_CHARACTER_COMMAND, key.backward);
}

/**
 * Puts the caret where the last editor left it (at the text's end when none did) and types what was held, as the
 * keys would have (through the editor's commands: Enter in an empty list item leaves the list), emptying the
 * handover; then keys go their way again (to the text, which has the focus by then). Each key is an update of its own.
 */
export function takeHandover(editor: LexicalEditor, handover: TextHandover): void {
  const { caret } = handover;
  handover.caret = undefined;
  try {
    editor.update(
      () => {
        if (caret) $placeCaret(caret);
        else if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      },
      { discrete: true },
    );
    for (const key of handover.typed.splice(0)) editor.update(() => typeKey(editor, key), { discrete: true });
  } finally {
    handover.taken = true;
    releaseTypedKeys(handover);
  }
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

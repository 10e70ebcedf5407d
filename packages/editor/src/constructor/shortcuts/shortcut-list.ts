import { clarityTexts } from '@folio/model';
import { keyBindings } from '../../core';

// The "?" sheet's rows, made from the core's key bindings (core/actions/registry.ts keyBindings) so the sheet lists
// what the keys do today and never drifts; the keys the constructor answers itself (the clipboard, the link panel,
// the pointer's modifiers, this sheet) are added from clarityTexts.constructorKeys.

export interface ShortcutRow {
  label: string;
  /** Combos as the bindings spell them (`mod+shift+z`), in the order they were bound. */
  combos: string[];
}

export interface ShortcutGroup {
  id: string;
  title: string;
  rows: ShortcutRow[];
}

/** Whether this browser runs on an Apple system (⌘, ⌥, ⇧ instead of Ctrl, Alt, Shift). */
export function isApple(platform = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * A binding's combo as a person reads it: `mod+shift+z` → "Ctrl+Shift+Z" (or "⌘⇧Z" on Apple systems). The
 * nudges' shift variants are shown once with their plain arrows (the label says "Shift: 10 px").
 */
export function comboText(combo: string, apple = isApple()): string {
  const names = clarityTexts.keyNames;
  const parts = combo === '+' ? ['+'] : combo.split('+').map((part) => (part === '' ? '+' : part));
  const shown = parts.map((part) => {
    if (apple && (part === 'mod' || part === 'alt' || part === 'shift')) return names[`${part}Apple`]!;
    if (names[part]) return names[part];
    return part.length === 1 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1);
  });
  return shown.join(apple ? '' : '+');
}

/** A combo in ARIA's aria-keyshortcuts spelling (`mod+shift+z` → "Control+Shift+Z"). */
export function ariaCombo(combo: string, apple = isApple()): string {
  const aria: Record<string, string> = { mod: apple ? 'Meta' : 'Control', alt: 'Alt', shift: 'Shift', delete: 'Delete', backspace: 'Backspace', enter: 'Enter', escape: 'Escape', space: 'Space', arrowleft: 'ArrowLeft', arrowright: 'ArrowRight', arrowup: 'ArrowUp', arrowdown: 'ArrowDown', contextmenu: 'ContextMenu', f10: 'F10' };
  return combo
    .split('+')
    .map((part) => aria[part] ?? (part.length === 1 ? part.toUpperCase() : part))
    .join('+');
}

/** The combos bound to each action of the core, by action name, in binding order. */
export function bindingsByAction(bindings: ReadonlyMap<string, { name: string }> = keyBindings): Map<string, string[]> {
  const byAction = new Map<string, string[]>();
  for (const [combo, { name }] of bindings) byAction.set(name, [...(byAction.get(name) ?? []), combo]);
  return byAction;
}

/** The combo a tooltip shows for an action: its first binding, or undefined when it has none. */
export function shortcutOf(action: string, bindings: ReadonlyMap<string, { name: string }> = keyBindings): string | undefined {
  return bindingsByAction(bindings).get(action)?.[0];
}

// The nudges: the arrows and Shift with them are one row ("Move by 1 px (Shift: 10 px)").
const shownCombos = (combos: readonly string[]) => {
  const plain = combos.filter((combo) => !combo.startsWith('shift+arrow'));
  return plain.length ? plain : [...combos];
};

/** Every shortcut of the constructor, grouped for the sheet. */
export function shortcutGroups(bindings: ReadonlyMap<string, { name: string }> = keyBindings): ShortcutGroup[] {
  const byAction = bindingsByAction(bindings);
  const row = (name: string): ShortcutRow => ({ label: clarityTexts.actionNames[name] ?? name, combos: shownCombos(byAction.get(name)!) });
  const placed = new Set<string>();
  const groups: ShortcutGroup[] = clarityTexts.groups.map((group) => {
    const names = group.actions.filter((name) => byAction.has(name));
    names.forEach((name) => placed.add(name));
    return { id: group.id, title: group.title, rows: names.map(row) };
  });
  const others = [...byAction.keys()].filter((name) => !placed.has(name));
  if (others.length) groups.push({ id: 'other', title: clarityTexts.otherGroup, rows: others.map(row) });
  groups.push({ id: 'constructor', title: clarityTexts.constructorGroup, rows: clarityTexts.constructorKeys.map((keys) => ({ label: keys.label, combos: [...keys.combos] })) });
  return groups.filter((group) => group.rows.length > 0);
}

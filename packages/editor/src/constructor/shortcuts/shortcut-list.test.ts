import { describe, expect, it } from 'vitest';
import { clarityTexts } from '@folio/model';
import { keyBindings } from '../../core/actions/registry';
import { ariaCombo, bindingsByAction, comboText, shortcutGroups, shortcutOf } from './shortcut-list';

describe('the shortcuts sheet', () => {
  it('lists every key binding of the core, each action once, under a name of its own (never its code name)', () => {
    const listed = shortcutGroups().flatMap((group) => group.rows);
    const combos = new Set(listed.flatMap((row) => row.combos));
    for (const [combo, { name }] of keyBindings) {
      expect(clarityTexts.actionNames[name], `a name for ${name}`).toBeTruthy();
      // The nudges' Shift variants are told in the arrows' row.
      if (!combo.startsWith('shift+arrow')) expect(combos.has(combo), combo).toBe(true);
    }
    const labels = listed.map((row) => row.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('a binding added to the core shows up in the sheet without touching it', () => {
    const bindings = new Map<string, { name: string }>([...keyBindings, ['mod+shift+k', { name: 'someNewAction' }]]);
    const other = shortcutGroups(bindings).find((group) => group.id === 'other');
    expect(other?.rows).toEqual([{ label: 'someNewAction', combos: ['mod+shift+k'] }]);
  });

  it("adds the constructor's own keys: the clipboard, the link panel, the menu, this sheet", () => {
    const own = shortcutGroups().find((group) => group.id === 'constructor')!;
    expect(own.rows.flatMap((row) => row.combos)).toEqual(expect.arrayContaining(['mod+c', 'mod+k', 'shift+f10', '?']));
  });
});

describe('combos as people read them', () => {
  it('Ctrl, Alt and Shift elsewhere; ⌘, ⌥ and ⇧ on Apple systems', () => {
    expect(comboText('mod+shift+z', false)).toBe('Ctrl+Shift+Z');
    expect(comboText('mod+shift+z', true)).toBe('⌘⇧Z');
    expect(comboText('alt+a', false)).toBe('Alt+A');
    expect(comboText('mod+]', false)).toBe('Ctrl+]');
    expect(comboText('mod+=', false)).toBe('Ctrl+=');
    expect(comboText('arrowleft', false)).toBe('←');
    expect(comboText('delete', false)).toBe('Delete');
    expect(comboText('?', false)).toBe('?');
    expect(comboText('shift+f10', false)).toBe('Shift+F10');
  });

  it("ARIA's spelling for aria-keyshortcuts, and an action's first binding for its tooltip", () => {
    expect(ariaCombo('mod+shift+]', false)).toBe('Control+Shift+]');
    expect(ariaCombo('mod+d', true)).toBe('Meta+D');
    expect(shortcutOf('undo')).toBe('mod+z');
    expect(shortcutOf('bringToFront')).toBe('mod+shift+]');
    expect(bindingsByAction().get('redo')).toEqual(['mod+shift+z', 'mod+y']);
  });
});

import { clarityTexts, cropTexts } from '@folio/model';
import type { ActionName, Editor } from '../../core';
import { shortcutOf } from '../shortcuts/shortcut-list';

// The right-click menu's items for what is selected (docs/editor.md "Right-click menu"): each names the shortcut the
// core binds to the same action (shortcut-list.ts), so the menu teaches the keys. Pure over the editor: tested with
// a TestEditor.

export type MenuCommand =
  | { kind: 'action'; action: ActionName }
  | { kind: 'clipboard'; what: 'cut' | 'copy' | 'paste' }
  | { kind: 'rename'; id: string };

export interface MenuItem {
  id: string;
  label: string;
  /** The combo as the bindings spell it (`mod+d`), shown beside the label. */
  combo?: string;
  disabled?: boolean;
  danger?: boolean;
  command: MenuCommand;
}

/** Items in groups: a separator is drawn between groups. */
export type MenuGroups = MenuItem[][];

const action = (id: string, label: string, name: ActionName, extra: Partial<MenuItem> = {}): MenuItem => {
  const combo = shortcutOf(name);
  return { id, label, ...(combo ? { combo } : {}), command: { kind: 'action', action: name }, ...extra };
};

/**
 * The menu for the editor's selection: the clipboard, duplicate and delete; the z order; lock and hide in this
 * viewport; rename for one widget. With nothing selected only Paste is offered (`canPaste`: something was copied).
 */
export function contextMenuItems(editor: Editor, canPaste: boolean): MenuGroups {
  const t = clarityTexts;
  const paste: MenuItem = { id: 'paste', label: t.paste, combo: 'mod+v', disabled: !canPaste, command: { kind: 'clipboard', what: 'paste' } };
  const ids = editor.selectedIds.filter((id) => editor.view.widget(id));
  if (!ids.length) return [[paste]];
  const view = editor.view;
  const movable = ids.some((id) => !view.isBackground(id));
  const locked = ids.every((id) => view.isLocked(id));
  const hidden = ids.every((id) => view.isHidden(id));
  const groups: MenuGroups = [
    [
      { id: 'cut', label: t.cut, combo: 'mod+x', command: { kind: 'clipboard', what: 'cut' } },
      { id: 'copy', label: t.copy, combo: 'mod+c', command: { kind: 'clipboard', what: 'copy' } },
      paste,
      action('duplicate', t.duplicate, 'duplicate'),
      action('delete', t.delete, 'deleteSelected', { danger: true }),
    ],
    [
      action('bringForward', t.bringForward, 'bringForward', { disabled: !movable }),
      action('sendBackward', t.sendBackward, 'sendBackward', { disabled: !movable }),
      action('bringToFront', t.bringToFront, 'bringToFront', { disabled: !movable }),
      action('sendToBack', t.sendToBack, 'sendToBack', { disabled: !movable }),
    ],
    [action('lock', locked ? t.unlock : t.lock, 'toggleLocked'), action('hide', hidden ? t.show : t.hide, 'toggleHidden')],
  ];
  if (ids.length === 1) groups.push([{ id: 'rename', label: t.rename, command: { kind: 'rename', id: ids[0]! } }]);
  // A picture offers crop mode, as a double click does (docs/editor.md "Cropping a picture").
  if (ids.length === 1 && view.widget(ids[0]!)?.type === 'picture') groups.push([action('crop', cropTexts.menuItem, 'beginCrop', { combo: 'enter' })]);
  return groups;
}

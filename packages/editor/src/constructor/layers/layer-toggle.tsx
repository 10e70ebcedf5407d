import { layersTexts } from '@folio/model';
import { HiddenIcon, LockedIcon, ShownIcon, UnlockedIcon } from './layers-icons';

export type LayerToggleKind = 'lock' | 'hide';

// What each of a row's two toggles says and draws, off and on (docs/editor.md "Layers").
const TOGGLES = {
  lock: { label: layersTexts.lock, keys: 'Control+Shift+L', offTip: layersTexts.lockTip, onTip: layersTexts.unlockTip, Off: UnlockedIcon, On: LockedIcon },
  hide: { label: layersTexts.hide, keys: 'Control+Shift+H', offTip: layersTexts.hideTip, onTip: layersTexts.showTip, Off: ShownIcon, On: HiddenIcon },
} as const;

/** A layer row's lock or hide toggle: pressed while the widget is locked (hidden), with its shortcut in its tip. */
export function LayerToggle({ kind, name, on, tabIndex, onToggle }: { kind: LayerToggleKind; name: string; on: boolean; tabIndex: number; onToggle: () => void }) {
  const toggle = TOGGLES[kind];
  const Icon = on ? toggle.On : toggle.Off;
  return (
    <button
      type="button"
      className="fo-layer__toggle"
      aria-label={toggle.label(name)}
      aria-pressed={on}
      aria-keyshortcuts={toggle.keys}
      title={on ? toggle.onTip : toggle.offTip}
      tabIndex={tabIndex}
      data-on={on || undefined}
      onClick={onToggle}
    >
      <Icon />
    </button>
  );
}

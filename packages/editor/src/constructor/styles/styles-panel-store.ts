import { createStore } from 'zustand/vanilla';
import type { NamedStyleKindName } from '../../core/actions/named-styles';

// The styles panel's one open state (docs/editor.md "Text styles"): the top bar's Styles button and the text
// toolbar's "Edit styles…" open the same panel, which the top bar mounts once (StylesPanel).

export interface StylesPanelState {
  open: boolean;
  kind: NamedStyleKindName;
  /** The style to show first (the one of the selected paragraph, say). */
  name: string | null;
  /** Increases with every opening, so the panel takes the focus again. */
  serial: number;
}

export const stylesPanelStore = createStore<StylesPanelState>(() => ({ open: false, kind: 'text', name: null, serial: 0 }));

/** Opens the styles panel on a kind of style (text by default), and on one style when its name is given. */
export function openStylesPanel(kind: NamedStyleKindName = 'text', name: string | null = null): void {
  stylesPanelStore.setState(({ serial }) => ({ open: true, kind, name, serial: serial + 1 }));
}

export function closeStylesPanel(): void {
  if (stylesPanelStore.getState().open) stylesPanelStore.setState({ open: false });
}

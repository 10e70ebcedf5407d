import { create } from 'zustand';

// The Version history dialog's one open state (docs/editor.md "Version history"): the top bar's clock button and
// the publish panel's "Version history…" button open the same dialog, which the constructor mounts once.

export interface VersionHistoryState {
  isOpen: boolean;
  /** Increases with every opening, so the dialog takes the focus again and reloads the list. */
  serial: number;
  open: () => void;
  close: () => void;
}

export const useVersionHistory = create<VersionHistoryState>((set) => ({
  isOpen: false,
  serial: 0,
  open: () => set(({ serial }) => ({ isOpen: true, serial: serial + 1 })),
  close: () => set({ isOpen: false }),
}));

/** Opens the Version history dialog (for buttons outside React state, such as the publish panel's). */
export function openVersionHistory(): void {
  useVersionHistory.getState().open();
}

/** Closes the Version history dialog when it is open. */
export function closeVersionHistory(): void {
  if (useVersionHistory.getState().isOpen) useVersionHistory.getState().close();
}

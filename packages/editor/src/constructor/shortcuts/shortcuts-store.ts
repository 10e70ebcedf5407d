import { create } from 'zustand';

/** Whether the "?" shortcuts sheet is open: the ? key and the top bar's button open it. */
export const useShortcutsSheet = create<{ open: boolean; show: () => void; hide: () => void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

import type { PlayedListStorage } from '@folio/model';

/**
 * The browser's places for the played list (widgets-and-authoring.md §4): local storage, and cookies for when it is
 * unavailable. Both throw where the browser refuses them (sandboxed frames, storage turned off): reading then finds
 * nothing, and a write that cannot land anywhere is dropped (the widget plays again next time).
 */
export const browserPlayedStorage: PlayedListStorage = {
  local: () => (typeof localStorage === 'undefined' ? null : localStorage),
  readCookies() {
    try {
      return typeof document === 'undefined' ? '' : document.cookie;
    } catch {
      return '';
    }
  },
  writeCookie(cookie) {
    try {
      document.cookie = cookie;
    } catch {
      // Nowhere to keep it.
    }
  },
};

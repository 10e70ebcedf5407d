import { isApplePlatform } from '../text-shortcuts';
import { ariaShortcut, shortcutText } from './shortcut-text';

const apple = isApplePlatform(globalThis.navigator?.platform ?? '');

/** The platform's spelling of the toolbar's keys. */
export function useToolbarKeys() {
  return { apple, text: (keys: string) => shortcutText(keys, apple), aria: (keys: string) => ariaShortcut(keys, apple) };
}

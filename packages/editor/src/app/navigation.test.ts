import { describe, expect, it } from 'vitest';
import { isPlainClick } from './navigation';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('isPlainClick (which link clicks the app navigates itself)', () => {
  it('takes a plain main-button click', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick(click, '_self')).toBe(true);
  });

  it('leaves clicks that open a tab or window, other buttons, handled clicks and _blank links to the browser', () => {
    for (const change of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...click, ...change }), JSON.stringify(change)).toBe(false);
    }
    expect(isPlainClick(click, '_blank')).toBe(false);
  });
});

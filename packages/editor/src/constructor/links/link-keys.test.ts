import { describe, expect, it } from 'vitest';
import { isLinkShortcut, typingIn } from './link-keys';

const press = (fields: Partial<Parameters<typeof isLinkShortcut>[0]>) =>
  isLinkShortcut({ key: 'k', code: 'KeyK', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...fields });

describe('isLinkShortcut', () => {
  it('Ctrl+K and Cmd+K, the K typed in either case', () => {
    expect(press({ ctrlKey: true })).toBe(true);
    expect(press({ metaKey: true })).toBe(true);
    expect(press({ ctrlKey: true, key: 'K' })).toBe(true);
  });

  it('not K alone, nor with Shift or Alt', () => {
    expect(press({})).toBe(false);
    expect(press({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press({ metaKey: true, altKey: true })).toBe(false);
  });

  it("K's place on a layout without Latin letters; another Latin letter in K's place is that letter", () => {
    expect(press({ ctrlKey: true, key: 'л', code: 'KeyK' })).toBe(true);
    expect(press({ ctrlKey: true, key: 't', code: 'KeyK' })).toBe(false);
    expect(press({ ctrlKey: true, key: 'k', code: 'KeyV' })).toBe(true);
  });
});

describe('typingIn', () => {
  it('is false away from a page (no element)', () => {
    expect(typingIn(null)).toBe(false);
  });
});

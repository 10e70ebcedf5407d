import { describe, expect, it } from 'vitest';
import { offeredViewports } from './offered-viewports';

describe('the viewport switcher', () => {
  it('offers desktop and phone, and tablet portrait only where the page has it enabled', () => {
    expect(offeredViewports(false, 'default')).toEqual(['default', 'phone_portrait']);
    expect(offeredViewports(true, 'phone_portrait')).toEqual(['default', 'tablet_portrait', 'phone_portrait']);
  });

  it('keeps tablet portrait while it is open, so the author can leave it', () => {
    expect(offeredViewports(false, 'tablet_portrait')).toContain('tablet_portrait');
  });
});

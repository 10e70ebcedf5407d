import { describe, expect, it } from 'vitest';
import { menuThumbnailConstants, viewerMessages } from '@folio/model';
import {
  arrowsFor,
  chromeVisibility,
  menuButtonState,
  menuThumbnailSize,
  publishedText,
} from './chrome-rules';
import { testMag, testPages, testState } from './viewer-fixture';

const visibility = (overrides: Parameters<typeof testState>[0] = {}) => chromeVisibility(testState(overrides));

describe('chrome visibility (viewer-and-project.md §5)', () => {
  it('§5: share button only when the project is published, not in preview and not private', () => {
    expect(visibility().share).toBe(true);
    expect(visibility({ mag: testMag({ is_published: false }) }).share).toBe(false);
    expect(visibility({ env: 'preview' }).share).toBe(false);
    expect(visibility({ mag: testMag({ is_private: true }) }).share).toBe(false);
    expect(visibility({ mag: testMag({ opts: { sharebutton: false } }) }).share).toBe(false);
  });

  it('§5: page counter only with more than one page and not in preview', () => {
    expect(visibility().counter).toBe(true);
    expect(visibility({ mag: testMag({ pages: testPages(1) }) }).counter).toBe(false);
    expect(visibility({ env: 'preview' }).counter).toBe(false);
    expect(visibility({ mag: testMag({ opts: { pagecounter: false } }) }).counter).toBe(false);
  });

  it('§5: branding when the project requires it, never on mobile embeds', () => {
    const branded = testMag({ opts: { branding: true } });
    expect(visibility().branding).toBe(false);
    expect(visibility({ mag: branded }).branding).toBe(true);
    expect(visibility({ mag: branded, embed: true, deviceClass: 'desktop' }).branding).toBe(true);
    expect(visibility({ mag: branded, embed: true, deviceClass: 'phone' }).branding).toBe(false);
    expect(visibility({ mag: branded, embed: true, deviceClass: 'tablet' }).branding).toBe(false);
  });

  it('§6: the special author gets arrows, the menu only in preview, no share, counter or branding', () => {
    const special = testMag({ is_special_author: true, opts: { arrows: false, branding: true } });
    const viewer = visibility({ mag: special, layout: 'horizontal' });
    expect(viewer).toMatchObject({ arrows: true, menu: false, menuButton: false, share: false, counter: false, branding: false });
    const preview = visibility({ mag: special, layout: 'horizontal', env: 'preview' });
    expect(preview).toMatchObject({ menu: true, menuButton: true });
  });

  it('§2, §4: arrows belong to the horizontal layout; the bottom arrow to the vertical one, default viewport in preview', () => {
    expect(visibility({ layout: 'horizontal' }).arrows).toBe(true);
    expect(visibility({ layout: 'horizontal', mag: testMag({ opts: { arrows: false } }) }).arrows).toBe(false);
    expect(visibility({ layout: 'vertical' }).arrows).toBe(false);
    expect(visibility({ layout: 'vertical' }).bottomArrow).toBe(true);
    expect(visibility({ layout: 'horizontal' }).bottomArrow).toBe(false);
    expect(visibility({ layout: 'vertical', env: 'preview', viewport: 'phone_portrait' }).bottomArrow).toBe(false);
    expect(visibility({ layout: 'vertical', env: 'preview', viewport: 'default' }).bottomArrow).toBe(true);
  });

  it('§2: a Close button in embed mode only; §3 controlsontop places the toolbar', () => {
    expect(visibility().close).toBe(false);
    expect(visibility({ embed: true }).close).toBe(true);
    expect(visibility().controlsOnTop).toBe(false);
    expect(visibility({ mag: testMag({ opts: { controlsontop: true } }) }).controlsOnTop).toBe(true);
  });
});

describe('chrome rules (viewer-and-project.md §2, §3, §4, §9)', () => {
  it('§4: next arrow hidden on the last page, previous on the first', () => {
    expect(arrowsFor(0, 3)).toEqual({ prev: false, next: true });
    expect(arrowsFor(1, 3)).toEqual({ prev: true, next: true });
    expect(arrowsFor(2, 3)).toEqual({ prev: true, next: false });
  });

  it('§4: menu button preloading while the page loads, waiting until a video background starts', () => {
    expect(menuButtonState(true, true)).toBe('loading');
    expect(menuButtonState(false, true)).toBe('waiting');
    expect(menuButtonState(false, false)).toBe('idle');
  });

  it('§9: menu thumbnail sizes per device and layout', () => {
    expect(menuThumbnailSize('phone', 'horizontal')).toEqual(menuThumbnailConstants.phoneHorizontal);
    expect(menuThumbnailSize('phone', 'vertical')).toEqual(menuThumbnailConstants.phoneVertical);
    expect(menuThumbnailSize('desktop', 'vertical')).toEqual({ width: 240, height: 158 });
    expect(menuThumbnailSize('tablet', 'horizontal')).toEqual({ width: 280, height: 184 });
  });

  it('§3: published shows as a short date, or "unpublished"', () => {
    expect(publishedText('2024-03-05T10:00:00.000Z')).toBe('Mar 5, 2024');
    expect(publishedText(null)).toBe(viewerMessages.unpublished);
    expect(publishedText('not a date')).toBe(viewerMessages.unpublished);
  });
});

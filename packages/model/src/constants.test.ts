import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  animationConstants,
  chromeConstants,
  fontConstants,
  imageConstants,
  inputConstants,
  loadingConstants,
  mailchimpConstants,
  menuThumbnailConstants,
  paddingsConstants,
  preloadConstants,
  shareConstants,
  slideshowConstants,
  textConstants,
  transitionConstants,
  transitionDuration,
  videoConstants,
  zOrderConstants,
} from './constants';
import { cartConstants, shopConstants } from './shop-constants';

describe('transitions', () => {
  it('viewer-and-project.md §9: easing is cubic-bezier(0.40,0.24,0.40,1)', () => {
    expect(transitionConstants.easing).toBe('cubic-bezier(0.40,0.24,0.40,1)');
  });

  it('viewer-and-project.md §9: 550 ms desktop; tablet 550 landscape, 470 portrait; phone 520 landscape, 370 portrait', () => {
    expect(transitionDuration('desktop', 'landscape')).toBe(550);
    expect(transitionDuration('desktop', 'portrait')).toBe(550);
    expect(transitionDuration('tablet', 'landscape')).toBe(550);
    expect(transitionDuration('tablet', 'portrait')).toBe(470);
    expect(transitionDuration('phone', 'landscape')).toBe(520);
    expect(transitionDuration('phone', 'portrait')).toBe(370);
  });

  it('viewer-and-project.md §9: the center page is 5 ms shorter, for every device and orientation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('desktop', 'tablet', 'phone' as const),
        fc.constantFrom('landscape', 'portrait' as const),
        (device, orientation) =>
          transitionDuration(device, orientation, { centerPage: true }) === transitionDuration(device, orientation) - 5,
      ),
    );
  });

  it('viewer-and-project.md §9: scroll animation 500 ms, fade 200 ms', () => {
    expect(transitionConstants.scrollAnimationMs).toBe(500);
    expect(transitionConstants.fadeMs).toBe(200);
  });

  it('ours: the scroll easing runs from 0 to 1, eased in and out; slides drawn at most 2 pages away', () => {
    const ease = transitionConstants.scrollEasing;
    expect([ease(0), ease(0.5), ease(1)]).toEqual([0, 0.5, 1]);
    expect(ease(0.1)).toBeLessThan(0.1);
    expect(ease(0.9)).toBeGreaterThan(0.9);
    expect(transitionConstants.horizontalMaxSlideOffset).toBe(2);
  });
});

describe('viewer', () => {
  it('viewer-and-project.md §9: preload 1 page back, 5/3/2 forward; vertical 2000/1000 px back, 3000/2000 px forward', () => {
    expect(preloadConstants.horizontalBackwardPages).toBe(1);
    expect([
      preloadConstants.horizontalForwardPagesDesktop,
      preloadConstants.horizontalForwardPagesPhone,
      preloadConstants.horizontalForwardPagesTablet,
    ]).toEqual([5, 3, 2]);
    expect([preloadConstants.verticalBackwardPx, preloadConstants.verticalBackwardPxPhone]).toEqual([2000, 1000]);
    expect([preloadConstants.verticalForwardPx, preloadConstants.verticalForwardPxPhone]).toEqual([3000, 2000]);
    expect(preloadConstants.scrollableThresholdPx).toBe(100);
  });

  it('viewer-and-project.md §9: packs every 17 ms, retry 50 ms, visibility stop 700 ms, touch resume 400 ms', () => {
    expect(loadingConstants.packIntervalMs).toBe(17);
    expect(loadingConstants.packRetryMs).toBe(50);
    expect(loadingConstants.visibilityStopDelayMs).toBe(700);
    expect(loadingConstants.touchResumeDelayMs).toBe(400);
  });

  it('viewer-and-project.md §4: presentation checked 5 times every 500 ms; resize follow-ups at 300 and 1500 ms', () => {
    expect(loadingConstants.presentationCheckCount).toBe(5);
    expect(loadingConstants.presentationCheckIntervalMs).toBe(500);
    expect(loadingConstants.resizeFollowUpsMs).toEqual([300, 1500]);
  });

  it('viewer-and-project.md §9: page counter 2800 ms (initial 4000), arrows 1000 ms, bottom arrow 2000 ms', () => {
    expect(chromeConstants.pageCounterHideMs).toBe(2800);
    expect(chromeConstants.pageCounterInitialHideMs).toBe(4000);
    expect(chromeConstants.arrowShowDelayMs).toBe(1000);
    expect(chromeConstants.bottomArrowLifetimeMs).toBe(2000);
    expect(chromeConstants.logOverlayLines).toBe(17);
    expect(chromeConstants.defaultScaleWidth).toBe(3600);
  });

  it('viewer-and-project.md §2, §9: tap under 3 px and 500 ms, double tap 500 ms, arrow keys 400 ms, wheel 40', () => {
    expect(inputConstants.tapMaxMovePx).toBe(3);
    expect(inputConstants.tapMaxDurationMs).toBe(500);
    expect(inputConstants.doubleTapWindowMs).toBe(500);
    expect(inputConstants.arrowKeyThrottleMs).toBe(400);
    expect(inputConstants.trackpadSwipeLockMs).toBe(1000);
    expect(inputConstants.horizontalWheelDeltaThreshold).toBe(40);
    // Ours: the spec gives no swipe distance.
    expect(inputConstants.swipeMinPx).toBe(40);
  });

  it('viewer-and-project.md §9: menu thumbnails 140x92, 240x158, 240x158, 280x184; fetched 256 px wide', () => {
    expect(menuThumbnailConstants.phoneHorizontal).toEqual({ width: 140, height: 92 });
    expect(menuThumbnailConstants.phoneVertical).toEqual({ width: 240, height: 158 });
    expect(menuThumbnailConstants.vertical).toEqual({ width: 240, height: 158 });
    expect(menuThumbnailConstants.horizontal).toEqual({ width: 280, height: 184 });
    expect(menuThumbnailConstants.fetchWidthPx).toBe(256);
  });

  it('viewer-and-project.md §9: embeds 512 and 288 wide, tweet 116, share popup 626x436, LinkedIn 552x460', () => {
    expect(shareConstants.embedBig.width).toBe(512);
    expect(shareConstants.embedSmall.width).toBe(288);
    expect(shareConstants.tweetMaxLength).toBe(116);
    expect(shareConstants.popupWindow).toEqual({ width: 626, height: 436 });
    expect(shareConstants.linkedinPopupWindow).toEqual({ width: 552, height: 460 });
  });

  it('viewer-and-project.md §9: z-index raised by 99999, restored after 200 ms', () => {
    expect(zOrderConstants.bringToTopRaise).toBe(99999);
    expect(zOrderConstants.restoreAfterMs).toBe(200);
  });
});

describe('widgets and authoring', () => {
  it('widgets-and-authoring.md §9: slideshow delay 4 s, crossfade 0.5 s; video restart 5000 ms', () => {
    expect(slideshowConstants.defaultDelaySeconds).toBe(4);
    expect(slideshowConstants.defaultCrossfadeSeconds).toBe(0.5);
    expect(videoConstants.restartTimeoutMs).toBe(5000);
    expect(videoConstants.loopCheckIntervalMs).toBe(100);
    expect(videoConstants.loopRestartRemainingSeconds).toBe(0.5);
  });

  it('widgets-and-authoring.md §4, §5: animation debounce 300, throttle 100, portion 0.2, min scale and duration 0.001, scale-up above 100', () => {
    expect(animationConstants.clickDebounceMs).toBe(300);
    expect(animationConstants.inViewThrottleMs).toBe(100);
    expect(animationConstants.visibleHeightPortion).toBe(0.2);
    expect(animationConstants.minScale).toBe(0.001);
    expect(animationConstants.minDuration).toBe(0.001);
    expect(animationConstants.scaleUpAbove).toBe(100);
    expect(animationConstants.playedStorageKey).toBe('animationsPlayed');
  });

  it('widgets-and-authoring.md §4, §5: text saves 400 ms, applied 20 ms; indent 28; line height min 8; letter spacing step 0.2', () => {
    expect(textConstants.saveDebounceMs).toBe(400);
    expect(textConstants.applyDelayMs).toBe(20);
    expect(textConstants.autoSizeFrameMarginPx).toBe(500);
    expect(textConstants.indentStep).toBe(28);
    expect(textConstants.minLineHeight).toBe(8);
    expect(textConstants.letterSpacingStep).toBe(0.2);
  });

  it('widgets-and-authoring.md §5: paddings step 1 (10 with shift), min 0; handle 43 px box, 4 px grab', () => {
    expect([paddingsConstants.step, paddingsConstants.shiftStep, paddingsConstants.min]).toEqual([1, 10, 0]);
    expect(paddingsConstants.handleBoxPx).toBe(43);
    expect(paddingsConstants.handleGrabWidthPx).toBe(4);
  });

  it('widgets-and-authoring.md §4, §5: fonts time out after 3.5 s or 10 s; image preview 100 ms, overlay 300 ms, LQIP 200 ms', () => {
    expect(fontConstants.fastCheckTimeoutMs).toBe(3500);
    expect(fontConstants.canvasCheckTimeoutMs).toBe(10000);
    expect(imageConstants.previewOpenDelayMs).toBe(100);
    expect(imageConstants.previewOverlayFadeMs).toBe(300);
    expect(imageConstants.lqipCrossFadeMs).toBe(200);
  });

  it('widgets-and-authoring.md §4: an invalid mailchimp link is disabled for 3 s', () => {
    expect(mailchimpConstants.invalidDataDisableMs).toBe(3000);
  });
});

describe('e-commerce', () => {
  it('ecommerce.md §9: 25 items per kind, 24 h backup expiry, 5000 ms socket timeout, 320 ms sidebar destroy', () => {
    expect(cartConstants.maxDistinctItemsPerKind).toBe(25);
    expect(cartConstants.backupExpiryMs).toBe(24 * 60 * 60 * 1000);
    expect(shopConstants.socketTimeoutMs).toBe(5000);
    expect(cartConstants.sidebarDestroyDelayMs).toBe(320);
  });

  it('ecommerce.md §9: usd, minor units / 100 with 2 decimals, order id 20 characters, labels max 32', () => {
    expect(shopConstants.skuOrderCurrency).toBe('usd');
    expect(shopConstants.minorUnitsPerMajor).toBe(100);
    expect(shopConstants.moneyDecimals).toBe(2);
    expect(shopConstants.orderIdShownLength).toBe(20);
    expect(shopConstants.labelMaxLength).toBe(32);
    expect(shopConstants.validSkuOptionTypes).toEqual(['SELECT', 'SIZE', 'RADIO']);
    expect(shopConstants.providers).toEqual(['stripe', 'ecwid']);
  });

  it('ecommerce.md §9: hover colour shifts 10%; dark below luminance 0.05 with gap 8; secondary text 45%', () => {
    expect(shopConstants.hoverColorShift).toBe(0.1);
    expect(shopConstants.darkBackgroundMaxLuminance).toBe(0.05);
    expect(shopConstants.darkBackgroundMinContrastGap).toBe(8);
    expect(shopConstants.secondaryTextOpacityRatio).toBe(0.45);
  });
});

// Every number, limit and timing of the spec, under a name, grouped by area. Components and rules read
// them from here and never hold magic numbers. Each group is `<area>Constants` so the names cannot clash
// with the schema and widget modules (`video`, `text`, `animation`, … are widget and field names there).
// Viewport widths, min heights and the max page height live in viewports.ts, not here.

const SECOND_MS = 1000;

// ---------------------------------------------------------------------------------------------------------
// Viewer

export const transitionConstants = {
  // viewer-and-project.md §9: page transition easing.
  easing: 'cubic-bezier(0.40,0.24,0.40,1)',
  // viewer-and-project.md §9: page transition time, 550 ms on desktop.
  desktopMs: 550,
  // viewer-and-project.md §9: tablet 550 landscape, 470 portrait.
  tabletLandscapeMs: 550,
  tabletPortraitMs: 470,
  // viewer-and-project.md §9: phone 520 landscape, 370 portrait.
  phoneLandscapeMs: 520,
  phonePortraitMs: 370,
  // viewer-and-project.md §9: the center page's transition is 5 ms shorter.
  centerPageShorterByMs: 5,
  // viewer-and-project.md §9 and widgets-and-authoring.md §9: scroll animation 500 ms.
  scrollAnimationMs: 500,
  // viewer-and-project.md §9 and widgets-and-authoring.md §9: fade duration 200 ms.
  fadeMs: 200,
  // Ours: the spec gives the scroll animation's time (500 ms), not its curve: a cubic ease-in-out.
  scrollEasing: (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2),
  // Ours: the horizontal layout draws pages at most this many slides from the current one; those further away
  // wait just beyond it, off screen.
  horizontalMaxSlideOffset: 2,
} as const;

/**
 * The page transition time for a device class and orientation (viewer-and-project.md §9). Desktop has one
 * time for both orientations; the center page runs 5 ms shorter than the pages beside it.
 */
export function transitionDuration(
  deviceClass: 'desktop' | 'tablet' | 'phone',
  orientation: 'landscape' | 'portrait',
  options: { centerPage?: boolean } = {},
): number {
  const t = transitionConstants;
  const base =
    deviceClass === 'desktop'
      ? t.desktopMs
      : deviceClass === 'tablet'
        ? orientation === 'landscape'
          ? t.tabletLandscapeMs
          : t.tabletPortraitMs
        : orientation === 'landscape'
          ? t.phoneLandscapeMs
          : t.phonePortraitMs;
  return options.centerPage ? base - t.centerPageShorterByMs : base;
}

export const preloadConstants = {
  // viewer-and-project.md §9: horizontal layout preloads 1 page backward.
  horizontalBackwardPages: 1,
  // viewer-and-project.md §9: horizontal forward 5 on desktop, 3 on phone, 2 on tablet.
  horizontalForwardPagesDesktop: 5,
  horizontalForwardPagesPhone: 3,
  horizontalForwardPagesTablet: 2,
  // viewer-and-project.md §9: vertical layout preloads 2000 px backward (1000 on phone).
  verticalBackwardPx: 2000,
  verticalBackwardPxPhone: 1000,
  // viewer-and-project.md §9: vertical forward 3000 px (2000 on phone).
  verticalForwardPx: 3000,
  verticalForwardPxPhone: 2000,
  // viewer-and-project.md §9: scrollable threshold 100.
  scrollableThresholdPx: 100,
} as const;

export const loadingConstants = {
  // viewer-and-project.md §4, §9: widgets load in packs, one pack every about 17 ms.
  packIntervalMs: 17,
  // viewer-and-project.md §9: pack load retry 50 ms.
  packRetryMs: 50,
  // viewer-and-project.md §4, §9; widgets-and-authoring.md §4: a hidden tab stops media after 700 ms.
  visibilityStopDelayMs: 700,
  // viewer-and-project.md §9: loading resumes 400 ms after touch.
  touchResumeDelayMs: 400,
  // viewer-and-project.md §4: presentation mode is checked 5 times, every 500 ms.
  presentationCheckCount: 5,
  presentationCheckIntervalMs: 500,
  // viewer-and-project.md §4: resize follow-ups at 300 and 1500 ms.
  resizeFollowUpsMs: [300, 1500],
  // viewer-and-project.md §7: the frontend-rendering performance report is sent 10 s after render.
  performanceReportDelayMs: 10 * SECOND_MS,
  // viewer-and-project.md §9: search debounce values 200, 300, 700 ms for loading.
  searchDebounceMs: [200, 300, 700],
} as const;

/** A pack (GET /api/magpages/{numId}?pages=) that fails is asked again loadingConstants.packRetryMs (50 ms) later. */
export const packRetryConstants = {
  // Ours (viewer-and-project.md §9 gives the interval, not the count): 3 more times, so a dropped request or a
  // restarting server is bridged; then its pages are skipped (§7 "Failure returns nothing") until the pages change.
  maxRetries: 3,
} as const;

export const chromeConstants = {
  // viewer-and-project.md §4, §9: the page counter hides after 2800 ms (4000 ms the first time).
  pageCounterHideMs: 2800,
  pageCounterInitialHideMs: 4000,
  // viewer-and-project.md §5: the page counter shows only with more than one page.
  pageCounterMinPages: 2,
  // viewer-and-project.md §4, §9: arrows appear 1000 ms after render.
  arrowShowDelayMs: 1000,
  // viewer-and-project.md §4: the bottom arrow appears after 1000 ms if the page can scroll.
  bottomArrowShowDelayMs: 1000,
  // viewer-and-project.md §4, §9: the bottom arrow hides 2000 ms after opening.
  bottomArrowLifetimeMs: 2000,
  // viewer-and-project.md §4: presentation mode hides the toolbar with a 200 ms fade.
  presentationToolbarFadeMs: 200,
  // viewer-and-project.md §2, §9: in Chrome the address update is delayed by 100 ms while scrolling.
  chromeUrlUpdateDelayMs: 100,
  // viewer-and-project.md §9: the log overlay keeps the last 17 lines.
  logOverlayLines: 17,
  // viewer-and-project.md §3, §9: default viewOpts.scalewidth.
  defaultScaleWidth: 3600,
} as const;

export const inputConstants = {
  // viewer-and-project.md §2, §9: vertical-mode arrow keys are throttled at 400 ms.
  arrowKeyThrottleMs: 400,
  // viewer-and-project.md §9: trackpad swipe lock 1000 ms.
  trackpadSwipeLockMs: 1000,
  // viewer-and-project.md §9: horizontal wheel delta threshold 40.
  horizontalWheelDeltaThreshold: 40,
  // viewer-and-project.md §2: a tap moves under 3 px and lasts under 500 ms.
  tapMaxMovePx: 3,
  tapMaxDurationMs: 500,
  // viewer-and-project.md §2: double-tap window 500 ms.
  doubleTapWindowMs: 500,
  // viewer-and-project.md §2: in preview digit keys 1, 2, 3 switch the viewport (in the order of the
  // spec's viewport table: default, tablet portrait, phone portrait).
  previewViewportKeys: { '1': 'default', '2': 'tablet_portrait', '3': 'phone_portrait' },
  // Ours (the spec gives no distance): a swipe is a mostly sideways move of at least this many pixels.
  swipeMinPx: 40,
} as const;

export const menuThumbnailConstants = {
  // viewer-and-project.md §9: menu thumbnail sizes per layout.
  phoneHorizontal: { width: 140, height: 92 },
  phoneVertical: { width: 240, height: 158 },
  vertical: { width: 240, height: 158 },
  horizontal: { width: 280, height: 184 },
  // viewer-and-project.md §9: screenshot loading debounce 500 ms, unload 3000 ms.
  screenshotLoadDebounceMs: 500,
  screenshotUnloadMs: 3000,
  // viewer-and-project.md §9, widgets-and-authoring.md §9: thumbnails are fetched 256 px wide.
  fetchWidthPx: 256,
} as const;

export const shareConstants = {
  // viewer-and-project.md §2, §9: embed sizes 512x383 and 288x236 (captions of the embed panel).
  embedBig: { width: 512, height: 383 },
  embedSmall: { width: 288, height: 236 },
  // viewer-and-project.md §9, widgets-and-authoring.md §5: tweet text max 116 characters.
  tweetMaxLength: 116,
  // viewer-and-project.md §9: share popup window 626x436.
  popupWindow: { width: 626, height: 436 },
  // viewer-and-project.md §9: the LinkedIn share window is 552x460.
  linkedinPopupWindow: { width: 552, height: 460 },
} as const;

export const screenshotConstants = {
  // viewer-and-project.md §9, widgets-and-authoring.md §9: screenshot mode viewport 1024x672.
  viewport: { width: 1024, height: 672 },
} as const;

export const zOrderConstants = {
  // viewer-and-project.md §9, widgets-and-authoring.md §4: z-index raised by 99999 when brought to top…
  bringToTopRaise: 99999,
  // …and restored after 200 ms.
  restoreAfterMs: 200,
} as const;

export const imageConstants = {
  // viewer-and-project.md §9, widgets-and-authoring.md §9: srcset widths 1x, 2x, 3x plus the original.
  srcsetDensities: [1, 2, 3],
  // widgets-and-authoring.md §9: image URLs carry a device pixel ratio "with a minimum" (value not shown). Ours:
  // 1, and 3 at most, the densest srcset candidate.
  minDevicePixelRatio: 1,
  maxDevicePixelRatio: 3,
  // widgets-and-authoring.md §9 names a quality parameter without values. Ours: 1..100, 80 by default.
  minQuality: 1,
  maxQuality: 100,
  defaultQuality: 80,
  // widgets-and-authoring.md §4: the low-quality placeholder. Ours: at most 32 px wide, blurred, quality 40.
  lqipMaxWidthPx: 32,
  lqipQuality: 40,
  // viewer-and-project.md §9, widgets-and-authoring.md §9: high-res video thumbnails tried at 1280, then 640.
  videoThumbnailWidths: [1280, 640],
  // widgets-and-authoring.md §4: a low-quality placeholder cross-fades to the full image in 200 ms.
  lqipCrossFadeMs: 200,
  // Issue 14: the first screen of a page, in page px per viewport: about the most of a page a window shows before
  // any scroll (1,024-wide pages unscaled in a 1920×1200 window; ~700 px of a 320-wide page on a tall phone, ~820 on
  // a folding one). Pictures whose top lies above it load at once with high priority; the others lazily.
  firstScreenPageHeights: { default: 1200, tablet_portrait: 1200, phone_portrait: 900 },
  // widgets-and-authoring.md §4: image preview opens after 100 ms; overlay fade 300 ms.
  previewOpenDelayMs: 100,
  previewOverlayFadeMs: 300,
  // widgets-and-authoring.md §9: poster analysis canvas is 200 px wide.
  posterAnalysisWidthPx: 200,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Widgets and authoring

export const animationConstants = {
  // widgets-and-authoring.md §4: click and start debounce 300 ms.
  clickDebounceMs: 300,
  // widgets-and-authoring.md §4: in-view notification throttle 100 ms.
  inViewThrottleMs: 100,
  // widgets-and-authoring.md §4: a widget is in view when 0.2 of its height is visible.
  visibleHeightPortion: 0.2,
  // widgets-and-authoring.md §5: minimum scale 0.001.
  minScale: 0.001,
  // widgets-and-authoring.md §5: a scale above 100 counts as scale-up.
  scaleUpAbove: 100,
  // widgets-and-authoring.md §5: minimum duration 0.001.
  minDuration: 0.001,
  // widgets-and-authoring.md §9: a scroll animation without movement lasts 300 over the speed.
  scrollNoMovementDistance: 300,
  // widgets-and-authoring.md §9: acceleration maps to CSS easings.
  accelerationEasing: { none: 'linear', 'ease-in': 'ease-in', 'ease-out': 'ease-out', 'ease-both': 'ease-in-out' },
  // widgets-and-authoring.md §4: the played list's local-storage (or cookie) key.
  playedStorageKey: 'animationsPlayed',
} as const;

export const slideshowConstants = {
  // widgets-and-authoring.md §5, §9: default delay 4 s.
  defaultDelaySeconds: 4,
  // widgets-and-authoring.md §5, §9: default crossfade 0.5 s.
  defaultCrossfadeSeconds: 0.5,
} as const;

export const videoConstants = {
  // widgets-and-authoring.md §4, §9: Vimeo restarts the player when progress stays at 0 for 5000 ms.
  restartTimeoutMs: 5000,
  // widgets-and-authoring.md §4: the loop check runs every 100 ms…
  loopCheckIntervalMs: 100,
  // …and restarts when under 0.5 s remain.
  loopRestartRemainingSeconds: 0.5,
  // viewer-and-project.md §5, widgets-and-authoring.md §5: a YouTube id has 11 characters.
  youtubeIdLength: 11,
  // widgets-and-authoring.md §9: video controls crop margin 5 px.
  controlsCropMarginPx: 5,
} as const;

export const textConstants = {
  // widgets-and-authoring.md §4: text saves are debounced by 400 ms…
  saveDebounceMs: 400,
  // …and changes applied after 20 ms.
  applyDelayMs: 20,
  // widgets-and-authoring.md §2: the auto-size text frame has a 500 px margin.
  autoSizeFrameMarginPx: 500,
  // widgets-and-authoring.md §5: text indent changes by 28 per step, never below 0.
  indentStep: 28,
  minIndent: 0,
  // widgets-and-authoring.md §5: line height minimum 8.
  minLineHeight: 8,
  // widgets-and-authoring.md §5: letter spacing step 0.2.
  letterSpacingStep: 0.2,
  // Ours (the spec gives Alt+arrows but no line height step): the text editor's Alt+Up/Down change it by 1 px.
  lineHeightStep: 1,
  // widgets-and-authoring.md §5: font size step 1.
  fontSizeStep: 1,
  // widgets-and-authoring.md §3: default text size 18, line height 26, Roboto, weight 400.
  defaultFontSize: 18,
  defaultLineHeight: 26,
  defaultFontFamily: 'Roboto',
  defaultFontWeight: 400,
  // widgets-and-authoring.md §3: a text v2 background with bg_opacity above 0.99 renders opaque.
  opaqueBackgroundAbove: 0.99,
} as const;

export const paddingsConstants = {
  // widgets-and-authoring.md §5: padding inputs are whole numbers, minimum 0.
  min: 0,
  // widgets-and-authoring.md §5: step 1 (10 while shift is held).
  step: 1,
  shiftStep: 10,
  // widgets-and-authoring.md §5: the handle is a 43 px box with a 4 px grab width.
  handleBoxPx: 43,
  handleGrabWidthPx: 4,
} as const;

export const fontConstants = {
  // widgets-and-authoring.md §5: font load wait times out after 3.5 s (fast check)…
  fastCheckTimeoutMs: 3500,
  // …or 10 s (canvas check).
  canvasCheckTimeoutMs: 10 * SECOND_MS,
  // widgets-and-authoring.md §7: 22 families per Google fonts css request.
  googleFamiliesPerRequest: 22,
  // widgets-and-authoring.md §3: stylistic sets ss01-ss20.
  stylisticSetCount: 20,
} as const;

// Fonts served and uploaded (issue 12; docs/fonts.md). The spec gives no limits: ours.
export const fontServerConstants = {
  // A custom font file (TTF, OTF, WOFF or WOFF2) may be at most 10 MB: a full CJK font fits, a larger body is
  // refused with 413 before it is parsed.
  uploadMaxBytes: 10 * 1024 * 1024,
  // The name an author gives a custom font, and a family name read from a font file, at most this long.
  maxFontNameLength: 120,
  // widgets-and-authoring.md §7: POST /api/font-features reads a font once; this many answers are kept in memory.
  featureCacheEntries: 500,
  // A library file's address never changes (the package version is in it): caches keep it a year.
  immutableMaxAgeSeconds: 31_536_000,
  // The Google-style stylesheet changes only when the library does: caches keep it a day.
  stylesheetMaxAgeSeconds: 86_400,
  // A custom font's stylesheet: an hour (its file, stored by content, is kept as long as a library file).
  customFontCssMaxAgeSeconds: 3600,
} as const;

export const buttonConstants = {
  // widgets-and-authoring.md §9: the icon margin is a quarter of the text size, rounded up.
  iconMarginTextSizeRatio: 0.25,
} as const;

export const mailchimpConstants = {
  // viewer-and-project.md §2, widgets-and-authoring.md §4: with invalid data the link is disabled for 3 s.
  invalidDataDisableMs: 3 * SECOND_MS,
  // Ours (docs/viewer.md "Mailchimp signup"): a signup Mailchimp has not answered within 10 s counts as unreachable.
  answerTimeoutMs: 10 * SECOND_MS,
} as const;

// ---------------------------------------------------------------------------------------------------------
// E-commerce: cartConstants and shopConstants are in shop-constants.ts, so that only the viewer's cart chunk carries
// them (docs/shop.md "Cart sidebar").

// ---------------------------------------------------------------------------------------------------------
// Widget kinds whose fields the spec does not show (maps, hotspot, header and footer, shop widgets): our
// defaults, documented in docs/viewer.md "Widget kinds".

export const mapConstants = {
  // Ours: a street-level view of a city district.
  defaultZoom: 14,
  // Ours: a map's latitude and longitude kept to 6 decimals (about 10 cm), shown and stepped as typed.
  coordinateDecimals: 6,
  // The Google Maps embed's `t` parameter for each gmaps style.
  styleCodes: { roadmap: 'm', satellite: 'k', hybrid: 'h', terrain: 'p' },
} as const;

export const hotspotConstants = {
  // Ours: a tip beside the spot, 200 px wide, 8 px away from it.
  defaultTipPosition: 'right',
  defaultTipWidthPx: 200,
  tipGapPx: 8,
  // Ours: the spot's colour when none is set (hex without #).
  defaultColor: 'ff3b30',
} as const;

export const pageBarConstants = {
  // Ours: a header or footer without a colour is opaque white.
  defaultBgColor: 'ffffff',
  // Ours: a new header or footer is light grey, so it shows on a white page before the author colours it.
  newBgColor: 'eceae6',
  defaultBgOpacity: 1,
} as const;

export const shopWidgetConstants = {
  // Ours: the add-to-cart button is white on black…
  addToCartColor: 'ffffff',
  addToCartBackgroundColor: '000000',
  // …and the cart button black on white, as the sidebar's bar-* colours default to.
  cartColor: '000000',
  cartBackgroundColor: 'ffffff',
  // Ours: a cart button this wide (px) or wider shows its title beside the icon; a narrower one the icon alone.
  cartTitleMinWidthPx: 120,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Form widget (widgets-and-authoring.md §1 "form"; viewer-and-project.md §3). The spec gives no limits: ours.

export const formConstants = {
  // Ours: the longest answer to a one-line text field, to an email field (RFC 5321's 254) and to a textarea.
  textMaxLength: 1000,
  emailMaxLength: 254,
  textareaMaxLength: 10_000,
  // Ours: submissions accepted per client address per minute, over all forms.
  submissionsPerMinute: 20,
  // Ours: the owner's list of submissions comes 50 at a time, at most 200.
  submissionsPageSize: 50,
  submissionsPageMax: 200,
  // Ours: what one form widget may carry, far above real forms (a handful of fields; a select of every country has
  // about 250 options), so that one request stays small work (issue 11, finding 1). docs/api.md "Limits".
  fieldsMax: 50,
  optionsPerFieldMax: 300,
  // Options of every field of the base and the viewport variants together.
  optionsPerWidgetMax: 2000,
  fieldIdMaxLength: 64,
  // A field's label, an option, the submit button's label.
  labelMaxLength: 500,
  // The thank-you message.
  messageMaxLength: 1000,
} as const;

// ---------------------------------------------------------------------------------------------------------
// What one page may hold. The spec gives no limit: ours, documented in docs/api.md "Limits".

export const pageContentConstants = {
  // Far above real pages (a rich page has a few hundred widgets), so that no request can make a page the viewer and
  // the constructor cannot draw (issue 11, finding 2). Every way widgets reach a page is checked against it.
  maxWidgetsPerPage: 2000,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Animation playback (widgets-and-authoring.md §3–§5, §9): what the spec leaves open. Ours, documented in
// docs/viewer.md "Animations".

export const animationPlaybackConstants = {
  // Ours: a step without a duration lasts 1 s (the spec's step times are seconds; scroll speeds px per second).
  defaultStepDurationSeconds: 1,
  // The spec's step times are seconds; the Web Animations API counts milliseconds.
  msPerSecond: 1000,
  // Ours: the played list keeps the last 100 widget ids, so that its cookie stays under the 4 KB a cookie holds.
  playedListMaxEntries: 100,
  // Ours: the played-list cookie (when local storage is unavailable) lasts a year.
  playedCookieMaxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export const mediaWidgetConstants = {
  // Ours: a video background plays as a 16:9 player covering the page box (cropped, never letterboxed).
  backgroundVideoAspect: 16 / 9,
  // widgets-and-authoring.md §9: high-res video thumbnails at 1280 and 640 wide are YouTube's maxresdefault and
  // sddefault pictures (Vimeo's carry the width in their address).
  youtubeThumbnailNames: { 1280: 'maxresdefault', 640: 'sddefault' } as Record<number, string>,
  // Ours: the DOM event (on document) by which a video background tells whether it has started, detail
  // { widgetId, started }: started false while its player is wanted but not yet playing (viewer-and-project.md §4,
  // the menu button's waiting-video-bg-start state), true once it plays or is no longer wanted.
  videoBackgroundEvent: 'folio:video-background',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Cart model and checkout (ecommerce.md §3–§5, §7, §8): cartModelConstants and checkoutConstants are in
// shop-constants.ts. Documented in docs/shop.md "Cart model".

// ---------------------------------------------------------------------------------------------------------
// Editor core (ARCHITECTURE.md "Editor"). The spec gives the z-order raise (zOrderConstants) and the padding
// steps; the rest is ours, documented in docs/editor.md "Editor core". Sizes in screen px are divided by the
// zoom before they are compared with page coordinates.

export const editorConstants = {
  // Ours: undo keeps the last 200 finished gestures.
  historyMaxEntries: 200,
  // Ours: a box snaps to a page or widget line within 6 screen px.
  snapThresholdPx: 6,
  // Ours: a press becomes a drag once the pointer has moved 3 screen px (as a tap in viewer-and-project.md §2).
  dragThresholdPx: 3,
  // Ours: a resize never makes a box narrower or lower than 1 px.
  minWidgetSizePx: 1,
  // Ours: shift snaps a rotation to steps of 15°.
  rotationSnapDegrees: 15,
  // widgets-and-authoring.md §5 (the padding inputs' steps, applied to arrow-key nudges): 1 px, 10 with shift.
  nudgePx: 1,
  nudgeShiftPx: 10,
  // Ours: a paste onto the page it was copied from lands 10 px right and down of the previous copy.
  pasteOffsetPx: 10,
  // Ours: zoom from 10% to 800%, doubling or halving with the zoom keys.
  minZoom: 0.1,
  maxZoom: 8,
  zoomStep: 2,
  // Ours: a wheel or pinch with ctrl zooms by e^(-deltaY × 0.01).
  wheelZoomSpeed: 0.01,
  // Ours: resize handles are grabbed within 8 screen px; the rotation handle sits 24 screen px above the top edge.
  handleGrabPx: 8,
  rotateHandleOffsetPx: 24,
  // Ours: geometry is written to 1/100 px (and 1/100 degree) so no float noise reaches the saved document.
  geometryDecimals: 2,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Editor shell and dashboard (ours: the spec shows no editor routes). Documented in docs/editor.md
// "Dashboard and routes".

export const editorShellConstants = {
  // The HTML shell the server answers at / and /edit/{num_id}/: where the app mounts, and the JSON the server
  // writes into it (the signed-in user, so the first paint is already the right screen).
  rootElementId: 'folio-editor-root',
  bootElementId: 'folio-editor-boot',
  // The editor's client build is served under this prefix (hashed files, cached for good).
  assetsPrefix: '/editor/',
  // /edit/{num_id}/ opens a project in the constructor.
  editSegment: 'edit',
  // Project lists and drafts are fresh for this long before react-query refetches them in the background.
  queryStaleMs: 30_000,
  // Thumbnails are drawn once their card comes within this distance of the window.
  thumbnailLoadMargin: '300px',
  // A card's thumbnail shows the top of the first page in this shape (width / height).
  thumbnailAspect: 16 / 10,
  // A published project's card shows its first page's screenshot fetched this wide (a card is about 280 px, on dense
  // screens twice that).
  thumbnailShotWidthPx: 512,
  // A notice that something worked hides after this long; a failure stays until it is dismissed.
  noticeHideMs: 6000,
} as const;

// ---------------------------------------------------------------------------------------------------------
// The constructor's screen (ours: the spec shows no editor layout). Documented in docs/editor.md "Constructor".

export const constructorConstants = {
  // The page is fitted into the canvas with this much room around it (screen px), and never above 100%.
  canvasPaddingPx: 48,
  // The page's top sits this far down the canvas.
  canvasTopPx: 40,
  // A new widget's size is its kind's (packages/widgets/src/<kind>/authoring.tsx; docs/editor.md "Add menu").
  // A new shape and button are drawn in the app's brand blue so they show on a white page.
  newWidgetColor: '1d3557',
  newButtonRadiusPx: 8,
  // Page thumbnails in the page list are this wide (screen px).
  pageThumbnailWidthPx: 176,
  // Work the first page does not need (thumbnails, the text editor's chunk) waits for the browser to be idle, one
  // piece at a time, but never longer than this after the piece before it (ms).
  idleTimeoutMs: 1000,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Saving in the constructor (ours: the spec shows no save queue). Documented in docs/editor.md "Saving".

export const saveQueueConstants = {
  // Changes go out once edits pause this long (as text saves: widgets-and-authoring.md §4 debounces them by 400 ms)…
  debounceMs: 400,
  // …and at least this often while edits keep coming.
  maxWaitMs: 3000,
  // An unreachable server (or a 5xx) is tried again after 1 s, then twice as long each time, never over 30 s.
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  // docs/api.md: widget batches hold up to 500 items.
  maxBatchItems: 500,
  // Where pending changes are kept in the browser: the IndexedDB database (store `pending`, key = project id), or
  // the localStorage key prefix when IndexedDB is missing.
  storageName: 'folio-pending-changes',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Views of a published project (viewer-and-project.md §7: POST /api/countview; the spec gives no rule: ours).
// Documented in docs/api.md "The viewer's calls".

export const viewCountConstants = {
  // One visitor's views of one project count once in this long, so reloading or a script cannot inflate the count.
  visitorWindowMs: 30 * 60_000,
} as const;

// ---------------------------------------------------------------------------------------------------------
// The font panel (widgets-and-authoring.md §2 "Font panel with font features and custom font upload"; the spec gives
// no sizes: ours). Documented in docs/editor.md "Fonts".

export const fontPanelConstants = {
  // Each family's name is drawn in its own face at this size (px) in the picker's list…
  rowFontSizePx: 16,
  // …on rows this tall (px); the list shows about ten of them before it scrolls.
  rowHeightPx: 34,
  listMaxHeightPx: 340,
  // The sample line under the list, in the face under the pointer or the arrow keys (px).
  sampleFontSizePx: 22,
  // A row's face is loaded once the row comes within this distance of the list's visible part.
  previewLoadMargin: '120px',
  // The face the list draws a library family's name in (regular upright: Typekit-style n4).
  previewVariation: 'n4',
  // The picker's popover width (px).
  pickerWidthPx: 300,
  // widgets-and-authoring.md §7 "POST multipart /api/upload/font": the files a custom font may come as.
  fontFileExtensions: ['ttf', 'otf', 'woff', 'woff2'],
  // A variable axis whose range is at least this wide moves in steps of 1, a narrower one (slant, say) in 0.1.
  axisWholeStepRange: 10,
  axisWholeStep: 1,
  axisFineStep: 0.1,
  // The outline (inline style stroke): widths from 0 to 10 px in steps of 0.5; a new outline is 1 px black.
  strokeMaxPx: 10,
  strokeStepPx: 0.5,
  strokeDefaultWidthPx: 1,
  strokeDefaultColor: '000000',
} as const;

/** The text toolbar while a text is edited (docs/editor.md "Text toolbar"); its sizes are ours. */
export const textToolbarConstants = {
  // The toolbar floats this far (px) above the text being edited (below it when there is no room above)…
  gapPx: 10,
  // …and keeps this far from the edges of the canvas, so it is never off-screen.
  edgeMarginPx: 8,
  // The smallest font size the size field takes (px; the schema's is any positive number). Its steps, and those of
  // letter spacing and line height, are textConstants'.
  minFontSize: 1,
  // Whole per cent for the colour's opacity.
  opacityMaxPercent: 100,
  // The colour popover's width (px); its swatches are the colour fields' (colorChoicesConstants).
  colorPopoverWidthPx: 248,
  // The "More" popover's width (px): the font features panel.
  morePopoverWidthPx: 320,
  // The weights offered for a family whose faces we do not know (a system font): regular and bold, upright and
  // italic, which every browser draws (widgets-and-authoring.md §3 codes n4, i4, n7, i7).
  unknownFamilyVariations: ['n4', 'i4', 'n7', 'i7'],
  // The arrow keys step a number ten times further with Shift (as widgets-and-authoring.md §5 has for paddings).
  shiftSteps: 10,
  // A style's name in the style list is drawn in its face, at a size between these (px), so rows stay even.
  optionFontSizeMinPx: 12,
  optionFontSizeMaxPx: 22,
  // Bold shows pressed from this weight (§3: bold is 700; Semibold and heavier faces read as bold).
  boldFromWeight: 600,
} as const;

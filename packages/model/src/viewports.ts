// No zod here: the viewer imports these rules, and its JavaScript budget has no room for schemas.
import type { ViewportOverrideField } from './widgets/common';
import type { Widget } from './widgets/registry';

// viewer-and-project.md §3 "Viewports" (also widgets-and-authoring.md §9).
const DEFAULT_VIEWPORT_WIDTH = 1024;
const DEFAULT_VIEWPORT_MAX_WIDTH = 2048;
const DEFAULT_VIEWPORT_MIN_HEIGHT = 400;
const MIN_SCALE_WIDTH_CUSTOM = 769;
const TABLET_PORTRAIT_WIDTH = 768;
const TABLET_PORTRAIT_MIN_HEIGHT = 926;
const PHONE_PORTRAIT_WIDTH = 320;
const PHONE_PORTRAIT_MIN_HEIGHT = 568;
// viewer-and-project.md §3: "phone portrait under 600 wide, tablet portrait 600-1024, otherwise default".
const PHONE_MAX_SCREEN_WIDTH = 600;
const TABLET_MAX_SCREEN_WIDTH = 1024;
// viewer-and-project.md §3: "tablet (iPad or width at least 600)".
const TABLET_MIN_DEVICE_WIDTH = 600;

/**
 * viewer-and-project.md §3 "Viewport selection" as window widths (CSS px), for the viewer's media queries: under
 * `phoneBelow` phone portrait; from it up to `tabletUpTo` tablet portrait where the page has it, else the nearest
 * design width — phone portrait under `nearestDefaultFrom` (nearer 320 than 1024), default from it (ties to the wider).
 */
export const viewportBreakpoints = {
  phoneBelow: PHONE_MAX_SCREEN_WIDTH,
  tabletUpTo: TABLET_MAX_SCREEN_WIDTH,
  nearestDefaultFrom: (PHONE_PORTRAIT_WIDTH + DEFAULT_VIEWPORT_WIDTH) / 2,
} as const;

/** viewer-and-project.md §3: max page height. */
export const maxPageHeight = 201600;

export const viewportNames = ['default', 'tablet_portrait', 'phone_portrait'] as const;
export type ViewportName = (typeof viewportNames)[number];

// viewer-and-project.md §3: "Per-viewport unique fields: hidden and z, stored per page id with a default entry".
export const PER_PAGE_DEFAULT_KEY = 'default';

export interface Viewport {
  name: ViewportName;
  /** The page width authors design at. */
  width: number;
  minHeight: number;
  /** No longer offered for new designs; kept so old projects still show it. */
  deprecated: boolean;
}

/** viewer-and-project.md §3: the viewports table. */
export const viewports = {
  default: {
    name: 'default',
    width: DEFAULT_VIEWPORT_WIDTH,
    maxWidth: DEFAULT_VIEWPORT_MAX_WIDTH,
    minHeight: DEFAULT_VIEWPORT_MIN_HEIGHT,
    deprecated: false,
  },
  tablet_portrait: {
    name: 'tablet_portrait',
    width: TABLET_PORTRAIT_WIDTH,
    minHeight: TABLET_PORTRAIT_MIN_HEIGHT,
    deprecated: true,
  },
  phone_portrait: {
    name: 'phone_portrait',
    width: PHONE_PORTRAIT_WIDTH,
    minHeight: PHONE_PORTRAIT_MIN_HEIGHT,
    deprecated: false,
  },
} as const satisfies Record<ViewportName, Viewport & { maxWidth?: number }>;

/** viewer-and-project.md §3: the default viewport's min_scale_width: 769 with a custom viewport width, else 1024. */
export function minScaleWidth(customViewportWidth: boolean): number {
  return customViewportWidth ? MIN_SCALE_WIDTH_CUSTOM : DEFAULT_VIEWPORT_WIDTH;
}

export interface ViewportSelectionOptions {
  /** The page has a tablet portrait version (viewport_tablet_portrait.enabled). */
  tabletPortraitEnabled: boolean;
  /** The page has a phone portrait version; absent counts as enabled. Without it phones get the default. */
  phonePortraitEnabled?: boolean;
}

/**
 * viewer-and-project.md §3: the viewport for a screen width. Under 600: phone portrait. 600–1024: tablet portrait
 * when the page has it; otherwise ("tablets otherwise use the nearest viewport width") whichever available
 * viewport's design width is nearest the screen, ties to the wider. Above 1024: default.
 */
export function selectViewport(width: number, options: ViewportSelectionOptions): ViewportName {
  const phoneEnabled = options.phonePortraitEnabled ?? true;
  if (width < PHONE_MAX_SCREEN_WIDTH) return phoneEnabled ? 'phone_portrait' : 'default';
  if (width > TABLET_MAX_SCREEN_WIDTH) return 'default';
  if (options.tabletPortraitEnabled) return 'tablet_portrait';
  if (!phoneEnabled) return 'default';
  const toPhone = Math.abs(width - viewports.phone_portrait.width);
  const toDefault = Math.abs(width - viewports.default.width);
  return toPhone < toDefault ? 'phone_portrait' : 'default';
}

export type DeviceClass = 'desktop' | 'tablet' | 'phone';

export interface DeviceInfo {
  /** Screen width in CSS pixels. */
  width: number;
  /** iPads count as tablets whatever their width (and even when they claim to be a Mac). */
  isIPad?: boolean;
  /**
   * A touch-first device (coarse pointer, no hover). This is how desktop is told apart: width alone cannot, since
   * a small desktop window is as narrow as a phone and a large tablet as wide as a laptop.
   */
  touch: boolean;
}

/** viewer-and-project.md §3: device class is desktop, tablet (iPad or width at least 600) or phone. */
export function deviceClass(device: DeviceInfo): DeviceClass {
  if (device.isIPad) return 'tablet';
  if (!device.touch) return 'desktop';
  return device.width >= TABLET_MIN_DEVICE_WIDTH ? 'tablet' : 'phone';
}

function overrideFieldOf(viewport: Exclude<ViewportName, 'default'>): ViewportOverrideField {
  return `viewport_${viewport}`;
}

function valueForPage<T>(perPage: Readonly<Record<string, T>> | undefined, pageId: string): T | undefined {
  if (!perPage) return undefined;
  return perPage[pageId] ?? perPage[PER_PAGE_DEFAULT_KEY];
}

/**
 * The widget as drawn in a viewport on a page. The default viewport draws the base widget itself. Another
 * viewport draws the base with its override's fields on top (shallow: an overridden object such as `sticked`
 * replaces the base one whole); hidden and z come from the override's per-page maps — this page's entry, else
 * the `default` entry, else the base value. A global widget shows on many pages, hence the per-page maps.
 */
export function effectiveWidget<W extends Widget>(widget: W, viewport: ViewportName, pageId: string): W {
  if (viewport === 'default') return widget;
  const override = widget[overrideFieldOf(viewport)];
  if (!override) return widget;
  const { hidden, z: zIndex, ...fields } = override;
  const effective: Record<string, unknown> = { ...widget };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) effective[name] = value;
  }
  const pageHidden = valueForPage(hidden, pageId);
  if (pageHidden !== undefined) effective.hidden = pageHidden;
  const pageZ = valueForPage(zIndex, pageId);
  if (pageZ !== undefined) effective.z = pageZ;
  // The override's fields are the same kind's fields, so the merge is still a W.
  return effective as W;
}

import { imageConstants, type ViewportName } from '@folio/model';
import type { PictureLoading } from '@folio/widgets/view';

/** Where a picture's top lies on its page (page px) in a viewport its page is drawn in. */
export interface PictureTop {
  viewport: ViewportName;
  top: number;
}

export interface PicturePlace {
  /** Its page is the current one: the one the server draws and the visitor opens on, later the one shown. */
  current: boolean;
  layout: 'horizontal' | 'vertical';
  /** Pinned to the window (fixed_position): always in the screen. */
  pinned: boolean;
}

/**
 * Issue 14 "Paint without JavaScript": how a picture loads. In the first screen of the current page
 * (imageConstants.firstScreenPageHeights, in any viewport drawn), at once and before other pictures, since the first
 * paint waits for it; further down the current page, and on the other pages of the vertical layout, lazily as it
 * nears the window. Pages beside the current one in the horizontal layout keep the browser's default: they lie
 * beside the window, clipped by the stage, where lazy loading may not see them coming, and must slide in drawn.
 */
export function pictureLoadingOf(tops: readonly PictureTop[], { current, layout, pinned }: PicturePlace): PictureLoading | undefined {
  if (current && (pinned || tops.some(({ viewport, top }) => top < imageConstants.firstScreenPageHeights[viewport]))) return 'first-screen';
  if (current || layout === 'vertical') return 'lazy';
  return undefined;
}

// Which parts of the viewer chrome show, and how they look, as pure functions of the viewer state
// (viewer-and-project.md §4 viewer chrome, §5 visibility rules, §6 the special author account).
import { chromeConstants, menuThumbnailConstants, viewerMessages } from '@folio/model';
import type { DeviceClass } from '@folio/model';
import { viewerOptions } from '../view-opts';
import type { ViewerState } from '../viewer-state';

/** What the chrome may show at all; the timed flags (counterVisible, arrowsVisible…) come on top. */
export interface ChromeVisibility {
  /** The mag menu may open (button, M key, swipe). */
  menu: boolean;
  menuButton: boolean;
  projectInfo: boolean;
  share: boolean;
  counter: boolean;
  arrows: boolean;
  bottomArrow: boolean;
  branding: boolean;
  close: boolean;
  controlsOnTop: boolean;
}

type VisibilityInput = Pick<
  ViewerState,
  'mag' | 'env' | 'embed' | 'layout' | 'viewport' | 'deviceClass'
>;

export function chromeVisibility(state: VisibilityInput): ChromeVisibility {
  const { mag, env } = state;
  const opts = viewerOptions(mag);
  const preview = env === 'preview';
  // viewer-and-project.md §6: the special author account: arrows on, menu only in preview, no share,
  // counter or branding.
  const special = mag?.is_special_author === true;
  const pageCount = mag?.pages.length ?? 0;
  return {
    menu: !special || preview,
    menuButton: opts.menubutton && (!special || preview),
    projectInfo: opts.projectinfo,
    // viewer-and-project.md §5: share button only when published, not in preview, not private.
    share: opts.sharebutton && !special && !!mag?.is_published && !preview && !mag.is_private,
    // viewer-and-project.md §5: page counter only with more than one page and not in preview.
    counter: opts.pagecounter && !special && pageCount >= chromeConstants.pageCounterMinPages && !preview,
    // viewer-and-project.md §2: arrows belong to the horizontal layout.
    arrows: (opts.arrows || special) && state.layout === 'horizontal',
    // viewer-and-project.md §4: no bottom arrow in horizontal layouts or a non-default preview viewport.
    bottomArrow: state.layout === 'vertical' && !(preview && state.viewport !== 'default'),
    // viewer-and-project.md §5: branding when the project requires it, never on mobile embeds.
    branding: opts.branding && !special && !(state.embed && state.deviceClass !== 'desktop'),
    close: state.embed,
    controlsOnTop: opts.controlsontop,
  };
}

/** viewer-and-project.md §4: next arrow hidden on the last page, previous on the first. */
export function arrowsFor(pageIndex: number, pageCount: number): { prev: boolean; next: boolean } {
  return { prev: pageIndex > 0, next: pageIndex < pageCount - 1 };
}

export type MenuButtonState = 'loading' | 'waiting' | 'idle';

/** viewer-and-project.md §4: preloading while the page loads, waiting until a video background starts. */
export function menuButtonState(pageLoading: boolean, waitingVideoBackground: boolean): MenuButtonState {
  if (pageLoading) return 'loading';
  return waitingVideoBackground ? 'waiting' : 'idle';
}

/** viewer-and-project.md §9: menu thumbnail sizes per device and layout. */
export function menuThumbnailSize(
  deviceClass: DeviceClass,
  layout: ViewerState['layout'],
): { width: number; height: number } {
  const t = menuThumbnailConstants;
  if (deviceClass === 'phone') return layout === 'horizontal' ? t.phoneHorizontal : t.phoneVertical;
  return layout === 'horizontal' ? t.horizontal : t.vertical;
}

/** viewer-and-project.md §3: `published` shows as a short date, or "unpublished". */
export function publishedText(published: string | null | undefined): string {
  const date = published ? new Date(published) : null;
  if (!date || Number.isNaN(date.getTime())) return viewerMessages.unpublished;
  // A fixed locale and zone so the server's HTML and the hydrated client agree.
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

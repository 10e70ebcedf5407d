import type { Orientation } from './viewer-state';

// viewer-and-project.md §4 "Pages": an orientation change re-selects the viewport and re-measures; a video playing in
// view stays in view. Pure: which video is kept and where the scroll goes; kept-video-runtime.ts reads the boxes and
// scrolls.

/** A box in the window's coordinates (getBoundingClientRect's). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** An HTML5 video as the rule sees it: where it is drawn and whether it plays. */
export interface VideoSeen {
  box: Box;
  paused: boolean;
  ended: boolean;
}

/** A video plays until it is paused or has played to its end. */
export const isPlaying = (video: Pick<VideoSeen, 'paused' | 'ended'>) => !video.paused && !video.ended;

/** How much of a box shows in the view, in square pixels (0 when none of it does). */
export function visibleArea(box: Box, view: Box): number {
  const width = Math.min(box.left + box.width, view.left + view.width) - Math.max(box.left, view.left);
  const height = Math.min(box.top + box.height, view.top + view.height) - Math.max(box.top, view.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The video to keep in view across an orientation change: of those playing and at least partly in the view, the one
 * that shows most (the first of equals). -1 when none.
 */
export function videoToKeep(videos: readonly VideoSeen[], view: Box): number {
  let kept = -1;
  let most = 0;
  videos.forEach((video, index) => {
    const area = isPlaying(video) ? visibleArea(video.box, view) : 0;
    if (area > most) {
      kept = index;
      most = area;
    }
  });
  return kept;
}

/** Where a video sits in the view: its top's distance below the view's top, as a share of the view's height. */
export function placeInView(box: Box, view: Box): number {
  return view.height > 0 ? (box.top - view.top) / view.height : 0;
}

export interface KeepInput {
  /** The scroller's offset now, and the most it can scroll. */
  scrollTop: number;
  maxScroll: number;
  /** The video's box and the scroller's view now, in the same coordinates. */
  box: Box;
  view: Box;
  /** placeInView before the orientation changed. */
  place: number;
}

/**
 * The scroll offset that brings the kept video back: its top at the same share of the view's height as before, moved
 * as little as needed for all of it to show; centred when it is taller than the view. Never past the scroller's ends.
 */
export function scrollToKeep({ scrollTop, maxScroll, box, view, place }: KeepInput): number {
  const wanted =
    box.height >= view.height
      ? view.top + (view.height - box.height) / 2
      : Math.min(Math.max(view.top + place * view.height, view.top), view.top + view.height - box.height);
  return Math.min(Math.max(scrollTop + box.top - wanted, 0), Math.max(maxScroll, 0));
}

/** A window wider than tall is landscape. */
export const orientationOf = (width: number, height: number): Orientation => (width > height ? 'landscape' : 'portrait');

/** Whether a window of this size is turned the other way than the orientation last measured (lifecycle-runtime.ts measure). */
export const turnsOrientation = (measured: Orientation, width: number, height: number) => orientationOf(width, height) !== measured;

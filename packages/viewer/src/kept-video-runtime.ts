import { isPlaying, placeInView, scrollToKeep, turnsOrientation, videoToKeep, type Box } from './kept-video';
import type { Store } from './store';
import type { ViewerState } from './viewer-state';

// viewer-and-project.md §4 "Pages": if a video is playing in view when the orientation changes, the scroll stays on
// it. The DOM side of kept-video.ts: the pages' own HTML5 videos (a provider's player is an iframe that cannot be
// asked whether it plays), the scroller (the window in the vertical layout, the page's section in the horizontal
// one), and the visitor's own scroll that ends the keeping.
//
// By the time a resize or orientationchange event runs, the browser has already laid the page out anew; so where a
// playing video sits is noted beforehand, as the visitor scrolls and as videos play, and not while the window is
// turned from the orientation last measured.

/** The visitor scrolling themselves: the kept video is let go. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;
/** What changes whether, or where, a video plays (captured: media events do not bubble). */
const VIDEO_EVENTS = ['play', 'playing', 'timeupdate', 'pause', 'ended'] as const;
/** Videos on the pages; those pinned to the window (the fixed layer) never leave it. */
const PAGE_VIDEOS = '.folio-pages video';

interface Noted {
  video: HTMLVideoElement;
  /** placeInView: its top's place in the scroller's view. */
  place: number;
}

interface Scroller {
  view(): Box;
  top(): number;
  max(): number;
  scrollTo(top: number): void;
}

const windowBox = (): Box => ({ top: 0, left: 0, width: window.innerWidth, height: window.innerHeight });

const windowScroller: Scroller = {
  view: windowBox,
  top: () => window.scrollY,
  max: () => document.documentElement.scrollHeight - window.innerHeight,
  scrollTo: (top) => window.scrollTo({ top, behavior: 'instant' }),
};

/** A page's own scroll (horizontal layout, viewer.css): its client area is the view. */
function elementScroller(element: HTMLElement): Scroller {
  return {
    view: () => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + element.clientTop, left: rect.left + element.clientLeft, width: element.clientWidth, height: element.clientHeight };
    },
    top: () => element.scrollTop,
    max: () => element.scrollHeight - element.clientHeight,
    scrollTo: (top) => element.scrollTo({ top, behavior: 'instant' }),
  };
}

export interface KeptVideo {
  /** The orientation changed: keep the video noted as playing in view, if it still plays. */
  turned(): void;
  /** The viewport was applied (now or at a resize follow-up): scroll the kept video back into view; `last` lets it go after. */
  keep(last: boolean): void;
  stop(): void;
}

export function startKeptVideo(store: Store<ViewerState>): KeptVideo {
  let noted: Noted | null = null;
  let kept: Noted | null = null;
  let noteFrame = 0;
  let keepFrame = 0;
  const scrollerOf = (video: HTMLVideoElement): Scroller | null => {
    if (store.getState().layout !== 'horizontal') return windowScroller;
    const section = video.closest<HTMLElement>('section.folio-page');
    return section ? elementScroller(section) : null;
  };

  const note = () => {
    noteFrame = 0;
    if (kept || turnsOrientation(store.getState().orientation, window.innerWidth, window.innerHeight)) return;
    const videos = Array.from(document.querySelectorAll<HTMLVideoElement>(PAGE_VIDEOS));
    const index = videoToKeep(
      videos.map((video) => ({ box: video.getBoundingClientRect(), paused: video.paused, ended: video.ended })),
      windowBox(),
    );
    const video = videos[index];
    const scroller = video && scrollerOf(video);
    noted = video && scroller ? { video, place: placeInView(video.getBoundingClientRect(), scroller.view()) } : null;
  };
  const noteSoon = () => {
    if (!noteFrame) noteFrame = requestAnimationFrame(note);
  };

  const letGo = () => {
    if (!kept) return;
    for (const type of ['pause', 'ended'] as const) kept.video.removeEventListener(type, letGo);
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, letGo);
    kept = null;
    if (keepFrame) cancelAnimationFrame(keepFrame);
    keepFrame = 0;
  };

  const bringBack = () => {
    if (!kept) return;
    const { video, place } = kept;
    const scroller = video.isConnected && isPlaying(video) ? scrollerOf(video) : null;
    if (!scroller) return letGo();
    const from = scroller.top();
    const top = scrollToKeep({ scrollTop: from, maxScroll: scroller.max(), box: video.getBoundingClientRect(), view: scroller.view(), place });
    if (Math.round(top) !== Math.round(from)) scroller.scrollTo(top);
  };

  for (const type of VIDEO_EVENTS) document.addEventListener(type, noteSoon, true);
  window.addEventListener('scroll', noteSoon, { capture: true, passive: true });

  return {
    turned() {
      if (kept || !noted || !noted.video.isConnected || !isPlaying(noted.video)) return;
      kept = noted;
      for (const type of ['pause', 'ended'] as const) kept.video.addEventListener(type, letGo);
      for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, letGo, { passive: true });
    },
    keep(last) {
      if (!kept) return;
      if (keepFrame) cancelAnimationFrame(keepFrame);
      // After the frame's layout: the layout's own re-scale scroll (layouts/vertical.tsx) has run by then.
      keepFrame = requestAnimationFrame(() => {
        keepFrame = 0;
        bringBack();
        if (last) letGo();
      });
    },
    stop() {
      letGo();
      if (noteFrame) cancelAnimationFrame(noteFrame);
      for (const type of VIDEO_EVENTS) document.removeEventListener(type, noteSoon, true);
      window.removeEventListener('scroll', noteSoon, { capture: true });
    },
  };
}

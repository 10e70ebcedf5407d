import { transitionConstants } from '@folio/model';

/** What an animated scroll reads and writes: the window in the viewer, a fake in tests. */
export interface ScrollWindow {
  scrollY(): number;
  scrollTo(top: number): void;
  frame(step: (now: number) => void): number;
  cancelFrame(frame: number): void;
  now(): number;
}

export const browserScrollWindow: ScrollWindow = {
  scrollY: () => window.scrollY,
  scrollTo: (top) => window.scrollTo(0, top),
  frame: (step) => requestAnimationFrame(step),
  cancelFrame: (frame) => cancelAnimationFrame(frame),
  now: () => performance.now(),
};

export interface ScrollAnimation {
  cancel(): void;
}

/**
 * viewer-and-project.md §2: an animated scroll to `top` over scrollAnimationMs. `done` runs when it arrives. When
 * the window is not where the last frame put it, the visitor's own scroll is under way (the browser scrolls a wheel
 * before its event arrives) and a frame of ours would cancel it: the animation stops there and `takenOver` runs.
 */
export function animateScroll(
  win: ScrollWindow,
  top: number,
  on: { done: () => void; takenOver: () => void },
): ScrollAnimation {
  const start = win.scrollY();
  const began = win.now();
  let at = start;
  let frame = 0;
  let ended = false;
  const step = (now: number) => {
    if (ended) return;
    if (Math.abs(win.scrollY() - at) > 1) {
      ended = true;
      on.takenOver();
      return;
    }
    const t = Math.min(1, (now - began) / transitionConstants.scrollAnimationMs);
    win.scrollTo(start + (top - start) * transitionConstants.scrollEasing(t));
    at = win.scrollY();
    if (t < 1) frame = win.frame(step);
    else {
      ended = true;
      on.done();
    }
  };
  frame = win.frame(step);
  return {
    cancel: () => {
      ended = true;
      win.cancelFrame(frame);
    },
  };
}

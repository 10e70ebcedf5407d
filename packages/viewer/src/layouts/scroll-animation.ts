import { transitionConstants } from '@folio/model';

/** What an animated scroll reads and writes: the window in the viewer, a fake in tests. */
export interface ScrollWindow {
  scrollY(): number;
  scrollTo(top: number): void;
  frame(step: (now: number) => void): number;
  cancelFrame(frame: number): void;
  now(): number;
  /** Calls `input` on the visitor's wheel or touch; returns what stops listening. */
  onVisitorInput(input: () => void): () => void;
}

const visitorInputs = ['wheel', 'touchstart'] as const;

export const browserScrollWindow: ScrollWindow = {
  scrollY: () => window.scrollY,
  scrollTo: (top) => window.scrollTo(0, top),
  frame: (step) => requestAnimationFrame(step),
  cancelFrame: (frame) => cancelAnimationFrame(frame),
  now: () => performance.now(),
  // Not passive: the browser waits for these before it scrolls, so no frame of ours can land in the middle of the
  // visitor's scroll (a write there would stop it). Listened to only while an animation runs.
  onVisitorInput: (input) => {
    for (const type of visitorInputs) window.addEventListener(type, input, { passive: false });
    return () => {
      for (const type of visitorInputs) window.removeEventListener(type, input);
    };
  },
};

export interface ScrollAnimation {
  cancel(): void;
}

/**
 * viewer-and-project.md §2: an animated scroll to `top` over scrollAnimationMs. `done` runs when it arrives. When
 * the visitor's wheel or touch comes, or the window is not where the last frame put it (their scroll is under
 * way), a frame of ours would cancel their scroll: the animation stops there and `takenOver` runs.
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
  const end = () => {
    ended = true;
    win.cancelFrame(frame);
    stopListening();
  };
  const takenOver = () => {
    if (ended) return;
    end();
    on.takenOver();
  };
  const stopListening = win.onVisitorInput(takenOver);
  const step = (now: number) => {
    if (ended) return;
    if (Math.abs(win.scrollY() - at) > 1) {
      takenOver();
      return;
    }
    const t = Math.min(1, (now - began) / transitionConstants.scrollAnimationMs);
    win.scrollTo(start + (top - start) * transitionConstants.scrollEasing(t));
    at = win.scrollY();
    if (t < 1) frame = win.frame(step);
    else {
      end();
      on.done();
    }
  };
  frame = win.frame(step);
  return { cancel: end };
}

import { slideshowConstants, widgetMessages } from '@folio/model';

// The slideshow's rules without React (widgets-and-authoring.md §4, §5), so they are tested with fake timers.

export interface SlideshowTiming {
  delaySeconds: number;
  crossfadeSeconds: number;
}

/** The widget's delay and crossfade, defaulting to 4 s and 0.5 s (§5, §9). */
export function slideshowTiming(widget: { delay?: number | undefined; crossfade?: number | undefined }): SlideshowTiming {
  return {
    delaySeconds: widget.delay ?? slideshowConstants.defaultDelaySeconds,
    crossfadeSeconds: widget.crossfade ?? slideshowConstants.defaultCrossfadeSeconds,
  };
}

/**
 * §4: every `delay` seconds the loop shows the next slide (wrapping), starting from `from`. §5: a delay shorter
 * than the crossfade logs an error and the loop does not run. Returns the function that stops it.
 */
export function startSlideshowLoop(options: SlideshowTiming & { count: number; from: number; show: (index: number) => void; id?: string }): () => void {
  const { count, delaySeconds, crossfadeSeconds, show } = options;
  if (delaySeconds < crossfadeSeconds) {
    console.error(widgetMessages.slideshowDelayShorterThanCrossfade, options.id, { delay: delaySeconds, crossfade: crossfadeSeconds });
    return () => {};
  }
  if (count < 2) return () => {};
  let index = options.from;
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(() => {
      index = (index + 1) % count;
      show(index);
      schedule();
    }, delaySeconds * 1000);
  };
  schedule();
  return () => clearTimeout(timer);
}

export interface SlideshowState {
  index: number;
  /** The loop runs until a slide is selected. */
  playing: boolean;
  /** Slides whose picture is in the DOM: the first (the server draws it), the ones shown and the next one. */
  warm: ReadonlySet<number>;
}

export type SlideshowAction = { type: 'advance'; index: number; count: number } | { type: 'select'; index: number; count: number };

export const initialSlideshowState = (): SlideshowState => ({ index: 0, playing: true, warm: new Set([0]) });

const wrap = (index: number, count: number) => (count ? ((index % count) + count) % count : 0);

function withWarm(warm: ReadonlySet<number>, ...indexes: number[]): ReadonlySet<number> {
  return indexes.every((i) => warm.has(i)) ? warm : new Set([...warm, ...indexes]);
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  const index = wrap(action.index, action.count);
  switch (action.type) {
    case 'advance':
      // The slide after this one is fetched now, before its turn.
      return { ...state, index, warm: withWarm(state.warm, index, wrap(index + 1, action.count)) };
    case 'select':
      // §4: selecting a slide stops the loop.
      return { index, playing: false, warm: withWarm(state.warm, index) };
  }
}

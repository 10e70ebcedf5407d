import { slideshowConstants, widgetMessages } from '@folio/model';

// The slideshow's rules without React (widgets-and-authoring.md §4, §5, §8), so they are tested with fake timers.

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

/** The fade actually drawn: never longer than the delay, so one fade ends before the next begins. */
export const fadeSeconds = ({ delaySeconds, crossfadeSeconds }: SlideshowTiming): number => Math.min(delaySeconds, crossfadeSeconds);

/**
 * §4: every `delay` seconds the loop moves to the next slide (`tick`). §5, §8: a delay shorter than the crossfade
 * logs an error; the slideshow still plays (the model stores such a slideshow), its fade cut to the delay.
 * Returns the function that stops it.
 */
export function startSlideshowLoop(options: SlideshowTiming & { count: number; tick: () => void; id?: string }): () => void {
  const { count, delaySeconds, crossfadeSeconds, tick } = options;
  if (delaySeconds < crossfadeSeconds) {
    console.error(widgetMessages.slideshowDelayShorterThanCrossfade, options.id, { delay: delaySeconds, crossfade: crossfadeSeconds });
  }
  if (count < 2) return () => {};
  const timer = setInterval(tick, delaySeconds * 1000);
  return () => clearInterval(timer);
}

export interface Slide {
  uuid: string;
  num?: number | undefined;
  url?: string | undefined;
  poorUrl?: string | undefined;
}

/** The pictures a slideshow shows: those with an address, in `num` order (the stored order where num is missing). */
export function slidesOf<S extends Slide>(pictures: readonly S[] | undefined): S[] {
  const order = (slide: S) => slide.num ?? Number.POSITIVE_INFINITY;
  return (pictures ?? []).filter((picture) => picture.url ?? picture.poorUrl).sort((a, b) => order(a) - order(b));
}

export interface SlideshowState {
  /** The slide shown, by uuid, and where it was: when it is removed, the slide that took its place is shown. */
  uuid: string | undefined;
  index: number;
  /** The loop runs until a slide is selected. */
  playing: boolean;
  /** Slides whose picture is in the DOM beside the one shown: those shown before and the next one. */
  warm: ReadonlySet<string>;
}

export type SlideshowAction = { type: 'advance'; slides: readonly Slide[] } | { type: 'select'; uuid: string; slides: readonly Slide[] } | { type: 'warm'; uuid: string };

export const initialSlideshowState = (): SlideshowState => ({ uuid: undefined, index: 0, playing: true, warm: new Set() });

/**
 * §4 "Removing a picture adjusts the current and next slide": the slide shown keeps being shown wherever it moved;
 * when it was removed, the one after it (now at its place, or the first after the last) is.
 */
export function currentSlideIndex(state: Pick<SlideshowState, 'uuid' | 'index'>, slides: readonly Slide[]): number {
  if (!slides.length) return 0;
  const found = state.uuid === undefined ? -1 : slides.findIndex((slide) => slide.uuid === state.uuid);
  if (found >= 0) return found;
  return state.index < slides.length ? state.index : 0;
}

/** The slide after the current one, wrapping. */
export const nextSlideIndex = (current: number, count: number): number => (count ? (current + 1) % count : 0);

/** The index of a slide by uuid; §8: a uuid not found warns, and nothing changes. */
export function findSlide(slides: readonly Slide[], uuid: string): number {
  const index = slides.findIndex((slide) => slide.uuid === uuid);
  if (index < 0) console.warn(widgetMessages.slideshowSlideNotFound(uuid));
  return index;
}

function withWarm(warm: ReadonlySet<string>, ...uuids: (string | undefined)[]): ReadonlySet<string> {
  const add = uuids.filter((uuid): uuid is string => uuid !== undefined && !warm.has(uuid));
  return add.length ? new Set([...warm, ...add]) : warm;
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case 'advance': {
      const { slides } = action;
      if (!slides.length) return state;
      const index = nextSlideIndex(currentSlideIndex(state, slides), slides.length);
      // The slide after this one is fetched now, before its turn.
      const after = slides[nextSlideIndex(index, slides.length)];
      return { ...state, uuid: slides[index]?.uuid, index, warm: withWarm(state.warm, slides[index]?.uuid, after?.uuid) };
    }
    case 'select': {
      const index = action.slides.findIndex((slide) => slide.uuid === action.uuid);
      if (index < 0) return state;
      // §4: selecting a slide stops the loop.
      return { uuid: action.uuid, index, playing: false, warm: withWarm(state.warm, action.uuid) };
    }
    case 'warm':
      return { ...state, warm: withWarm(state.warm, action.uuid) };
  }
}

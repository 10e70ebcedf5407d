import { useEffect, useReducer, useRef } from 'react';
import { currentSlideIndex, findSlide, initialSlideshowState, nextSlideIndex, slideshowReducer, startSlideshowLoop, type Slide, type SlideshowState, type SlideshowTiming } from './loop';

export interface SlideshowControl {
  state: SlideshowState;
  /** The slide shown (its index in `slides`). */
  current: number;
  /** Shows a slide by uuid and stops the loop (§4); an unknown uuid warns (§8). */
  select(uuid: string): void;
}

/**
 * A slideshow's state and loop (widgets-and-authoring.md §4): the next slide every delay seconds, until a slide is
 * selected or `paused`. The timers live in an effect and stop on unmount. The loop starts again (its delay anew)
 * when the list of slides changes.
 */
export function useSlideshow(slides: readonly Slide[], timing: SlideshowTiming, { id, paused = false }: { id?: string; paused?: boolean } = {}): SlideshowControl {
  const [state, dispatch] = useReducer(slideshowReducer, undefined, initialSlideshowState);
  const count = slides.length;
  const current = currentSlideIndex(state, slides);
  const latest = useRef({ slides, current });
  latest.current = { slides, current };
  const slidesKey = slides.map((slide) => slide.uuid).join('\n');
  const { delaySeconds, crossfadeSeconds } = timing;

  useEffect(() => {
    if (!state.playing || paused) return;
    const { slides: now, current: from } = latest.current;
    // Fetch the next picture now, before its turn.
    const next = now[nextSlideIndex(from, now.length)];
    if (next && now.length > 1) dispatch({ type: 'warm', uuid: next.uuid });
    return startSlideshowLoop({ count, delaySeconds, crossfadeSeconds, id, tick: () => dispatch({ type: 'advance', slides: latest.current.slides }) });
  }, [state.playing, paused, count, slidesKey, delaySeconds, crossfadeSeconds, id]);

  const select = (uuid: string) => {
    if (findSlide(latest.current.slides, uuid) >= 0) dispatch({ type: 'select', uuid, slides: latest.current.slides });
  };
  return { state, current, select };
}

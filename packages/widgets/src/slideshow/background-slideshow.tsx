import type { CSSProperties } from 'react';
import type { BackgroundWidget } from '@folio/model';
import { fadeSeconds, slidesOf, slideshowTiming } from './loop';
import { SlideshowSlides } from './slideshow-slides';
import { useSlideshow } from './use-slideshow';

/**
 * widgets-and-authoring.md §3 "Background widget", §4: a background's slideshow runs the slideshow loop over the
 * whole page box, without controls, paused while its page's media are stopped (viewer-and-project.md §4). The
 * background kind draws the first picture as its still image and loads this from the slideshow chunk.
 */
export function BackgroundSlideshow({ widget, stopped = false }: { widget: BackgroundWidget; active?: boolean; stopped?: boolean }) {
  const slides = slidesOf(widget.slideshow?.pictures);
  const timing = slideshowTiming(widget.slideshow ?? {});
  const { state, current } = useSlideshow(slides, timing, { id: widget._id, paused: stopped });
  return (
    <div className="folio-background-slideshow" aria-hidden="true" style={fill}>
      <SlideshowSlides slides={slides} current={current} warm={state.warm} fadeSeconds={fadeSeconds(timing)} />
    </div>
  );
}

const fill: CSSProperties = { position: 'absolute', inset: 0, overflow: 'hidden' };

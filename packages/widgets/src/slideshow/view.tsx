import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { widgetUiTexts, type SlideshowWidget } from '@folio/model';
import { fadeSeconds, slidesOf, slideshowTiming } from './loop';
import { SlideshowSlides } from './slideshow-slides';
import { useSlideshow } from './use-slideshow';

// A background's slideshow (the background kind loads it from this chunk): see background-slideshow.tsx.
export { BackgroundSlideshow } from './background-slideshow';

/**
 * widgets-and-authoring.md §3 "Slideshow", §4, §5, §8: a loop fades to the next picture every `delay` seconds with a
 * `crossfade`-second fade; selecting a slide (dots, previous / next, arrow keys) stops it. A delay shorter than
 * the crossfade logs an error. Pictures go in `num` order; removing one keeps the slide shown, or shows the one
 * after it. The server draws the first picture only.
 */
export default function SlideshowView({ widget }: { widget: SlideshowWidget }) {
  const slides = slidesOf(widget.pictures);
  const count = slides.length;
  const timing = slideshowTiming(widget);
  const { state, current, select } = useSlideshow(slides, timing, { id: widget._id });
  const controlsRef = useRef<HTMLDivElement>(null);

  const selectIndex = (index: number) => {
    const target = ((index % count) + count) % count;
    const slide = slides[target];
    if (slide) select(slide.uuid);
    return target;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const target = selectIndex(current + step);
    // The focus follows to the dot of the slide now shown.
    controlsRef.current?.querySelector<HTMLButtonElement>(`[data-slide="${target}"]`)?.focus();
  };

  const label = widget.name || widgetUiTexts.slideshow;
  return (
    <div className="folio-slideshow" role="group" aria-roledescription="carousel" aria-label={label} style={rootStyle}>
      <div aria-live={state.playing ? 'off' : 'polite'} style={fill}>
        <SlideshowSlides slides={slides} current={current} warm={state.warm} fadeSeconds={fadeSeconds(timing)} />
      </div>
      {count > 1 && (
        <div ref={controlsRef} className="folio-slideshow-controls" role="group" aria-label={widgetUiTexts.slideControls} onKeyDown={onKeyDown} style={controlsStyle}>
          <button type="button" className="folio-slideshow-prev" aria-label={widgetUiTexts.previousSlide} onClick={() => selectIndex(current - 1)} style={arrowStyle}>
            ‹
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.uuid}
              type="button"
              data-slide={i}
              className="folio-slideshow-dot"
              aria-label={widgetUiTexts.slide(i + 1, count)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => select(slide.uuid)}
              style={{ ...dotStyle, opacity: i === current ? 1 : 0.5 }}
            />
          ))}
          <button type="button" className="folio-slideshow-next" aria-label={widgetUiTexts.nextSlide} onClick={() => selectIndex(current + 1)} style={arrowStyle}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}

const fill: CSSProperties = { width: '100%', height: '100%' };
const rootStyle: CSSProperties = { ...fill, position: 'relative', overflow: 'hidden' };
const controlsStyle: CSSProperties = { position: 'absolute', left: 0, right: 0, bottom: 8, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 6 };
const arrowStyle: CSSProperties = { border: 0, background: 'rgba(0,0,0,0.4)', color: '#fff', borderRadius: 12, width: 24, height: 24, lineHeight: '20px', fontSize: 18, cursor: 'pointer', padding: 0 };
const dotStyle: CSSProperties = { border: 0, background: '#fff', borderRadius: '50%', width: 10, height: 10, cursor: 'pointer', padding: 0, boxShadow: '0 0 2px rgba(0,0,0,0.6)' };

import { useEffect, useReducer, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { widgetUiTexts, type SlideshowWidget } from '@folio/model';
import { usePrefersReducedMotion } from '../reduced-motion';
import { initialSlideshowState, slideshowReducer, slideshowTiming, startSlideshowLoop } from './loop';

/**
 * widgets-and-authoring.md §3 "Slideshow", §4, §5: a loop fades to the next picture every `delay` seconds with a
 * `crossfade`-second fade; selecting a slide (dots, previous / next, arrow keys) stops it. A delay shorter than
 * the crossfade logs an error and the loop does not run. The server draws the first picture only. Timers live in
 * effects and stop on unmount; with prefers-reduced-motion the pictures change without a fade.
 */
export default function SlideshowView({ widget }: { widget: SlideshowWidget }) {
  const pictures = (widget.pictures ?? []).filter((picture) => picture.url ?? picture.poorUrl);
  const count = pictures.length;
  const { delaySeconds, crossfadeSeconds } = slideshowTiming(widget);
  const [state, dispatch] = useReducer(slideshowReducer, undefined, initialSlideshowState);
  const reducedMotion = usePrefersReducedMotion();
  const current = count ? Math.min(state.index, count - 1) : 0;
  const currentRef = useRef(current);
  currentRef.current = current;
  const controlsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!state.playing) return;
    // Fetch the second picture now, before its turn.
    if (count > 1) dispatch({ type: 'advance', index: currentRef.current, count });
    return startSlideshowLoop({ count, delaySeconds, crossfadeSeconds, from: currentRef.current, id: widget._id, show: (index) => dispatch({ type: 'advance', index, count }) });
  }, [state.playing, count, delaySeconds, crossfadeSeconds, widget._id]);

  const select = (index: number) => dispatch({ type: 'select', index, count });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const target = (((current + step) % count) + count) % count;
    select(target);
    // The focus follows to the dot of the slide now shown.
    controlsRef.current?.querySelector<HTMLButtonElement>(`[data-slide="${target}"]`)?.focus();
  };

  const label = widget.name || widgetUiTexts.slideshow;
  const fade = reducedMotion ? 'none' : `opacity ${crossfadeSeconds}s ease-in-out`;
  return (
    <div className="folio-slideshow" role="group" aria-roledescription="carousel" aria-label={label} style={rootStyle}>
      <div aria-live={state.playing ? 'off' : 'polite'} style={fill}>
        {pictures.map((picture, i) => (
          <div
            key={picture.uuid}
            className="folio-slideshow-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={widgetUiTexts.slide(i + 1, count)}
            aria-hidden={i === current ? undefined : true}
            data-current={i === current || undefined}
            style={{ ...slideStyle, opacity: i === current ? 1 : 0, transition: fade }}
          >
            {state.warm.has(i) && <img src={picture.url ?? picture.poorUrl} alt="" draggable={false} style={imageStyle} />}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div ref={controlsRef} className="folio-slideshow-controls" role="group" aria-label={widgetUiTexts.slideControls} onKeyDown={onKeyDown} style={controlsStyle}>
          <button type="button" className="folio-slideshow-prev" aria-label={widgetUiTexts.previousSlide} onClick={() => select(current - 1)} style={arrowStyle}>
            ‹
          </button>
          {pictures.map((picture, i) => (
            <button
              key={picture.uuid}
              type="button"
              data-slide={i}
              className="folio-slideshow-dot"
              aria-label={widgetUiTexts.slide(i + 1, count)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => select(i)}
              style={{ ...dotStyle, opacity: i === current ? 1 : 0.5 }}
            />
          ))}
          <button type="button" className="folio-slideshow-next" aria-label={widgetUiTexts.nextSlide} onClick={() => select(current + 1)} style={arrowStyle}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}

const fill: CSSProperties = { width: '100%', height: '100%' };
const rootStyle: CSSProperties = { ...fill, position: 'relative', overflow: 'hidden' };
const slideStyle: CSSProperties = { position: 'absolute', inset: 0 };
const imageStyle: CSSProperties = { ...fill, objectFit: 'cover', display: 'block' };
const controlsStyle: CSSProperties = { position: 'absolute', left: 0, right: 0, bottom: 8, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 6 };
const arrowStyle: CSSProperties = { border: 0, background: 'rgba(0,0,0,0.4)', color: '#fff', borderRadius: 12, width: 24, height: 24, lineHeight: '20px', fontSize: 18, cursor: 'pointer', padding: 0 };
const dotStyle: CSSProperties = { border: 0, background: '#fff', borderRadius: '50%', width: 10, height: 10, cursor: 'pointer', padding: 0, boxShadow: '0 0 2px rgba(0,0,0,0.6)' };

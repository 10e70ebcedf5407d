import type { CSSProperties } from 'react';
import { widgetUiTexts } from '@folio/model';
import { usePrefersReducedMotion } from '../reduced-motion';
import type { Slide } from './loop';

/**
 * The pictures of a slideshow stacked in its box, the current one opaque, each fading in `fadeSeconds`. Only the
 * current picture and the warm ones (shown before, or next) are in the DOM; the server draws the first alone.
 * With prefers-reduced-motion the pictures change without a fade.
 */
export function SlideshowSlides({ slides, current, warm, fadeSeconds }: { slides: readonly Slide[]; current: number; warm: ReadonlySet<string>; fadeSeconds: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const fade = reducedMotion ? 'none' : `opacity ${fadeSeconds}s ease-in-out`;
  return slides.map((slide, i) => (
    <div
      key={slide.uuid}
      className="folio-slideshow-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={widgetUiTexts.slide(i + 1, slides.length)}
      aria-hidden={i === current ? undefined : true}
      data-current={i === current || undefined}
      data-uuid={slide.uuid}
      style={{ ...slideStyle, opacity: i === current ? 1 : 0, transition: fade }}
    >
      {(i === current || warm.has(slide.uuid)) && <img src={slide.url ?? slide.poorUrl} alt="" draggable={false} style={imageStyle} />}
    </div>
  ));
}

const slideStyle: CSSProperties = { position: 'absolute', inset: 0 };
const imageStyle: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' };

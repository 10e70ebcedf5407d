import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { widgetUiTexts, type VideoWidget } from '@folio/model';
import { posterCandidates } from './poster';

/**
 * A video's poster and play button (widgets-and-authoring.md §8, §9): the poster is tried at each of its addresses
 * in turn (posterCandidates); when all fail there is none, and the black box and the button stay.
 */
export function VideoPoster({ widget, onPlay }: { widget: VideoWidget; onPlay(): void }) {
  const candidates = posterCandidates(widget);
  const [attempt, setAttempt] = useState(0);
  const posterRef = useRef<HTMLImageElement>(null);
  const poster = candidates[attempt];
  const next = () => setAttempt((n) => n + 1);

  // A poster that failed before hydration fired its error event before React listened: check it once mounted.
  useEffect(() => {
    const img = posterRef.current;
    if (img && img.complete && img.naturalWidth === 0) next();
  }, []);

  return (
    <div className="folio-video" style={{ ...fill, position: 'relative', background: '#000' }}>
      {poster && <img key={poster} ref={posterRef} src={poster} alt="" onError={next} style={{ ...fill, objectFit: 'cover', display: 'block' }} />}
      <button type="button" className="folio-video-play" aria-label={widgetUiTexts.playVideo} onClick={onPlay} style={playStyle}>
        <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
          <rect width="68" height="48" rx="12" fill="rgba(0,0,0,0.6)" />
          <path d="M27 14v20l18-10z" fill="#fff" />
        </svg>
      </button>
    </div>
  );
}

const fill: CSSProperties = { width: '100%', height: '100%' };
const playStyle: CSSProperties = { position: 'absolute', inset: 0, margin: 'auto', width: 68, height: 48, padding: 0, border: 0, background: 'none', cursor: 'pointer' };

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { videoPlayerUrl, videoRefOf, widgetUiTexts, type VideoWidget } from '@folio/model';

/**
 * widgets-and-authoring.md §3 "Video", §4: a YouTube or Vimeo video. The server draws the poster (the author's
 * custom_thumbnail, else the provider's thumbnail_url) with a play button; the player's iframe is created only
 * on play or, with autoplay, while the page is shown (`active`). A poster that fails to load is dropped.
 */
export default function VideoView({ widget, active = false }: { widget: VideoWidget; active?: boolean }) {
  const ref = videoRefOf(widget);
  const [clicked, setClicked] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const posterRef = useRef<HTMLImageElement>(null);
  const poster = posterFailed ? undefined : (widget.custom_thumbnail ?? widget.thumbnail_url);

  // A poster that failed before hydration fired its error event before React listened: check it once mounted.
  useEffect(() => {
    const img = posterRef.current;
    if (img && img.complete && img.naturalWidth === 0) setPosterFailed(true);
  }, []);

  if (!ref) return <div className="folio-video" style={fill} />;
  const playing = clicked || (!!widget.autoplay && active);
  if (playing) {
    const src = videoPlayerUrl(ref, { autoplay: true, loop: widget.loop, mute: widget.mute, controls: widget.controls, start_time: widget.start_time });
    return (
      <div className="folio-video" style={fill}>
        <iframe
          src={src}
          title={widgetUiTexts.video}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ ...fill, border: 0, display: 'block' }}
        />
      </div>
    );
  }
  return (
    <div className="folio-video" style={{ ...fill, position: 'relative', background: '#000' }}>
      {poster && <img ref={posterRef} src={poster} alt="" onError={() => setPosterFailed(true)} style={{ ...fill, objectFit: 'cover', display: 'block' }} />}
      <button type="button" className="folio-video-play" aria-label={widgetUiTexts.playVideo} onClick={() => setClicked(true)} style={playStyle}>
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

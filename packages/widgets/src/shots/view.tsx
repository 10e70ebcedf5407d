import { useEffect, useRef, type CSSProperties } from 'react';
import { mediaUrlOf, widgetKindTexts, type ShotsWidget } from '@folio/model';
import type { KindViewProps } from '../on-demand';
import { booleanField, stringField } from '../widget-fields';

/** Whether a shot plays: with autoplay, while its page is shown and its media are not stopped (tab hidden). */
export const shotPlays = (autoplay: boolean, { active = false, stopped = false }: Pick<KindViewProps, 'active' | 'stopped'>) => autoplay && active && !stopped;

/**
 * Shots (fields not shown in the spec): a short video that plays like a moving picture — muted and inline, so
 * browsers let it start on its own — with poster_url until it does. With autoplay it plays while its page is shown
 * (`active`) and pauses when the page goes or the tab is hidden (`stopped`); without, it has the player's controls
 * (and pauses the same way).
 * The server never autoplays it (no autoplay attribute: play() runs in an effect) and nothing is fetched before it
 * plays (preload="none"). Addresses that are not http(s) or page-relative are not used.
 */
export default function ShotsView({ widget, active, stopped }: KindViewProps<ShotsWidget>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const src = mediaUrlOf(stringField(widget, 'video_url'));
  const poster = mediaUrlOf(stringField(widget, 'poster_url'));
  const autoplay = booleanField(widget, 'autoplay') === true;
  const loop = booleanField(widget, 'loop') === true;
  const plays = shotPlays(autoplay, { active, stopped });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A shot started by hand (controls) pauses too when its page goes or the tab is hidden.
    if (plays) void video.play?.()?.catch(() => {});
    else video.pause?.();
  }, [plays, active, stopped, src]);

  if (!src) return <div className="folio-shots" style={fill}>{poster && <img src={poster} alt="" style={coverStyle} />}</div>;
  return (
    <video
      ref={videoRef}
      className="folio-shots"
      src={src}
      poster={poster}
      muted
      playsInline
      loop={loop || undefined}
      preload="none"
      controls={!autoplay || undefined}
      aria-label={widgetKindTexts.shot}
      style={coverStyle}
    />
  );
}

const fill: CSSProperties = { width: '100%', height: '100%' };
const coverStyle: CSSProperties = { ...fill, objectFit: 'cover', display: 'block' };

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { mediaWidgetConstants, videoRefOf, type BackgroundWidget } from '@folio/model';
import { PlayerFrame } from './player-frame';

/** Tells the viewer whether a video background is still waiting to start (mediaWidgetConstants.videoBackgroundEvent). */
function announce(widgetId: string, started: boolean) {
  document.dispatchEvent(new CustomEvent(mediaWidgetConstants.videoBackgroundEvent, { detail: { widgetId, started } }));
}

/**
 * widgets-and-authoring.md §3 "Background widget", §4: a background's video plays over the whole page box (cover,
 * no controls, muted per `mute`, looping per `loop`) only while its page is shown and media are not stopped; it
 * restarts when they restart. Until it plays, the viewer hears `{ started: false }` (its menu button waits,
 * viewer-and-project.md §4); `{ started: true }` once it plays or when it is no longer wanted.
 */
export function BackgroundVideo({ widget, active = false, stopped = false }: { widget: BackgroundWidget; active?: boolean; stopped?: boolean }) {
  const ref = videoRefOf(widget.video ?? {});
  const shown = !!ref && active && !stopped;
  const [generation, setGeneration] = useState(0);
  const waiting = useRef(false);
  const id = widget._id;

  useEffect(() => {
    if (!shown) return;
    waiting.current = true;
    announce(id, false);
    return () => {
      if (waiting.current) announce(id, true);
      waiting.current = false;
    };
  }, [shown, id]);

  if (!ref || !shown) return null;
  return (
    <div className="folio-background-video" aria-hidden="true" style={boxStyle}>
      <PlayerFrame
        key={generation}
        videoRef={ref}
        options={{ autoplay: true, mute: widget.mute, loop: widget.loop, controls: false }}
        style={coverStyle}
        onRestart={() => setGeneration((n) => n + 1)}
        onStarted={() => {
          if (waiting.current) announce(id, true);
          waiting.current = false;
        }}
      />
    </div>
  );
}

// The page box is a size container; the player is as large as needed to cover it at its aspect ratio.
const aspect = mediaWidgetConstants.backgroundVideoAspect;
const boxStyle: CSSProperties = { position: 'absolute', inset: 0, overflow: 'hidden', containerType: 'size', pointerEvents: 'none' };
const coverStyle: CSSProperties = {
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: `max(100cqw, ${100 * aspect}cqh)`,
  height: `max(100cqh, ${100 / aspect}cqw)`,
  transform: 'translate(-50%, -50%)',
  border: 0,
};

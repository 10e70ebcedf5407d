import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import { videoConstants, videoRefOf, type VideoWidget } from '@folio/model';
import { PlayerFrame } from './player-frame';
import { initialVideoSession, playerShown, playerStart, videoSessionReducer } from './session';
import { VideoPoster } from './video-poster';

// A background's video (the background kind loads it from this chunk): see background-video.tsx.
export { BackgroundVideo } from './background-video';

/**
 * widgets-and-authoring.md §3 "Video", §4, §8, §9: a YouTube or Vimeo video. The server draws the poster (the
 * author's custom_thumbnail, else the provider's thumbnail at 1280, then 640 wide, then the stored one; over http
 * when https fails; none when all fail) with a play button. The player's iframe is created on play or, with
 * autoplay, while the page is shown (`active`); it goes when the page stops being shown or media stop
 * (`stopped`), and comes back, playing if it played, where it was, when they restart.
 */
export default function VideoView({ widget, active = false, stopped = false }: { widget: VideoWidget; active?: boolean; stopped?: boolean }) {
  const ref = videoRefOf(widget);
  const [session, dispatch] = useReducer(videoSessionReducer, undefined, initialVideoSession);
  const stoppedRef = useRef(stopped);
  stoppedRef.current = stopped;

  // Its page is no longer the one shown: the player goes, and a visitor's play with it. (Media stopped also makes
  // `active` false, but that is no leaving: the player comes back when they restart.)
  useEffect(() => {
    if (!active && !stopped) dispatch({ type: 'leave' });
  }, [active, stopped]);

  if (!ref) return <div className="folio-video" style={fill} />;
  if (!playerShown(session, { autoplay: !!widget.autoplay, active, stopped })) return <VideoPoster widget={widget} onPlay={() => dispatch({ type: 'play' })} />;
  const start = playerStart(session, widget.start_time);
  const controls = widget.controls !== false;
  return (
    <div className="folio-video" style={{ ...fill, position: 'relative', overflow: 'hidden' }}>
      <PlayerFrame
        key={session.generation}
        videoRef={ref}
        options={{ autoplay: start.autoplay, loop: widget.loop, mute: widget.mute, controls, start_time: start.startTime }}
        style={controls ? frameStyle : croppedFrameStyle}
        onRestart={() => dispatch({ type: 'restart' })}
        onUnload={(position) => {
          if (stoppedRef.current) dispatch({ type: 'stop', ...position });
        }}
      />
    </div>
  );
}

const fill: CSSProperties = { width: '100%', height: '100%' };
const frameStyle: CSSProperties = { ...fill, border: 0, display: 'block' };
// §9: without controls the player is cropped by a 5 px margin, hiding the provider's edge marks.
const margin = videoConstants.controlsCropMarginPx;
const croppedFrameStyle: CSSProperties = { border: 0, display: 'block', position: 'absolute', inset: -margin, width: `calc(100% + ${2 * margin}px)`, height: `calc(100% + ${2 * margin}px)` };

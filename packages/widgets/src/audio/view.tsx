import { useEffect, useRef, type CSSProperties } from 'react';
import { widgetUiTexts, type AudioWidget } from '@folio/model';

/**
 * Audio: the browser's player for the widget's file, fetched only on play (preload="none"). Autoplay and loop
 * apply only while the page is shown (`active`); leaving the page pauses it. When media stop (`stopped`, the
 * hidden tab: viewer-and-project.md §4) it pauses, and plays on when they restart if it was playing.
 */
export default function AudioView({ widget, active = false, stopped = false }: { widget: AudioWidget; active?: boolean; stopped?: boolean }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const resumeRef = useRef(false);
  const autoplay = !!widget.autoplay && active && !stopped;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (stopped) {
      resumeRef.current = !audio.paused;
      audio.pause();
    } else if (resumeRef.current) {
      resumeRef.current = false;
      void audio.play()?.catch(() => {});
    }
  }, [stopped]);

  // The autoplay attribute only counts when the element is created; a page becoming active later plays here.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (autoplay) void audio.play?.()?.catch(() => {});
    else if (!active) audio.pause?.();
  }, [autoplay, active]);

  if (!widget.url) return <div className="folio-audio" style={fill} />;
  const title = widget.title || widgetUiTexts.audio;
  return (
    <div className="folio-audio" style={{ ...fill, display: 'flex', alignItems: 'center' }}>
      <audio ref={audioRef} controls preload="none" src={widget.url} title={title} aria-label={title} autoPlay={autoplay || undefined} loop={(active && !!widget.loop) || undefined} style={{ width: '100%' }} />
    </div>
  );
}

const fill: CSSProperties = { width: '100%', height: '100%' };

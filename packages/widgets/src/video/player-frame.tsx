import { useEffect, useRef, type CSSProperties } from 'react';
import { videoPlayerUrl, widgetUiTexts, type PlayerOptions, type VideoRef } from '@folio/model';
import { readPlayerMessage } from './player-messages';
import { startPlayerWatch } from './player-watch';

/** The player's address with its postMessage API on (YouTube's iframe API needs enablejsapi=1). */
export function playerSource(ref: VideoRef, options: PlayerOptions): string {
  const url = new URL(videoPlayerUrl(ref, options));
  url.searchParams.set(ref.provider === 'YouTube' ? 'enablejsapi' : 'api', '1');
  return url.toString();
}

export interface PlayerFrameProps {
  videoRef: VideoRef;
  options: PlayerOptions;
  style: CSSProperties;
  /** A stuck Vimeo player asks to be reloaded. */
  onRestart(): void;
  /** It plays (once per player). */
  onStarted?: () => void;
  /** The player goes: where it was, and whether it played. */
  onUnload?: (position: { seconds: number; playing: boolean }) => void;
}

/**
 * A provider's player (widgets-and-authoring.md §4 "Video") and its watch: the loop check and Vimeo's restart.
 * Listens to the messages of its own iframe only, from the provider's origin only.
 */
export function PlayerFrame({ videoRef, options, style, ...callbacks }: PlayerFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const src = playerSource(videoRef, options);
  const { provider } = videoRef;
  const loop = !!options.loop;
  const expectPlay = !!options.autoplay;

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const origin = new URL(src).origin;
    const watch = startPlayerWatch({
      provider,
      loop,
      expectPlay,
      // Only to the player's document: while the frame still holds its first, empty one (same-origin, readable),
      // a message would be refused with a console error.
      post: (message) => {
        if (iframe.contentDocument === null) iframe.contentWindow?.postMessage(message, origin);
      },
      restart: () => latest.current.onRestart(),
      onStarted: () => latest.current.onStarted?.(),
    });
    const onMessage = (event: MessageEvent) => {
      if (event.source === iframe.contentWindow) readPlayerMessage(provider, event.origin, event.data).forEach(watch.receive);
    };
    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', watch.loaded);
    return () => {
      latest.current.onUnload?.(watch.position());
      watch.stop();
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', watch.loaded);
    };
  }, [src, provider, loop, expectPlay]);

  return (
    <iframe
      ref={frame}
      className="folio-video-player"
      src={src}
      title={widgetUiTexts.video}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      style={style}
    />
  );
}

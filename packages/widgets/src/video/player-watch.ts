import { videoConstants, type VideoProviderName } from '@folio/model';
import { listenMessages, seekToStartMessage, type PlayerEvent, type PlayerMessage } from './player-messages';

// widgets-and-authoring.md §4 "Video": what runs beside a player while it exists, without React, so it is tested
// with fake timers: the loop check (every 100 ms; back to 0 when under 0.5 s remain) and Vimeo's restart when
// progress stays at 0 seconds for 5 s (§9: video restart timeout 5000 ms).

export interface PlayerWatchOptions {
  provider: VideoProviderName;
  /** The widget loops: the check seeks to the start before the end. */
  loop: boolean;
  /** The player was created to play at once (autoplay): a Vimeo player stuck at 0 is restarted. */
  expectPlay: boolean;
  post(message: PlayerMessage): void;
  /** Reload the player (a new iframe). */
  restart(): void;
  /** The first sign of playback (it plays, or its time moved past 0); called once. */
  onStarted?: (() => void) | undefined;
  now?: () => number;
}

export interface PlayerWatch {
  /** The player's document loaded: ask it to report. */
  loaded(): void;
  receive(event: PlayerEvent): void;
  /** Where playback is now (estimated between reports) and whether it plays. */
  position(): { seconds: number; playing: boolean };
  stop(): void;
}

export function startPlayerWatch(options: PlayerWatchOptions): PlayerWatch {
  const { provider, post } = options;
  const now = options.now ?? Date.now;
  let heard = false;
  let started = false;
  let playing = false;
  let seconds = 0;
  let reportedAt = now();
  let duration: number | undefined;
  // Only progress past 0 proves a Vimeo player is not stuck: it may say it plays and stay at 0.
  let restartTimer = provider === 'Vimeo' && options.expectPlay ? setTimeout(options.restart, videoConstants.restartTimeoutMs) : undefined;
  const cancelRestart = () => {
    if (restartTimer !== undefined) clearTimeout(restartTimer);
    restartTimer = undefined;
  };
  const hello = () => listenMessages(provider).forEach((message) => post(message));
  const estimate = () => seconds + (playing ? (now() - reportedAt) / 1000 : 0);
  const start = () => {
    if (started) return;
    started = true;
    options.onStarted?.();
  };

  const check = setInterval(() => {
    // Until the player answers, ask again: it may not have been listening yet (YouTube's iframe API does the same).
    if (!heard) hello();
    if (!options.loop || !duration) return;
    if (duration - estimate() < videoConstants.loopRestartRemainingSeconds) {
      post(seekToStartMessage(provider));
      seconds = 0;
      reportedAt = now();
    }
  }, videoConstants.loopCheckIntervalMs);

  return {
    loaded: hello,
    receive(event) {
      heard = true;
      switch (event.type) {
        case 'ready':
          // Vimeo's player takes subscriptions once it is ready.
          if (provider === 'Vimeo') hello();
          return;
        case 'playing':
          playing = event.playing;
          if (playing) start();
          return;
        case 'time':
          seconds = event.seconds;
          reportedAt = now();
          if (event.duration) duration = event.duration;
          // Vimeo reports progress only while it plays.
          if (provider === 'Vimeo') playing = true;
          if (seconds > 0) {
            cancelRestart();
            start();
          }
          return;
      }
    },
    position: () => ({ seconds: estimate(), playing }),
    stop() {
      clearInterval(check);
      cancelRestart();
    },
  };
}

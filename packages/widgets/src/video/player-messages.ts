import type { VideoProviderName } from '@folio/model';

// widgets-and-authoring.md §4 "Video": the providers' postMessage player APIs, read and written as plain data so
// the rules are tested without a browser. YouTube: the iframe API (player address with enablejsapi=1; JSON
// strings). Vimeo: the player.js API (objects; older players send JSON strings, read both).

/** Where each provider's player runs: messages from any other origin are ignored. */
export const playerOrigins: Record<VideoProviderName, readonly string[]> = {
  YouTube: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  Vimeo: ['https://player.vimeo.com'],
};

/** What a player told us, the same for both providers. */
export type PlayerEvent =
  | { type: 'ready' }
  /** Playback position and, when known, the video's length, in seconds. */
  | { type: 'time'; seconds: number; duration?: number | undefined }
  | { type: 'playing'; playing: boolean };

/** A message to post to the player window. */
export type PlayerMessage = string | Record<string, unknown>;

// YouTube's player states (iframe API): 1 playing, 3 buffering count as playing; 0 ended, 2 paused as not.
const YOUTUBE_PLAYING = 1;
const YOUTUBE_NOT_PLAYING = new Set([0, 2]);

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function dataOf(data: unknown): Record<string, unknown> | undefined {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

function youtubeState(state: unknown): PlayerEvent[] {
  if (state === YOUTUBE_PLAYING) return [{ type: 'playing', playing: true }];
  return YOUTUBE_NOT_PLAYING.has(state as number) ? [{ type: 'playing', playing: false }] : [];
}

function youtubeEvents(message: Record<string, unknown>): PlayerEvent[] {
  const { event, info } = message;
  if (event === 'onReady') return [{ type: 'ready' }];
  if (event === 'onStateChange') return youtubeState(info);
  if ((event !== 'infoDelivery' && event !== 'initialDelivery') || !info || typeof info !== 'object') return [];
  const fields = info as Record<string, unknown>;
  const events: PlayerEvent[] = [];
  const seconds = finite(fields.currentTime);
  if (seconds !== undefined) events.push({ type: 'time', seconds, duration: finite(fields.duration) });
  return [...events, ...youtubeState(fields.playerState)];
}

function vimeoEvents(message: Record<string, unknown>): PlayerEvent[] {
  switch (message.event) {
    case 'ready':
      return [{ type: 'ready' }];
    case 'play':
      return [{ type: 'playing', playing: true }];
    case 'pause':
    case 'finish':
      return [{ type: 'playing', playing: false }];
    case 'playProgress': {
      const data = dataOf(message.data);
      const seconds = finite(data?.seconds);
      return seconds === undefined ? [] : [{ type: 'time', seconds, duration: finite(data?.duration) }];
    }
    default:
      return [];
  }
}

/** The events in a message from a player; none when it comes from elsewhere or is not the provider's. */
export function readPlayerMessage(provider: VideoProviderName, origin: string, data: unknown): PlayerEvent[] {
  if (!playerOrigins[provider].includes(origin)) return [];
  const message = dataOf(data);
  if (!message) return [];
  return provider === 'YouTube' ? youtubeEvents(message) : vimeoEvents(message);
}

const youtube = (message: Record<string, unknown>) => JSON.stringify({ ...message, id: 1, channel: 'widget' });

/** What asks the player to report its time and state: YouTube's "listening"; Vimeo's event subscriptions. */
export function listenMessages(provider: VideoProviderName): PlayerMessage[] {
  if (provider === 'YouTube') return [youtube({ event: 'listening' })];
  return ['playProgress', 'play', 'pause', 'finish'].map((value) => ({ method: 'addEventListener', value }));
}

/** Back to the start of the video (the loop check, §4). */
export function seekToStartMessage(provider: VideoProviderName): PlayerMessage {
  return provider === 'YouTube' ? youtube({ event: 'command', func: 'seekTo', args: [0, true] }) : { method: 'seekTo', value: 0 };
}

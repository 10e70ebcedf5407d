import { describe, expect, it } from 'vitest';
import { listenMessages, readPlayerMessage, seekToStartMessage } from './player-messages';

const YT = 'https://www.youtube-nocookie.com';
const VIMEO = 'https://player.vimeo.com';

describe('provider player messages (widgets-and-authoring.md §4 "Video")', () => {
  it('reads YouTube iframe API reports: time, length and state', () => {
    const info = JSON.stringify({ event: 'infoDelivery', info: { currentTime: 12.5, duration: 30, playerState: 1 }, id: 1, channel: 'widget' });
    expect(readPlayerMessage('YouTube', YT, info)).toEqual([
      { type: 'time', seconds: 12.5, duration: 30 },
      { type: 'playing', playing: true },
    ]);
    expect(readPlayerMessage('YouTube', YT, JSON.stringify({ event: 'onStateChange', info: 2 }))).toEqual([{ type: 'playing', playing: false }]);
    expect(readPlayerMessage('YouTube', YT, JSON.stringify({ event: 'onReady' }))).toEqual([{ type: 'ready' }]);
  });

  it('reads Vimeo player events, as objects or JSON strings', () => {
    expect(readPlayerMessage('Vimeo', VIMEO, { event: 'playProgress', data: { seconds: 3, percent: 0.1, duration: 30 } })).toEqual([{ type: 'time', seconds: 3, duration: 30 }]);
    expect(readPlayerMessage('Vimeo', VIMEO, JSON.stringify({ event: 'ready' }))).toEqual([{ type: 'ready' }]);
    expect(readPlayerMessage('Vimeo', VIMEO, { event: 'play' })).toEqual([{ type: 'playing', playing: true }]);
    expect(readPlayerMessage('Vimeo', VIMEO, { event: 'finish' })).toEqual([{ type: 'playing', playing: false }]);
  });

  it('accepts messages only from the provider’s origins, and ignores what it cannot read', () => {
    const info = JSON.stringify({ event: 'infoDelivery', info: { currentTime: 1 } });
    expect(readPlayerMessage('YouTube', 'https://evil.example', info)).toEqual([]);
    expect(readPlayerMessage('YouTube', VIMEO, info)).toEqual([]);
    expect(readPlayerMessage('Vimeo', YT, { event: 'play' })).toEqual([]);
    expect(readPlayerMessage('YouTube', YT, 'not json')).toEqual([]);
    expect(readPlayerMessage('YouTube', YT, JSON.stringify({ event: 'infoDelivery', info: { currentTime: 'x' } }))).toEqual([]);
  });

  it('writes the providers’ listening, subscription and seek messages', () => {
    expect(listenMessages('YouTube').map((m) => JSON.parse(m as string))).toEqual([{ event: 'listening', id: 1, channel: 'widget' }]);
    expect(listenMessages('Vimeo')).toContainEqual({ method: 'addEventListener', value: 'playProgress' });
    expect(JSON.parse(seekToStartMessage('YouTube') as string)).toMatchObject({ event: 'command', func: 'seekTo', args: [0, true] });
    expect(seekToStartMessage('Vimeo')).toEqual({ method: 'seekTo', value: 0 });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoConstants } from '@folio/model';
import { listenMessages, seekToStartMessage } from './player-messages';
import { startPlayerWatch, type PlayerWatchOptions } from './player-watch';

function watch(options: Partial<PlayerWatchOptions> = {}) {
  const post = vi.fn();
  const restart = vi.fn();
  const onStarted = vi.fn();
  const player = startPlayerWatch({ provider: 'YouTube', loop: false, expectPlay: true, post, restart, onStarted, ...options });
  return { player, post, restart, onStarted };
}

describe('the player watch (widgets-and-authoring.md §4 "Video", §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the player to report until it answers', () => {
    const { player, post } = watch();
    player.loaded();
    expect(post).toHaveBeenCalledWith(listenMessages('YouTube')[0]);
    vi.advanceTimersByTime(3 * videoConstants.loopCheckIntervalMs);
    expect(post).toHaveBeenCalledTimes(4);
    player.receive({ type: 'ready' });
    vi.advanceTimersByTime(1000);
    expect(post).toHaveBeenCalledTimes(4);
    player.stop();
  });

  it('loop check: every 100 ms, back to the start once under 0.5 s remain (time estimated between reports)', () => {
    const { player, post } = watch({ loop: true });
    player.receive({ type: 'playing', playing: true });
    player.receive({ type: 'time', seconds: 9, duration: 10 });
    post.mockClear();
    vi.advanceTimersByTime(500);
    expect(post).not.toHaveBeenCalled();
    // 9.6 s played: 0.4 s remain.
    vi.advanceTimersByTime(100);
    expect(post).toHaveBeenCalledWith(seekToStartMessage('YouTube'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(player.position().seconds).toBeLessThan(1);
    vi.advanceTimersByTime(1000);
    expect(post).toHaveBeenCalledTimes(1);
    player.stop();
  });

  it('without loop, or while paused, it never seeks', () => {
    const off = watch({ loop: false });
    off.player.receive({ type: 'ready' });
    off.player.receive({ type: 'time', seconds: 9.9, duration: 10 });
    vi.advanceTimersByTime(1000);
    expect(off.post).not.toHaveBeenCalledWith(seekToStartMessage('YouTube'));
    const paused = watch({ loop: true });
    paused.player.receive({ type: 'playing', playing: false });
    paused.player.receive({ type: 'time', seconds: 5, duration: 10 });
    vi.advanceTimersByTime(10_000);
    expect(paused.post).not.toHaveBeenCalledWith(seekToStartMessage('YouTube'));
    expect(paused.player.position()).toEqual({ seconds: 5, playing: false });
  });

  it('Vimeo: a player whose progress stays at 0 for 5 s is restarted', () => {
    const { player, restart } = watch({ provider: 'Vimeo' });
    player.receive({ type: 'ready' });
    player.receive({ type: 'playing', playing: true });
    player.receive({ type: 'time', seconds: 0, duration: 10 });
    vi.advanceTimersByTime(videoConstants.restartTimeoutMs - 1);
    expect(restart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(restart).toHaveBeenCalledTimes(1);
    player.stop();
  });

  it('Vimeo: progress past 0 keeps the player; YouTube and players not meant to play are never restarted', () => {
    const moving = watch({ provider: 'Vimeo' });
    moving.player.receive({ type: 'time', seconds: 0.3 });
    const youtube = watch({ provider: 'YouTube' });
    const paused = watch({ provider: 'Vimeo', expectPlay: false });
    vi.advanceTimersByTime(60_000);
    expect(moving.restart).not.toHaveBeenCalled();
    expect(youtube.restart).not.toHaveBeenCalled();
    expect(paused.restart).not.toHaveBeenCalled();
  });

  it('tells once that playback started', () => {
    const { player, onStarted } = watch({ provider: 'Vimeo' });
    player.receive({ type: 'time', seconds: 0 });
    expect(onStarted).not.toHaveBeenCalled();
    player.receive({ type: 'time', seconds: 0.2 });
    player.receive({ type: 'playing', playing: true });
    expect(onStarted).toHaveBeenCalledTimes(1);
  });

  it('stop clears its timers', () => {
    const { player } = watch({ provider: 'Vimeo', loop: true });
    player.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

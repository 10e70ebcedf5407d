import { describe, expect, it } from 'vitest';
import { initialVideoSession, playerShown, playerStart, videoSessionReducer } from './session';

const on = { autoplay: false, active: true, stopped: false };

describe('video session (widgets-and-authoring.md §4; viewer-and-project.md §4)', () => {
  it('the player exists after play, or with autoplay only on the shown page', () => {
    const idle = initialVideoSession();
    expect(playerShown(idle, on)).toBe(false);
    expect(playerShown(idle, { ...on, autoplay: true })).toBe(true);
    expect(playerShown(idle, { ...on, autoplay: true, active: false })).toBe(false);
    expect(playerShown(videoSessionReducer(idle, { type: 'play' }), on)).toBe(true);
  });

  it('media stopped: no player; leaving the page forgets the visitor’s play', () => {
    const played = videoSessionReducer(initialVideoSession(), { type: 'play' });
    expect(playerShown(played, { ...on, stopped: true })).toBe(false);
    expect(playerShown(videoSessionReducer(played, { type: 'leave' }), on)).toBe(false);
  });

  it('after a stop the player comes back where it was, playing only if it played', () => {
    const stopped = videoSessionReducer(initialVideoSession(), { type: 'stop', seconds: 42.7, playing: true });
    expect(playerStart(stopped, 5)).toEqual({ autoplay: true, startTime: 42.7 });
    const paused = videoSessionReducer(initialVideoSession(), { type: 'stop', seconds: 10, playing: false });
    expect(playerStart(paused, 5)).toEqual({ autoplay: false, startTime: 10 });
    expect(playerStart(initialVideoSession(), 5)).toEqual({ autoplay: true, startTime: 5 });
    expect(playerStart(videoSessionReducer(paused, { type: 'leave' }), 5)).toEqual({ autoplay: true, startTime: 5 });
  });

  it('a restart makes a new player', () => {
    expect(videoSessionReducer(initialVideoSession(), { type: 'restart' }).generation).toBe(1);
  });
});

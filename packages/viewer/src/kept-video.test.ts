import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlaying, orientationOf, placeInView, scrollToKeep, turnsOrientation, videoToKeep, visibleArea, type Box } from './kept-video';

const box = (top: number, height: number, left = 0, width = 300): Box => ({ top, left, width, height });
const phone = box(0, 844, 0, 390);
const turned = box(0, 390, 0, 844);
const playing = { paused: false, ended: false };

describe('the video kept in view across an orientation change (viewer-and-project.md §4)', () => {
  it('a video plays when neither paused nor ended', () => {
    expect(isPlaying(playing)).toBe(true);
    expect(isPlaying({ paused: true, ended: false })).toBe(false);
    expect(isPlaying({ paused: false, ended: true })).toBe(false);
  });

  it('counts only what shows in the view, on both axes', () => {
    expect(visibleArea(box(100, 200), phone)).toBe(300 * 200);
    expect(visibleArea(box(-50, 200), phone)).toBe(300 * 150);
    expect(visibleArea(box(800, 200), phone)).toBe(300 * 44);
    expect(visibleArea(box(900, 200), phone)).toBe(0);
    // A page slid off to the side (horizontal layout): not in view.
    expect(visibleArea(box(100, 200, 390), phone)).toBe(0);
  });

  it('keeps the playing video that shows most; none when nothing plays in view', () => {
    const paused = { box: box(0, 600), paused: true, ended: false };
    const ended = { box: box(0, 600), paused: false, ended: true };
    const partly = { box: box(700, 300), ...playing };
    const whole = { box: box(200, 300), ...playing };
    const below = { box: box(1000, 300), ...playing };
    expect(videoToKeep([paused, ended, partly, whole, below], phone)).toBe(3);
    expect(videoToKeep([paused, partly, below], phone)).toBe(1);
    expect(videoToKeep([paused, ended, below], phone)).toBe(-1);
    expect(videoToKeep([], phone)).toBe(-1);
    // Equals: the first.
    expect(videoToKeep([whole, { ...whole }], phone)).toBe(0);
  });

  it('notes the video’s top as a share of the view’s height', () => {
    expect(placeInView(box(211, 100), phone)).toBeCloseTo(0.25);
    expect(placeInView(box(-84.4, 100), phone)).toBeCloseTo(-0.1);
    expect(placeInView(box(50, 100), box(0, 0))).toBe(0);
  });

  it('brings the video back with its top at the same share of the view', () => {
    // A quarter down a phone held upright; after turning, the video is 2000 px further down the page than the window.
    const place = placeInView(box(211, 150), phone);
    expect(scrollToKeep({ scrollTop: 3000, maxScroll: 9000, box: box(2000, 150), view: turned, place })).toBeCloseTo(3000 + 2000 - 97.5);
  });

  it('moves it as little as needed for all of it to show, and centres one taller than the view', () => {
    // Its top was near the bottom: after turning the video would hang out of the shorter view, so it rests at the bottom.
    expect(scrollToKeep({ scrollTop: 1000, maxScroll: 9000, box: box(500, 200), view: turned, place: 0.8 })).toBe(1000 + 500 - 190);
    // Its top was cut off above: all of it shows, from the view's top.
    expect(scrollToKeep({ scrollTop: 1000, maxScroll: 9000, box: box(500, 200), view: turned, place: -0.2 })).toBe(1500);
    // Taller than the view: its middle at the view's middle.
    expect(scrollToKeep({ scrollTop: 1000, maxScroll: 9000, box: box(500, 600), view: turned, place: 0.1 })).toBe(1000 + 500 + 105);
  });

  it('measures in the scroller’s own view (a page that scrolls in the horizontal layout)', () => {
    const section = box(40, 390, 0, 844);
    expect(scrollToKeep({ scrollTop: 0, maxScroll: 2000, box: box(640, 100), view: section, place: 0.5 })).toBe(640 - (40 + 195));
  });

  it('never scrolls past the scroller’s ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -1000, max: 10_000 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (scrollTop, maxScroll, top, height, viewHeight, place) => {
          const target = scrollToKeep({ scrollTop, maxScroll, box: box(top, height), view: box(0, viewHeight), place });
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThanOrEqual(Math.max(maxScroll, 0));
        },
      ),
    );
  });

  it('a video that fits shows whole once scrolled, wherever it was', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 }), fc.double({ min: -1, max: 2, noNaN: true }), (top, height, viewHeight, place) => {
        fc.pre(height <= viewHeight);
        const scrollTop = 10_000;
        const target = scrollToKeep({ scrollTop, maxScroll: 100_000, box: box(top, height), view: box(0, viewHeight), place });
        const after = top - (target - scrollTop);
        expect(after).toBeGreaterThanOrEqual(-1e-6);
        expect(after + height).toBeLessThanOrEqual(viewHeight + 1e-6);
      }),
    );
  });

  it('tells when the window turned from the orientation last measured', () => {
    expect(orientationOf(390, 844)).toBe('portrait');
    expect(orientationOf(844, 390)).toBe('landscape');
    expect(orientationOf(500, 500)).toBe('portrait');
    expect(turnsOrientation('portrait', 844, 390)).toBe(true);
    expect(turnsOrientation('portrait', 390, 700)).toBe(false);
    expect(turnsOrientation('landscape', 390, 844)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { transitionConstants } from '@folio/model';
import { animateScroll, type ScrollWindow } from './scroll-animation';

/** A window whose frames run when the test says, 16 ms apart. */
function fakeWindow(startY: number) {
  let y = startY;
  let time = 0;
  let queued: ((now: number) => void) | null = null;
  const writes: number[] = [];
  const listeners = new Set<() => void>();
  const win: ScrollWindow = {
    scrollY: () => y,
    scrollTo: (top) => {
      y = Math.round(top);
      writes.push(y);
    },
    frame: (step) => {
      queued = step;
      return 1;
    },
    cancelFrame: () => (queued = null),
    now: () => time,
    onVisitorInput: (input) => {
      listeners.add(input);
      return () => listeners.delete(input);
    },
  };
  const runFrame = () => {
    const step = queued;
    queued = null;
    time += 16;
    step?.(time);
  };
  return {
    win,
    writes,
    runFrame,
    pending: () => queued !== null,
    visitorScrollsTo: (top: number) => (y = top),
    visitorInput: () => [...listeners].forEach((input) => input()),
    listening: () => listeners.size,
    y: () => y,
  };
}

describe('animateScroll', () => {
  it('arrives at the target after scrollAnimationMs and then says so', () => {
    const fake = fakeWindow(0);
    const ends: string[] = [];
    animateScroll(fake.win, 1000, { done: () => ends.push('done'), takenOver: () => ends.push('taken') });
    for (let i = 0; i < Math.ceil(transitionConstants.scrollAnimationMs / 16) + 2 && fake.pending(); i++) fake.runFrame();
    expect(fake.y()).toBe(1000);
    expect(ends).toEqual(['done']);
    expect(fake.writes.length).toBeGreaterThan(5);
  });

  it("stops without another write when the window moved under it: the visitor's scroll stays theirs", () => {
    const fake = fakeWindow(0);
    const ends: string[] = [];
    animateScroll(fake.win, 1000, { done: () => ends.push('done'), takenOver: () => ends.push('taken') });
    for (let i = 0; i < 10; i++) fake.runFrame();
    expect(fake.y()).toBeGreaterThan(100);
    const written = fake.writes.length;
    // A wheel scrolls the window up before its event reaches the page.
    fake.visitorScrollsTo(0);
    fake.runFrame();
    expect(fake.writes.length).toBe(written);
    expect(fake.y()).toBe(0);
    expect(fake.pending()).toBe(false);
    expect(ends).toEqual(['taken']);
  });

  it("stops at the visitor's wheel before the window moves, and listens no more once ended", () => {
    const fake = fakeWindow(0);
    const ends: string[] = [];
    animateScroll(fake.win, 1000, { done: () => ends.push('done'), takenOver: () => ends.push('taken') });
    fake.runFrame();
    expect(fake.listening()).toBe(1);
    const written = fake.writes.length;
    // The browser holds the wheel's scroll until the page has had its event: no frame of ours may follow it.
    fake.visitorInput();
    fake.runFrame();
    expect(fake.writes.length).toBe(written);
    expect(fake.pending()).toBe(false);
    expect(ends).toEqual(['taken']);
    expect(fake.listening()).toBe(0);
  });

  it('arrived or cancelled, it stops listening for the visitor', () => {
    const fake = fakeWindow(0);
    animateScroll(fake.win, 100, { done: () => {}, takenOver: () => {} });
    while (fake.pending()) fake.runFrame();
    expect(fake.listening()).toBe(0);
    animateScroll(fake.win, 0, { done: () => {}, takenOver: () => {} }).cancel();
    expect(fake.listening()).toBe(0);
  });

  it('cancelled, it writes nothing more and reports nothing', () => {
    const fake = fakeWindow(500);
    const ends: string[] = [];
    const animation = animateScroll(fake.win, 0, { done: () => ends.push('done'), takenOver: () => ends.push('taken') });
    fake.runFrame();
    const written = fake.writes.length;
    animation.cancel();
    fake.runFrame();
    expect(fake.writes.length).toBe(written);
    expect(ends).toEqual([]);
  });
});

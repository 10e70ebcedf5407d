import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Animation, Widget } from '@folio/model';
import { widgetOf } from '../test-widgets';
import { animatePage, type PageAnimationsOptions, type PageRoot } from './engine';
import { fakePage } from './test-dom';

// The engine with a stand-in DOM (test-dom.ts): which animations it creates, and how their triggers drive them.

const swing = 'swing' as const;
const move = (type: Animation['type'], fields: Partial<Animation> = {}): Animation => ({
  type,
  steps: [{ dx: 100, duration: 1, loop: swing }],
  ...fields,
});
const WINDOW = { width: 1024, height: 800 };

function setup(widgets: Widget[], options: Partial<PageAnimationsOptions> & { pageTop?: number } = {}) {
  const page = fakePage(widgets, options.pageTop);
  const onPlayed = vi.fn();
  const engine = animatePage({
    root: page.root as unknown as PageRoot,
    widgets,
    onPlayed,
    reducedMotion: () => false,
    windowSize: () => WINDOW,
    ...options,
  });
  return { ...page, engine, onPlayed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('animation engine: what it animates', () => {
  it('gives each animation one timeline on the widget element, held at its start (fill both, paused at 0)', () => {
    const widget = widgetOf('shape', { animation: [move('load')] });
    const { element } = setup([widget]);
    const { animation } = element(widget._id);
    expect(animation.options).toEqual({ duration: 1000, fill: 'both' });
    expect(animation.keyframes.at(-1)).toMatchObject({ translate: '100px 0px' });
    expect(animation.playState).toBe('paused');
    expect(animation.currentTime).toBe(0);
  });

  it('§5: empty animations (no type, none, no steps) do nothing; facebook and twitter are never animated', () => {
    const empty = widgetOf('shape', { animation: [{ steps: [{ dx: 1, loop: swing }] }, move('none'), { type: 'load', steps: [] }] });
    const twitter = widgetOf('twitter', { animation: [move('load')] });
    const facebook = widgetOf('facebook', { animation: [move('click')] });
    const { element, engine } = setup([empty, twitter, facebook]);
    engine.setCurrent(true);
    vi.advanceTimersByTime(1000);
    for (const widget of [empty, twitter, facebook]) expect(element(widget._id).animations).toEqual([]);
  });
});

describe('animation engine: load (widgets-and-authoring.md §4)', () => {
  it('plays when its page becomes the current page, after the 300 ms start debounce', () => {
    const widget = widgetOf('shape', { animation: [move('load')] });
    const { element, engine } = setup([widget]);
    const { animation } = element(widget._id);
    vi.advanceTimersByTime(1000);
    expect(animation.playState).toBe('paused');
    engine.setCurrent(true);
    vi.advanceTimersByTime(299);
    expect(animation.playState).toBe('paused');
    vi.advanceTimersByTime(1);
    expect(animation.playState).toBe('running');
    expect(animation.playbackRate).toBe(1);
  });

  it('a page passed within 300 ms does not start; a page left goes back to its start and plays again on the next visit', () => {
    const widget = widgetOf('shape', { animation: [move('load')] });
    const { element, engine } = setup([widget]);
    const { animation } = element(widget._id);
    engine.setCurrent(true);
    vi.advanceTimersByTime(100);
    engine.setCurrent(false);
    vi.advanceTimersByTime(1000);
    expect(animation.playState).toBe('paused');
    engine.setCurrent(true);
    vi.advanceTimersByTime(300);
    animation.advance(1000);
    expect(animation.progress).toBe(1);
    engine.setCurrent(false);
    expect(animation).toMatchObject({ playState: 'paused', currentTime: 0 });
    engine.setCurrent(true);
    vi.advanceTimersByTime(300);
    expect(animation.playState).toBe('running');
  });

  it('prefers-reduced-motion: jumps to where the animation ends', () => {
    const widget = widgetOf('shape', { animation: [move('load')] });
    const { element, engine } = setup([widget], { reducedMotion: () => true });
    engine.setCurrent(true);
    vi.advanceTimersByTime(300);
    expect(element(widget._id).animation).toMatchObject({ playState: 'finished', currentTime: 1000 });
  });
});

describe('animation engine: hover and click (widgets-and-authoring.md §4, §5)', () => {
  it('hover plays on mouseenter and plays back from where it is on mouseleave (active, reversed)', () => {
    const widget = widgetOf('shape', { animation: [move('hover')] });
    const { element } = setup([widget]);
    const target = element(widget._id);
    const { animation } = target;
    target.fire('mouseenter');
    expect(animation).toMatchObject({ playState: 'running', playbackRate: 1 });
    animation.advance(400);
    target.fire('mouseleave');
    expect(animation).toMatchObject({ playState: 'running', playbackRate: -1, currentTime: 400 });
    animation.advance(400);
    expect(animation.currentTime).toBe(0);
    target.fire('mouseenter');
    expect(animation).toMatchObject({ playState: 'running', playbackRate: 1 });
  });

  it('a mouseleave before anything played leaves it at its start (it does not jump to its end)', () => {
    const widget = widgetOf('shape', { animation: [move('hover')] });
    const { element } = setup([widget]);
    const target = element(widget._id);
    target.fire('mouseleave');
    expect(target.animation).toMatchObject({ playState: 'paused', currentTime: 0 });
    target.fire('mouseenter');
    target.fire('mouseleave');
    expect(target.animation).toMatchObject({ playState: 'paused', currentTime: 0 });
  });

  it('on touch screens a hover animation plays on tap, and the next tap plays it back', () => {
    const widget = widgetOf('shape', { animation: [move('hover')] });
    const { element } = setup([widget], { touch: true });
    const target = element(widget._id);
    target.fire('mouseenter');
    expect(target.animation.playState).toBe('paused');
    target.fire('click');
    expect(target.animation).toMatchObject({ playState: 'running', playbackRate: 1 });
    target.animation.advance(1000);
    vi.advanceTimersByTime(300);
    target.fire('click');
    expect(target.animation).toMatchObject({ playState: 'running', playbackRate: -1 });
  });

  it('a click toggles active and reversed; clicks within 300 ms of the last are ignored', () => {
    const widget = widgetOf('shape', { animation: [move('click')] });
    const { element } = setup([widget]);
    const target = element(widget._id);
    const { animation } = target;
    expect(target.style.cursor).toBe('pointer');
    target.fire('click');
    animation.advance(1000);
    vi.advanceTimersByTime(299);
    target.fire('click');
    expect(animation).toMatchObject({ playbackRate: 1, currentTime: 1000 });
    vi.advanceTimersByTime(1);
    target.fire('click');
    expect(animation).toMatchObject({ playState: 'running', playbackRate: -1 });
    animation.advance(1000);
    vi.advanceTimersByTime(300);
    target.fire('click');
    expect(animation).toMatchObject({ playState: 'running', playbackRate: 1 });
  });

  it('§4 repeat: every click starts it over from its start', () => {
    const widget = widgetOf('shape', { animation: [{ type: 'click', steps: [{ dx: 100, duration: 1, loop: 'repeat' }] }] });
    const { element } = setup([widget]);
    const target = element(widget._id);
    target.fire('click');
    target.animation.advance(1000);
    vi.advanceTimersByTime(300);
    target.fire('click');
    expect(target.animation).toMatchObject({ playState: 'running', playbackRate: 1, currentTime: 0 });
  });

  it('an animation with trigger ids plays on those widgets’ click, not on its own', () => {
    const button = widgetOf('button');
    const shape = widgetOf('shape', { animation: [move('click', { trigger: [button._id] })] });
    const { element } = setup([button, shape]);
    const { animation } = element(shape._id);
    element(shape._id).fire('click');
    expect(animation.playState).toBe('paused');
    element(button._id).fire('click');
    expect(animation).toMatchObject({ playState: 'running', playbackRate: 1 });
    expect(element(button._id).animations).toEqual([]);
  });

  it('§5: form, gmaps, slideshow, audio and video take no click or hover animation of their own, nor trigger others', () => {
    const video = widgetOf('video', { animation: [move('click')] });
    const form = widgetOf('form', { animation: [move('hover')] });
    const shape = widgetOf('shape', { animation: [move('hover', { trigger: [video._id, form._id] })] });
    const { element } = setup([video, form, shape]);
    for (const widget of [video, form, shape]) expect(element(widget._id).animations).toEqual([]);
  });

  it('§5: a video may still be animated by another widget’s click', () => {
    const button = widgetOf('button');
    const video = widgetOf('video', { animation: [move('click', { trigger: [button._id] })] });
    const { element } = setup([button, video]);
    element(button._id).fire('click');
    expect(element(video._id).animation.playState).toBe('running');
  });
});

describe('animation engine: play once (widgets-and-authoring.md §4)', () => {
  it('reports the widget once when its play-once animation plays, and then stays at its end', () => {
    const widget = widgetOf('shape', { animation: [move('hover', { playOnce: true })] });
    const { element, onPlayed } = setup([widget]);
    const target = element(widget._id);
    target.fire('mouseenter');
    expect(onPlayed).toHaveBeenCalledWith(widget._id);
    target.animation.advance(1000);
    target.fire('mouseleave');
    target.fire('mouseenter');
    expect(onPlayed).toHaveBeenCalledTimes(1);
    expect(target.animation).toMatchObject({ playbackRate: 1, currentTime: 1000 });
  });

  it('a widget played before is drawn at its end and plays no more', () => {
    const widget = widgetOf('shape', { animation: [move('click', { playOnce: true })] });
    const { element, onPlayed } = setup([widget], { played: new Set([widget._id]) });
    const target = element(widget._id);
    expect(target.animation).toMatchObject({ playState: 'finished', currentTime: 1000 });
    target.fire('click');
    expect(onPlayed).not.toHaveBeenCalled();
    expect(target.style.cursor).toBe('');
  });
});

describe('animation engine: scroll (widgets-and-authoring.md §4, §9)', () => {
  // The window is 800 px high; the widget is 100 px high, 1000 px down the page.
  const scrolled = (page: ReturnType<typeof fakePage>, by: number) => (page.content.rect = { ...page.content.box, top: -by });

  it('plays when 0.2 of the widget’s height comes into view, notified at most every 100 ms', () => {
    const widget = widgetOf('shape', { y: 1000, h: 100, animation: [move('scroll')] });
    const page = setup([widget]);
    const { animation } = page.element(widget._id);
    expect(animation.playState).toBe('paused');
    vi.advanceTimersByTime(1000);
    scrolled(page, 219); // 19 px of 100 in view
    page.engine.viewChanged();
    expect(animation.playState).toBe('paused');
    scrolled(page, 220);
    page.engine.viewChanged();
    expect(animation.playState).toBe('paused');
    vi.advanceTimersByTime(99);
    expect(animation.playState).toBe('paused');
    vi.advanceTimersByTime(1);
    expect(animation.playState).toBe('running');
  });

  it('plays at once for a widget in view when the page is drawn, and goes back to its start once wholly out of view', () => {
    const widget = widgetOf('shape', { y: 100, h: 100, animation: [move('scroll')] });
    const page = setup([widget]);
    const { animation } = page.element(widget._id);
    expect(animation.playState).toBe('running');
    animation.advance(1000);
    vi.advanceTimersByTime(100);
    scrolled(page, 150);
    page.engine.viewChanged();
    expect(animation.currentTime).toBe(1000);
    vi.advanceTimersByTime(100);
    scrolled(page, 200);
    page.engine.viewChanged();
    expect(animation).toMatchObject({ playState: 'paused', currentTime: 0 });
  });

  it('measures the widget as laid out (its own animation moving it does not take it out of view), on a scaled page', () => {
    const widget = widgetOf('shape', { y: 1000, h: 100, animation: [move('scroll')] });
    // Drawn at half size: the page's 1024 px are 512 on the screen, so the widget is at 500 px, in view.
    const page = setup([widget]);
    page.content.rect = { top: 0, left: 0, width: 512, height: 2000 };
    vi.advanceTimersByTime(100);
    page.engine.viewChanged();
    expect(page.element(widget._id).animation.playState).toBe('running');
  });

  it('a page off to the side (horizontal layout) is not in view', () => {
    const widget = widgetOf('shape', { y: 100, h: 100, animation: [move('scroll')] });
    const page = fakePage([widget]);
    page.content.rect = { ...page.content.box, left: 1024 };
    animatePage({ root: page.root as unknown as PageRoot, widgets: [widget], windowSize: () => WINDOW, reducedMotion: () => false });
    expect(page.element(widget._id).animation.playState).toBe('paused');
  });
});

describe('animation engine: clean-up', () => {
  it('dispose cancels every animation, removes its listeners and gives the cursor back', () => {
    const widget = widgetOf('shape', { animation: [move('click'), move('load')] });
    const { element, engine } = setup([widget]);
    const target = element(widget._id);
    engine.setCurrent(true);
    engine.dispose();
    expect(target.animations.map((animation) => animation.playState)).toEqual(['idle', 'idle']);
    expect(target.style.cursor).toBe('');
    target.fire('click');
    vi.advanceTimersByTime(1000);
    expect(target.animations.map((animation) => animation.playState)).toEqual(['idle', 'idle']);
  });

  it('is stale once an element it uses has left the document', () => {
    const widget = widgetOf('shape', { animation: [move('click')] });
    const { element, engine } = setup([widget]);
    expect(engine.isStale()).toBe(false);
    element(widget._id).isConnected = false;
    expect(engine.isStale()).toBe(true);
  });
});

describe('animation engine: expired widgets', () => {
  it('a played widget’s element leaving (the viewer stops drawing it) does not make the page stale', () => {
    const played = widgetOf('shape', { animation: [move('load', { playOnce: true })] });
    const other = widgetOf('shape', { animation: [move('load')] });
    const { element, engine } = setup([played, other], { played: new Set([played._id]) });
    element(played._id).isConnected = false;
    expect(engine.isStale()).toBe(false);
    element(other._id).isConnected = false;
    expect(engine.isStale()).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { slideshowConstants, widgetMessages, widgetUiTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import { initialSlideshowState, slideshowReducer, slideshowTiming, startSlideshowLoop } from './loop';
import SlideshowView from './view';

const pictures = ['a', 'b', 'c'].map((uuid, num) => ({ uuid, num, url: `https://cdn.example.com/${uuid}.jpg` }));

describe('slideshow view (server render)', () => {
  it('draws the first picture only, with keyboard-reachable slide controls', () => {
    const html = renderToString(<SlideshowView widget={widgetOf('slideshow', { pictures, delay: 4, crossfade: 0.5, name: 'Trip' })} />);
    expect(html).toContain('https://cdn.example.com/a.jpg');
    expect(html).not.toContain('b.jpg');
    expect(html).toContain('aria-label="Trip"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/<button type="button"/g)).toHaveLength(5);
    expect(html).toContain(`aria-label="${widgetUiTexts.slide(1, 3)}" aria-current="true"`);
    expect(html).toContain(`aria-label="${widgetUiTexts.nextSlide}"`);
    expect(html).toContain('transition:opacity 0.5s ease-in-out');
  });

  it('one picture: no controls; none: an empty labelled box', () => {
    expect(renderToString(<SlideshowView widget={widgetOf('slideshow', { pictures: pictures.slice(0, 1), delay: 4, crossfade: 0.5 })} />)).not.toContain('<button');
    const empty = renderToString(<SlideshowView widget={widgetOf('slideshow', { delay: 4, crossfade: 0.5 })} />);
    expect(empty).toContain(`aria-label="${widgetUiTexts.slideshow}"`);
    expect(empty).not.toContain('<img');
  });
});

describe('slideshow loop (widgets-and-authoring.md §4, §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('defaults to a 4 s delay and a 0.5 s crossfade', () => {
    expect(slideshowTiming({})).toEqual({ delaySeconds: slideshowConstants.defaultDelaySeconds, crossfadeSeconds: slideshowConstants.defaultCrossfadeSeconds });
    expect(slideshowTiming({ delay: 2, crossfade: 1 })).toEqual({ delaySeconds: 2, crossfadeSeconds: 1 });
  });

  it('shows the next picture every delay seconds, wrapping, until stopped', () => {
    const show = vi.fn();
    const stop = startSlideshowLoop({ count: 3, from: 0, delaySeconds: 4, crossfadeSeconds: 0.5, show });
    vi.advanceTimersByTime(3999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(8000);
    expect(show.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
    stop();
    vi.advanceTimersByTime(40_000);
    expect(show).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a delay shorter than the crossfade logs an error and does not run', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const show = vi.fn();
    startSlideshowLoop({ count: 3, from: 0, delaySeconds: 0.2, crossfadeSeconds: 0.5, show, id: 'w1' });
    expect(error).toHaveBeenCalledWith(widgetMessages.slideshowDelayShorterThanCrossfade, 'w1', { delay: 0.2, crossfade: 0.5 });
    vi.advanceTimersByTime(60_000);
    expect(show).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a single picture sets no timer', () => {
    startSlideshowLoop({ count: 1, from: 0, delaySeconds: 4, crossfadeSeconds: 0.5, show: vi.fn() });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('selecting a slide stops the loop; advancing fetches the next picture ahead', () => {
    let state = initialSlideshowState();
    state = slideshowReducer(state, { type: 'advance', index: 1, count: 3 });
    expect(state).toMatchObject({ index: 1, playing: true });
    expect([...state.warm].sort()).toEqual([0, 1, 2]);
    state = slideshowReducer(state, { type: 'select', index: -1, count: 3 });
    expect(state).toMatchObject({ index: 2, playing: false });
  });
});

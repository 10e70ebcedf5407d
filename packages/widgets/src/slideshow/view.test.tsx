import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { slideshowConstants, widgetMessages, widgetUiTexts } from '@folio/model';
import { widgetOf } from '../test-widgets';
import { currentSlideIndex, fadeSeconds, findSlide, initialSlideshowState, slidesOf, slideshowReducer, slideshowTiming, startSlideshowLoop, type SlideshowState } from './loop';
import SlideshowView, { BackgroundSlideshow } from './view';

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

  it('pictures go in num order', () => {
    const html = renderToString(<SlideshowView widget={widgetOf('slideshow', { pictures: [...pictures].reverse(), delay: 4, crossfade: 0.5 })} />);
    expect(html).toContain('a.jpg');
    expect(html).not.toContain('c.jpg');
  });

  it('one picture: no controls; none: an empty labelled box', () => {
    expect(renderToString(<SlideshowView widget={widgetOf('slideshow', { pictures: pictures.slice(0, 1), delay: 4, crossfade: 0.5 })} />)).not.toContain('<button');
    const empty = renderToString(<SlideshowView widget={widgetOf('slideshow', { delay: 4, crossfade: 0.5 })} />);
    expect(empty).toContain(`aria-label="${widgetUiTexts.slideshow}"`);
    expect(empty).not.toContain('<img');
  });

  it('a background slideshow draws its first picture over the page box, without controls', () => {
    const html = renderToString(<BackgroundSlideshow widget={widgetOf('background', { selectedType: 'slideshow', slideshow: { pictures, delay: 2, crossfade: 1 } })} />);
    expect(html).toContain('a.jpg');
    expect(html).not.toContain('b.jpg');
    expect(html).not.toContain('<button');
    expect(html).toContain('transition:opacity 1s ease-in-out');
  });
});

describe('slideshow loop (widgets-and-authoring.md §4, §5, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('defaults to a 4 s delay and a 0.5 s crossfade', () => {
    expect(slideshowTiming({})).toEqual({ delaySeconds: slideshowConstants.defaultDelaySeconds, crossfadeSeconds: slideshowConstants.defaultCrossfadeSeconds });
    expect(slideshowTiming({ delay: 2, crossfade: 1 })).toEqual({ delaySeconds: 2, crossfadeSeconds: 1 });
  });

  it('moves to the next slide every delay seconds until stopped', () => {
    const tick = vi.fn();
    const stop = startSlideshowLoop({ count: 3, delaySeconds: 4, crossfadeSeconds: 0.5, tick });
    vi.advanceTimersByTime(3999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(8000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(40_000);
    expect(tick).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a delay shorter than the crossfade logs an error; the slideshow still plays, its fade cut to the delay', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tick = vi.fn();
    startSlideshowLoop({ count: 3, delaySeconds: 0.2, crossfadeSeconds: 0.5, tick, id: 'w1' });
    expect(error).toHaveBeenCalledWith(widgetMessages.slideshowDelayShorterThanCrossfade, 'w1', { delay: 0.2, crossfade: 0.5 });
    vi.advanceTimersByTime(200);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(fadeSeconds({ delaySeconds: 0.2, crossfadeSeconds: 0.5 })).toBe(0.2);
    expect(fadeSeconds({ delaySeconds: 4, crossfadeSeconds: 0.5 })).toBe(0.5);
  });

  it('a single picture sets no timer', () => {
    startSlideshowLoop({ count: 1, delaySeconds: 4, crossfadeSeconds: 0.5, tick: vi.fn() });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('slideshow state (widgets-and-authoring.md §4, §8)', () => {
  afterEach(() => vi.restoreAllMocks());
  const slides = slidesOf(pictures);

  it('advancing wraps round and fetches the picture after the next one ahead', () => {
    let state = initialSlideshowState();
    state = slideshowReducer(state, { type: 'advance', slides });
    expect(state).toMatchObject({ uuid: 'b', index: 1, playing: true });
    expect([...state.warm].sort()).toEqual(['b', 'c']);
    state = slideshowReducer(slideshowReducer(state, { type: 'advance', slides }), { type: 'advance', slides });
    expect(currentSlideIndex(state, slides)).toBe(0);
  });

  it('selecting a slide stops the loop', () => {
    const state = slideshowReducer(initialSlideshowState(), { type: 'select', uuid: 'c', slides });
    expect(state).toMatchObject({ uuid: 'c', index: 2, playing: false });
  });

  it('removing a picture keeps the slide shown, or shows the one after a removed current slide', () => {
    const onB: SlideshowState = { ...initialSlideshowState(), uuid: 'b', index: 1 };
    // A picture before it removed: still b, now first.
    expect(currentSlideIndex(onB, slides.filter((s) => s.uuid !== 'a'))).toBe(0);
    // b itself removed: c took its place.
    const withoutB = slides.filter((s) => s.uuid !== 'b');
    expect(withoutB[currentSlideIndex(onB, withoutB)]?.uuid).toBe('c');
    // …and the next slide follows from there.
    expect(slideshowReducer(onB, { type: 'advance', slides: withoutB }).uuid).toBe('a');
    // The last slide removed while shown: the first one, the next in the loop.
    const onC: SlideshowState = { ...initialSlideshowState(), uuid: 'c', index: 2 };
    expect(currentSlideIndex(onC, slides.slice(0, 2))).toBe(0);
  });

  it('a uuid that is not found warns and changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(findSlide(slides, 'zz')).toBe(-1);
    expect(warn).toHaveBeenCalledWith(widgetMessages.slideshowSlideNotFound('zz'));
    expect(findSlide(slides, 'b')).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    const state = initialSlideshowState();
    expect(slideshowReducer(state, { type: 'select', uuid: 'zz', slides })).toBe(state);
  });

  it('pictures without an address are left out; num orders the rest', () => {
    expect(slidesOf([{ uuid: 'x', num: 2, url: '/x' }, { uuid: 'y' }, { uuid: 'z', num: 1, poorUrl: '/z' }]).map((s) => s.uuid)).toEqual(['z', 'x']);
  });
});

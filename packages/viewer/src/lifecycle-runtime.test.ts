import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontConstants, loadingConstants, mediaWidgetConstants, type HttpClient } from '@folio/model';
import { createViewerActions } from './actions';
import { createTimers, startLifecycle } from './lifecycle-runtime';
import { createStore } from './store';
import { sampleBoot, sampleMag } from './test-boot';
import { initialViewerState, type ViewerState } from './viewer-state';

// The lifecycle's window wiring, with a minimal fake window: what it measures and when.
function fakeWindow(width: number, height = 900) {
  const listeners = new Map<string, () => void>();
  const setProperty = vi.fn();
  vi.stubGlobal('window', {
    innerWidth: width,
    innerHeight: height,
    addEventListener: (type: string, handler: () => void) => listeners.set(type, handler),
    removeEventListener: (type: string) => listeners.delete(type),
  });
  const documentListeners = new Map<string, (event: unknown) => void>();
  const fakeDocument = {
    hidden: false,
    documentElement: { style: { setProperty } },
    addEventListener: (type: string, handler: (event: unknown) => void) => documentListeners.set(type, handler),
    removeEventListener: (type: string) => documentListeners.delete(type),
  };
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.stubGlobal('navigator', { userAgent: 'test', maxTouchPoints: 0 });
  vi.stubGlobal('screen', { width: 1920, height: 1080 });
  return {
    fire: (type: string) => listeners.get(type)?.(),
    fireDocument: (type: string, event: unknown = {}) => documentListeners.get(type)?.(event),
    document: fakeDocument,
    setProperty,
  };
}

function setup(state: Partial<ViewerState> = {}) {
  const store = createStore({ ...initialViewerState(sampleBoot()), ...state });
  const http = { get: vi.fn().mockResolvedValue([]), post: vi.fn().mockResolvedValue('') } as unknown as HttpClient;
  const controller = createViewerActions(store, { http });
  const stop = startLifecycle(store, controller);
  return { store, controller, stop };
}

describe('lifecycle runtime (viewer-and-project.md §3, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('§3 viewport selection: a page change re-measures, so the new page’s viewport_tablet_portrait flag decides', () => {
    fakeWindow(800);
    const mag = sampleMag();
    mag.pages[1] = { ...mag.pages[1]!, viewport_tablet_portrait: { enabled: true } };
    const { store, controller, stop } = setup({ mag });
    expect(store.getState().viewport).toBe('default');
    controller.goToPage(1, 'arrow');
    expect(store.getState().viewport).toBe('tablet_portrait');
    controller.goToPage(2, 'arrow');
    expect(store.getState().viewport).toBe('default');
    stop();
  });

  it('§3, §4: a newly loaded mag (after the project password) is measured for its first page', () => {
    fakeWindow(800);
    const { store, stop } = setup({ screen: { kind: 'password' }, mag: null });
    const mag = sampleMag();
    mag.pages[0] = { ...mag.pages[0]!, viewport_tablet_portrait: { enabled: true } };
    store.setState({ mag, screen: { kind: 'mag' } });
    expect(store.getState().viewport).toBe('tablet_portrait');
    stop();
  });

  it('§4 resize follow-ups at 300 and 1500 ms: each resize cancels the follow-ups and presentation checks of the last', () => {
    const { fire, setProperty } = fakeWindow(1200);
    const { stop } = setup();
    fire('resize');
    const pendingAfterOne = vi.getTimerCount();
    fire('resize');
    fire('resize');
    expect(vi.getTimerCount()).toBe(pendingAfterOne);
    setProperty.mockClear();
    vi.advanceTimersByTime(299);
    expect(setProperty).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setProperty).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1200);
    expect(setProperty).toHaveBeenCalledTimes(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('§4, §7 a failed fetch of the current page skips it: the menu button stops its preloading state', async () => {
    fakeWindow(1200);
    const store = createStore({ ...initialViewerState(sampleBoot()), pages: {}, readyPages: {} });
    const http = { get: vi.fn().mockRejectedValue(new Error('offline')) } as unknown as HttpClient;
    const stop = startLifecycle(store, createViewerActions(store, { http }));
    await vi.advanceTimersByTimeAsync(17);
    expect(http.get).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().pageLoading).toBe(false);
    stop();
  });

  it('§4 a page is loaded once its texts\' fonts are: the menu button preloads until then, then the page says data-loaded', async () => {
    const win = fakeWindow(1200);
    let finish!: () => void;
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (finish = () => resolve([]))));
    Object.assign(win.document, { fonts: { load } });
    const { store, stop } = setup();
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs);
    expect(load).toHaveBeenCalledWith('normal 400 16px "Roboto"', 'Helo');
    expect(store.getState().pageLoading).toBe(true);
    expect(store.getState().loadedPages).toEqual({});
    finish();
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs);
    expect(store.getState().loadedPages).toEqual({ page1: true });
    expect(store.getState().pageLoading).toBe(false);
    stop();
  });

  it('§4, §9 the fast font check gives up after 3.5 s: the page counts as loaded without its fonts', async () => {
    const win = fakeWindow(1200);
    Object.assign(win.document, { fonts: { load: () => new Promise(() => undefined) } });
    const { store, stop } = setup();
    // The wait starts with the first pack (17 ms), so it gives up 3.5 s after that.
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs + fontConstants.fastCheckTimeoutMs - 1);
    expect(store.getState().pageLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1 + loadingConstants.packIntervalMs);
    expect(store.getState().pageLoading).toBe(false);
    expect(store.getState().loadedPages.page1).toBe(true);
    stop();
  });

  it('§4 a hidden tab stops the media of the current and next page after 700 ms; showing it again restarts them', () => {
    const win = fakeWindow(1200);
    const { store, stop } = setup();
    const [first, second] = store.getState().mag!.pages;
    win.document.hidden = true;
    win.fireDocument('visibilitychange');
    vi.advanceTimersByTime(loadingConstants.visibilityStopDelayMs - 1);
    expect(store.getState().mediaStopped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(store.getState().mediaStopped).toEqual([first!._id, second!._id]);
    win.document.hidden = false;
    win.fireDocument('visibilitychange');
    expect(store.getState().mediaStopped).toEqual([]);
    stop();
  });

  it('§5 the menu button waits while a video background is wanted but not playing yet', () => {
    const win = fakeWindow(1200);
    const { store, stop } = setup();
    const event = (widgetId: string, started: boolean) => ({ detail: { widgetId, started } });
    win.fireDocument(mediaWidgetConstants.videoBackgroundEvent, event('a', false));
    win.fireDocument(mediaWidgetConstants.videoBackgroundEvent, event('b', false));
    expect(store.getState().waitingVideoBackground).toBe(true);
    win.fireDocument(mediaWidgetConstants.videoBackgroundEvent, event('a', true));
    expect(store.getState().waitingVideoBackground).toBe(true);
    win.fireDocument(mediaWidgetConstants.videoBackgroundEvent, event('b', true));
    expect(store.getState().waitingVideoBackground).toBe(false);
    stop();
  });

  it('timers leave their set when they run or are cleared', () => {
    const timers = createTimers();
    const a = timers.after(100, () => {});
    timers.after(50, () => {});
    expect(timers.pendingCount()).toBe(2);
    timers.clear(a);
    expect(timers.pendingCount()).toBe(1);
    vi.advanceTimersByTime(50);
    expect(timers.pendingCount()).toBe(0);
  });
});

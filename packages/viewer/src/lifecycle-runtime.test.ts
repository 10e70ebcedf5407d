import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontConstants, loadingConstants, mediaWidgetConstants, packRetryConstants, type HttpClient, type Widget } from '@folio/model';
import { createViewerActions } from './actions';
import { createTimers, startLifecycle } from './lifecycle-runtime';
import { createStore } from './store';
import { helloWidget, sampleBoot, sampleMag } from './test-boot';
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
    querySelectorAll: (): unknown[] => [],
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

  it('§4, §7, §9 a pack that keeps failing is asked again every 50 ms, 3 times, then its page is skipped: the menu button stops its preloading state', async () => {
    fakeWindow(1200);
    const store = createStore({ ...initialViewerState(sampleBoot()), pages: {}, readyPages: {} });
    const http = { get: vi.fn().mockRejectedValue(new Error('offline')) } as unknown as HttpClient;
    const stop = startLifecycle(store, createViewerActions(store, { http }));
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs);
    expect(http.get).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= packRetryConstants.maxRetries; retry++) {
      await vi.advanceTimersByTimeAsync(loadingConstants.packRetryMs - 1);
      expect(http.get).toHaveBeenCalledTimes(retry);
      expect(store.getState().pageLoading).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(http.get).toHaveBeenCalledTimes(retry + 1);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(http.get).toHaveBeenCalledTimes(1 + packRetryConstants.maxRetries);
    expect(store.getState().pageLoading).toBe(false);
    stop();
  });

  it('§9 a failed pack is retried after 50 ms and its pages arrive', async () => {
    fakeWindow(1200);
    const boot = sampleBoot();
    const store = createStore<ViewerState>({ ...initialViewerState(boot), pages: {}, readyPages: {} });
    const page1 = boot.pages.page1!;
    const get = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([page1]);
    const stop = startLifecycle(store, createViewerActions(store, { http: { get } as unknown as HttpClient }));
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs + loadingConstants.packRetryMs - 1);
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.getState().pages.page1).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]![1]).toEqual(get.mock.calls[0]![1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().pages.page1).toBe(page1);
    stop();
  });

  it('§4 widget lifecycle: a page is loaded once the pictures its widgets show at once are, or failed; lazy ones are not waited for', async () => {
    const win = fakeWindow(1200);
    const image = (loading?: string) => {
      const listeners = new Map<string, () => void>();
      return {
        tagName: 'IMG',
        complete: false,
        getAttribute: (name: string) => (name === 'loading' ? (loading ?? null) : null),
        querySelectorAll: () => [],
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        fire: (type: 'load' | 'error') => listeners.get(type)?.(),
      };
    };
    const [first, second, lazy] = [image('eager'), image(), image('lazy')];
    const pictureBox = (img: ReturnType<typeof image>) => ({ tagName: 'DIV', getAttribute: () => null, querySelectorAll: (selector: string) => (selector === 'img' ? [img] : []) });
    const drawn: Record<string, unknown[]> = {
      '[data-page-id="page1"] [data-widget-id="p1"]': [pictureBox(first)],
      '[data-page-id="page1"] [data-widget-id="p2"]': [pictureBox(second)],
      '[data-page-id="page1"] [data-widget-id="p3"]': [pictureBox(lazy)],
    };
    Object.assign(win.document, { querySelectorAll: (selector: string) => drawn[selector] ?? [] });
    const picture = (id: string) => ({ _id: id, pid: 'page1', type: 'picture', picture: { url: `/${id}.png` }, x: 0, y: 0, w: 10, h: 10 }) as unknown as Widget;
    const boot = sampleBoot();
    const pages = { page1: { ...boot.pages.page1!, wids: [helloWidget, picture('p1'), picture('p2'), picture('p3')] } };
    const { store, stop } = setup({ pages });
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs * 3);
    expect(store.getState().loadedWidgets.page1).toEqual({ w1: true, p3: true });
    expect(store.getState().loadedPages).toEqual({});
    expect(store.getState().pageLoading).toBe(true);
    first.fire('load');
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs);
    expect(store.getState().loadedWidgets.page1).toEqual({ w1: true, p1: true, p3: true });
    expect(store.getState().pageLoading).toBe(true);
    // An image load error still marks the widget loaded.
    second.fire('error');
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs);
    expect(store.getState().loadedPages).toEqual({ page1: true });
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
    // The wait starts with the first pack (17 ms), so it gives up 3.5 s after that (the widget's pictures are read in
    // the task after: 1 ms on the fake clock).
    await vi.advanceTimersByTimeAsync(loadingConstants.packIntervalMs + fontConstants.fastCheckTimeoutMs - 1);
    expect(store.getState().pageLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(2 + loadingConstants.packIntervalMs);
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

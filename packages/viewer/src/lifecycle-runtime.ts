import { deviceClass, fontConstants, loadingConstants, mediaWidgetConstants, packRetryConstants, pageFontUses, selectViewport, type Widget } from '@folio/model';
import { onDemandTypesOf, preloadKinds } from '@folio/widgets/on-demand';
import { applyViewport, type ViewerController } from './actions';
import { startAnimations } from './animations';
import { whenIdle } from './when-idle';
import { typographyOf } from './font-readiness';
import { orientationOf, turnsOrientation } from './kept-video';
import { startKeptVideo } from './kept-video-runtime';
import { loadOrder, shownWindow } from './lifecycle';
import { pageScale } from './page-scale';
import type { Store } from './store';
import type { LoadedPage } from './types';
import type { ViewerState } from './viewer-state';
import { viewerOptions } from './view-opts';
import { fontsReady, widgetPicturesLoaded } from './widget-loading';

// The page lifecycle's DOM wiring (viewer-and-project.md §4): measuring the window, picking the viewport,
// loading widgets in packs, pausing while touching or sliding, the hidden-tab media stop, presentation mode.
// Client only; the rules it applies are the pure functions of lifecycle.ts and page-geometry.ts.

const isPreviewViewportLocked = (state: ViewerState, controller: ViewerController) => state.env === 'preview' && controller.viewportChosen();

/** Reads the window and applies viewport, device class, orientation and scale (also as --folio-scale). */
export function measure(store: Store<ViewerState>, controller: ViewerController) {
  const state = store.getState();
  const width = window.innerWidth;
  const height = window.innerHeight;
  const page = state.mag?.pages[state.pageIndex];
  const touch = matchMedia('(pointer: coarse)').matches;
  const isIPad = /iPad/.test(navigator.userAgent) || (navigator.maxTouchPoints > 1 && /Macintosh/.test(navigator.userAgent));
  if (!isPreviewViewportLocked(state, controller)) {
    // viewer-and-project.md §3: tablet portrait only when the page enables it.
    applyViewport(
      store,
      selectViewport(width, {
        tabletPortraitEnabled: !!page?.viewport_tablet_portrait?.enabled,
        phonePortraitEnabled: page?.viewport_phone_portrait?.enabled ?? true,
      }),
    );
  }
  const opts = viewerOptions(store.getState().mag);
  const viewport = store.getState().viewport;
  const scale = pageScale({ windowWidth: width, viewport, scalewidth: opts.scalewidth, scalableviewer: opts.scalableviewer, preview: state.env === 'preview' });
  document.documentElement.style.setProperty('--folio-scale', String(scale));
  store.setState({
    windowWidth: width,
    windowHeight: height,
    orientation: orientationOf(width, height),
    deviceClass: deviceClass({ width: Math.min(screen.width, screen.height) || width, isIPad, touch }),
    scale,
  });
}

/** viewer-and-project.md §4: presentation mode on desktop when the window fills the screen; never in preview. */
function fillsScreen(): boolean {
  return window.innerWidth >= screen.width && window.innerHeight >= screen.height;
}

type Timer = ReturnType<typeof setTimeout>;

/** Timeouts kept in a set until they run or are cleared, so stopping the lifecycle clears what is pending. */
export function createTimers() {
  const pending = new Set<Timer>();
  return {
    after(ms: number, run: () => void): Timer {
      const timer = setTimeout(() => {
        pending.delete(timer);
        run();
      }, ms);
      pending.add(timer);
      return timer;
    },
    clear(timer: Timer | undefined) {
      if (timer === undefined) return;
      clearTimeout(timer);
      pending.delete(timer);
    },
    clearAll() {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    },
    pendingCount: () => pending.size,
  };
}

export function startLifecycle(store: Store<ViewerState>, controller: ViewerController): () => void {
  const get = store.getState;
  const cleanups: (() => void)[] = [];
  const { after, clear, clearAll } = createTimers();
  const listen = <K extends keyof WindowEventMap>(target: Window | Document, type: K | string, handler: (event: Event) => void, options?: AddEventListenerOptions) => {
    target.addEventListener(type, handler, options);
    cleanups.push(() => target.removeEventListener(type, handler, options));
  };

  // --- presentation mode: checked 5 times, every 500 ms (viewer-and-project.md §4); a new round replaces the last
  let presentationChecks: Timer[] = [];
  const checkPresentation = () => {
    presentationChecks.forEach(clear);
    presentationChecks = Array.from({ length: loadingConstants.presentationCheckCount }, (_, i) =>
      after(i * loadingConstants.presentationCheckIntervalMs, () => {
        const state = get();
        store.setState({ presentation: state.env !== 'preview' && state.deviceClass === 'desktop' && fillsScreen() });
      }),
    );
  };

  // --- window size: now, and the follow-ups at 300 and 1500 ms (viewer-and-project.md §4). Each resize
  // cancels the follow-ups of the one before, so a drag of the window schedules one set, not hundreds. An
  // orientation change (the event, or a window that turned) keeps a video playing in view there, after each of them.
  const keptVideo = startKeptVideo(store);
  cleanups.push(keptVideo.stop);
  let followUps: Timer[] = [];
  const onResize = (orientationChange: boolean) => {
    followUps.forEach(clear);
    if (orientationChange || turnsOrientation(get().orientation, window.innerWidth, window.innerHeight)) keptVideo.turned();
    measure(store, controller);
    keptVideo.keep(false);
    const delays = loadingConstants.resizeFollowUpsMs;
    followUps = delays.map((ms, i) =>
      after(ms, () => {
        measure(store, controller);
        keptVideo.keep(i === delays.length - 1);
      }),
    );
    checkPresentation();
  };
  measure(store, controller);
  checkPresentation();
  listen(window, 'resize', () => onResize(false));
  listen(window, 'orientationchange', () => onResize(true));

  // --- loading in packs (viewer-and-project.md §4, §9): nearest page first, one pack every 17 ms, paused
  // while touching or sliding, resumed 400 ms after the touch ends.
  const pauses = new Set<string>();
  const inflight = new Set<string>();
  const failed = new Set<string>();
  let tick: Timer | null = null;
  const kick = () => {
    if (tick === null) tick = setTimeout(runPack, loadingConstants.packIntervalMs);
  };
  function runPack() {
    tick = null;
    const state = get();
    if (state.screen.kind !== 'mag' || !state.mag) return;
    const pages = state.mag.pages;
    const shown = shownWindow(state);
    const order = loadOrder(shown, state.pageIndex);
    const missing = order
      .map((i) => pages[i]!._id)
      .filter((id) => !state.pages[id] && !inflight.has(id) && !failed.has(id));
    if (missing.length) fetchPages(missing);
    const current = pages[state.pageIndex]?._id;
    // Pages that left the window are hidden: their widgets go.
    const readyPages: Record<string, true> = {};
    for (const i of order) if (state.readyPages[pages[i]!._id]) readyPages[pages[i]!._id] = true;
    let more = false;
    if (!pauses.size && !state.transitioning) {
      const next = order.map((i) => pages[i]!._id).find((id) => state.pages[id] && !readyPages[id]);
      if (next) readyPages[next] = true;
      more = order.some((i) => state.pages[pages[i]!._id] && !readyPages[pages[i]!._id]);
    } else more = true;
    const sameReady = Object.keys(readyPages).length === Object.keys(state.readyPages).length && Object.keys(readyPages).every((id) => state.readyPages[id]);
    for (const id of Object.keys(readyPages)) waitForWidgets(id);
    store.setState({
      readyPages: sameReady ? state.readyPages : readyPages,
      // A current page whose fetch failed is skipped (§4), not loading forever: the menu button stops spinning.
      pageLoading: !!current && !failed.has(current) && !(state.pages[current] && readyPages[current] && get().loadedPages[current]),
    });
    if (more) kick();
  }
  // --- a drawn page is loaded once each of its widgets is (viewer-and-project.md §4 "Widget lifecycle"): its kind's
  // chunk (on-demand kinds), its texts' fonts (or the fast check gave up, §9), then the pictures it shows at once.
  // Failures count as loaded. A page whose data changes (its password was given) waits again for what it draws now.
  const loadWaits = new Map<string, LoadedPage | undefined>();
  let stopped = false;
  const drawnWidgets = (pageId: string, widgetId: string) => Array.from(document.querySelectorAll(`[data-page-id="${pageId}"] [data-widget-id="${widgetId}"]`));
  const newImage = (url: string) => Object.assign(new Image(), { src: url });
  function waitForWidgets(id: string) {
    const { mag, pages, viewport } = get();
    const page = pages[id];
    if (loadWaits.has(id) && loadWaits.get(id) === page) return;
    loadWaits.set(id, page);
    const current = () => !stopped && loadWaits.get(id) === page;
    const typography = typographyOf(mag);
    const widgets: Widget[] = [...(page?.wids ?? []).filter((widget) => widget.is_global !== true), ...(mag?.global_wids ?? [])];
    const widgetLoaded = (widget: Widget) =>
      Promise.all([preloadKinds(onDemandTypesOf([{ wids: [widget] }])), fontsReady(pageFontUses([widget], typography, viewport, id), document.fonts, fontConstants.fastCheckTimeoutMs)])
        // What a kind draws is there once React has drawn it: the task after the kind and fonts are in.
        .then(() => new Promise<void>((resolve) => after(0, resolve)))
        .then(() => Promise.all(drawnWidgets(id, widget._id).map((element) => widgetPicturesLoaded(element, newImage))))
        .then(() => {
          if (!current()) return;
          const loaded = get().loadedWidgets;
          store.setState({ loadedWidgets: { ...loaded, [id]: { ...loaded[id], [widget._id]: true } } });
        });
    if (get().loadedPages[id]) {
      const { [id]: _dropped, ...others } = get().loadedPages;
      store.setState({ loadedPages: others, loadedWidgets: { ...get().loadedWidgets, [id]: {} } });
    }
    void Promise.all(widgets.map(widgetLoaded)).then(() => {
      if (!current()) return;
      store.setState({ loadedPages: { ...get().loadedPages, [id]: true } });
      kick();
    });
  }
  // --- a pack that fails is asked again 50 ms later (viewer-and-project.md §9), packRetryConstants.maxRetries times;
  // then its pages are skipped (§7 "Failure returns nothing"), until other pages arrive.
  const attempts = new Map<string, number>();
  function fetchPages(ids: string[]) {
    ids.forEach((id) => inflight.add(id));
    const epoch = controller.loadEpoch();
    let retry: string[] = [];
    controller
      .fetchPages(ids)
      .then((loaded) => {
        // A password was given meanwhile: the reply is stale (dropped by fetchPages); ask again, nothing failed.
        if (epoch !== controller.loadEpoch()) return;
        const got = new Set(loaded.map((page) => page._id));
        for (const id of ids) {
          const tries = got.has(id) ? 0 : (attempts.get(id) ?? 0) + 1;
          attempts.set(id, tries);
          if (tries > packRetryConstants.maxRetries) failed.add(id);
          else if (tries) retry.push(id);
        }
        // Issue 14: the next pages' widget kinds once the first page has loaded and the browser is idle; a page drawn
        // sooner loads its kinds as it draws them (on-demand-view.tsx).
        whenIdle(() => void preloadKinds(onDemandTypesOf(loaded)));
        controller.receivePages(loaded);
      })
      .finally(() => {
        const asked = new Set(retry);
        ids.forEach((id) => asked.has(id) || inflight.delete(id));
        kick();
        if (!retry.length) return;
        // Kept in flight until then, so no pack asks for them sooner.
        after(loadingConstants.packRetryMs, () => {
          retry.forEach((id) => inflight.delete(id));
          retry = [];
          if (tick !== null) clearTimeout(tick);
          runPack();
        });
      });
  }
  let last = get();
  cleanups.push(
    store.subscribe(() => {
      const state = get();
      const before = last;
      last = state;
      if (state.pages !== before.pages) failed.clear();
      if (state.pageIndex !== before.pageIndex || state.scrollTop !== before.scrollTop || state.pages !== before.pages || state.viewport !== before.viewport || state.transitioning !== before.transitioning || state.readyPages !== before.readyPages || state.mag !== before.mag || state.screen !== before.screen) kick();
      // viewer-and-project.md §3: the page's viewport_* flags decide tablet / phone, so a new page or a new
      // mag (after the project password too) re-selects the viewport and the scale.
      if (state.mag !== before.mag || state.pageIndex !== before.pageIndex) measure(store, controller);
    }),
  );
  kick();

  let touchResume: Timer | undefined;
  listen(window, 'touchstart', () => {
    clear(touchResume);
    pauses.add('touch');
  }, { passive: true });
  const touchEnd = () => {
    clear(touchResume);
    touchResume = after(loadingConstants.touchResumeDelayMs, () => {
      pauses.delete('touch');
      kick();
    });
  };
  listen(window, 'touchend', touchEnd, { passive: true });
  listen(window, 'touchcancel', touchEnd, { passive: true });

  // --- the menu button's waiting state: a video background wanted but not playing yet (viewer-and-project.md §5)
  const waitingBackgrounds = new Set<string>();
  listen(document, mediaWidgetConstants.videoBackgroundEvent, (event) => {
    const { widgetId, started } = (event as CustomEvent<{ widgetId: string; started: boolean }>).detail;
    if (started) waitingBackgrounds.delete(widgetId);
    else waitingBackgrounds.add(widgetId);
    if (get().waitingVideoBackground !== waitingBackgrounds.size > 0) store.setState({ waitingVideoBackground: waitingBackgrounds.size > 0 });
  });

  // --- hidden tab: stop media after 700 ms, restart on return (viewer-and-project.md §4)
  let visibilityTimer: Timer | undefined;
  const mediaPages = () => {
    const { mag, pageIndex } = get();
    return [mag?.pages[pageIndex]?._id, mag?.pages[pageIndex + 1]?._id].filter((id): id is string => !!id);
  };
  listen(document, 'visibilitychange', () => {
    clear(visibilityTimer);
    if (document.hidden) {
      visibilityTimer = after(loadingConstants.visibilityStopDelayMs, () => store.setState({ mediaStopped: mediaPages() }));
    } else if (get().mediaStopped.length) {
      store.setState({ mediaStopped: [] });
    }
  });

  // --- widget animations (widgets-and-authoring.md §4): the engine, a lazy chunk, loads once a page has some
  cleanups.push(startAnimations(store));

  return () => {
    stopped = true;
    cleanups.forEach((cleanup) => cleanup());
    clearAll();
    if (tick !== null) clearTimeout(tick);
  };
}

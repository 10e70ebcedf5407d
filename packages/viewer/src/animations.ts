import { effectiveWidget, type Widget } from '@folio/model';
import type { PagesAnimations, PageRoot, ShownPage, animatePages } from '@folio/widgets/animation';
import type { Store } from './store';
import type { ViewerState } from './viewer-state';
import { whenIdle } from './when-idle';

// The viewer's side of widget animations (widgets-and-authoring.md §3–§5; docs/viewer.md "Animations"). It decides
// when the engine is needed and loads it, as its own lazy chunk; then it hands the engine the drawn pages (their
// elements and widgets), which page is current, and the window's scrolls and resizes; and it keeps playedWidgets
// as the engine reports the played list. Everything else — the rules, the played list's storage — is in the chunk,
// so a project without animations downloads none of it. Client only.

export interface AnimationDeps {
  loadEngine(): Promise<{ animatePages: typeof animatePages }>;
  /** A drawn page's elements (its section, and the fixed layer while it is the current page), or null. */
  findPage(pageId: string): PageRoot | null;
  /** Runs once React has drawn the last change (the next frame). */
  afterRender(run: () => void): void;
  /** Calls back on every scroll (of the window or of a page: capture) and resize; returns the unsubscribe. */
  listenView(onChange: () => void): () => void;
  /** Runs once the document has loaded and the browser is idle (when-idle.ts); returns the cancel function. */
  whenIdle(run: () => void): () => void;
}

export const browserAnimationDeps: AnimationDeps = {
  loadEngine: () => import('@folio/widgets/animation'),
  findPage(pageId) {
    const section = document.querySelector(`section.folio-page[data-page-id="${pageId}"]`);
    if (!section) return null;
    // The page's widgets above the pages or pinned to the window are in the fixed layer (page-view.tsx FixedLayer).
    const fixedLayer = () => document.querySelector(`.folio-fixed-layer[data-page-id="${pageId}"]`);
    return {
      get isConnected() {
        return section.isConnected;
      },
      querySelector: (selectors) => section.querySelector(selectors) ?? fixedLayer()?.querySelector(selectors) ?? null,
    };
  },
  afterRender: (run) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => run()) : setTimeout(run)),
  listenView(onChange) {
    const options = { capture: true, passive: true };
    window.addEventListener('scroll', onChange, options);
    window.addEventListener('resize', onChange);
    return () => {
      window.removeEventListener('scroll', onChange, options);
      window.removeEventListener('resize', onChange);
    };
  },
  whenIdle: (run) => whenIdle(run),
};

/** Whether a widget carries animation data. The engine applies the rules (§5: empty animations, excluded kinds). */
const hasAnimations = (widget: Widget) => !!widget.animation?.length;

/** The state fields that change what is drawn or which page is current (scrolls come as window events). */
const watchedFields = ['screen', 'mag', 'pages', 'readyPages', 'pageIndex', 'viewport', 'deviceClass', 'transitioning'] as const;

export function startAnimations(store: Store<ViewerState>, deps: AnimationDeps = browserAnimationDeps): () => void {
  let engine: PagesAnimations | null = null;
  let loading = false;
  let stopped = false;
  let scheduled = false;
  let unlistenView: (() => void) | null = null;
  let cancelIdle: (() => void) | null = null;

  const schedule = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    deps.afterRender(() => {
      scheduled = false;
      if (!stopped) sync();
    });
  };

  function load() {
    cancelIdle?.();
    cancelIdle = null;
    loading = true;
    deps.loadEngine().then(
      ({ animatePages }) => {
        if (stopped) return;
        engine = animatePages({
          // Preview plays the same way; only the viewer records play-once animations.
          recording: store.getState().env !== 'preview',
          onExpired: (widgetIds) => store.setState({ playedWidgets: widgetIds }),
        });
        unlistenView = deps.listenView(() => engine?.viewChanged());
        // After React has drawn the expired widgets away (onExpired), so the engine does not hold them.
        schedule();
      },
      (error: unknown) => console.error(error),
    );
  }

  function sync() {
    const state = store.getState();
    const mag = state.screen.kind === 'mag' ? state.mag : null;
    if (!engine) {
      // Loaded at once when the page shown has animations (its own or global ones); when only a fetched page
      // has them, once the first page has loaded and the browser is idle (issue 14) — in either case before a
      // visitor turns to that page, mostly, so that the played list (read by the engine) hides played widgets
      // before they show. Turning to it sooner loads it at once.
      if (loading || !mag) return;
      const currentPage = state.pages[mag.pages[state.pageIndex]?._id ?? ''];
      if (mag.global_wids?.some(hasAnimations) || currentPage?.wids?.some(hasAnimations)) load();
      else if (!cancelIdle && Object.values(state.pages).some((page) => page.wids?.some(hasAnimations))) {
        cancelIdle = deps.whenIdle(() => {
          if (!stopped && !loading) load();
        });
      }
      return;
    }
    // viewer-and-project.md §4: the new page starts after its transition; nothing changes while pages slide.
    if (state.transitioning) return;
    const shown: ShownPage[] = [];
    const globals = mag?.global_wids;
    for (const pageId of mag ? Object.keys(state.readyPages) : []) {
      const loaded = state.pages[pageId];
      if (!loaded?.wids || loaded.unauthorized) continue;
      // As the page view draws them: its own widgets and the global ones.
      const widgets = [...loaded.wids.filter((widget) => widget.is_global !== true), ...(globals ?? [])];
      if (!widgets.some(hasAnimations)) continue;
      shown.push({
        pageId,
        root: deps.findPage(pageId),
        widgets: widgets.map((widget) => effectiveWidget(widget, state.viewport, pageId)),
        // The stored lists themselves (not copies), so an unchanged page compares equal and keeps its engine.
        drawnAs: [loaded.wids, globals, state.viewport],
      });
    }
    engine.update(shown, mag?.pages[state.pageIndex]?._id, state.deviceClass !== 'desktop');
  }

  let last = store.getState();
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    const before = last;
    last = state;
    if (watchedFields.some((field) => state[field] !== before[field])) schedule();
  });
  schedule();

  return () => {
    stopped = true;
    cancelIdle?.();
    unsubscribe();
    unlistenView?.();
    engine?.dispose();
  };
}

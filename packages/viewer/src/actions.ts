import { chromeConstants, transitionDuration, viewerMessages, viewports, type HttpClient, type ViewportName } from '@folio/model';
import type { Store } from './store';
import type { LoadedPage, PageSummary, PublishedMag } from './types';
import type { EmbedSize, NavigationSource, ViewerActions, ViewerState } from './viewer-state';
import { pageHeight, pageOffsets } from './page-geometry';
import { verticalScrollable } from './lifecycle';
import { chromeVisibility } from './chrome/chrome-rules';

export interface ViewerDeps {
  http: HttpClient;
  /** The analytics sink (analytics.ts sendAnalytics); absent on the server. */
  analytics?: (event: string, data?: Record<string, unknown>) => void;
  /** After the project password: which page of the freshly loaded mag the address asks for (router.ts). */
  locatePage?: (mag: PublishedMag) => number;
  /** Reloads the document (a different project was loaded: viewer-and-project.md §4); location.reload by default. */
  reload?: () => void;
}

/** What the layouts register so actions can scroll without knowing the DOM. */
export interface Scroller {
  byScreen(direction: 1 | -1): void;
  /** Scrolls to a page's top plus an offset in page pixels (anchor links, back to top). */
  toPage(index: number, offset: number): void;
}

/** The actions plus what the viewer's own wiring (lifecycle, input, layouts) needs; chrome uses ViewerActions only. */
export interface ViewerController extends ViewerActions {
  /** Client only, once hydrated: the initial counter, arrow and bottom-arrow timers. */
  start(): void;
  dispose(): void;
  setScroller(scroller: Scroller | null): void;
  /** Anchor and back-to-top links: a page's top plus an offset in page pixels. */
  scrollToPage(index: number, offset: number): void;
  /** Vertical layout: the window scrolled (hides the bottom arrow). */
  scrolled(scrollTop: number): void;
  /** Preview: the author picked a viewport with the digit keys, so the width no longer picks it. */
  viewportChosen(): boolean;
  /** Pages fetched by the lifecycle (or after a password): merged into pages and the mag's summaries. */
  receivePages(pages: readonly LoadedPage[]): void;
  /**
   * GET /api/magpages/{numId}?pages=a,b (viewer-and-project.md §7); resolves [] on failure, and [] for a reply
   * that was in flight when a password changed what the pages may show (see loadEpoch).
   */
  fetchPages(ids: readonly string[]): Promise<LoadedPage[]>;
  /** Bumped when a password is given: page replies requested before it are stale (restricted) and dropped. */
  loadEpoch(): number;
}

// viewer-and-project.md §4: share size cycles responsive, big, small on click.
const embedSizes: readonly EmbedSize[] = ['responsive', 'big', 'small'];
export const nextEmbedSize = (size: EmbedSize): EmbedSize => embedSizes[(embedSizes.indexOf(size) + 1) % embedSizes.length]!;

/** viewer-and-project.md §5: the page counter only with more than one page and not in preview. */
export function counterAllowed(state: Pick<ViewerState, 'mag' | 'env'>): boolean {
  return state.env !== 'preview' && (state.mag?.pages.length ?? 0) >= chromeConstants.pageCounterMinPages;
}

/**
 * viewer-and-project.md §4: the bottom arrow shows in the vertical layout when the page can scroll, never in a
 * non-default preview viewport.
 */
export function bottomArrowAllowed(state: ViewerState): boolean {
  if (state.layout !== 'vertical' || !state.mag) return false;
  if (state.env === 'preview' && state.viewport !== 'default') return false;
  const { total } = pageOffsets(state.mag.pages.map((page) => pageHeight(page, state.viewport, state.pages[page._id]?.wids, state.pages[page._id]?.phone_layout)), state.scale);
  return verticalScrollable(total, state.scrollTop, state.windowHeight);
}

export function createViewerActions(store: Store<ViewerState>, deps: ViewerDeps): ViewerController {
  const get = store.getState;
  const set = store.setState;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const later = (name: string, ms: number, run: () => void) => {
    clearTimeout(timers.get(name));
    timers.set(name, setTimeout(() => {
      timers.delete(name);
      run();
    }, ms));
  };
  const cancel = (name: string) => {
    clearTimeout(timers.get(name));
    timers.delete(name);
  };
  // viewer-and-project.md §2: back navigation uses an internal history of visited pages.
  const visited: number[] = [];
  // viewer-and-project.md §2: the per-page password form shows once per protected page.
  const prompted = new Set<string>(get().pagePasswordFor ? [get().pagePasswordFor!] : []);
  let scroller: Scroller | null = null;
  let viewportChosen = false;
  let started = false;
  let epoch = 0;

  // viewer-and-project.md §4, §9: the counter appears after a page change and hides after 2800 ms
  // (4000 ms the first time); it stays hidden while the menu is open.
  function showCounter(initial: boolean) {
    const state = get();
    if (!counterAllowed(state) || state.menuOpen) return;
    set({ counterVisible: true });
    later('counter', initial ? chromeConstants.pageCounterInitialHideMs : chromeConstants.pageCounterHideMs, () => set({ counterVisible: false }));
  }

  // viewer-and-project.md §4: the bottom arrow appears after 1000 ms if the page can scroll and hides
  // 2000 ms after opening (or on scroll).
  function scheduleBottomArrow() {
    later('bottomArrow', chromeConstants.bottomArrowShowDelayMs, () => {
      if (!bottomArrowAllowed(get())) return;
      set({ bottomArrowVisible: true });
      later('bottomArrow', chromeConstants.bottomArrowLifetimeMs, () => set({ bottomArrowVisible: false }));
    });
  }

  // viewer-and-project.md §4: the view is counted once the project shows; §7: never for downloaded exports,
  // and the author's preview is not a visitor's view.
  function countView() {
    const { env, screen, mag } = get();
    if (env !== 'viewer' || screen.kind !== 'mag' || !mag) return;
    deps.http.post(`/api/countview/${mag.num_id}`).catch(() => {
      // Best effort: a lost count must not disturb the visitor.
    });
  }

  function passwordFormFor(page: PageSummary | undefined): string | null {
    if (!page?.unauthorized || prompted.has(page._id)) return null;
    prompted.add(page._id);
    return page._id;
  }

  function navigate(index: number, source: NavigationSource) {
    const state = get();
    const pages = state.mag?.pages ?? [];
    if (state.screen.kind !== 'mag' || index < 0 || index >= pages.length || index === state.pageIndex) return;
    // viewer-and-project.md §2: the internal history holds the pages the visitor went to; going back, the
    // browser's own history and scrolling past pages do not add to it.
    if (source !== 'back' && source !== 'history' && source !== 'scroll') visited.push(state.pageIndex);
    // viewer-and-project.md §4: neighbours slide (§9 times); a jump further away is not animated.
    const animated = state.layout === 'horizontal' && Math.abs(index - state.pageIndex) === 1;
    set({
      pageIndex: index,
      navSource: source,
      navSeq: state.navSeq + 1,
      transitioning: animated,
      // viewer-and-project.md §4: the share popup hides after a page change.
      share: null,
      pagePasswordFor: passwordFormFor(pages[index]),
    });
    if (animated) later('transition', transitionDuration(state.deviceClass, state.orientation), () => set({ transitioning: false }));
    else cancel('transition');
    if (started) showCounter(false);
  }

  async function fetchPages(ids: readonly string[]): Promise<LoadedPage[]> {
    if (!ids.length) return [];
    const asked = epoch;
    try {
      const pages = await deps.http.get<LoadedPage[]>(`/api/magpages/${get().numId ?? get().mag?.num_id}`, { pages: ids.join(',') });
      // Asked before a password was given: the reply holds the restricted pages and must not overwrite the open ones.
      return asked === epoch ? pages : [];
    } catch {
      // viewer-and-project.md §7: a failed page fetch returns nothing.
      return [];
    }
  }

  async function giveAccess(pass: string): Promise<boolean> {
    const numId = get().numId ?? get().mag?.num_id;
    if (numId == null) return false;
    try {
      await deps.http.post(`/api/readymag/${numId}/access`, { pass });
      return true;
    } catch {
      // A wrong password (403), too many attempts or a network failure: the form stays, the visitor may try again.
      return false;
    }
  }

  const controller: ViewerController = {
    goToPage: navigate,
    next(source) {
      navigate(get().pageIndex + 1, source);
    },
    prev(source) {
      navigate(get().pageIndex - 1, source);
    },
    back() {
      const index = visited.pop();
      if (index !== undefined) navigate(index, 'back');
    },
    toggleMenu(open) {
      const menuOpen = open ?? !get().menuOpen;
      // viewer-and-project.md §6: where the chrome hides the menu (the special author outside preview), the button,
      // the M key and the swipe open nothing.
      if (menuOpen && !chromeVisibility(get()).menu) return;
      set(menuOpen ? { menuOpen, counterVisible: false } : { menuOpen });
      if (menuOpen) cancel('counter');
    },
    openShare() {
      set({ share: { mode: 'mag', embed: null } });
    },
    closeShare() {
      set({ share: null });
    },
    setShareMode(mode) {
      set((state) => ({ share: { mode, embed: state.share?.embed ?? null } }));
    },
    openEmbed() {
      set((state) => ({ share: { mode: state.share?.mode ?? 'mag', embed: { size: 'responsive' } } }));
    },
    closeEmbed() {
      set((state) => (state.share ? { share: { ...state.share, embed: null } } : {}));
    },
    setEmbedSize(size) {
      set((state) => (state.share ? { share: { ...state.share, embed: { size } } } : {}));
    },
    async unlockProject(pass) {
      if (!(await giveAccess(pass))) return false;
      const numId = get().numId;
      let mag: PublishedMag & { forbidden?: boolean };
      try {
        mag = await deps.http.get(`/api/readymag/${numId}`);
      } catch {
        set({ screen: { kind: 'notFound' } });
        return true;
      }
      if (mag.forbidden) return false;
      // viewer-and-project.md §4: a loaded project whose num_id differs from the one already loaded reloads the page.
      if (numId != null && mag.num_id !== numId) {
        (deps.reload ?? (() => location.reload()))();
        return true;
      }
      if (mag.is_suspended) {
        set({ screen: { kind: 'suspended' } });
        return true;
      }
      const pageIndex = Math.max(0, Math.min(mag.pages.length - 1, deps.locatePage?.(mag) ?? 0));
      const first = mag.pages[pageIndex];
      const loaded = await fetchPages(first ? [first._id] : []);
      const pages: Record<string, LoadedPage> = {};
      for (const page of loaded) pages[page._id] = page;
      set({
        mag,
        numId: mag.num_id,
        screen: { kind: 'mag' },
        pageIndex,
        pages,
        layout: mag.opts?.viewertype === 'horizontal' ? 'horizontal' : 'vertical',
        readyPages: first ? { [first._id]: true } : {},
        navSource: 'start',
        navSeq: get().navSeq + 1,
        pagePasswordFor: passwordFormFor(first),
      });
      showCounter(true);
      countView();
      return true;
    },
    async unlockPage(pass) {
      const state = get();
      const id = state.pagePasswordFor ?? state.mag?.pages[state.pageIndex]?._id;
      if (!id || !(await giveAccess(pass))) return false;
      epoch += 1;
      // viewer-and-project.md §4: protected pages are refetched after a password is given.
      const loaded = await fetchPages([id]);
      const page = loaded.find((p) => p._id === id);
      // Nothing came back: the form stays (with a message) and the locked page is kept as it was.
      if (!page) throw new Error(viewerMessages.pageLoadFailed);
      if (page.unauthorized) return false;
      // The password opens every protected page, so the others are dropped and the lifecycle fetches them again
      // when near.
      set((current) => {
        const pages: Record<string, LoadedPage> = {};
        for (const [pid, kept] of Object.entries(current.pages)) if (!kept.unauthorized) pages[pid] = kept;
        return { pages };
      });
      controller.receivePages(loaded);
      set({ pagePasswordFor: null });
      return true;
    },
    setViewport(viewport: ViewportName) {
      if (!(viewport in viewports)) return;
      if (get().env === 'preview') viewportChosen = true;
      applyViewport(store, viewport);
    },
    track(event, data) {
      deps.analytics?.(event, data);
    },
    scrollByScreen(direction) {
      scroller?.byScreen(direction);
    },
    start() {
      if (started) return;
      started = true;
      // Hydration is done: widget expiry is judged with the visitor's clock from now on (it was the server's).
      set({ now: Date.now() });
      countView();
      showCounter(true);
      // viewer-and-project.md §4, §9: arrows appear 1000 ms after render.
      later('arrows', chromeConstants.arrowShowDelayMs, () => set({ arrowsVisible: true }));
      scheduleBottomArrow();
    },
    dispose() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      started = false;
    },
    setScroller(next) {
      scroller = next;
    },
    scrollToPage(index, offset) {
      // The page becomes current as a link's would (the vertical layout holds it: layouts/vertical.tsx), then the
      // layout scrolls to the offset.
      navigate(index, 'link');
      scroller?.toPage(index, offset);
    },
    scrolled(scrollTop) {
      if (get().bottomArrowVisible) cancel('bottomArrow');
      set({ scrollTop, bottomArrowVisible: false });
    },
    viewportChosen: () => viewportChosen,
    receivePages(loaded) {
      if (!loaded.length) return;
      set((state) => {
        const pages = { ...state.pages };
        const byId = new Map(loaded.map((page) => [page._id, page]));
        for (const page of loaded) pages[page._id] = page;
        const mag = state.mag && {
          ...state.mag,
          pages: state.mag.pages.map((summary) => {
            const page = byId.get(summary._id);
            if (!page) return summary;
            const { wids: _wids, ...fields } = page;
            return fields;
          }),
        };
        return { pages, mag };
      });
    },
    fetchPages,
    loadEpoch: () => epoch,
  };
  return controller;
}

/** Switches the viewport and rebuilds the widgets (viewer-and-project.md §4: viewport change rebuilds widgets). */
export function applyViewport(store: Store<ViewerState>, viewport: ViewportName) {
  const state = store.getState();
  if (state.viewport === viewport) return;
  const current = state.mag?.pages[state.pageIndex]?._id;
  store.setState({ viewport, readyPages: current ? { [current]: true } : {} });
}

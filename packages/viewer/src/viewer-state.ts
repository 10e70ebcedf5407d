import { createContext, useContext } from 'react';
import type { DeviceClass, ViewportName } from '@folio/model';
import type { BootData, CustomDomainMode, LoadedPage, PublishedMag, Screen, ViewerEnv } from './types';
import { createStore, useStore, type Store } from './store';

export type EmbedSize = 'responsive' | 'big' | 'small';
export type ShareMode = 'mag' | 'page';
export type NavigationSource = 'arrow' | 'key' | 'swipe' | 'menu' | 'link' | 'history' | 'scroll' | 'counter' | 'back';
export type Orientation = 'landscape' | 'portrait';

/**
 * The viewer's whole state. Session-only (never saved): what is open, which page is current, what is
 * loaded. Components read slices with useViewer(selector); they change it only through actions.
 */
export interface ViewerState {
  env: ViewerEnv;
  embed: boolean;
  screen: Screen;
  mag: PublishedMag | null;
  numId: number | null;
  publicUrl: string;
  /** Served on a custom domain (BootData.customDomain): addresses leave out what the domain stands for. */
  customDomain: CustomDomainMode;
  /** The custom domain's origin, or null on the app's host. */
  domainUrl: string | null;
  /** 0-based index of the current page in mag.pages. */
  pageIndex: number;
  /** Loaded pages with widgets, by page id. */
  pages: Record<string, LoadedPage>;
  viewport: ViewportName;
  deviceClass: DeviceClass;
  layout: 'horizontal' | 'vertical';
  /** A page change is animating (viewer-and-project.md §9 transition times). */
  transitioning: boolean;
  menuOpen: boolean;
  /** The share popup (null when closed) and its embed sub-panel (null when not shown). */
  share: null | { mode: ShareMode; embed: null | { size: EmbedSize } };
  counterVisible: boolean;
  arrowsVisible: boolean;
  bottomArrowVisible: boolean;
  presentation: boolean;
  /** The current page is still loading its widgets (the menu button's preloading state). */
  pageLoading: boolean;
  /** A video background has not started yet (the menu button's waiting state). */
  waitingVideoBackground: boolean;
  /** Id of the protected page whose password form is showing. */
  pagePasswordFor: string | null;
  /** How the current page was reached ('start' for the first page): layouts scroll unless it was 'scroll'. */
  navSource: NavigationSource | 'start';
  /** Bumped on every page change, so an effect can tell two visits of the same page apart. */
  navSeq: number;
  /** Pages whose widgets are drawn (loaded in packs, nearest first: viewer-and-project.md §4). */
  readyPages: Record<string, true>;
  /**
   * The loaded widgets of each drawn page (page id → widget ids; viewer-and-project.md §4 "Widget lifecycle"): the
   * widget's kind is loaded (on-demand kinds), its texts' fonts are ready (or the fast check gave up), and the pictures
   * it shows at once are in. A kind, a font or a picture that fails counts as loaded (docs/viewer.md "Loaded").
   */
  loadedWidgets: Record<string, Record<string, true>>;
  /**
   * Drawn pages whose widgets are all loaded (loadedWidgets). Such a page's section carries data-loaded, which
   * screenshots wait for; the current page's state is the menu button's preloading state (pageLoading).
   */
  loadedPages: Record<string, true>;
  /** Page scale to the window width (viewer-and-project.md §3); also the CSS variable --folio-scale. */
  scale: number;
  /** Window size in CSS pixels (0 on the server). */
  windowWidth: number;
  windowHeight: number;
  orientation: Orientation;
  /** Vertical layout: the window's scroll offset, for the pixel preload window (viewer-and-project.md §9). */
  scrollTop: number;
  /**
   * The clock widget expiry is judged against (viewer-and-project.md §4: expired widgets are not created
   * outside preview): the server's at render, so hydration draws what the server drew; the client's after.
   */
  now: number;
  /**
   * Pages whose media are stopped because the tab was hidden for 700 ms (viewer-and-project.md §4): their video,
   * background and iframe widgets unload and start again when the page leaves this list.
   */
  mediaStopped: readonly string[];
  /**
   * Widgets whose play-once animation has been played (widgets-and-authoring.md §4, `animationsPlayed`): treated
   * as expired, so not created outside preview.
   */
  playedWidgets: readonly string[];
}

/** Everything that changes the viewer. Implemented in actions.ts; chrome and screens call these. */
export interface ViewerActions {
  goToPage(index: number, source: NavigationSource): void;
  next(source: NavigationSource): void;
  prev(source: NavigationSource): void;
  back(): void;
  toggleMenu(open?: boolean): void;
  openShare(): void;
  closeShare(): void;
  setShareMode(mode: ShareMode): void;
  openEmbed(): void;
  closeEmbed(): void;
  setEmbedSize(size: EmbedSize): void;
  /** Project password prompt: resolves false on a wrong password. */
  unlockProject(pass: string): Promise<boolean>;
  /** Per-page password form: resolves false on a wrong password. */
  unlockPage(pass: string): Promise<boolean>;
  /** Preview only: digit keys switch the viewport. */
  setViewport(viewport: ViewportName): void;
  /** Sends an analytics event to the sink (analytics.ts). */
  track(event: string, data?: Record<string, unknown>): void;
  /** Scrolls about a screen down (1) or up (-1): the bottom arrow and the vertical arrow keys. */
  scrollByScreen(direction: 1 | -1): void;
}

export interface ViewerContextValue {
  store: Store<ViewerState>;
  actions: ViewerActions;
}

export const ViewerContext = createContext<ViewerContextValue | null>(null);

function useViewerContext(): ViewerContextValue {
  const context = useContext(ViewerContext);
  if (!context) throw new Error('Viewer components must be inside <ViewerContext.Provider>');
  return context;
}

export function useViewer<T>(selector: (state: ViewerState) => T): T {
  return useStore(useViewerContext().store, selector);
}

/** The store itself, for handlers that read the state when they run rather than rendering from it. */
export function useViewerStore(): Store<ViewerState> {
  return useViewerContext().store;
}

export function useViewerActions(): ViewerActions {
  return useViewerContext().actions;
}

/**
 * The pages whose widgets the server draws: the first page, and in the vertical layout the page after it when the
 * boot data holds it (below a page shorter than the window it shows at once: without it, its widgets would appear
 * at hydration — issue 14). The others follow in packs once the viewer runs.
 */
export function pagesDrawnAtStart(boot: BootData): Record<string, true> {
  const pages = boot.mag?.pages ?? [];
  const first = pages[boot.pageIndex];
  if (!first) return {};
  const next = boot.mag?.opts?.viewertype === 'horizontal' ? undefined : pages[boot.pageIndex + 1];
  return next && boot.pages[next._id] ? { [first._id]: true, [next._id]: true } : { [first._id]: true };
}

export function initialViewerState(boot: BootData): ViewerState {
  const viewertype = boot.mag?.opts?.viewertype;
  const firstPage = boot.mag?.pages[boot.pageIndex];
  return {
    env: boot.env,
    embed: boot.embed,
    screen: boot.screen,
    mag: boot.mag,
    numId: boot.numId,
    publicUrl: boot.publicUrl,
    customDomain: boot.customDomain,
    domainUrl: boot.domainUrl,
    pageIndex: boot.pageIndex,
    pages: boot.pages,
    viewport: boot.viewport,
    deviceClass: boot.deviceClass,
    layout: viewertype === 'horizontal' ? 'horizontal' : 'vertical',
    transitioning: false,
    menuOpen: false,
    share: null,
    counterVisible: false,
    arrowsVisible: false,
    bottomArrowVisible: false,
    presentation: false,
    pageLoading: false,
    waitingVideoBackground: false,
    // viewer-and-project.md §2: a protected first page shows its password form at once (server-drawn too).
    pagePasswordFor: firstPage?.unauthorized ? firstPage._id : null,
    navSource: 'start',
    navSeq: 0,
    readyPages: pagesDrawnAtStart(boot),
    loadedWidgets: {},
    loadedPages: {},
    scale: 1,
    windowWidth: 0,
    windowHeight: 0,
    orientation: 'landscape',
    scrollTop: 0,
    now: boot.now,
    mediaStopped: [],
    playedWidgets: [],
  };
}

export const createViewerStore = (boot: BootData) => createStore(initialViewerState(boot));

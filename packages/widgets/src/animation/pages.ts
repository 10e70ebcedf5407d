import { readPlayedList, recordPlayed, type PlayedListStorage, type Widget } from '@folio/model';
import { animatePage, type PageAnimations, type PageRoot } from './engine';
import { browserPlayedStorage } from './played-storage';

// The animations of every drawn page together: one engine per page, made when the page is drawn and dropped when it
// is not any more (or is drawn anew), told which page is current; and the played list (widgets-and-authoring.md §4,
// key animationsPlayed) — read once, written as play-once animations play.

/** A drawn page the viewer hands over. */
export interface ShownPage {
  pageId: string;
  /** The page's element, or null while it is not in the document. */
  root: PageRoot | null;
  /** Its widgets as drawn (for the current viewport). */
  widgets: readonly Widget[];
  /** What the widgets were drawn from (say, the stored list and the viewport): a change means they were drawn anew. */
  drawnAs: readonly unknown[];
}

export interface PagesAnimationsOptions {
  /** Whether play-once animations are recorded (the viewer); preview plays the same way and records nothing. */
  recording: boolean;
  /**
   * The widgets now treated as expired (§4: not created outside preview): at start, those of the stored list; later,
   * those played during this visit, once their page has left the document (a widget does not vanish while shown).
   */
  onExpired(widgetIds: readonly string[]): void;
  storage?: PlayedListStorage;
  /** The one-page engine (tests give a fake). */
  animatePage?: typeof animatePage;
}

export interface PagesAnimations {
  /** The drawn pages that have animations, the current page's id, and whether the screen is a touch screen. */
  update(pages: readonly ShownPage[], currentPageId: string | undefined, touch: boolean): void;
  /** The window scrolled or changed size. */
  viewChanged(): void;
  dispose(): void;
}

interface PageEntry {
  engine: PageAnimations;
  drawnAs: readonly unknown[];
  touch: boolean;
  /** Widgets of this page whose play-once animation played during this visit. */
  played: Set<string>;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

export function animatePages(options: PagesAnimationsOptions): PagesAnimations {
  const { recording, onExpired, storage = browserPlayedStorage, animatePage: animateOne = animatePage } = options;
  let played: string[] = recording ? readPlayedList(storage) : [];
  let expired: string[] = played;
  if (expired.length) onExpired(expired);
  const entries = new Map<string, PageEntry>();

  function drop(pageId: string) {
    const entry = entries.get(pageId);
    if (!entry) return;
    entry.engine.dispose();
    entries.delete(pageId);
    const newlyExpired = [...entry.played].filter((id) => !expired.includes(id));
    if (newlyExpired.length) {
      expired = [...expired, ...newlyExpired];
      onExpired(expired);
    }
  }

  function create(page: ShownPage & { root: PageRoot }, touch: boolean): PageEntry {
    const entry: PageEntry = { engine: null as unknown as PageAnimations, drawnAs: page.drawnAs, touch, played: new Set() };
    entry.engine = animateOne({
      root: page.root,
      widgets: page.widgets,
      touch,
      played: new Set(played),
      onPlayed(widgetId) {
        if (!recording) return;
        entry.played.add(widgetId);
        played = recordPlayed(storage, widgetId);
      },
    });
    return entry;
  }

  return {
    update(pages, currentPageId, touch) {
      const shown = new Map(pages.map((page) => [page.pageId, page]));
      for (const [pageId, entry] of entries) {
        const page = shown.get(pageId);
        if (!page?.root || !sameList(page.drawnAs, entry.drawnAs) || entry.touch !== touch || entry.engine.isStale()) drop(pageId);
      }
      for (const page of pages) {
        const { root } = page;
        if (!root) continue;
        let entry = entries.get(page.pageId);
        if (!entry) {
          entry = create({ ...page, root }, touch);
          entries.set(page.pageId, entry);
        }
        entry.engine.setCurrent(page.pageId === currentPageId);
      }
    },
    viewChanged: () => entries.forEach((entry) => entry.engine.viewChanged()),
    dispose() {
      entries.forEach((entry) => entry.engine.dispose());
      entries.clear();
    },
  };
}

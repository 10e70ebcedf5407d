import { useEffect, useState, type RefObject } from 'react';
import { menuThumbnailConstants } from '@folio/model';

// viewer-and-project.md §9: "Screenshot loading debounce 500 ms, unload 3000 ms". A thumbnail of the menu fetches its
// page's screenshot once it has stayed in view for the load debounce (a list swept past fetches nothing), and lets the
// picture go once it has been out of view for the unload time (a long project's menu does not hold every picture).

const { screenshotLoadDebounceMs, screenshotUnloadMs } = menuThumbnailConstants;

/** Keeps, by the visibility `observe` reports for each index, the set of thumbnails whose picture shows. */
export class ThumbnailLoading {
  private readonly shown = new Set<number>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly changed: (shown: ReadonlySet<number>) => void) {}

  /** Thumbnail `index` came into view (`true`) or left it. */
  seen(index: number, inView: boolean): void {
    clearTimeout(this.timers.get(index));
    this.timers.delete(index);
    if (inView === this.shown.has(index)) return;
    const delay = inView ? screenshotLoadDebounceMs : screenshotUnloadMs;
    this.timers.set(
      index,
      setTimeout(() => {
        this.timers.delete(index);
        if (inView) this.shown.add(index);
        else this.shown.delete(index);
        this.changed(new Set(this.shown));
      }, delay),
    );
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * The indexes of the list's items (each marked `data-thumbnail-index`) whose screenshot shows. Where the browser
 * cannot tell what is in view, every one shows.
 */
export function useShownThumbnails(list: RefObject<HTMLElement | null>, count: number): ReadonlySet<number> | 'all' {
  const [shown, setShown] = useState<ReadonlySet<number> | 'all'>(() => (typeof IntersectionObserver === 'undefined' ? 'all' : new Set()));
  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const loading = new ThumbnailLoading(setShown);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) loading.seen(Number((entry.target as HTMLElement).dataset.thumbnailIndex), entry.isIntersecting);
    });
    element.querySelectorAll('[data-thumbnail-index]').forEach((item) => observer.observe(item));
    return () => {
      observer.disconnect();
      loading.stop();
    };
  }, [list, count]);
  return shown;
}

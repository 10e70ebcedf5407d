import { useEffect, useRef } from 'react';
import { pageAtScroll, positionOf, shownWindow, stillHeld, type HeldPage } from '../lifecycle';
import { pageScrollShare } from '../page-geometry';
import { PageView } from '../page-view';
import { viewerOptions } from '../view-opts';
import { animateScroll, browserScrollWindow, type ScrollAnimation } from './scroll-animation';
import { useViewer } from '../viewer-state';
import type { ViewerController } from '../actions';

/**
 * viewer-and-project.md §1, §2, §4: continuous scroll, optionally with slide-in or sticky pages. The current
 * page follows the scroll; a page change from anywhere else (arrows, menu, links, history) scrolls to it and
 * holds it current until the visitor scrolls themselves (stillHeld).
 */
export function VerticalLayout({ controller }: { controller: ViewerController | null }) {
  const mag = useViewer((s) => s.mag);
  const pageIndex = useViewer((s) => s.pageIndex);
  const navSeq = useViewer((s) => s.navSeq);
  const navSource = useViewer((s) => s.navSource);
  const scale = useViewer((s) => s.scale);
  const from = useViewer((s) => shownWindow(s).from);
  const to = useViewer((s) => shownWindow(s).to);
  const container = useRef<HTMLDivElement>(null);
  const index = useRef(pageIndex);
  index.current = pageIndex;
  const auto = useRef<ScrollAnimation | null>(null);
  const held = useRef<HeldPage | null>(null);
  // Where the window is in the current page (pageScrollShare), kept from the last scroll for a re-scale.
  const place = useRef<{ index: number; share: number } | null>(null);

  // Page tops in document pixels, from the drawn sections (their heights follow --folio-scale).
  const geometry = () => {
    const el = container.current;
    const tops: number[] = [];
    const heights: number[] = [];
    let total = el ? el.getBoundingClientRect().top + window.scrollY : 0;
    for (const section of Array.from(el?.children ?? []) as HTMLElement[]) {
      tops.push(total);
      heights.push(section.offsetHeight);
      total += section.offsetHeight;
    }
    return { tops, heights, total };
  };
  const remember = () => {
    const { tops, heights } = geometry();
    const i = index.current;
    place.current = { index: i, share: pageScrollShare(window.scrollY, tops[i] ?? 0, heights[i] ?? 0) };
  };
  const follow = () => {
    if (!controller || auto.current) return;
    const { tops, total } = geometry();
    held.current = stillHeld(held.current, window.scrollY);
    const at = held.current?.page ?? pageAtScroll(tops, total, window.scrollY, window.innerHeight);
    if (at !== index.current) controller.goToPage(at, 'scroll');
  };
  // `hold`: the page the visitor chose, kept current where the scroll settles; none for a scroll of their own.
  const scrollTo = (top: number, animate: boolean, hold?: number) => {
    auto.current?.cancel();
    auto.current = null;
    const settle = (at: number) => (held.current = hold === undefined ? null : { page: hold, at });
    if (!animate) {
      window.scrollTo(0, top);
      settle(window.scrollY);
      return;
    }
    settle(NaN);
    const animation = animateScroll(browserScrollWindow, top, {
      done: () => {
        if (auto.current !== animation) return;
        auto.current = null;
        settle(window.scrollY);
        follow();
      },
      // The visitor's own scroll decides the page.
      takenOver: () => {
        if (auto.current !== animation) return;
        auto.current = null;
        held.current = null;
      },
    });
    auto.current = animation;
  };

  useEffect(() => {
    if (!controller) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        controller.scrolled(window.scrollY);
        follow();
        remember();
      });
    };
    // The visitor's own wheel or touch takes over at once: an animated scroll under way stops (its frames would
    // undo the visitor's move) and the page chosen is let go, so the scroll they make decides the page.
    const onVisitorScroll = () => {
      auto.current?.cancel();
      auto.current = null;
      held.current = null;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', onVisitorScroll, { passive: true });
    window.addEventListener('touchstart', onVisitorScroll, { passive: true });
    controller.setScroller({
      byScreen: (direction) => scrollTo(window.scrollY + direction * window.innerHeight, true),
      toPage: (page, offset) => {
        const scale = Number(getComputedStyle(document.documentElement).getPropertyValue('--folio-scale')) || 1;
        scrollTo((geometry().tops[page] ?? 0) + offset * scale, true, page);
      },
    });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', onVisitorScroll);
      window.removeEventListener('touchstart', onVisitorScroll);
      cancelAnimationFrame(frame);
      controller.setScroller(null);
    };
    // The handlers read refs and the DOM; they are set up once per controller.
  }, [controller]);

  // A page change that did not come from scrolling scrolls to the page (at once for the first page shown), unless an
  // anchor link already scrolls there.
  useEffect(() => {
    if (!controller || navSource === 'scroll' || (auto.current && held.current?.page === index.current)) return;
    if (navSource === 'start' && index.current === 0) return;
    scrollTo(geometry().tops[index.current] ?? 0, navSource !== 'start', index.current);
  }, [controller, navSeq]);

  // A re-scale (resize, viewport change) moves every page: go back to the same place of the current page, so
  // its top stays in view instead of the window landing pages away.
  useEffect(() => {
    const kept = place.current;
    if (!controller || !kept || kept.index !== index.current || auto.current) return;
    const { tops, heights } = geometry();
    scrollTo((tops[kept.index] ?? 0) + kept.share * (heights[kept.index] ?? 0), false, kept.index);
  }, [controller, scale]);

  if (!mag) return null;
  const opts = viewerOptions(mag);
  return (
    <div className="folio-pages" ref={container} data-variant={opts.sticky ? 'sticky' : opts.slidein ? 'slidein' : undefined}>
      {mag.pages.map((page, i) => (
        <PageView
          key={page._id}
          page={page}
          position={positionOf(i, pageIndex, { from, to })}
        />
      ))}
    </div>
  );
}

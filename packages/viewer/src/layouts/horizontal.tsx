import { useEffect, useRef, type CSSProperties } from 'react';
import { transitionConstants, transitionDuration } from '@folio/model';
import { positionOf, shownWindow } from '../lifecycle';
import { PageView } from '../page-view';
import { useViewer } from '../viewer-state';
import type { ViewerController } from '../actions';

/**
 * viewer-and-project.md §1, §4, §9: page-by-page sliding. Every page sits at translateX(offset × 100%) from
 * the current one; a page change to a neighbour slides with the device's transition time and easing (the
 * center page 5 ms shorter); a jump further away, or no animation, moves at once.
 */
export function HorizontalLayout({ controller }: { controller: ViewerController | null }) {
  const mag = useViewer((s) => s.mag);
  const pageIndex = useViewer((s) => s.pageIndex);
  const deviceClass = useViewer((s) => s.deviceClass);
  const orientation = useViewer((s) => s.orientation);
  const transitioning = useViewer((s) => s.transitioning);
  const from = useViewer((s) => shownWindow(s).from);
  const to = useViewer((s) => shownWindow(s).to);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!controller) return;
    const sectionAt = (index: number) => container.current?.children[index] as HTMLElement | undefined;
    controller.setScroller({
      byScreen(direction) {
        const section = container.current?.querySelector<HTMLElement>('[data-position="center"]');
        section?.scrollBy({ top: direction * section.clientHeight, behavior: 'smooth' });
      },
      toPage(index, offset) {
        // After the slide's render: the section is the current one then.
        requestAnimationFrame(() => {
          const section = sectionAt(index);
          const scale = Number(getComputedStyle(document.documentElement).getPropertyValue('--folio-scale')) || 1;
          section?.scrollTo({ top: offset * scale, behavior: 'smooth' });
        });
      },
    });
    return () => controller.setScroller(null);
  }, [controller]);

  if (!mag) return null;
  const maxOffset = transitionConstants.horizontalMaxSlideOffset;
  const duration = transitionDuration(deviceClass, orientation);
  const style = {
    '--t': `${duration}ms`,
    '--tc': `${transitionDuration(deviceClass, orientation, { centerPage: true })}ms`,
    '--e': transitionConstants.easing,
  } as CSSProperties;
  return (
    <div className="folio-pages" ref={container} data-animate={transitioning ? 'true' : 'false'} style={style}>
      {mag.pages.map((page, index) => (
        <PageView
          key={page._id}
          page={page}
          position={positionOf(index, pageIndex, { from, to })}
          offscreen={index !== pageIndex}
          offset={Math.max(-maxOffset, Math.min(maxOffset, index - pageIndex))}
        />
      ))}
    </div>
  );
}

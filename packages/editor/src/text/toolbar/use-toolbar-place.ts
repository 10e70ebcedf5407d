import { useEffect, useState, type RefObject } from 'react';
import { textToolbarConstants } from '@folio/model';
import { placeToolbar, type ToolbarPlace } from './toolbar-place';

const boxOf = (element: Element) => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};

/**
 * Where the toolbar floats, followed frame by frame while it is shown: the text may move or grow (typing, the
 * canvas panned or zoomed, the window resized) without telling anyone.
 */
export function useToolbarPlace(toolbar: RefObject<HTMLElement | null>, anchor: () => Element | null, bounds: () => Element | null): ToolbarPlace | null {
  const [place, setPlace] = useState<ToolbarPlace | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = requestAnimationFrame(measure);
      const target = anchor();
      const own = toolbar.current;
      if (!target || !own) return;
      const area = bounds();
      const next = placeToolbar({
        target: boxOf(target),
        size: { width: own.offsetWidth, height: own.offsetHeight },
        bounds: area ? boxOf(area) : { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight },
        gap: textToolbarConstants.gapPx,
        margin: textToolbarConstants.edgeMarginPx,
      });
      setPlace((was) => (was && was.left === next.left && was.top === next.top && was.side === next.side ? was : next));
    };
    frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [toolbar, anchor, bounds]);
  return place;
}

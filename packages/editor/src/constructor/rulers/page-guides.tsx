import { canvasTexts, type PageGuides as Guides } from '@folio/model';
import type { GuideAxis, Point } from '../../core';

/**
 * The author's guides across the whole canvas: thin lines with a wider invisible grip (the core grabs them within
 * guideGrabPx); the picked or dragged one is stronger and shows where it lies.
 */
export function PageGuides({
  guides,
  selected,
  zoom,
  pan,
}: {
  guides: Required<Guides>;
  selected: { axis: GuideAxis; index: number } | null;
  zoom: number;
  pan: Point;
}) {
  return (['x', 'y'] as const).flatMap((axis) =>
    guides[axis].map((position, index) => {
      const picked = selected?.axis === axis && selected.index === index;
      const at = (axis === 'x' ? pan.x : pan.y) + position * zoom;
      return (
        <div
          key={`${axis}${index}`}
          className={`fo-page-guide fo-page-guide--${axis}`}
          data-guide-axis={axis}
          data-guide-position={position}
          data-picked={picked || undefined}
          title={canvasTexts.guide(axis, position)}
          style={axis === 'x' ? { left: at } : { top: at }}
        >
          {picked && <span className="fo-page-guide__label">{position}</span>}
        </div>
      );
    }),
  );
}

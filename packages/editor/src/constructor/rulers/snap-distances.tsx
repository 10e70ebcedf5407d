import type { Point, SnapDistance } from '../../core';

/** While a box is dragged: red measures to its neighbours (or the page's edges), each with its length in px. */
export function SnapDistances({ distances, zoom, pan }: { distances: readonly SnapDistance[]; zoom: number; pan: Point }) {
  return distances.map((distance) => {
    const start = distance.from * zoom;
    const length = (distance.to - distance.from) * zoom;
    const at = distance.at * zoom;
    const style = distance.axis === 'x' ? { left: pan.x + start, top: pan.y + at, width: length } : { left: pan.x + at, top: pan.y + start, height: length };
    return (
      <div key={`${distance.axis}${distance.from}`} className={`fo-snap-distance fo-snap-distance--${distance.axis}`} style={style}>
        <span className="fo-snap-distance__label" data-distance={Math.round(distance.length)}>
          {Math.round(distance.length)}
        </span>
      </div>
    );
  });
}

import type { CSSProperties, ReactNode } from 'react';
import type { ShapeWidget } from '@folio/model';
import { num, px, rgba } from '../css-values';

// widgets-and-authoring.md §3 "Shape widget": rectangle (independent corner radii), ellipse, polygon (sides), line
// and icon; strokes solid, double, dotted or dashed. Rectangles and ellipses are a box with a CSS border; polygons
// and lines are SVG, their strokes drawn inside the box as a CSS border would be.

const TYPES = ['rectangle', 'ellipse', 'polygon', 'line', 'icon'];
const STROKES = ['solid', 'double', 'dotted', 'dashed'];

export interface Stroke {
  width: number;
  color: string;
  style: string;
}

/** A malformed shape is not drawn (view.tsx catches and logs). */
function bad(what: string): never {
  throw new TypeError(`shape: ${what}`);
}

/**
 * The points of a regular polygon of `sides` sides stretched to fill a w×h box less `inset` on each side, turned
 * so that it stands on a flat base (its bottom edge horizontal).
 */
export function polygonPoints(sides: number, w: number, h: number, inset = 0): string {
  const corners = Array.from({ length: sides }, (_, k) => {
    const angle = Math.PI / 2 + Math.PI / sides + (2 * Math.PI * k) / sides;
    return [Math.cos(angle), Math.sin(angle)] as const;
  });
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  const sx = (w - 2 * inset) / (Math.max(...xs) - x0);
  const sy = (h - 2 * inset) / (Math.max(...ys) - y0);
  const round = (value: number) => +value.toFixed(2);
  return corners.map(([x, y]) => `${round(inset + (x - x0) * sx)},${round(inset + (y - y0) * sy)}`).join(' ');
}

/** SVG stroke attributes: dotted is round dots a stroke apart, dashed dashes of three strokes. */
function strokeProps({ width, color, style }: Stroke) {
  return {
    fill: 'none',
    stroke: color,
    strokeWidth: width,
    strokeDasharray: style === 'dotted' ? `0 ${2 * width}` : style === 'dashed' ? `${3 * width} ${2 * width}` : undefined,
    strokeLinecap: style === 'dotted' ? ('round' as const) : undefined,
  };
}

/**
 * The stroke of a polygon or line as SVG elements; `draw(inset, width)` draws one stroke `inset` inside the box.
 * A double stroke is two strokes of a third of the width, at the outer and inner thirds.
 */
function svgStrokes(stroke: Stroke | undefined, draw: (inset: number, props: ReturnType<typeof strokeProps>, key: number) => ReactNode): ReactNode {
  if (!stroke) return null;
  if (stroke.style !== 'double') return draw(stroke.width / 2, strokeProps(stroke), 0);
  const third = { ...stroke, style: 'solid', width: stroke.width / 3 };
  return [draw(stroke.width / 6, strokeProps(third), 0), draw((stroke.width * 5) / 6, strokeProps(third), 1)];
}

export function shapeView(widget: ShapeWidget): ReactNode {
  const tp = widget.tp ?? 'rectangle';
  if (!TYPES.includes(tp)) bad(`unknown tp ${String(tp)}`);
  const { borders } = widget;
  if (borders !== undefined && (typeof borders !== 'object' || borders === null)) bad('borders is not an object');
  const style = borders?.style ?? 'solid';
  if (!STROKES.includes(style)) bad(`unknown stroke ${String(style)}`);
  const strokeWidth = num(borders?.width) ?? (tp === 'line' ? 1 : 0);
  const strokeColor = rgba(tp === 'line' ? (widget.color ?? borders?.color) : borders?.color, num(borders?.opacity) ?? 1) ?? 'rgba(0, 0, 0, 1)';
  const stroke = strokeWidth > 0 ? { width: strokeWidth, color: strokeColor, style } : undefined;
  const box: CSSProperties = { display: 'block', width: '100%', height: '100%', boxSizing: 'border-box', opacity: num(widget.opacity) };
  const fill = rgba(widget.bg_color, num(widget.bg_opacity) ?? 1);

  if (tp === 'icon') {
    if (!widget.rasterUrl) return false;
    const srcSet = [widget.raster2xUrl && `${srcsetUrl(widget.raster2xUrl)} 2x`, widget.raster3xUrl && `${srcsetUrl(widget.raster3xUrl)} 3x`].filter(Boolean).join(', ');
    return <img className="folio-shape" data-shape="icon" src={widget.rasterUrl} srcSet={srcSet || undefined} alt="" style={{ ...box, objectFit: 'contain' }} />;
  }

  if (tp === 'rectangle' || tp === 'ellipse') {
    const r = widget.radius_rect_independent;
    const radius = tp === 'ellipse' ? '50%' : r ? [r.tl, r.tr, r.br, r.bl].map((value) => px(value) ?? '0').join(' ') : px(widget.radius);
    return (
      <div
        className="folio-shape"
        data-shape={tp}
        style={{ ...box, background: fill, borderRadius: radius, border: stroke && `${stroke.width}px ${stroke.style} ${stroke.color}` }}
      />
    );
  }

  const w = num(widget.w) ?? bad('no width');
  const h = num(widget.h) ?? bad('no height');
  let content: ReactNode;
  if (tp === 'line') {
    // A horizontal line through the middle of the box; a double line is two lines a third of the width apart.
    const line = (dy: number, props: ReturnType<typeof strokeProps>, key: number) => <line key={key} x1={0} x2={w} y1={h / 2 + dy} y2={h / 2 + dy} {...props} />;
    content = svgStrokes(stroke, (inset, props, key) => line(inset - strokeWidth / 2, props, key));
  } else {
    const sides = widget.sides ?? bad('a polygon without sides');
    if (!Number.isInteger(sides) || sides < 3) bad(`bad sides ${String(sides)}`);
    content = [
      fill && <polygon key="fill" points={polygonPoints(sides, w, h, (stroke?.width ?? 0) / 2)} fill={fill} />,
      svgStrokes(stroke, (inset, props, key) => <polygon key={key} points={polygonPoints(sides, w, h, inset)} {...props} />),
    ];
  }
  return (
    <svg className="folio-shape" data-shape={tp} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" style={{ ...box, overflow: 'visible' }} aria-hidden>
      {content}
    </svg>
  );
}

/** An address inside srcset, where whitespace would end it. */
export const srcsetUrl = (url: string) => url.replace(/\s/g, encodeURIComponent);

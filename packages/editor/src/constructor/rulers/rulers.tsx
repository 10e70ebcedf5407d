import { useLayoutEffect, useRef, useState } from 'react';
import { canvasConstants, canvasTexts } from '@folio/model';
import type { Box, Point } from '../../core';
import { rulerTicks } from './ruler-ticks';
import './canvas-view.css';

interface RulerColors {
  tick: string;
  label: string;
  extent: string;
}

// Colours are read from the ruler's CSS (canvas-view.css), so the look lives in one place; once, when the ruler
// mounts (reading computed style on every redraw would restyle the page on every move of a marquee).
function rulerColors(element: HTMLElement): RulerColors {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim() || '#000';
  return { tick: read('--fo-ruler-tick'), label: read('--fo-ruler-label'), extent: read('--fo-ruler-extent') };
}

/**
 * One ruler: ticks every 1, 2 or 5 × a power of ten page px and a number every ten ticks, following the pan and the
 * zoom; the selection's extent is shaded. Drawn on a canvas element (a few hundred ticks would be as many nodes).
 * A press on it drags out a guide (the overlay passes `data-ruler` to the core).
 */
function Ruler({ side, zoom, pan, extent }: { side: 'top' | 'left'; zoom: number; pan: Point; extent: Box | null }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [length, setLength] = useState(0);
  const colors = useRef<RulerColors | null>(null);
  useLayoutEffect(() => {
    const element = ref.current!;
    colors.current = rulerColors(element);
    const observer = new ResizeObserver(() => setLength(side === 'top' ? element.clientWidth : element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [side]);
  useLayoutEffect(() => {
    const element = ref.current;
    const context = element?.getContext('2d');
    const palette = colors.current;
    if (!element || !context || !length || !palette) return;
    const size = canvasConstants.rulerSizePx;
    const ratio = window.devicePixelRatio || 1;
    const [width, height] = side === 'top' ? [length, size] : [size, length];
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const origin = side === 'top' ? pan.x : pan.y;
    if (extent) {
      const [start, span] = side === 'top' ? [extent.x, extent.w] : [extent.y, extent.h];
      context.fillStyle = palette.extent;
      context.fillRect(side === 'top' ? origin + start * zoom : 0, side === 'top' ? 0 : origin + start * zoom, side === 'top' ? span * zoom : size, side === 'top' ? size : span * zoom);
    }
    context.strokeStyle = palette.tick;
    context.fillStyle = palette.label;
    context.font = '500 9.5px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    context.lineWidth = 1;
    context.beginPath();
    const ticks = rulerTicks(length, origin, zoom);
    for (const tick of ticks) {
      const at = Math.round(tick.screen) + 0.5;
      const reach = tick.major ? size : size * 0.25;
      if (side === 'top') {
        context.moveTo(at, size);
        context.lineTo(at, size - reach);
      } else {
        context.moveTo(size, at);
        context.lineTo(size - reach, at);
      }
    }
    context.stroke();
    for (const tick of ticks) {
      if (!tick.major) continue;
      const label = String(tick.value);
      if (side === 'top') {
        context.textBaseline = 'top';
        context.fillText(label, Math.round(tick.screen) + 3, 3);
      } else {
        context.save();
        context.translate(3, Math.round(tick.screen) - 3);
        context.rotate(-Math.PI / 2);
        context.textBaseline = 'top';
        context.fillText(label, 0, 0);
        context.restore();
      }
    }
  }, [side, length, zoom, pan.x, pan.y, extent]);
  return (
    <canvas
      ref={ref}
      className={`fo-ruler fo-ruler--${side}`}
      data-ruler={side === 'top' ? 'y' : 'x'}
      role="img"
      aria-label={side === 'top' ? canvasTexts.rulerTop : canvasTexts.rulerLeft}
      title={side === 'top' ? canvasTexts.rulerTop : canvasTexts.rulerLeft}
    />
  );
}

/** The rulers along the canvas's top and left edges, with the corner square where they meet. */
export function Rulers({ zoom, pan, extent }: { zoom: number; pan: Point; extent: Box | null }) {
  return (
    <>
      <Ruler side="top" zoom={zoom} pan={pan} extent={extent} />
      <Ruler side="left" zoom={zoom} pan={pan} extent={extent} />
      <div className="fo-ruler-corner" aria-hidden="true" />
    </>
  );
}

import { canvasConstants } from '@folio/model';

const STEPS = [1, 2, 5] as const;

/** The page px between ticks at a zoom: 1, 2 or 5 × a power of ten, at least rulerMinTickGapPx apart on screen. */
export function tickStep(zoom: number): number {
  for (let power = 1; ; power *= 10) {
    for (const step of STEPS) if (step * power * zoom >= canvasConstants.rulerMinTickGapPx) return step * power;
  }
}

export interface Tick {
  /** Where on the ruler (screen px from its start). */
  screen: number;
  /** The page px it stands for. */
  value: number;
  /** A labelled, longer tick. */
  major: boolean;
}

/** The ticks a ruler of `length` screen px shows, the page's origin at `pan` screen px and `zoom` screen px per page px. */
export function rulerTicks(length: number, pan: number, zoom: number): Tick[] {
  const step = tickStep(zoom);
  const major = step * canvasConstants.rulerLabelEvery;
  const first = Math.ceil(-pan / zoom / step) * step;
  const ticks: Tick[] = [];
  for (let value = first; value * zoom + pan <= length; value += step) {
    ticks.push({ screen: value * zoom + pan, value, major: Math.abs(value % major) < 1e-9 });
  }
  return ticks;
}

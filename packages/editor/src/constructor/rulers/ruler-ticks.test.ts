import { describe, expect, it } from 'vitest';
import { rulerTicks, tickStep } from './ruler-ticks';

describe('ruler ticks', () => {
  it('ticks are 1, 2 or 5 × a power of ten page px, at least 8 screen px apart', () => {
    expect(tickStep(1)).toBe(10);
    expect(tickStep(0.37)).toBe(50);
    expect(tickStep(2)).toBe(5);
    expect(tickStep(8)).toBe(1);
  });

  it('follow the pan and zoom: page 0 at the page’s origin, a label every ten ticks', () => {
    const ticks = rulerTicks(300, 48, 0.5);
    expect(ticks[0]).toEqual({ screen: 8, value: -80, major: false });
    const zero = ticks.find((tick) => tick.value === 0)!;
    expect(zero).toEqual({ screen: 48, value: 0, major: true });
    expect(ticks.filter((tick) => tick.major).map((tick) => tick.value)).toEqual([0, 200, 400]);
  });
});

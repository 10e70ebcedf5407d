import { describe, expect, it } from 'vitest';
import { planAnimation } from './keyframes';

const swing = 'swing' as const;

describe('animation keyframes (widgets-and-authoring.md §3–§5, §9)', () => {
  it('a move step goes from where the widget is drawn by dx, dy, with the individual translate property', () => {
    expect(planAnimation({ type: 'load', steps: [{ dx: 200, dy: -50, duration: 0.5, loop: swing }] })).toEqual({
      durationMs: 500,
      keyframes: [
        { offset: 0, easing: 'linear', translate: '0px 0px' },
        { offset: 1, translate: '200px -50px' },
      ],
    });
  });

  it('opacity, rotate and scale go from their from_* values; scales are percentages', () => {
    const plan = planAnimation({
      type: 'click',
      steps: [{ from_opacity: 0, opacity: 0.5, from_rotate: -10, rotate: 45, from_scale: 50, scale: 150, duration: 1, loop: swing }],
    });
    expect(plan?.keyframes).toEqual([
      { offset: 0, easing: 'linear', opacity: 0, rotate: '-10deg', scale: 0.5 },
      { offset: 1, opacity: 0.5, rotate: '45deg', scale: 1.5 },
    ]);
  });

  it('§9: the acceleration is the easing of the step; the delay holds the widget at the step’s start', () => {
    const plan = planAnimation({ type: 'load', steps: [{ dx: 100, duration: 1, delay: 1, acceleration: 'ease-both', loop: swing }] });
    expect(plan).toEqual({
      durationMs: 2000,
      keyframes: [
        { offset: 0, translate: '0px 0px' },
        { offset: 0.5, easing: 'ease-in-out', translate: '0px 0px' },
        { offset: 1, translate: '100px 0px' },
      ],
    });
  });

  it('steps follow each other on one timeline; a property a step does not use holds still', () => {
    const plan = planAnimation({
      type: 'hover',
      steps: [
        { dx: 100, duration: 1, acceleration: 'ease-in', loop: swing },
        { opacity: 0, duration: 3, acceleration: 'ease-out', loop: swing },
      ],
    });
    expect(plan).toEqual({
      durationMs: 4000,
      keyframes: [
        { offset: 0, easing: 'ease-in', translate: '0px 0px', opacity: 1 },
        { offset: 0.25, easing: 'ease-out', translate: '100px 0px', opacity: 1 },
        { offset: 1, translate: '100px 0px', opacity: 0 },
      ],
    });
  });

  it('a later step’s from_* value is jumped to as the step begins', () => {
    const plan = planAnimation({
      type: 'load',
      steps: [
        { opacity: 0.2, duration: 1, loop: swing },
        { from_opacity: 1, opacity: 0, duration: 1, loop: swing },
      ],
    });
    expect(plan?.keyframes.map((frame) => [frame.offset, frame.opacity])).toEqual([
      [0, 1],
      [0.5, 0.2],
      [0.5, 1],
      [1, 0],
    ]);
  });

  it('use_* flags turn a property off even when the step gives its values', () => {
    const plan = planAnimation({ type: 'load', steps: [{ dx: 100, use_move: false, rotate: 90, duration: 1, loop: swing }] });
    expect(plan?.keyframes).toEqual([
      { offset: 0, easing: 'linear', rotate: '0deg' },
      { offset: 1, rotate: '90deg' },
    ]);
  });

  it('§9: a scroll step lasts its distance over its speed', () => {
    expect(planAnimation({ type: 'scroll', steps: [{ dy: -600, speed: 300, loop: swing }] })?.durationMs).toBe(2000);
  });

  it('§5: an empty animation, or one whose steps change nothing, has no keyframes', () => {
    expect(planAnimation({ type: 'none', steps: [{ dx: 10, loop: swing }] })).toBeNull();
    expect(planAnimation({ steps: [{ dx: 10, loop: swing }] })).toBeNull();
    expect(planAnimation({ type: 'load', steps: [] })).toBeNull();
    expect(planAnimation({ type: 'load', steps: [{ duration: 1, loop: swing }] })).toBeNull();
  });
});

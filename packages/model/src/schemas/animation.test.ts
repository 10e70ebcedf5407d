import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accelerationToCss,
  animationSchema,
  animationStepSchema,
  canBeAnimated,
  canBeExternalTrigger,
  canUsePointerAnimation,
  externalTriggerExcludedWidgetTypes,
  isAnimationEmpty,
  isScaleUp,
  scrollAnimationDuration,
} from './animation';

const widgetId = '5f1b2c3d4e5f6a7b8c9d0e1f';

describe('animation schema', () => {
  it('widgets-and-authoring.md §3: an animation has type, steps, trigger, playOnce and UUID', () => {
    const animation = {
      type: 'click',
      steps: [
        {
          dx: 100,
          dy: -20,
          from_opacity: 0,
          opacity: 1,
          from_rotate: 0,
          rotate: 90,
          from_scale: 100,
          scale: 150,
          duration: 0.5,
          delay: 0,
          delay_px: 0,
          speed: 2,
          acceleration: 'ease-both',
          loop: 'repeat',
          use_move: true,
          use_opacity: true,
          use_rotate: true,
          use_scale: true,
        },
      ],
      trigger: [widgetId],
      playOnce: true,
      UUID: 'a8f0c9f2-2f1e-4e55-9d3b-1b2c3d4e5f60',
    };
    expect(animationSchema.parse(animation)).toEqual(animation);
  });

  it('widgets-and-authoring.md §4: looping is swing by default', () => {
    expect(animationStepSchema.parse({}).loop).toBe('swing');
  });

  it('widgets-and-authoring.md §5: minimum scale 0.001 and minimum duration 0.001', () => {
    expect(animationStepSchema.safeParse({ scale: 0.001, duration: 0.001 }).success).toBe(true);
    expect(animationStepSchema.safeParse({ scale: 0 }).success).toBe(false);
    expect(animationStepSchema.safeParse({ from_scale: 0.0005 }).success).toBe(false);
    expect(animationStepSchema.safeParse({ duration: 0 }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: types, accelerations and loops are closed lists; unknown fields refused', () => {
    expect(animationSchema.safeParse({ type: 'drag' }).success).toBe(false);
    expect(animationStepSchema.safeParse({ acceleration: 'bounce' }).success).toBe(false);
    expect(animationStepSchema.safeParse({ loop: 'pingpong' }).success).toBe(false);
    expect(animationStepSchema.safeParse({ dz: 1 }).success).toBe(false);
    expect(animationSchema.safeParse({ trigger: ['not-an-id'] }).error?.issues[0]?.path).toEqual(['trigger', 0]);
  });
});

describe('animation rules', () => {
  it('widgets-and-authoring.md §5: an animation is empty with no type, type none, or no steps', () => {
    expect(isAnimationEmpty(undefined)).toBe(true);
    expect(isAnimationEmpty({ steps: [{ loop: 'swing' }] })).toBe(true);
    expect(isAnimationEmpty({ type: 'none', steps: [{ loop: 'swing' }] })).toBe(true);
    expect(isAnimationEmpty({ type: 'load' })).toBe(true);
    expect(isAnimationEmpty({ type: 'load', steps: [] })).toBe(true);
    expect(isAnimationEmpty({ type: 'load', steps: [{ loop: 'swing' }] })).toBe(false);
  });

  it('widgets-and-authoring.md §9: acceleration maps to linear, ease-in, ease-out, ease-in-out', () => {
    expect(accelerationToCss('none')).toBe('linear');
    expect(accelerationToCss('ease-in')).toBe('ease-in');
    expect(accelerationToCss('ease-out')).toBe('ease-out');
    expect(accelerationToCss('ease-both')).toBe('ease-in-out');
  });

  it('widgets-and-authoring.md §9: scroll duration is distance over speed, 300 over speed with no movement', () => {
    expect(scrollAnimationDuration(600, 2)).toBe(300);
    expect(scrollAnimationDuration(-600, 2)).toBe(300);
    expect(scrollAnimationDuration(0, 2)).toBe(150);
    expect(() => scrollAnimationDuration(100, 0)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e5, noNaN: true }), fc.double({ min: 0.01, max: 100, noNaN: true }), (d, s) => {
        return Math.abs(scrollAnimationDuration(d, s) * s - d) < 1e-6 * d;
      }),
    );
  });

  it('widgets-and-authoring.md §5: a scale above 100 counts as scale-up', () => {
    expect(isScaleUp(100)).toBe(false);
    expect(isScaleUp(100.5)).toBe(true);
    expect(isScaleUp(50)).toBe(false);
  });

  it('widgets-and-authoring.md §5: facebook and twitter are excluded from animation', () => {
    expect(canBeAnimated('facebook')).toBe(false);
    expect(canBeAnimated('twitter')).toBe(false);
    expect(canBeAnimated('picture')).toBe(true);
    expect(canBeAnimated('video')).toBe(true);
  });

  it('widgets-and-authoring.md §5: form, gmaps, slideshow, audio, video are excluded from pointer events', () => {
    for (const type of ['form', 'gmaps', 'slideshow', 'audio', 'video'] as const) {
      expect(canUsePointerAnimation(type), type).toBe(false);
    }
    expect(canUsePointerAnimation('button')).toBe(true);
    expect(canUsePointerAnimation('twitter')).toBe(false);
  });

  it('widgets-and-authoring.md §5: the external-trigger list also excludes facebook and twitter', () => {
    expect([...externalTriggerExcludedWidgetTypes].sort()).toEqual(
      ['audio', 'facebook', 'form', 'gmaps', 'slideshow', 'twitter', 'video'].sort(),
    );
    expect(canBeExternalTrigger('twitter')).toBe(false);
    expect(canBeExternalTrigger('slideshow')).toBe(false);
    expect(canBeExternalTrigger('button')).toBe(true);
    expect(canBeExternalTrigger('text')).toBe(true);
  });
});

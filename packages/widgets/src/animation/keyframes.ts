import {
  accelerationToCss,
  animatedProperties,
  isAnimationEmpty,
  stepTiming,
  stepUses,
  type AnimatedProperty,
  type Animation,
} from '@folio/model';

// One widget animation as Web Animations keyframes: its steps one after another on one timeline, so the whole
// sequence plays, pauses and reverses as one Animation (hover and click play it back: widgets-and-authoring.md §4).
// The individual CSS properties translate, rotate, scale and opacity compose with the widget's inline `transform`
// (its angle and flips) instead of replacing it.

/** Where a step leaves the widget: moved by (tx, ty) px, its opacity, rotated by degrees, scaled in %. */
interface Pose {
  tx: number;
  ty: number;
  opacity: number;
  rotate: number;
  scale: number;
}

// The widget as drawn: not moved, opaque, not rotated, at 100 % (scales are percentages: widgets-and-authoring.md §3).
const PERCENT = 100;
const NATURAL_POSE: Pose = { tx: 0, ty: 0, opacity: 1, rotate: 0, scale: PERCENT };

export interface AnimationPlan {
  keyframes: Keyframe[];
  /** The whole timeline, every step's delay and duration, in ms. */
  durationMs: number;
}

interface Frame {
  timeMs: number;
  pose: Pose;
  easing?: string;
}

const samePose = (a: Pose, b: Pose) => a.tx === b.tx && a.ty === b.ty && a.opacity === b.opacity && a.rotate === b.rotate && a.scale === b.scale;

const cssValues: Record<AnimatedProperty, (pose: Pose) => Record<string, string | number>> = {
  move: (pose) => ({ translate: `${pose.tx}px ${pose.ty}px` }),
  opacity: (pose) => ({ opacity: pose.opacity }),
  rotate: (pose) => ({ rotate: `${pose.rotate}deg` }),
  scale: (pose) => ({ scale: pose.scale / PERCENT }),
};

/**
 * The keyframes of an animation, or null when it does nothing (empty: §5, or no step changes anything). Each step
 * starts where the last one ended, or from its own from_* values (the widget jumps there as the step begins, and
 * waits there through the step's delay); it moves by dx, dy and ends at its opacity, rotate and scale. A property a
 * step does not use holds still through it. Only the properties some step uses are in the keyframes, so two
 * animations of one widget that change different properties do not undo each other.
 */
export function planAnimation(animation: Animation): AnimationPlan | null {
  if (isAnimationEmpty(animation) || !animation.type || !animation.steps) return null;
  const { type, steps } = animation;
  const used = animatedProperties.filter((property) => steps.some((step) => stepUses(step, property)));
  if (!used.length) return null;
  const frames: Frame[] = [];
  let pose = NATURAL_POSE;
  let timeMs = 0;
  steps.forEach((step, index) => {
    const start = { ...pose };
    if (stepUses(step, 'opacity') && step.from_opacity !== undefined) start.opacity = step.from_opacity;
    if (stepUses(step, 'rotate') && step.from_rotate !== undefined) start.rotate = step.from_rotate;
    if (stepUses(step, 'scale') && step.from_scale !== undefined) start.scale = step.from_scale;
    const end = { ...start };
    if (stepUses(step, 'move')) {
      end.tx += step.dx ?? 0;
      end.ty += step.dy ?? 0;
    }
    if (stepUses(step, 'opacity')) end.opacity = step.opacity ?? start.opacity;
    if (stepUses(step, 'rotate')) end.rotate = step.rotate ?? start.rotate;
    if (stepUses(step, 'scale')) end.scale = step.scale ?? start.scale;
    const { delayMs, durationMs } = stepTiming(type, step);
    if (index === 0 || !samePose(start, pose)) frames.push({ timeMs, pose: start });
    if (delayMs > 0) {
      timeMs += delayMs;
      frames.push({ timeMs, pose: start });
    }
    // widgets-and-authoring.md §9: the step's acceleration is the easing from its start to its end.
    frames[frames.length - 1]!.easing = accelerationToCss(step.acceleration ?? 'none');
    timeMs += durationMs;
    frames.push({ timeMs, pose: end });
    pose = end;
  });
  const keyframes = frames.map((frame): Keyframe => {
    const values = Object.assign({}, ...used.map((property) => cssValues[property](frame.pose))) as Record<string, string | number>;
    return { offset: frame.timeMs / timeMs, ...(frame.easing ? { easing: frame.easing } : {}), ...values };
  });
  return { keyframes, durationMs: timeMs };
}

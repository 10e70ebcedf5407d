import { z } from 'zod';
import type { WidgetType } from '../widgets/registry';
import { opacitySchema } from './color';
import { objectIdSchema } from './ids';

// widgets-and-authoring.md §5: "Minimum scale 0.001; a scale above 100 counts as scale-up; duration minimum 0.001".
// Scales are percentages (100 = natural size).
const MIN_SCALE = 0.001;
const SCALE_UP_THRESHOLD = 100;
const MIN_DURATION = 0.001;
// widgets-and-authoring.md §9: scroll duration is "300 over the speed when no movement".
const NO_MOVEMENT_SCROLL_DISTANCE = 300;
// Ours: bounds on one animation.
const MAX_STEPS = 50;
const MAX_TRIGGERS = 100;
const MAX_UUID_LENGTH = 64;

export const animationTypeSchema = z.enum(['load', 'scroll', 'hover', 'click', 'none']);
export type AnimationType = z.infer<typeof animationTypeSchema>;

export const accelerationSchema = z.enum(['none', 'ease-in', 'ease-out', 'ease-both']);
export type Acceleration = z.infer<typeof accelerationSchema>;

/** widgets-and-authoring.md §4: swing alternates direction (the default), repeat starts over. */
export const animationLoopSchema = z.enum(['swing', 'repeat']);

/** widgets-and-authoring.md §3 "Animation" steps. Distances in px, angles in degrees, scales in %, times in s. */
export const animationStepSchema = z.strictObject({
  dx: z.number().optional(),
  dy: z.number().optional(),
  from_opacity: opacitySchema.optional(),
  opacity: opacitySchema.optional(),
  from_rotate: z.number().optional(),
  rotate: z.number().optional(),
  from_scale: z.number().min(MIN_SCALE).optional(),
  scale: z.number().min(MIN_SCALE).optional(),
  duration: z.number().min(MIN_DURATION).optional(),
  delay: z.number().min(0).optional(),
  delay_px: z.number().min(0).optional(),
  speed: z.number().positive().optional(),
  acceleration: accelerationSchema.optional(),
  loop: animationLoopSchema.default('swing'),
  use_move: z.boolean().optional(),
  use_opacity: z.boolean().optional(),
  use_rotate: z.boolean().optional(),
  use_scale: z.boolean().optional(),
});
export type AnimationStep = z.infer<typeof animationStepSchema>;

export const animationSchema = z.strictObject({
  type: animationTypeSchema.optional(),
  steps: z.array(animationStepSchema).max(MAX_STEPS).optional(),
  /** Ids of the widgets whose click or hover plays this animation. */
  trigger: z.array(objectIdSchema).max(MAX_TRIGGERS).optional(),
  /** Played animations are remembered (animationsPlayed) and the widget is then treated as expired. */
  playOnce: z.boolean().optional(),
  UUID: z.string().min(1).max(MAX_UUID_LENGTH).optional(),
});
export type Animation = z.infer<typeof animationSchema>;

/** widgets-and-authoring.md §5: empty when it has no type, type none, or no steps. */
export function isAnimationEmpty(animation: Pick<Animation, 'type' | 'steps'> | undefined | null): boolean {
  return !animation?.type || animation.type === 'none' || !animation.steps?.length;
}

const CSS_TIMING_FUNCTIONS = {
  none: 'linear',
  'ease-in': 'ease-in',
  'ease-out': 'ease-out',
  'ease-both': 'ease-in-out',
} as const satisfies Record<Acceleration, string>;

/** widgets-and-authoring.md §9: acceleration maps to linear, ease-in, ease-out, ease-in-out. */
export function accelerationToCss(acceleration: Acceleration): (typeof CSS_TIMING_FUNCTIONS)[Acceleration] {
  return CSS_TIMING_FUNCTIONS[acceleration];
}

/**
 * widgets-and-authoring.md §9: a scroll animation lasts its distance over its speed, or 300 over the speed when
 * the step does not move. The sign of the distance (direction) does not change the duration.
 */
export function scrollAnimationDuration(distance: number, speed: number): number {
  if (!(speed > 0)) throw new RangeError(`Scroll animation speed must be positive, got ${speed}`);
  const travelled = Math.abs(distance);
  return (travelled === 0 ? NO_MOVEMENT_SCROLL_DISTANCE : travelled) / speed;
}

/** widgets-and-authoring.md §5: a scale above 100 (%) counts as scale-up. */
export function isScaleUp(scale: number): boolean {
  return scale > SCALE_UP_THRESHOLD;
}

// widgets-and-authoring.md §5: "Block types excluded from animation: facebook, twitter. Excluded from external
// triggers and from pointer events (click, hover): form, gmaps, slideshow, audio, video (the external-trigger list
// also excludes facebook and twitter)."
export const animationExcludedWidgetTypes = ['facebook', 'twitter'] as const satisfies readonly WidgetType[];
export const pointerEventExcludedWidgetTypes = [
  'form',
  'gmaps',
  'slideshow',
  'audio',
  'video',
] as const satisfies readonly WidgetType[];
export const externalTriggerExcludedWidgetTypes = [
  ...pointerEventExcludedWidgetTypes,
  ...animationExcludedWidgetTypes,
] as const satisfies readonly WidgetType[];

const includes = (list: readonly WidgetType[], type: WidgetType): boolean => list.includes(type);

/** Whether a widget of this kind may have animations at all. */
export function canBeAnimated(type: WidgetType): boolean {
  return !includes(animationExcludedWidgetTypes, type);
}

/** Whether a widget of this kind may animate on its own click or hover (it handles the pointer itself otherwise). */
export function canUsePointerAnimation(type: WidgetType): boolean {
  return canBeAnimated(type) && !includes(pointerEventExcludedWidgetTypes, type);
}

/** Whether a widget of this kind may be chosen as the trigger of another widget's animation. */
export function canBeExternalTrigger(type: WidgetType): boolean {
  return !includes(externalTriggerExcludedWidgetTypes, type);
}

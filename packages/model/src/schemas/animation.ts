import { z } from 'zod';
import { animationConstants } from '../constants';
import { opacitySchema } from './color';
import { objectIdSchema } from './ids';

// widgets-and-authoring.md §5: minimum scale and duration 0.001. Scales are percentages (100 = natural size).
const { minScale: MIN_SCALE, minDuration: MIN_DURATION } = animationConstants;
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

// The rules (emptiness, easing, durations, exclusions, the played list) are zod-free, for the viewer's engine.
export * from '../animation-rules';

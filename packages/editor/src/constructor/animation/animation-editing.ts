import {
  animationEditorConstants,
  animationStepSchema,
  canBeExternalTrigger,
  canUsePointerAnimation,
  widgetLayoutShape,
  type AnimatedProperty,
  type Animation,
  type AnimationStep,
  type AnimationType,
  type Widget,
  type WidgetType,
} from '@folio/model';

// The animation editor's edits as pure functions over the widget's `animation` list (widgets-and-authoring.md §3:
// type, steps, trigger, playOnce): the panel computes the new list with these and writes it whole with
// updateWidgets. Nothing here touches the editor or the DOM.

export type AnimationChoice = AnimationType;
/** The types an author picks from; none takes the animation away (§5: an animation of type none is empty). */
export const animationChoices: readonly AnimationChoice[] = ['none', 'load', 'scroll', 'hover', 'click'];

export type StepField = Exclude<keyof AnimationStep, 'loop' | 'acceleration' | `use_${string}`>;
/** A step's field with the value it gets; undefined takes the field away. */
export type StepPatch = { [K in keyof AnimationStep]?: AnimationStep[K] | undefined };

export const isPointerType = (type: AnimationType | undefined): type is 'hover' | 'click' => type === 'hover' || type === 'click';

/** The widget's animations (an absent list is an empty one). */
export function animationsOf(widget: Pick<Widget, 'animation'>): Animation[] {
  return widget.animation ?? [];
}

/** A new step for an animation of this type: a fade-in; a scroll step moves at the default speed. */
export function newStep(type: AnimationType): AnimationStep {
  const { newStep: base, newScrollSpeed } = animationEditorConstants;
  return { ...base, ...(type === 'scroll' ? { speed: newScrollSpeed } : {}), loop: 'swing' };
}

/** A new animation of a type: one new step. */
export function newAnimation(type: Exclude<AnimationType, 'none'>): Animation {
  return { type, steps: [newStep(type)] };
}

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((entry, at) => (at === index ? item : entry));
}

/**
 * Sets the type of the animation at `index` (`index === list.length` adds one). None takes it out of the list.
 * Steps stay; triggers only mean something for click and hover, so another type drops them.
 */
export function setAnimationType(list: readonly Animation[], index: number, type: AnimationChoice): Animation[] {
  const current = list[index];
  if (type === 'none') return list.filter((_, at) => at !== index);
  if (!current) return [...list, newAnimation(type)];
  const next: Animation = { ...current, type, steps: current.steps?.length ? current.steps : [newStep(type)] };
  if (!isPointerType(type)) delete next.trigger;
  return replaceAt(list, index, next);
}

export function updateAnimation(list: readonly Animation[], index: number, change: (animation: Animation) => Animation): Animation[] {
  const current = list[index];
  return current ? replaceAt(list, index, change(current)) : [...list];
}

// Steps -----------------------------------------------------------------------------------------------------

/**
 * Adds a step after the last. It takes the last step's timing and loop and changes nothing until the author turns a
 * property on (a step that changes nothing holds the widget still for its time); the first step is a new one.
 */
export function addStep(animation: Animation): Animation {
  const steps = animation.steps ?? [];
  const last = steps[steps.length - 1];
  const step: AnimationStep = last
    ? { loop: last.loop, ...pick(last, ['duration', 'delay', 'speed', 'delay_px', 'acceleration']) }
    : newStep(animation.type ?? 'load');
  return { ...animation, steps: [...steps, step] };
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

export function removeStep(animation: Animation, index: number): Animation {
  return { ...animation, steps: (animation.steps ?? []).filter((_, at) => at !== index) };
}

/** Moves a step from one place to another (out of range: unchanged). */
export function moveStep(animation: Animation, from: number, to: number): Animation {
  const steps = [...(animation.steps ?? [])];
  if (from === to || from < 0 || to < 0 || from >= steps.length || to >= steps.length) return animation;
  const [step] = steps.splice(from, 1);
  steps.splice(to, 0, step!);
  return { ...animation, steps };
}

/** Changes fields of one step; a field patched to undefined is taken out. */
export function updateStep(animation: Animation, index: number, patch: StepPatch): Animation {
  const steps = animation.steps ?? [];
  const step = steps[index];
  if (!step) return animation;
  const next = { ...step } as Record<string, unknown>;
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  return { ...animation, steps: replaceAt(steps, index, next as AnimationStep) };
}

const useFlag = { move: 'use_move', opacity: 'use_opacity', rotate: 'use_rotate', scale: 'use_scale' } as const satisfies Record<AnimatedProperty, keyof AnimationStep>;
const propertyFields = {
  move: ['dx', 'dy'],
  opacity: ['from_opacity', 'opacity'],
  rotate: ['from_rotate', 'rotate'],
  scale: ['from_scale', 'scale'],
} as const satisfies Record<AnimatedProperty, readonly StepField[]>;

/**
 * Turns a property of a step on or off with its use_* flag (the engine's rule: the flag wins over the values). Turned
 * on with none of its values, it gets a visible change (propertyDefaults); turned off, its values are kept so that
 * turning it on again brings them back.
 */
export function setStepProperty(animation: Animation, index: number, property: AnimatedProperty, on: boolean): Animation {
  const step = animation.steps?.[index];
  if (!step) return animation;
  const patch: StepPatch = { [useFlag[property]]: on };
  if (on && !propertyFields[property].some((field) => typeof step[field] === 'number')) {
    Object.assign(patch, animationEditorConstants.propertyDefaults[property]);
  }
  return updateStep(animation, index, patch);
}

/**
 * docs/viewer.md "Animations": a step asking for repeat makes the whole animation repeat, so the editor offers one
 * loop per animation and writes it to every step.
 */
export function setLoop(animation: Animation, loop: AnimationStep['loop']): Animation {
  return { ...animation, steps: (animation.steps ?? []).map((step) => ({ ...step, loop })) };
}

/** Play once (§4: played once, then treated as expired); off takes the field away. */
export function setPlayOnce(animation: Animation, on: boolean): Animation {
  const next: Animation = { ...animation, playOnce: true };
  if (!on) delete next.playOnce;
  return next;
}

// Triggers --------------------------------------------------------------------------------------------------

export interface TriggerCandidate {
  id: string;
  type: WidgetType;
  /** The kind's label numbered among the page's widgets of that kind, bottom to top: "Shape 2". */
  label: string;
}

/**
 * The widgets of the page that may trigger the selected widget's animation (widgets-and-authoring.md §5: form, gmaps,
 * slideshow, audio, video, facebook and twitter may not), in the page's stacking order, and whether any kind was
 * left out for that reason.
 */
export function triggerCandidates(
  pageWidgets: readonly Pick<Widget, '_id' | 'type'>[],
  selfId: string,
  kindLabel: (type: WidgetType) => string,
): { candidates: TriggerCandidate[]; excluded: boolean } {
  const counts = new Map<WidgetType, number>();
  const candidates: TriggerCandidate[] = [];
  let excluded = false;
  for (const widget of pageWidgets) {
    const n = (counts.get(widget.type) ?? 0) + 1;
    counts.set(widget.type, n);
    if (widget._id === selfId) continue;
    if (!canBeExternalTrigger(widget.type)) {
      excluded = true;
      continue;
    }
    candidates.push({ id: widget._id, type: widget.type, label: `${kindLabel(widget.type)} ${n}` });
  }
  return { candidates, excluded };
}

/**
 * Checks or unchecks a trigger. Only a pointer animation has triggers; a widget that may not trigger (§5), or the
 * animated widget itself, is refused (the animation is returned unchanged). An empty list is taken away.
 */
export function setTrigger(animation: Animation, trigger: Pick<Widget, '_id' | 'type'>, selfId: string, on: boolean): Animation {
  if (!isPointerType(animation.type)) return animation;
  const current = animation.trigger ?? [];
  if (on) {
    if (trigger._id === selfId || !canBeExternalTrigger(trigger.type) || current.includes(trigger._id)) return animation;
    return { ...animation, trigger: [...current, trigger._id] };
  }
  const rest = current.filter((id) => id !== trigger._id);
  const next: Animation = { ...animation, trigger: rest };
  if (!rest.length) delete next.trigger;
  return next;
}

/** The triggers that still name a widget of the page (a trigger whose widget is gone is not shown as checked). */
export function liveTriggers(animation: Animation, candidates: readonly TriggerCandidate[]): string[] {
  const ids = new Set(candidates.map((candidate) => candidate.id));
  return (animation.trigger ?? []).filter((id) => ids.has(id));
}

/**
 * §5: form, gmaps, slideshow, audio and video take no click or hover animation of their own; such an animation plays
 * only through a trigger. True when this one would never play for that reason.
 */
export function needsTrigger(widgetType: WidgetType, animation: Animation): boolean {
  return isPointerType(animation.type) && !canUsePointerAnimation(widgetType) && !animation.trigger?.length;
}

// Validation ------------------------------------------------------------------------------------------------

const animationListSchema = widgetLayoutShape.animation;

/** The list as the model's schema takes it (defaults filled in), or null when the schema refuses it. */
export function validAnimations(list: readonly Animation[]): Animation[] | null {
  const result = animationListSchema.safeParse(list);
  return result.success ? (result.data ?? []) : null;
}

export type FieldProblem = { kind: 'notNumber' } | { kind: 'atLeast'; min: number } | { kind: 'above'; min: number } | { kind: 'atMost'; max: number };

/**
 * Why a value cannot go in a step's number field (null when it can): the schema's own check of that field, read
 * back as the bound it broke, so the panel can say it in words.
 */
export function stepFieldProblem(field: StepField, value: number): FieldProblem | null {
  if (!Number.isFinite(value)) return { kind: 'notNumber' };
  const result = animationStepSchema.shape[field].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small') {
    const min = Number(issue.minimum);
    return issue.inclusive ? { kind: 'atLeast', min } : { kind: 'above', min };
  }
  if (issue?.code === 'too_big') return { kind: 'atMost', max: Number(issue.maximum) };
  return { kind: 'notNumber' };
}

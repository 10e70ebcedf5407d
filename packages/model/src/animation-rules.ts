// The animation rules of widgets-and-authoring.md §3–§5, §9 as plain functions. No zod here (types only): the
// viewer's animation engine is a lazy chunk of its own and must not pull the schemas in. The schema module
// (schemas/animation.ts) re-exports everything, so both import paths work.
import { animationConstants, animationPlaybackConstants } from './constants';
import type { Acceleration, Animation, AnimationStep, AnimationType } from './schemas/animation';
import type { WidgetType } from './widgets/registry';

/** widgets-and-authoring.md §5: empty when it has no type, type none, or no steps. */
export function isAnimationEmpty(animation: Pick<Animation, 'type' | 'steps'> | undefined | null): boolean {
  return !animation?.type || animation.type === 'none' || !animation.steps?.length;
}

/** widgets-and-authoring.md §9: acceleration maps to linear, ease-in, ease-out, ease-in-out. */
export function accelerationToCss(acceleration: Acceleration): (typeof animationConstants.accelerationEasing)[Acceleration] {
  return animationConstants.accelerationEasing[acceleration];
}

/**
 * widgets-and-authoring.md §9: a scroll animation lasts its distance over its speed, or 300 over the speed when
 * the step does not move. The sign of the distance (direction) does not change the duration.
 */
export function scrollAnimationDuration(distance: number, speed: number): number {
  if (!(speed > 0)) throw new RangeError(`Scroll animation speed must be positive, got ${speed}`);
  const travelled = Math.abs(distance);
  return (travelled === 0 ? animationConstants.scrollNoMovementDistance : travelled) / speed;
}

/** widgets-and-authoring.md §5: a scale above 100 (%) counts as scale-up. */
export function isScaleUp(scale: number): boolean {
  return scale > animationConstants.scaleUpAbove;
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

/** What a step can change (widgets-and-authoring.md §3): position, opacity, rotation and scale. */
export type AnimatedProperty = 'move' | 'opacity' | 'rotate' | 'scale';
export const animatedProperties: readonly AnimatedProperty[] = ['move', 'opacity', 'rotate', 'scale'];

const stepFields = {
  move: ['dx', 'dy'],
  opacity: ['from_opacity', 'opacity'],
  rotate: ['from_rotate', 'rotate'],
  scale: ['from_scale', 'scale'],
} as const satisfies Record<AnimatedProperty, readonly (keyof AnimationStep)[]>;

const useFlags = {
  move: 'use_move',
  opacity: 'use_opacity',
  rotate: 'use_rotate',
  scale: 'use_scale',
} as const satisfies Record<AnimatedProperty, keyof AnimationStep>;

/**
 * Whether a step changes a property: its use_* flag when set (false turns the property off even with values),
 * else whether the step gives any of the property's values (docs/viewer.md "Animations").
 */
export function stepUses(step: Partial<AnimationStep>, property: AnimatedProperty): boolean {
  const flag = step[useFlags[property]];
  if (typeof flag === 'boolean') return flag;
  return stepFields[property].some((field) => typeof step[field] === 'number');
}

/** How far a step moves the widget, in px (0 when it does not move). */
export function stepDistance(step: Partial<AnimationStep>): number {
  return stepUses(step, 'move') ? Math.hypot(step.dx ?? 0, step.dy ?? 0) : 0;
}

export interface StepTiming {
  delayMs: number;
  durationMs: number;
}

/**
 * widgets-and-authoring.md §9: "scroll duration computed from distance over speed (300 over the speed when no
 * movement); other animations use duration and delay". Ours: speed is px per second, and a scroll step waits its
 * delay_px at that speed (delay_px / speed seconds). A scroll step without a speed uses duration and delay too.
 */
export function stepTiming(type: AnimationType, step: Partial<AnimationStep>): StepTiming {
  const { msPerSecond, defaultStepDurationSeconds } = animationPlaybackConstants;
  const speed = step.speed;
  if (type === 'scroll' && speed !== undefined && speed > 0) {
    return {
      delayMs: ((step.delay_px ?? 0) / speed) * msPerSecond,
      durationMs: scrollAnimationDuration(stepDistance(step), speed) * msPerSecond,
    };
  }
  const duration = Math.max(step.duration ?? defaultStepDurationSeconds, animationConstants.minDuration);
  return { delayMs: Math.max(step.delay ?? 0, 0) * msPerSecond, durationMs: duration * msPerSecond };
}

/**
 * widgets-and-authoring.md §4: looping is swing (alternating, the default) or repeat. Every stored step carries a
 * loop (the schema's default), so it cannot mean "loop forever": it says how an animation that plays again goes.
 * Swing alternates (the next click plays it back: active, then reversed); repeat starts it over from the start.
 * A step that asks for repeat makes the whole animation repeat.
 */
export function animationLoop(animation: Pick<Animation, 'steps'>): 'swing' | 'repeat' {
  return animation.steps?.some((step) => step.loop === 'repeat') ? 'repeat' : 'swing';
}

// ---------------------------------------------------------------------------------------------------------
// The played list (widgets-and-authoring.md §4): ids of the widgets whose play-once animation was played, in local
// storage or, when that is unavailable, a cookie, both under the key animationsPlayed.

/** Where the played list is kept: the browser's local storage and cookies, handed in (the model has no DOM). */
export interface PlayedListStorage {
  /** Local storage; may be missing, or throw (storage disabled, private browsing). */
  local(): { getItem(key: string): string | null; setItem(key: string, value: string): void } | null | undefined;
  /** The page's cookies (`document.cookie`). */
  readCookies(): string;
  /** Sets one cookie (`document.cookie = cookie`). */
  writeCookie(cookie: string): void;
}

const PLAYED_KEY = animationConstants.playedStorageKey;

/** The played list from its stored JSON; anything unreadable is an empty list. */
export function parsePlayedList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id.length > 0) : [];
  } catch {
    return [];
  }
}

/** The list with one more id, at most playedListMaxEntries long (the oldest go first). */
export function withPlayed(list: readonly string[], id: string): string[] {
  const next = [...list.filter((entry) => entry !== id), id];
  return next.slice(-animationPlaybackConstants.playedListMaxEntries);
}

/** The `animationsPlayed` cookie that holds a played list. */
export function playedCookie(list: readonly string[]): string {
  const value = encodeURIComponent(JSON.stringify(list));
  return `${PLAYED_KEY}=${value}; max-age=${animationPlaybackConstants.playedCookieMaxAgeSeconds}; path=/; SameSite=Lax`;
}

/** The played list in a cookie string (`document.cookie`). */
export function playedListFromCookies(cookies: string): string[] {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== PLAYED_KEY) continue;
    try {
      return parsePlayedList(decodeURIComponent(rest.join('=')));
    } catch {
      return [];
    }
  }
  return [];
}

function localStorageOf(storage: PlayedListStorage) {
  try {
    return storage.local() ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads the played list: local storage's and the cookie's together (a browser that could not write local storage
 * once kept that entry in the cookie).
 */
export function readPlayedList(storage: PlayedListStorage): string[] {
  let list = playedListFromCookies(storage.readCookies());
  const local = localStorageOf(storage);
  if (local) {
    try {
      for (const id of parsePlayedList(local.getItem(PLAYED_KEY))) list = withPlayed(list, id);
    } catch {
      // Unreadable local storage: the cookie's list alone.
    }
  }
  return list;
}

/** Adds a widget to the played list where it is kept (local storage, else the cookie); returns the new list. */
export function recordPlayed(storage: PlayedListStorage, widgetId: string): string[] {
  const list = withPlayed(readPlayedList(storage), widgetId);
  const local = localStorageOf(storage);
  if (local) {
    try {
      local.setItem(PLAYED_KEY, JSON.stringify(list));
      return list;
    } catch {
      // Full or refused: the cookie below.
    }
  }
  storage.writeCookie(playedCookie(list));
  return list;
}

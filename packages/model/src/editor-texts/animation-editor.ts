// The constructor's words and numbers for the animation editor (docs/editor-animation.md). The spec gives the
// animation model (widgets-and-authoring.md §3–§5, §9) but no editor for it: everything here is ours.
import { animationConstants, animationPlaybackConstants } from '../constants';

export const animationEditorTexts = {
  title: 'Animation',
  type: 'Type',
  typeNames: { none: 'None', load: 'On load', scroll: 'On scroll', hover: 'On hover', click: 'On click' },
  /** What each type waits for, under the type. */
  typeHints: {
    none: 'This widget does not move.',
    load: 'Plays when its page is shown.',
    scroll: 'Plays when the widget scrolls into view.',
    hover: 'Plays while it is pointed at, and plays back when the pointer leaves.',
    click: 'Plays when it is clicked.',
  },
  animations: 'Animations of this widget',
  animationTab: (n: number, type: string) => `Animation ${n}: ${type}`,
  addAnimation: 'Add another animation',
  play: 'Play',
  stop: 'Stop',
  playHint: 'Plays on the canvas as visitors will see it.',
  steps: 'Steps',
  step: (n: number) => `Step ${n}`,
  addStep: 'Add step',
  removeStep: (n: number) => `Remove step ${n}`,
  moveStepUp: (n: number) => `Move step ${n} up`,
  moveStepDown: (n: number) => `Move step ${n} down`,
  properties: { move: 'Move', opacity: 'Opacity', rotate: 'Rotate', scale: 'Scale' },
  fields: {
    dx: 'Right (px)',
    dy: 'Down (px)',
    from_opacity: 'From',
    opacity: 'To',
    from_rotate: 'From (°)',
    rotate: 'To (°)',
    from_scale: 'From (%)',
    scale: 'To (%)',
    duration: 'Duration (s)',
    delay: 'Delay (s)',
    speed: 'Speed (px/s)',
    delay_px: 'Delay (px)',
    acceleration: 'Acceleration',
  },
  /** An empty "from" field: the step starts where the last one left the widget. */
  fromPlaceholder: 'as it is',
  clearFrom: 'Start from where it is',
  scrollTimingHint: 'Empty speed: the step uses its duration and delay.',
  accelerationNames: { none: 'None (linear)', 'ease-in': 'Ease in', 'ease-out': 'Ease out', 'ease-both': 'Ease in and out' },
  loop: 'Next click',
  loopNames: { swing: 'Plays back (swing)', repeat: 'Starts over (repeat)' },
  triggers: 'Triggers',
  triggersHint: {
    click: 'Clicking a checked widget plays this animation. None checked: clicking this widget plays it.',
    hover: 'Pointing at a checked widget plays this animation. None checked: pointing at this widget plays it.',
  },
  noTriggerCandidates: 'No other widget on this page can be a trigger.',
  excludedTriggers: 'Forms, maps, slideshows, audio, video, Facebook and Twitter widgets cannot be triggers.',
  /** widgets-and-authoring.md §5: these kinds take no click or hover animation of their own. */
  needsTrigger: (kind: string) => `${kind} widgets cannot play their own click or hover animation: check a trigger.`,
  /** widgets-and-authoring.md §5: facebook and twitter are never animated. */
  cannotAnimate: (kind: string) => `${kind} widgets cannot be animated.`,
  playOnce: 'Play once',
  playOnceHint: 'Once it has played, visitors no longer see the widget.',
  selectOne: 'Select one widget to edit its animation.',
  viewportNote: (viewport: string) => `Changes made here apply to the ${viewport} layout only.`,
  errors: {
    notNumber: 'Enter a number.',
    atLeast: (min: number) => `Use ${min} or more.`,
    above: (min: number) => `Use more than ${min}.`,
    atMost: (max: number) => `Use ${max} or less.`,
    invalid: 'This animation cannot be saved as it is.',
  },
} as const;

export const animationEditorConstants = {
  // A new animation is one fade-in step of the engine's default length (docs/editor-animation.md).
  newStep: { from_opacity: 0, opacity: 1, duration: animationPlaybackConstants.defaultStepDurationSeconds, acceleration: 'ease-out' },
  // A new scroll step moves at this speed, px per second (widgets-and-authoring.md §9: duration = distance / speed).
  newScrollSpeed: animationConstants.scrollNoMovementDistance,
  // The values a property gets when it is turned on in a step that gives none of them: a visible change.
  propertyDefaults: {
    move: { dx: 100, dy: 0 },
    opacity: { from_opacity: 0, opacity: 1 },
    rotate: { rotate: 90 },
    scale: { scale: 150 },
  },
  // Input steps: whole px, degrees and %, tenths of a second; opacity sliders move by 1 %.
  steps: { px: 1, degrees: 1, percent: 1, seconds: 0.1, speed: 10 },
  // Opacity is stored 0..1 and shown in % (sliders 0..100).
  percent: 100,
} as const;

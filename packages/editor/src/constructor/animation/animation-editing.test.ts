import { animationEditorConstants, type Animation } from '@folio/model';
import { describe, expect, it } from 'vitest';
import {
  addStep,
  liveTriggers,
  moveStep,
  needsTrigger,
  newStep,
  removeStep,
  setAnimationType,
  setLoop,
  setPlayOnce,
  setStepProperty,
  setTrigger,
  stepFieldProblem,
  triggerCandidates,
  updateAnimation,
  updateStep,
  validAnimations,
} from './animation-editing';

const id = (n: number) => n.toString(16).padStart(24, '0');
const SELF = id(1);
const label = (type: string) => type[0]!.toUpperCase() + type.slice(1);

const click = (fields: Partial<Animation> = {}): Animation => ({ type: 'click', steps: [{ dx: 10, loop: 'swing' }], ...fields });

describe('animation type', () => {
  it('choosing a type for a widget without animations adds one with a fade-in step', () => {
    const list = setAnimationType([], 0, 'load');
    expect(list).toEqual([{ type: 'load', steps: [{ ...animationEditorConstants.newStep, loop: 'swing' }] }]);
    expect(validAnimations(list)).toEqual(list);
  });

  it('a new scroll step moves at the default speed (§9: its duration is the distance over the speed)', () => {
    expect(newStep('scroll').speed).toBe(animationEditorConstants.newScrollSpeed);
    expect(newStep('click').speed).toBeUndefined();
  });

  it('none takes the animation out of the list (§5: type none is empty)', () => {
    const list = [click(), { type: 'load', steps: [{ loop: 'swing' }] } as Animation];
    expect(setAnimationType(list, 0, 'none')).toEqual([list[1]]);
  });

  it('another type keeps the steps; load and scroll drop the triggers, which only click and hover use', () => {
    const animation = click({ trigger: [id(2)], playOnce: true });
    expect(setAnimationType([animation], 0, 'hover')).toEqual([{ ...animation, type: 'hover' }]);
    const [load] = setAnimationType([animation], 0, 'load');
    expect(load).toEqual({ type: 'load', steps: animation.steps, playOnce: true });
  });

  it('an index past the end adds another animation', () => {
    expect(setAnimationType([click()], 1, 'hover')).toHaveLength(2);
  });

  it('play once is set, and taken away when turned off', () => {
    expect(setPlayOnce(click(), true).playOnce).toBe(true);
    expect(setPlayOnce(click({ playOnce: true }), false)).not.toHaveProperty('playOnce');
  });

  it('updateAnimation changes only the animation at the index', () => {
    const list = [click(), click()];
    const next = updateAnimation(list, 1, (animation) => ({ ...animation, playOnce: true }));
    expect(next[0]).toBe(list[0]);
    expect(next[1]!.playOnce).toBe(true);
  });
});

describe('steps', () => {
  const two: Animation = { type: 'click', steps: [{ dx: 1, loop: 'swing' }, { dy: 2, loop: 'swing' }] };

  it('a step added takes the last step’s timing and changes nothing yet', () => {
    const animation: Animation = { type: 'load', steps: [{ dx: 5, duration: 2, delay: 0.5, acceleration: 'ease-in', loop: 'repeat' }] };
    expect(addStep(animation).steps![1]).toEqual({ duration: 2, delay: 0.5, acceleration: 'ease-in', loop: 'repeat' });
    expect(addStep({ type: 'scroll', steps: [] }).steps).toEqual([newStep('scroll')]);
  });

  it('removes and reorders steps', () => {
    expect(removeStep(two, 0).steps).toEqual([{ dy: 2, loop: 'swing' }]);
    expect(moveStep(two, 1, 0).steps).toEqual([{ dy: 2, loop: 'swing' }, { dx: 1, loop: 'swing' }]);
    expect(moveStep(two, 0, 2)).toBe(two);
    expect(moveStep(two, -1, 0)).toBe(two);
  });

  it('updates a step’s fields; undefined takes a field out', () => {
    const next = updateStep(two, 0, { duration: 0.4, dx: undefined, acceleration: 'ease-both' });
    expect(next.steps![0]).toEqual({ duration: 0.4, acceleration: 'ease-both', loop: 'swing' });
    expect(next.steps![1]).toBe(two.steps![1]);
    expect(updateStep(two, 5, { dx: 3 })).toBe(two);
  });

  it('turning a property on sets its use_ flag, and a visible change when the step gives none of its values', () => {
    const on = setStepProperty(two, 0, 'rotate', true).steps![0];
    expect(on).toEqual({ dx: 1, loop: 'swing', use_rotate: true, ...animationEditorConstants.propertyDefaults.rotate });
    // Values it already has stay.
    expect(setStepProperty(two, 0, 'move', true).steps![0]).toEqual({ dx: 1, loop: 'swing', use_move: true });
  });

  it('turning a property off keeps its values behind use_ false (the engine ignores them)', () => {
    expect(setStepProperty(two, 0, 'move', false).steps![0]).toEqual({ dx: 1, loop: 'swing', use_move: false });
  });

  it('the loop is one per animation, written to every step (a step asking for repeat makes it all repeat)', () => {
    expect(setLoop(two, 'repeat').steps!.map((step) => step.loop)).toEqual(['repeat', 'repeat']);
  });
});

describe('triggers', () => {
  const page = [
    { _id: id(2), type: 'shape' as const },
    { _id: SELF, type: 'shape' as const },
    { _id: id(3), type: 'video' as const },
    { _id: id(4), type: 'twitter' as const },
    { _id: id(5), type: 'button' as const },
    { _id: id(6), type: 'form' as const },
  ];

  it('offers the page’s other widgets, numbered by kind, leaving out the kinds §5 excludes from triggers', () => {
    const { candidates, excluded } = triggerCandidates(page, SELF, label);
    expect(candidates).toEqual([
      { id: id(2), type: 'shape', label: 'Shape 1' },
      { id: id(5), type: 'button', label: 'Button 1' },
    ]);
    expect(excluded).toBe(true);
    expect(triggerCandidates(page.slice(0, 2), SELF, label).excluded).toBe(false);
  });

  it('checks and unchecks triggers; an empty list is taken away', () => {
    const one = setTrigger(click(), page[0]!, SELF, true);
    expect(one.trigger).toEqual([id(2)]);
    expect(setTrigger(one, page[0]!, SELF, true)).toBe(one);
    const two = setTrigger(one, page[4]!, SELF, true);
    expect(two.trigger).toEqual([id(2), id(5)]);
    expect(setTrigger(setTrigger(two, page[0]!, SELF, false), page[4]!, SELF, false)).not.toHaveProperty('trigger');
  });

  it('§5: refuses kinds that cannot trigger, the widget itself, and animations that are not click or hover', () => {
    for (const excluded of ['video', 'twitter', 'form', 'gmaps', 'slideshow', 'audio', 'facebook'] as const) {
      const animation = click();
      expect(setTrigger(animation, { _id: id(9), type: excluded }, SELF, true)).toBe(animation);
    }
    const animation = click();
    expect(setTrigger(animation, page[1]!, SELF, true)).toBe(animation);
    const load: Animation = { type: 'load', steps: [{ loop: 'swing' }] };
    expect(setTrigger(load, page[0]!, SELF, true)).toBe(load);
  });

  it('a trigger whose widget is no longer on the page is not shown as checked', () => {
    const { candidates } = triggerCandidates(page, SELF, label);
    expect(liveTriggers(click({ trigger: [id(2), id(7)] }), candidates)).toEqual([id(2)]);
  });

  it('§5: a video’s click or hover animation plays only through a trigger; a shape’s plays on its own', () => {
    expect(needsTrigger('video', click())).toBe(true);
    expect(needsTrigger('video', click({ trigger: [id(2)] }))).toBe(false);
    expect(needsTrigger('video', { type: 'load', steps: [{ loop: 'swing' }] })).toBe(false);
    expect(needsTrigger('shape', click())).toBe(false);
  });
});

describe('validation', () => {
  it('the model’s schema fills each step’s loop and refuses what the server would refuse', () => {
    expect(validAnimations([{ type: 'load', steps: [{ dx: 1 } as never] }])).toEqual([{ type: 'load', steps: [{ dx: 1, loop: 'swing' }] }]);
    expect(validAnimations([{ type: 'load', steps: [{ duration: 0, loop: 'swing' }] }])).toBeNull();
    expect(validAnimations([click({ trigger: ['not-an-id'] })])).toBeNull();
  });

  it('says which bound a number breaks (§5: duration and scale at least 0.001; opacity 0–1; delays not negative)', () => {
    expect(stepFieldProblem('duration', 0)).toEqual({ kind: 'atLeast', min: 0.001 });
    expect(stepFieldProblem('scale', 0)).toEqual({ kind: 'atLeast', min: 0.001 });
    expect(stepFieldProblem('opacity', 2)).toEqual({ kind: 'atMost', max: 1 });
    expect(stepFieldProblem('delay', -1)).toEqual({ kind: 'atLeast', min: 0 });
    expect(stepFieldProblem('speed', 0)).toEqual({ kind: 'above', min: 0 });
    expect(stepFieldProblem('dx', Number.NaN)).toEqual({ kind: 'notNumber' });
    expect(stepFieldProblem('dx', -500)).toBeNull();
  });
});

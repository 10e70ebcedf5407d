import type { Animation } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, testId, TestEditor } from '../../core/test-editor';
import { addStep, setAnimationType, setTrigger, updateAnimation, updateStep } from './animation-editing';
import { animationWriter } from './use-animation-writer';

const fadeIn = (): Animation[] => setAnimationType([], 0, 'click');

describe('writing animations', () => {
  it('writes the list with updateWidgets as one history entry and one saved change', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2)] });
    const writer = animationWriter(editor, testId(1));
    const list = updateAnimation(fadeIn(), 0, (animation) => setTrigger(addStep(animation), { _id: testId(2), type: 'shape' }, testId(1), true));
    expect(writer.commit(list)).toBe(true);
    expect(editor.stored(1).animation).toEqual(list);
    expect(editor.historyNames.undo).toEqual(['updateWidgets']);
    expect(editor.changes).toHaveLength(1);
    expect(editor.changes[0]!.widgets.updated[0]!.animation).toEqual(list);
  });

  it('writes the list as the schema gives it back: a step without a loop gets swing', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    // Animation is the schema's output type, where loop is always there; an input may leave it out.
    const input = [{ type: 'load', steps: [{ dx: 5 }] }] as unknown as Animation[];
    animationWriter(editor, testId(1)).commit(input);
    expect(editor.stored(1).animation).toEqual([{ type: 'load', steps: [{ dx: 5, loop: 'swing' }] }]);
  });

  it('writes nothing the model’s schema refuses', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    const writer = animationWriter(editor, testId(1));
    const bad = updateAnimation(fadeIn(), 0, (animation) => updateStep(animation, 0, { duration: 0 }));
    expect(writer.commit(bad)).toBe(false);
    expect(editor.stored(1).animation).toBeUndefined();
    expect(editor.historyNames.undo).toEqual([]);
  });

  it('a slider’s drag is one history entry when it ends, and undo takes all of it back', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    const writer = animationWriter(editor, testId(1));
    writer.commit(fadeIn());
    writer.begin();
    for (const opacity of [0.9, 0.7, 0.5]) writer.update(updateAnimation(fadeIn(), 0, (animation) => updateStep(animation, 0, { opacity })));
    expect(editor.stored(1).animation![0]!.steps![0]!.opacity).toBe(0.5);
    writer.end();
    expect(editor.historyNames.undo).toEqual(['updateWidgets', 'updateWidgets']);
    editor.undo();
    expect(editor.stored(1).animation![0]!.steps![0]!.opacity).toBe(1);
  });

  it('away from the default viewport the list goes into that viewport’s override (animation is a layout field)', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { animation: fadeIn() })], viewport: 'phone_portrait' });
    const writer = animationWriter(editor, testId(1));
    writer.commit([]);
    expect(editor.stored(1).animation).toEqual(fadeIn());
    expect(editor.stored(1).viewport_phone_portrait).toMatchObject({ animation: [] });
    expect(editor.getWidget(testId(1))!.animation).toEqual([]);
  });
});

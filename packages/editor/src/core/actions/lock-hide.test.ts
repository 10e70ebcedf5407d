import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from '../test-editor';

describe('lock', () => {
  it('a locked widget is not moved by a drag or a nudge, nor resized', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('l', { metaKey: true, shiftKey: true });
    expect(editor.stored(1).locked).toBe(true);
    editor.drag([150, 150], [250, 250]);
    editor.press('ArrowRight');
    editor.run('resize', { to: { x: 0, y: 0, w: 10, h: 10, angle: 0 } });
    editor.expectBox(1, { x: 100, y: 100, w: 100, h: 100 }).expectHistory(['toggleLocked']);
  });

  it('a click still selects a locked widget (to unlock it); a marquee does not catch it', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, locked: true }), shapeWidget(2, { x: 300, y: 100 })] });
    editor.click([150, 150]).expectSelection(1);
    editor.drag([50, 50], [450, 250]).expectSelection(2);
    editor.select([testId(1)]);
    editor.run('toggleLocked');
    expect(editor.stored(1).locked).toBe(false);
    editor.drag([50, 50], [450, 250]).expectSelection(1, 2);
  });

  it('locking a mixed selection locks all; when all are locked it unlocks all', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { locked: true }), shapeWidget(2)] });
    editor.select([testId(1), testId(2)]);
    editor.run('toggleLocked');
    expect([editor.stored(1).locked, editor.stored(2).locked]).toEqual([true, true]);
    editor.run('toggleLocked');
    expect([editor.stored(1).locked, editor.stored(2).locked]).toEqual([false, false]);
  });
});

describe('hide', () => {
  it('a hidden widget is not hit by a click, a marquee or select all, and shows again', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('h', { metaKey: true, shiftKey: true });
    expect(editor.stored(1).hidden).toBe(true);
    editor.click([150, 150]).expectSelection();
    editor.drag([50, 50], [250, 250]).expectSelection();
    editor.press('a', { ctrlKey: true }).expectSelection();
    editor.select([testId(1)]);
    editor.run('toggleHidden');
    expect(editor.stored(1).hidden).toBe(false);
    editor.click([150, 150]).expectSelection(1);
  });
});

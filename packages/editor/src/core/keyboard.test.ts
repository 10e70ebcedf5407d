import { describe, expect, it } from 'vitest';
import { comboOf } from './input';
import { shapeWidget, TestEditor, testId } from './test-editor';

describe('nudge', () => {
  it('widgets-and-authoring.md §5 steps: an arrow key moves the selection 1 px, 10 px with shift', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 300, y: 100 })] });
    editor.select([testId(1), testId(2)]);
    editor.press('ArrowRight').press('ArrowDown').press('ArrowDown');
    editor.expectBox(1, { x: 101, y: 102 }).expectBox(2, { x: 301, y: 102 });
    editor.press('ArrowLeft', { shiftKey: true }).press('ArrowUp', { shiftKey: true });
    editor.expectBox(1, { x: 91, y: 92 });
    editor.expectHistory(['translate', 'translate', 'translate', 'translate', 'translate']);
  });

  it('nothing selected: arrow keys change nothing and make no entry', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.press('ArrowRight');
    editor.expectBox(1, { x: 100 }).expectHistory([]);
  });

  it('a full-width widget is not moved sideways; a stuck one keeps its side', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, is_full_width: true }), shapeWidget(2, { x: 100, y: 300, sticked: { top: true } })] });
    editor.select([testId(1), testId(2)]);
    editor.press('ArrowRight').press('ArrowDown');
    expect(editor.stored(1)).toMatchObject({ x: 100, y: 101 });
    expect(editor.stored(2)).toMatchObject({ x: 101, y: 300 });
  });
});

describe('key combinations', () => {
  it('are read as mod+alt+shift+key, by the key’s place when the code is known', () => {
    expect(comboOf({ key: 'Z', code: 'KeyZ', metaKey: true, shiftKey: true })).toBe('mod+shift+z');
    expect(comboOf({ key: '}', code: 'BracketRight', ctrlKey: true, shiftKey: true })).toBe('mod+shift+]');
    expect(comboOf({ key: 'ArrowLeft' })).toBe('arrowleft');
    expect(comboOf({ key: ' ', code: 'Space' })).toBe('space');
  });

  it('a key no action binds is not used', () => {
    const editor = new TestEditor();
    expect(editor.keyDown({ key: 'q', code: 'KeyQ' })).toBe(false);
  });
});

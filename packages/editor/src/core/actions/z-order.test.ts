import { zOrderConstants } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shapeWidget, TestEditor, testId } from '../test-editor';

const stackOf = (editor: TestEditor) => editor.view.stack().map((id) => Number.parseInt(id, 16));

function fourWidgets() {
  const editor = new TestEditor({ widgets: [1, 2, 3, 4].map((n) => shapeWidget(n, { z: n })) });
  return editor;
}

describe('z order', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('bring to front, send to back, bring forward and send backward reorder the page', () => {
    const editor = fourWidgets();
    editor.select([testId(2)]);
    editor.run('bringForward');
    expect(stackOf(editor)).toEqual([1, 3, 2, 4]);
    editor.run('bringToFront');
    expect(stackOf(editor)).toEqual([1, 3, 4, 2]);
    editor.run('sendBackward');
    expect(stackOf(editor)).toEqual([1, 3, 2, 4]);
    editor.run('sendToBack');
    expect(stackOf(editor)).toEqual([2, 1, 3, 4]);
  });

  it('several selected widgets move together and keep their order', () => {
    const editor = fourWidgets();
    editor.select([testId(1), testId(2)]);
    editor.run('bringForward');
    expect(stackOf(editor)).toEqual([3, 1, 2, 4]);
    editor.run('bringToFront');
    expect(stackOf(editor)).toEqual([3, 4, 1, 2]);
  });

  it('only widgets whose z changes are written', () => {
    const editor = fourWidgets();
    editor.select([testId(3)]);
    editor.run('bringForward');
    expect(editor.changes[0]!.widgets.updated.map((widget) => [widget._id, widget.z])).toEqual([
      [testId(3), 4],
      [testId(4), 3],
    ]);
  });

  it('key bindings: cmd+] forward, cmd+shift+] to front, cmd+[ backward, cmd+shift+[ to back', () => {
    const editor = fourWidgets();
    editor.select([testId(1)]);
    editor.press(']', { metaKey: true });
    expect(stackOf(editor)).toEqual([2, 1, 3, 4]);
    editor.press(']', { metaKey: true, shiftKey: true });
    expect(stackOf(editor)).toEqual([2, 3, 4, 1]);
    editor.press('[', { metaKey: true });
    expect(stackOf(editor)).toEqual([2, 3, 1, 4]);
    editor.press('[', { metaKey: true, shiftKey: true });
    expect(stackOf(editor)).toEqual([1, 2, 3, 4]);
  });

  it('widgets-and-authoring.md §4: brought to top, the z is raised by 99999 and restored after 200 ms', () => {
    const editor = fourWidgets();
    editor.select([testId(1)]);
    editor.run('bringToFront');
    expect(editor.stored(1).z).toBe(4);
    expect(editor.getDrawnZ(testId(1))).toBe(4 + zOrderConstants.bringToTopRaise);
    expect(editor.session.raised).toEqual({ ids: [testId(1)], by: 99999 });
    vi.advanceTimersByTime(zOrderConstants.restoreAfterMs - 1);
    expect(editor.getDrawnZ(testId(1))).toBe(100003);
    vi.advanceTimersByTime(1);
    expect(editor.getDrawnZ(testId(1))).toBe(4);
    expect(editor.session.raised).toBeNull();
    // The raise is the session's: it never reaches the document or the change stream.
    expect(editor.changes.flatMap((step) => step.widgets.updated.map((widget) => widget.z))).not.toContain(100003);
  });

  it('a second bring to top within 200 ms starts the 200 ms again', () => {
    const editor = fourWidgets();
    editor.select([testId(1)]);
    editor.run('bringToFront');
    vi.advanceTimersByTime(150);
    editor.select([testId(2)]);
    editor.run('bringToFront');
    vi.advanceTimersByTime(150);
    expect(editor.session.raised?.ids).toEqual([testId(2)]);
    vi.advanceTimersByTime(50);
    expect(editor.session.raised).toBeNull();
  });

  it('a raised widget is hit first while it is raised', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { z: 1 }), shapeWidget(2, { z: 2 })] });
    editor.select([testId(1)]);
    editor.run('bringToFront');
    editor.click([50, 50]).expectSelection(1);
    vi.advanceTimersByTime(zOrderConstants.restoreAfterMs);
    editor.run('sendToBack');
    vi.advanceTimersByTime(zOrderConstants.restoreAfterMs);
    editor.click([50, 50]).expectSelection(2);
  });

  it('dispose stops the timer', () => {
    const editor = fourWidgets();
    editor.select([testId(1)]);
    editor.run('bringToFront');
    editor.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

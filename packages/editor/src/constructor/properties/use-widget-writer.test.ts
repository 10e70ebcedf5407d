import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from '../../core/test-editor';
import { createWidgetWriter } from './use-widget-writer';

const id = testId(1);

function setup(viewport?: 'phone_portrait') {
  const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 10, w: 100, bg_color: '000000' }), shapeWidget(2, { x: 50 })], ...(viewport ? { viewport } : {}) });
  editor.select([id]);
  return { editor, writer: createWidgetWriter(editor) };
}

describe('the panel’s writes', () => {
  it('a finished edit is one history entry and one saved step', () => {
    const { editor, writer } = setup();
    writer.commit('w', [{ _id: id, w: 240 }]);
    expect(editor.stored(id).w).toBe(240);
    editor.expectHistory(['updateWidgets']);
    expect(editor.changes).toHaveLength(1);
    editor.undo();
    expect(editor.stored(id).w).toBe(100);
  });

  it('a drag (slider, colour picker, scrub) shows every value and records one entry when it ends', () => {
    const { editor, writer } = setup();
    writer.preview('fill', [{ _id: id, bg_color: '111111' }]);
    writer.preview('fill', [{ _id: id, bg_color: '222222' }]);
    expect(editor.getWidget(id)).toMatchObject({ bg_color: '222222' });
    expect(editor.changes).toHaveLength(0);
    writer.commit('fill', [{ _id: id, bg_color: '333333' }]);
    expect(editor.stored(id)).toMatchObject({ bg_color: '333333' });
    editor.expectHistory(['updateWidgets']);
    expect(editor.changes).toHaveLength(1);
    editor.undo();
    expect(editor.stored(id)).toMatchObject({ bg_color: '000000' });
  });

  it('a drag given up leaves the widget as it was and records nothing', () => {
    const { editor, writer } = setup();
    writer.preview('opacity', [{ _id: id, opacity: 0.2 }]);
    writer.cancel('opacity');
    expect(editor.stored(id)).not.toHaveProperty('opacity');
    editor.expectHistory([]);
  });

  it('a drag another control left open is kept and ended before the next edit', () => {
    const { editor, writer } = setup();
    writer.preview('fill', [{ _id: id, bg_color: 'aaaaaa' }]);
    writer.commit('w', [{ _id: id, w: 300 }]);
    expect(editor.stored(id)).toMatchObject({ bg_color: 'aaaaaa', w: 300 });
    editor.expectHistory(['updateWidgets', 'updateWidgets']);
  });

  it('several widgets change in one entry', () => {
    const { editor, writer } = setup();
    writer.commit('x', [
      { _id: id, x: 5 },
      { _id: testId(2), x: 5 },
    ]);
    expect([editor.stored(id).x, editor.stored(testId(2)).x]).toEqual([5, 5]);
    editor.expectHistory(['updateWidgets']);
  });

  it('layout fields at phone size go to the phone’s override; the kind’s own fields to the widget', () => {
    const { editor, writer } = setup('phone_portrait');
    writer.commit('x', [{ _id: id, x: 20, bg_color: 'ff0000' }]);
    expect(editor.stored(id)).toMatchObject({ x: 10, bg_color: 'ff0000', viewport_phone_portrait: { x: 20 } });
    expect(editor.getWidget(id)).toMatchObject({ x: 20 });
  });
});

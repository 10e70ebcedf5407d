import { textConstants, widgetSchema, type TextV3Widget, type Widget } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectNamedStyles } from '../core/actions/named-styles';
import type { EditorDocument } from '../core/document';
import { TEST_PAGE_IDS, TestEditor, testId } from '../core/test-editor';
import { autoSizeFrameHeight, documentTextHeights, textHeights, watchAutosize, type MeasureText } from './text-autosize';
import { setProjectStyles } from './styles/use-project-styles';

// A stand-in for the page's layout: every block is one line per 10 characters that fit in 100 px, each line as tall
// as the H1 style says for H1 blocks (60 with the defaults, or what the document's H1 says) and 26 otherwise.
const lineHeightOf = (document: EditorDocument | null) => (style: string | undefined) =>
  style === 'H1' ? ((document && projectNamedStyles(document.project).textStyles.find((s) => s.name === 'H1')?.cssProperties.lineHeight) ?? 60) : 26;
function fakeMeasure(document: EditorDocument | null = null): MeasureText {
  return (widget: TextV3Widget, width: number) => {
    const blocks = widget.blocks ?? [];
    if (!blocks.some((block) => block.text.trim())) return null;
    const perLine = Math.max(1, Math.floor(width / 10));
    const styleOf = (key: string) => widget.blocksMeta?.find((meta) => meta.key === key)?.data.textStyle;
    return blocks.reduce((sum, block) => sum + Math.max(1, Math.ceil(block.text.length / perLine)) * lineHeightOf(document)(styleOf(block.key)), 0);
  };
}

function text(n: number, lines: string[], fields: Record<string, unknown> = {}): Widget {
  return widgetSchema.parse({
    _id: testId(n),
    pid: TEST_PAGE_IDS[0],
    type: 'text',
    version: 3,
    x: 10,
    y: 10,
    w: 100,
    h: 104,
    autosize: true,
    blocks: lines.map((line, index) => ({ key: `k${index}`, text: line, depth: 0, entityRanges: [] })),
    ...fields,
  });
}

const stored = (editor: TestEditor, n: number) => editor.document.widgets[testId(n)] as TextV3Widget;

describe('Grow with the text: the heights a text must take', () => {
  it('with autosize on, the height is the content’s, at the width the text has in each viewport', () => {
    const widget = text(1, ['one', 'two'], { viewport_phone_portrait: { w: 50 } });
    // 2 lines of 26 at 100 px; at 50 px "one" and "two" still fit (5 per line): the phone shows the default's height.
    expect(textHeights(widget, undefined, fakeMeasure())).toEqual({ default: 52 });
    const long = text(2, ['a'.repeat(25)], { viewport_phone_portrait: { w: 50 } });
    expect(textHeights(long, undefined, fakeMeasure())).toEqual({ default: 78, phone_portrait: 130 });
  });

  it('heights already right, autosize off, a full-height text, a hidden one and a blank one are left alone', () => {
    expect(textHeights(text(1, ['one', 'two'], { h: 52, viewport_phone_portrait: { h: 52 } }), undefined, fakeMeasure())).toEqual({});
    expect(textHeights(text(1, ['one'], { autosize: false }), undefined, fakeMeasure())).toEqual({});
    expect(textHeights(text(1, ['one'], { is_full_height: true }), undefined, fakeMeasure())).toEqual({});
    expect(textHeights(text(1, ['one'], { viewport_phone_portrait: { hidden: { default: true } } }), undefined, fakeMeasure())).toEqual({ default: 26 });
    expect(textHeights(text(1, ['  ']), undefined, fakeMeasure())).toEqual({});
    // autosize is per viewport too.
    expect(textHeights(text(1, ['one'], { autosize: false, viewport_phone_portrait: { autosize: true } }), undefined, fakeMeasure())).toEqual({ phone_portrait: 26 });
  });

  it('tablet portrait is measured where its page has it on', () => {
    const widget = text(1, ['abcdefgh'], { viewport_tablet_portrait: { w: 30 } });
    const page = { _id: TEST_PAGE_IDS[0], num: 1, num_id: 1, viewport_tablet_portrait: { enabled: true } } as never;
    expect(textHeights(widget, page, fakeMeasure())).toEqual({ default: 26, tablet_portrait: 78 });
    expect(textHeights(widget, undefined, fakeMeasure())).toEqual({ default: 26 });
  });

  it(`widgets-and-authoring.md §2: while edited, the frame has a ${textConstants.autoSizeFrameMarginPx} px margin`, () => {
    expect(autoSizeFrameHeight(104)).toBe(104 + textConstants.autoSizeFrameMarginPx);
  });
});

describe('Grow with the text in the constructor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(widgets: Widget[]) {
    const editor = new TestEditor({ widgets });
    const stop = watchAutosize(editor, (ids) => {
      const heights = documentTextHeights(editor.document, fakeMeasure(editor.document), ids);
      if (Object.keys(heights).length) editor.run('autosizeTexts', { heights });
    });
    return { editor, stop };
  }

  it('a text typed longer grows as soon as the change is recorded, in the same undo step while it is edited', () => {
    const { editor, stop } = setup([text(1, ['one'])]);
    editor.editText(testId(1));
    const typed = { ...stored(editor, 1), blocks: ['one', 'two', 'three', 'four', 'five'].map((line, index) => ({ key: `k${index}`, text: line, depth: 0, entityRanges: [] })) };
    editor.run('replaceWidget', { widget: typed });
    vi.runAllTimers();
    expect(stored(editor, 1).h).toBe(5 * 26);
    expect(stored(editor, 1).viewport_phone_portrait?.h).toBeUndefined();
    editor.endTextEditing();
    expect(editor.history.names.undo).toEqual(['replaceWidget']);
    editor.undo();
    expect(stored(editor, 1)).toMatchObject({ h: 104, blocks: [{ text: 'one' }] });
    vi.runAllTimers();
    // Undo is left alone: the text is back as it was, with its height.
    expect(stored(editor, 1).h).toBe(104);
    stop();
  });

  it('a narrower text grows (the width changed), each viewport at its own width; the setting turned on sizes it', () => {
    const { editor, stop } = setup([text(1, ['a'.repeat(20)], { autosize: false })]);
    editor.select([testId(1)]);
    editor.run('updateWidgets', { changes: [{ _id: testId(1), autosize: true }] });
    vi.runAllTimers();
    expect(stored(editor, 1).h).toBe(52);
    editor.run('updateWidgets', { changes: [{ _id: testId(1), w: 50 }] });
    vi.runAllTimers();
    expect(stored(editor, 1).h).toBe(104);
    editor.setViewport('phone_portrait');
    editor.run('updateWidgets', { changes: [{ _id: testId(1), w: 200 }] });
    vi.runAllTimers();
    expect(stored(editor, 1).viewport_phone_portrait).toMatchObject({ w: 200, h: 26 });
    expect(stored(editor, 1).h).toBe(104);
    stop();
  });

  it('a bigger H1 style makes every text that grows with its text taller, on every page, in the style change’s own undo step', () => {
    const h1 = { blocksMeta: [{ key: 'k0', data: { textStyle: 'H1' } }] };
    const { editor, stop } = setup([text(1, ['Title'], { h: 60, ...h1 }), text(2, ['Title'], { h: 60, pid: TEST_PAGE_IDS[1], ...h1 })]);
    const styles = projectNamedStyles(editor.document.project).textStyles.map((style) =>
      style.name === 'H1' ? { ...style, cssProperties: { ...style.cssProperties, fontSize: 80, lineHeight: 90 } } : style,
    );
    setProjectStyles(editor, 'text', styles, {}, (document) => documentTextHeights(document, fakeMeasure(document)));
    expect([stored(editor, 1).h, stored(editor, 2).h]).toEqual([90, 90]);
    expect(editor.history.names.undo).toEqual(['updateNamedStyles']);
    editor.undo();
    vi.runAllTimers();
    expect([stored(editor, 1).h, stored(editor, 2).h]).toEqual([60, 60]);
    stop();
  });
});

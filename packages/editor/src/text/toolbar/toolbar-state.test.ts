import { describe, expect, it } from 'vitest';
import { defaultTypography, projectTypography, textConstants, type StyleRange, type TextBlock } from '@folio/model';
import { $applyInlineStyle, $setList } from '../text-actions';
import { createTestTextEditor } from '../text-test-editor';
import type { TextV3Content } from '../text-v3-content';
import { $readToolbarState } from './toolbar-state';

const block = (key: string, text: string, extra: Partial<TextBlock> = {}): TextBlock => ({ key, text, depth: 0, entityRanges: [], ...extra });
const stored = (key: string, ranges: StyleRange[]) => [{ key, ranges }] as unknown as TextV3Content['styles'];

describe('what the text toolbar shows', () => {
  it('the look of a cursor: the block’s named style and the default text font', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Title'), block('b', 'body')], blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }] });
    t.select(0, 2);
    const state = t.editor.read(() => $readToolbarState(defaultTypography));
    expect(state).toMatchObject({ active: true, textStyle: 'H1', fontFamily: 'Roboto', fontSize: 48, fontWeight: 700, lineHeight: 60, align: 'left', list: null });
    t.select(1, 1);
    expect(t.editor.read(() => $readToolbarState(defaultTypography))).toMatchObject({
      textStyle: undefined,
      fontFamily: textConstants.defaultFontFamily,
      fontSize: textConstants.defaultFontSize,
      fontWeight: textConstants.defaultFontWeight,
      fontStyle: 'normal',
      lineHeight: textConstants.defaultLineHeight,
      letterSpacing: 0,
      underline: false,
      textCase: 'none',
      script: undefined,
    });
  });

  it('the project’s own style wins; inline styles over it', () => {
    const typography = projectTypography({ textStyles: { project: [{ name: 'H1', tag: 'h1', cssProperties: { fontFamily: 'Georgia', fontSize: 80, lineHeight: 90, color: 'FF0000', opacity: 0.5 } }] } });
    const t = createTestTextEditor({
      blocks: [block('a', 'Title')],
      blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }],
      styles: stored('a', [{ offset: 0, length: 2, style: { fontSize: 30, color: '00FF00' } }]),
    });
    t.select(0, 2, 0, 4);
    expect(t.editor.read(() => $readToolbarState(typography))).toMatchObject({ fontFamily: 'Georgia', fontSize: 80, lineHeight: 90, color: 'FF0000', opacity: 0.5 });
    t.select(0, 0, 0, 2);
    expect(t.editor.read(() => $readToolbarState(typography))).toMatchObject({ fontSize: 30, color: '00FF00', opacity: 1 });
  });

  it('mixed values are null; what the runs agree on is shown', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd'), block('b', 'efgh')],
      blocksMeta: [{ key: 'b', data: { textStyle: 'H2', align: 'center' } }],
      styles: stored('a', [{ offset: 0, length: 2, style: { fontFamily: 'Lora', fontWeight: 700, textDecoration: 'underline' } }]),
    });
    t.select(0, 0, 0, 4);
    expect(t.editor.read(() => $readToolbarState(defaultTypography))).toMatchObject({ fontFamily: null, fontWeight: null, underline: null, fontSize: 18, textStyle: undefined, align: 'left' });
    t.select(0, 1, 1, 2);
    expect(t.editor.read(() => $readToolbarState(defaultTypography))).toMatchObject({ textStyle: null, align: null, lineHeight: null, fontSize: null });
  });

  it('a cursor shows what will be typed next', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'ab')] });
    t.select(0, 1);
    t.edit(() => $applyInlineStyle({ fontSize: 40, script: 'superscript' }));
    expect(t.editor.read(() => $readToolbarState(defaultTypography))).toMatchObject({ fontSize: 40, script: 'superscript' });
  });

  it('lists: the type of the selected items, mixed when they differ', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one'), block('b', 'two')] });
    t.select(0, 1);
    t.edit(() => $setList('number'));
    expect(t.editor.read(() => $readToolbarState(defaultTypography)).list).toBe('number');
    t.select(0, 1, 1, 1);
    expect(t.editor.read(() => $readToolbarState(defaultTypography)).list).toBeUndefined();
  });

  it('names the block the focus is in, with its paddings, for the paddings editor', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one'), block('b', 'two')], blocksMeta: [{ key: 'b', data: { paddings: { top: 4 } } }] });
    t.select(0, 1, 1, 1);
    const state = t.editor.read(() => $readToolbarState(defaultTypography));
    expect(state.focusBlock?.paddings).toEqual({ top: 4 });
  });
});

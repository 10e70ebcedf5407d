import { defaultNamedStyles, widgetSchema, type LinkStyle, type TextStyle, type TextV3Widget, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { TEST_PAGE_IDS, TestEditor, testId } from '../test-editor';
import { projectNamedStyles } from './named-styles';

/** A v3 text whose blocks use the text styles H1 and Caption and the list style 'List item', with a link in 'default'. */
function styledText(n: number, pid: string = TEST_PAGE_IDS[0]): Widget {
  return widgetSchema.parse({
    _id: testId(n),
    pid,
    type: 'text',
    version: 3,
    x: 0,
    y: 0,
    w: 300,
    h: 100,
    blocks: [
      { key: 'a', text: 'Title', depth: 0, entityRanges: [{ offset: 0, length: 5, key: 'l1' }] },
      { key: 'b', text: 'Small', depth: 0, entityRanges: [] },
      { key: 'c', text: 'Item', depth: 0, entityRanges: [], type: 'unordered-list-item' },
    ],
    blocksMeta: [
      { key: 'a', data: { textStyle: 'H1', align: 'center' } },
      { key: 'b', data: { textStyle: 'Caption' } },
      { key: 'c', data: { listStyle: 'List item' } },
    ],
    entityMap: { l1: { type: 'URL', url: 'https://example.com', target: '_self', linkStyle: 'default' } },
    viewport_phone_portrait: { blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }] },
  });
}

const text = (editor: TestEditor, n: number) => editor.document.widgets[testId(n)] as TextV3Widget;
const styleOf = (widget: TextV3Widget, key: string) => widget.blocksMeta?.find((meta) => meta.key === key)?.data;

function withH1(styles: readonly TextStyle[], fields: Partial<TextStyle>): TextStyle[] {
  return styles.map((style) => (style.name === 'H1' ? { ...style, ...fields, cssProperties: { ...style.cssProperties, ...fields.cssProperties } } : style));
}

describe('updateNamedStyles', () => {
  it('widgets-and-authoring.md §3: a project without saved styles has the defaults, and a change of H1 is one undo step', () => {
    const editor = new TestEditor();
    const defaults = projectNamedStyles(editor.document.project);
    expect(defaults.textStyles.map((style) => style.name)).toEqual(['H1', 'H2', 'Text', 'Caption']);
    expect(defaults.linkStyles[0]?.link.color).toBe('0080FF64');
    expect(defaults.listStyles).toEqual([{ name: 'List item', type: 'unordered' }]);

    editor.run('updateNamedStyles', { kind: 'text', styles: withH1(defaults.textStyles, { cssProperties: { fontSize: 64 } }) });
    expect(editor.document.project.textStyles?.project?.[0]?.cssProperties.fontSize).toBe(64);
    expect(editor.history.names.undo).toEqual(['updateNamedStyles']);
    expect(editor.changes.at(-1)?.project?.textStyles).toEqual({ project: editor.document.project.textStyles?.project });

    editor.undo();
    expect(editor.document.project.textStyles).toBeUndefined();
    expect(editor.changes.at(-1)?.project).toEqual({ textStyles: null });
    editor.redo();
    expect(projectNamedStyles(editor.document.project).textStyles[0]?.cssProperties.fontSize).toBe(64);
  });

  it('a list equal to the current one changes nothing and leaves no undo step', () => {
    const editor = new TestEditor();
    expect(editor.run('updateNamedStyles', { kind: 'text', styles: defaultNamedStyles('text-styles') })).toBe(false);
    expect(editor.history.canUndo).toBe(false);
  });

  it('a renamed text style is followed by every text that used it (viewport overrides too) and by list styles, in one undo step', () => {
    const editor = new TestEditor({ widgets: [styledText(1), styledText(2, TEST_PAGE_IDS[1])] });
    editor.run('updateNamedStyles', { kind: 'list', styles: [{ name: 'List item', type: 'unordered', textStyle: 'H1' }] });
    const renamed = projectNamedStyles(editor.document.project).textStyles.map((style) => (style.name === 'H1' ? { ...style, name: 'Title', _caption: 'Title' } : style));

    editor.run('updateNamedStyles', { kind: 'text', styles: renamed, renamed: { H1: 'Title' } });
    for (const n of [1, 2]) {
      expect(styleOf(text(editor, n), 'a')).toEqual({ textStyle: 'Title', align: 'center' });
      expect(styleOf(text(editor, n), 'b')).toEqual({ textStyle: 'Caption' });
      expect(text(editor, n).viewport_phone_portrait?.blocksMeta?.[0]?.data.textStyle).toBe('Title');
    }
    expect(editor.document.project.list_styles?.[0]?.textStyle).toBe('Title');
    const step = editor.changes.at(-1)!;
    expect(step.widgets.updated.map((widget) => widget._id).sort()).toEqual([testId(1), testId(2)]);
    expect(step.project).toHaveProperty('list_styles');

    editor.undo();
    expect(styleOf(text(editor, 1), 'a')?.textStyle).toBe('H1');
    expect(editor.document.project.list_styles?.[0]?.textStyle).toBe('H1');
    expect(projectNamedStyles(editor.document.project).textStyles[0]?.name).toBe('H1');
  });

  it('a deleted text style is taken off the texts that used it (they draw with the base style); other data stays', () => {
    const editor = new TestEditor({ widgets: [styledText(1)] });
    const without = projectNamedStyles(editor.document.project).textStyles.filter((style) => style.name !== 'H1');
    editor.run('updateNamedStyles', { kind: 'text', styles: without });
    expect(styleOf(text(editor, 1), 'a')).toEqual({ align: 'center' });
    expect(text(editor, 1).viewport_phone_portrait?.blocksMeta?.[0]?.data).toEqual({});
    expect(styleOf(text(editor, 1), 'b')).toEqual({ textStyle: 'Caption' });
  });

  it('link styles live in edit_params beside the fonts; a rename follows into the links, a deletion takes the name off', () => {
    const editor = new TestEditor({ widgets: [styledText(1)] });
    editor.run('updateProject', { fields: { edit_params: { fonts: [{ provider: 'google', css_name: 'Lora', name: 'Lora' }] } } });
    const [base] = projectNamedStyles(editor.document.project).linkStyles as [LinkStyle];
    const quiet: LinkStyle = { ...base, name: 'quiet', label: 'Quiet', link: { ...base.link, type: 'none' } };

    editor.run('updateNamedStyles', { kind: 'link', styles: [{ ...base, name: 'main' }, quiet], renamed: { default: 'main' } });
    expect(editor.document.project.edit_params?.fonts?.[0]?.css_name).toBe('Lora');
    expect(editor.document.project.edit_params?.link_styles?.map((style) => style.name)).toEqual(['main', 'quiet']);
    expect(text(editor, 1).entityMap?.l1?.linkStyle).toBe('main');

    editor.run('updateNamedStyles', { kind: 'link', styles: [quiet] });
    expect(text(editor, 1).entityMap?.l1).not.toHaveProperty('linkStyle');
  });

  it('a deleted list style is taken off the list items that used it', () => {
    const editor = new TestEditor({ widgets: [styledText(1)] });
    editor.run('updateNamedStyles', { kind: 'list', styles: [{ name: 'Steps', type: 'ordered' }] });
    expect(styleOf(text(editor, 1), 'c')).toEqual({});
  });

  it('two styles of one name are refused as the API refuses them: nothing is written', () => {
    const editor = new TestEditor({ widgets: [styledText(1)] });
    const styles = projectNamedStyles(editor.document.project).textStyles;
    expect(() => editor.run('updateNamedStyles', { kind: 'text', styles: [...styles, { ...styles[0]! }] })).toThrow(/Another style is already named H1/);
    expect(editor.document.project.textStyles).toBeUndefined();
    expect(editor.history.canUndo).toBe(false);
  });
});

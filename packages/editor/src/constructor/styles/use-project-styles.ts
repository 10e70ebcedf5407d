import { useCallback, useMemo } from 'react';
import type { Font, LinkStyle, ListStyle, MagEditable, TextStyle } from '@folio/model';
import type { Editor } from '../../core';
import type { TextHeights } from '../../core/actions/autosize';
import { projectNamedStyles, type NamedStyleKindName } from '../../core/actions/named-styles';
import type { EditorDocument } from '../../core/document';
import { autosizeAfterStyleChange } from '../text-autosize';
import { useEditor, useEditorState } from '../use-editor';

/** How a new list came about: styles renamed (old name → new name), so the texts using them follow. */
export interface StyleListChange {
  renamed?: Readonly<Record<string, string>>;
}

/** Measures the auto-size texts of the document as changed (text-autosize.ts; none in tests without a page). */
export type AutosizeAfterChange = (document: EditorDocument) => TextHeights;

export interface ProjectStyles {
  /** The project's own lists (the defaults of widgets-and-authoring.md §3 until one is saved). */
  textStyles: readonly TextStyle[];
  linkStyles: readonly LinkStyle[];
  listStyles: readonly ListStyle[];
  /** The fonts the project uses (edit_params.fonts). */
  fonts: readonly Font[];
  /**
   * Each sets one list whole: one undo step, saved with the project (PATCH /api/mag/{id} with the revision). A style
   * missing from the new list is deleted: texts that used it lose its name and draw with the base style. Throws the
   * schema's error for a list the server would refuse (two styles of one name).
   */
  setTextStyles(list: readonly TextStyle[], change?: StyleListChange): void;
  setLinkStyles(list: readonly LinkStyle[], change?: StyleListChange): void;
  setListStyles(list: readonly ListStyle[], change?: StyleListChange): void;
  /** Adds a font to the project's fonts (its variations joined with those of the same font already there). */
  addFont(font: Font): void;
}

/** Sets one kind of the project's named styles (the same as the hook's setters, for code outside React). */
export function setProjectStyles(
  editor: Editor,
  kind: NamedStyleKindName,
  styles: readonly TextStyle[] | readonly LinkStyle[] | readonly ListStyle[],
  change: StyleListChange = {},
  autosize?: AutosizeAfterChange,
): boolean {
  return editor.run('updateNamedStyles', { kind, styles, renamed: change.renamed, autosize });
}

const sameFont = (a: Font, b: Font) => a.provider === b.provider && a.css_name === b.css_name;
const joined = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined =>
  a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined;

/** The project's fonts with `font` added, or joined into the same font already there; unchanged when nothing is new. */
export function fontsWith(fonts: readonly Font[], font: Font): Font[] {
  const index = fonts.findIndex((item) => sameFont(item, font));
  if (index < 0) return [...fonts, font];
  const old = fonts[index]!;
  const merged: Font = { ...old, ...font };
  const variations = joined(old.variations, font.variations);
  const used = joined(old.used_variations, font.used_variations);
  if (variations) merged.variations = variations;
  if (used) merged.used_variations = used;
  return fonts.map((item, at) => (at === index ? merged : item));
}

/** Adds a font to the project (one undo step, saved); returns whether anything changed. */
export function addProjectFont(editor: Editor, font: Font): boolean {
  const editParams = editor.document.project.edit_params ?? {};
  const fonts = editParams.fonts ?? [];
  const next = fontsWith(fonts, font);
  if (JSON.stringify(next) === JSON.stringify(fonts)) return false;
  return editor.run('updateProject', { fields: { edit_params: { ...editParams, fonts: next } } });
}

const projectOf = (state: { document: { project: MagEditable } }) => state.document.project;

/**
 * The project's named text, link and list styles and its fonts (docs/editor.md "Text styles"), as the constructor's
 * document holds them: every change goes through the editor core, so it is undone with Ctrl/Cmd+Z and saved with
 * the revision flow like any other edit.
 */
export function useProjectStyles(): ProjectStyles {
  const editor = useEditor();
  const project = useEditorState((state) => ({ textStyles: projectOf(state).textStyles, editParams: projectOf(state).edit_params, listStyles: projectOf(state).list_styles }));
  const lists = useMemo(
    () => projectNamedStyles({ textStyles: project.textStyles, edit_params: project.editParams, list_styles: project.listStyles }),
    [project.textStyles, project.editParams, project.listStyles],
  );
  const fonts = useMemo(() => project.editParams?.fonts ?? [], [project.editParams]);
  // Texts that grow with their text take their new heights in the same step as the style change.
  const setTextStyles = useCallback((list: readonly TextStyle[], change?: StyleListChange) => void setProjectStyles(editor, 'text', list, change, autosizeAfterStyleChange), [editor]);
  const setLinkStyles = useCallback((list: readonly LinkStyle[], change?: StyleListChange) => void setProjectStyles(editor, 'link', list, change, autosizeAfterStyleChange), [editor]);
  const setListStyles = useCallback((list: readonly ListStyle[], change?: StyleListChange) => void setProjectStyles(editor, 'list', list, change, autosizeAfterStyleChange), [editor]);
  const addFont = useCallback((font: Font) => void addProjectFont(editor, font), [editor]);
  return { ...lists, fonts, setTextStyles, setLinkStyles, setListStyles, addFont };
}

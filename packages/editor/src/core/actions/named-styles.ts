import {
  defaultNamedStyles,
  linkStylesBodySchema,
  listStylesBodySchema,
  textStylesBodySchema,
  type LinkStyle,
  type ListStyle,
  type MagEditable,
  type TextStyle,
  type Widget,
} from '@folio/model';
import { current, isDraft, type Draft } from 'immer';
import type { EditorDocument } from '../document';
import { documentAction } from './action';
import { writeHeights, type TextHeights } from './autosize';

// widgets-and-authoring.md §3: named text, link and list styles per project. A project's own lists are fields of its
// draft (docs/editor.md "Text styles"): text styles in textStyles.project, link styles in edit_params.link_styles,
// list styles in list_styles. Texts refer to a style by name (blocksMeta data textStyle and listStyle, a link's
// linkStyle; a list style names its items' text style), so a rename is followed everywhere and a deleted style's
// name is taken off what used it: those texts draw with the base style.

export type NamedStyleKindName = 'text' | 'link' | 'list';

export interface ProjectNamedStyles {
  textStyles: TextStyle[];
  linkStyles: LinkStyle[];
  listStyles: ListStyle[];
}

/** A project's own style lists as the editor holds them: the defaults of §3 for a list never saved. */
export function projectNamedStyles(project: MagEditable): ProjectNamedStyles {
  return {
    textStyles: project.textStyles?.project ?? defaultNamedStyles('text-styles'),
    linkStyles: project.edit_params?.link_styles ?? defaultNamedStyles('link-styles'),
    listStyles: project.list_styles ?? defaultNamedStyles('list-styles'),
  };
}

const listOfKind = { text: 'textStyles', link: 'linkStyles', list: 'listStyles' } as const;

export interface NamedStylesChange {
  kind: NamedStyleKindName;
  /** The kind's whole new list (names unique: the API's own check). */
  styles: readonly TextStyle[] | readonly LinkStyle[] | readonly ListStyle[];
  /** Styles renamed, old name → new name: what used the old name uses the new one. */
  renamed?: Readonly<Record<string, string>>;
  /**
   * The heights of auto-size texts in the document as changed (docs/editor.md "Grow with the text"): measured by the
   * constructor and written in the same undo step, so texts that grow with a bigger style shrink back with its undo.
   */
  autosize?: (document: EditorDocument) => TextHeights;
}

/** What a reference to a style becomes: its new name, undefined when the style is gone, else itself. */
type Follow = (name: string) => string | undefined;

function follower(before: readonly { name: string }[], after: readonly { name: string }[], renamed: Readonly<Record<string, string>>): Follow | null {
  const kept = new Set(after.map((style) => style.name));
  const gone = new Set(before.map((style) => style.name).filter((name) => !kept.has(name) && !Object.hasOwn(renamed, name)));
  const renames = Object.entries(renamed).filter(([from, to]) => from !== to);
  if (!gone.size && !renames.length) return null;
  const to = new Map(renames);
  return (name) => (to.has(name) ? to.get(name) : gone.has(name) ? undefined : name);
}

// A text widget's fields that hold style names, on the widget and in its viewport overrides.
type TextFields = { blocksMeta?: { data: Record<string, unknown> }[]; entityMap?: Record<string, { linkStyle?: string }> };

function followInText(fields: Draft<TextFields>, kind: NamedStyleKindName, follow: Follow): void {
  if (kind === 'link') {
    for (const entity of Object.values(fields.entityMap ?? {})) {
      if (entity.linkStyle === undefined) continue;
      const name = follow(entity.linkStyle);
      if (name === undefined) delete entity.linkStyle;
      else entity.linkStyle = name;
    }
    return;
  }
  const field = kind === 'text' ? 'textStyle' : 'listStyle';
  for (const { data } of fields.blocksMeta ?? []) {
    if (typeof data[field] !== 'string') continue;
    const name = follow(data[field]);
    if (name === undefined) delete data[field];
    else data[field] = name;
  }
}

function followInWidget(widget: Draft<Widget>, kind: NamedStyleKindName, follow: Follow): void {
  if (widget.type !== 'text' || widget.version !== 3) return;
  followInText(widget as Draft<TextFields>, kind, follow);
  for (const override of [widget.viewport_phone_portrait, widget.viewport_tablet_portrait]) {
    if (override) followInText(override as Draft<TextFields>, kind, follow);
  }
}

/**
 * Sets one kind of the project's named styles whole (the styles panels, the text toolbar): one history entry that
 * also carries the texts following a rename or a deletion, so undo brings both back and the save sends both.
 * The list is checked with the API's own schema first (names unique), so a list the server would refuse is never
 * written (the schema's error is thrown for the panel to show).
 */
export const updateNamedStyles = documentAction<NamedStylesChange>({
  name: 'updateNamedStyles',
  recipe(context, { kind, styles, renamed = {}, autosize }) {
    const project = context.doc.project;
    const before = projectNamedStyles(project as MagEditable)[listOfKind[kind]];
    if (JSON.stringify(before) === JSON.stringify(styles)) return;
    if (kind === 'text') {
      const list = textStylesBodySchema.parse({ styles }).styles;
      project.textStyles = { ...project.textStyles, project: list };
    } else if (kind === 'link') {
      const list = linkStylesBodySchema.parse({ styles }).styles;
      project.edit_params = { ...project.edit_params, link_styles: list };
    } else {
      project.list_styles = listStylesBodySchema.parse({ styles }).styles;
    }
    const follow = follower(before, styles, renamed);
    if (follow) {
      for (const widget of Object.values(context.doc.widgets)) followInWidget(widget, kind, follow);
      // A list style names the text style of its items.
      if (kind === 'text' && project.list_styles) {
        for (const list of project.list_styles) {
          if (list.textStyle === undefined) continue;
          const name = follow(list.textStyle);
          if (name === undefined) delete list.textStyle;
          else list.textStyle = name;
        }
      }
    }
    if (autosize) writeHeights(context.doc, autosize(isDraft(context.doc) ? current(context.doc) : (context.doc as EditorDocument)));
  },
});

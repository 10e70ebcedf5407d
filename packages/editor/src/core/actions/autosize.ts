import type { ViewportName, Widget } from '@folio/model';
import type { Draft } from 'immer';
import { writeLayout, type EditorDocument } from '../document';
import { documentAction } from './action';

/** New heights of auto-size texts, by widget id and viewport (docs/editor.md "Grow with the text"). */
export type TextHeights = Readonly<Record<string, Partial<Record<ViewportName, number>>>>;

/** Writes each height where its viewport keeps it: the widget's own h at default, else that viewport's override. */
export function writeHeights(doc: Draft<EditorDocument>, heights: TextHeights): void {
  for (const [id, byViewport] of Object.entries(heights)) {
    const widget = doc.widgets[id];
    if (!widget) continue;
    for (const [viewport, h] of Object.entries(byViewport) as [ViewportName, number][]) writeLayout(widget, viewport, { h } as Partial<Widget>);
  }
}

/**
 * A text with "Grow with the text" on takes the height of its content (widgets-and-authoring.md §2, §4): the
 * constructor measures it and writes the heights that changed, in every viewport. While a text is edited this joins
 * the editing session's one undo step.
 */
export const autosizeTexts = documentAction<{ heights: TextHeights }>({
  name: 'autosizeTexts',
  recipe(context, { heights }) {
    writeHeights(context.doc, heights);
  },
});

import { linkEntityOfWidget, sameWidgetLink, widgetLinkFields, type LinkEntity, type LinkTargetPage } from '@folio/model';
import type { Editor, WidgetChange } from '../../core';

// The link of the selected widgets (widgets-and-authoring.md §1: clickLink, clickTarget and anchor_link_pos on every
// kind), read for the link panel and written back as one updateWidgets step. Headless: tested with TestEditor.

/** The project's pages in order, as the link panel offers them. */
export function linkTargetPages(editor: Editor): LinkTargetPage[] {
  const { pageIds, pages } = editor.document;
  return pageIds.flatMap((id) => {
    const page = pages[id];
    return page ? [{ _id: id, num_id: page.num_id, uri: page.uri ?? null, ...(page.title ? { title: page.title } : {}) }] : [];
  });
}

export interface SelectionLink {
  /** The widgets the link goes to. */
  ids: string[];
  /** Their link, when they all have the same one (or none); null when none has one or they differ. */
  initial: LinkEntity | null;
  /** The widgets have different links. */
  mixed: boolean;
  /** Some widget has a link, which Remove takes away. */
  hasLink: boolean;
}

/** The link of the selection, or null when nothing is selected. Links are stored on the widget, in every viewport. */
export function selectionLink(editor: Editor): SelectionLink | null {
  const pages = linkTargetPages(editor);
  const ids = editor.selectedIds.filter((id) => editor.document.widgets[id]);
  if (!ids.length) return null;
  const links = ids.map((id) => linkEntityOfWidget(editor.document.widgets[id]!, pages));
  const first = links[0] ?? null;
  const mixed = links.some((link) => !sameWidgetLink(link, first));
  return { ids, initial: mixed ? null : first, mixed, hasLink: links.some(Boolean) };
}

/**
 * Gives the widgets the link (null takes it away) as one history step: clickLink, clickTarget (only _blank is
 * written; _self is the default) and anchor_link_pos (anchors only). A field a link does not use is taken off the
 * widget, so the save queue sends it as null and the server removes it. False when nothing changed.
 */
export function applyWidgetLink(editor: Editor, ids: readonly string[], link: LinkEntity | null): boolean {
  const fields = widgetLinkFields(link);
  const changes: WidgetChange[] = ids.filter((id) => editor.document.widgets[id]).map((_id) => ({ _id, ...fields }));
  return changes.length > 0 && editor.run('updateWidgets', { changes });
}

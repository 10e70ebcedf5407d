import type { Page } from '@folio/model';
import type { DraftInput, EditorDocument } from '../core';

/**
 * The document as a draft again (pages in order, each with its own widgets), for Editor.load after the page list
 * changed on the server: pages come and go through the page API, not through actions, so the constructor rebuilds
 * the draft from what the author sees, with the server's pages put in or taken out.
 */
export function draftFromDocument(document: EditorDocument, pageIds: readonly string[] = document.pageIds): DraftInput {
  const pages = pageIds.flatMap((id) => {
    const page = document.pages[id];
    if (!page) return [];
    const wids = Object.values(document.widgets).filter((widget) => widget.pid === id);
    return [{ ...page, wids } as Page];
  });
  return { _id: document.magId, pages };
}

/** The draft with a page from the server put in at `index` (0-based), its widgets with it. */
export function withPageInserted(document: EditorDocument, page: Page, index: number): DraftInput {
  const draft = draftFromDocument(document);
  const pages = [...(draft.pages ?? [])];
  pages.splice(Math.max(0, Math.min(index, pages.length)), 0, page);
  return { ...draft, pages };
}

/** The draft without some pages (gone to the trash) and their widgets. */
export function withoutPages(document: EditorDocument, pids: readonly string[]): DraftInput {
  return draftFromDocument(document, document.pageIds.filter((id) => !pids.includes(id)));
}

/** The draft with pages of a fresh draft from the server added at the end (restored from the trash). */
export function withPagesAppended(document: EditorDocument, pages: readonly Page[]): DraftInput {
  const draft = draftFromDocument(document);
  const known = new Set(document.pageIds);
  return { ...draft, pages: [...(draft.pages ?? []), ...pages.filter((page) => !known.has(page._id))] };
}

/** A page list order with one page moved to another place (0-based indexes). */
export function movedPage(pageIds: readonly string[], from: number, to: number): string[] {
  const order = [...pageIds];
  const [moved] = order.splice(from, 1);
  if (moved === undefined) return order;
  order.splice(Math.max(0, Math.min(to, order.length)), 0, moved);
  return order;
}

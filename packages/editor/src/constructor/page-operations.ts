import { useMemo } from 'react';
import { newPageFields, type Editor } from '../core';
import type { ProjectApi, TrashedPage } from './project-api';
import type { SaveQueue } from '../save';

/**
 * The page list's calls (docs/api.md "Drafts and revisions"): each waits for pending changes to be saved, sends the
 * revision the save queue last saw, and hands the revision answered back to it (SaveQueue.write). Pages come and go on the server;
 * the editor then puts them in or takes them out (Editor.insertPages, removePages), keeping the history of
 * everything else.
 */
export function usePageOperations(editor: Editor, api: ProjectApi, queue: SaveQueue) {
  return useMemo(() => {
    const write = <T extends { revision: number }>(call: (revision: number) => Promise<T>) => queue.write(call);
    return {
      /** A blank page after `afterPageId` (at the end without it), as tall as the page before it; it opens. */
      async add(afterPageId?: string) {
        const index = afterPageId ? editor.document.pageIds.indexOf(afterPageId) + 1 : editor.document.pageIds.length;
        const previous = editor.document.pages[editor.document.pageIds[index - 1] ?? ''];
        const { page } = await write((rev) => api.addPage(rev, { num: index + 1, page: newPageFields(previous) }));
        editor.insertPages([page], index);
        editor.setPage(page._id);
      },
      /** A copy of a page, with its widgets, right after it; the copy opens. */
      async duplicate(pageId: string) {
        const index = editor.document.pageIds.indexOf(pageId) + 1;
        const { page } = await write((rev) => api.addPage(rev, { num: index + 1, duplicateOf: pageId }));
        editor.insertPages([page], index);
        editor.setPage(page._id);
      },
      /** Pages to the trash; when the open page goes, its neighbour opens. */
      async trash(pageId: string) {
        const order = editor.document.pageIds;
        const index = order.indexOf(pageId);
        await write((rev) => api.trashPages(rev, [pageId]));
        editor.removePages([pageId], order[index + 1] ?? order[index - 1]);
      },
      listTrash: async (): Promise<TrashedPage[]> => (await api.trash()).pages,
      /** Pages back from the trash, at the end of the list with their widgets. */
      async restore(pageIds: string[]) {
        await write((rev) => api.restorePages(rev, pageIds));
        const draft = await api.draft();
        editor.insertPages((draft.pages ?? []).filter((page) => pageIds.includes(page._id)));
      },
      async purge(pageIds: string[]) {
        await write((rev) => api.purgePages(rev, pageIds));
      },
    };
  }, [editor, api, queue]);
}

export type PageOperations = ReturnType<typeof usePageOperations>;

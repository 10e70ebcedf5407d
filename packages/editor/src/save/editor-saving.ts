import type { HttpClient } from '@folio/model';
import type { Editor } from '../core/editor';
import { applyPending, diffDrafts, segmentSize, type ProjectDraft } from './pending-changes';
import type { PendingStore } from './pending-store';
import { SaveQueue } from './save-queue';

export interface OpenSavingOptions<D extends ProjectDraft> {
  /** The draft just fetched (GET /api/projects/{id}). */
  draft: D;
  http: HttpClient;
  store: PendingStore;
}

/**
 * Starts saving a project just loaded (docs/editor.md "Saving"). Changes a reload left unsent come back from the
 * store: the returned draft has them on top (open the editor with it), and the queue sends them. When they were made
 * on another revision than the draft's, the project changed since (or their last call landed without its answer):
 * if the draft already holds them, nothing is left to send; otherwise the queue starts in `conflict`.
 */
export async function openSaving<D extends ProjectDraft>({ draft, http, store }: OpenSavingOptions<D>): Promise<{ queue: SaveQueue; draft: D }> {
  const projectId = draft._id;
  const stored = await store.read(projectId).catch(() => undefined);
  const segments = stored?.segments.filter((segment) => segmentSize(segment) > 0) ?? [];
  if (!stored || !segments.length) return { queue: new SaveQueue({ projectId, revision: draft.revision, http, store }), draft };
  const mine = applyPending(draft, segments);
  if (stored.revision === draft.revision) {
    return { queue: new SaveQueue({ projectId, revision: draft.revision, http, store, segments }), draft: mine };
  }
  const rest = diffDrafts(draft, mine);
  if (!segmentSize(rest)) {
    await store.remove(projectId).catch(() => undefined);
    return { queue: new SaveQueue({ projectId, revision: draft.revision, http, store }), draft };
  }
  const queue = new SaveQueue({ projectId, revision: stored.revision, http, store, segments });
  queue.markConflict(draft);
  return { queue, draft: mine };
}

/** Feeds the editor's change stream to the queue; returns the unsubscribe. */
export function connectEditor(queue: SaveQueue, editor: Editor): () => void {
  return editor.subscribeChanges((changes) => queue.add(changes));
}

/** "Keep mine": the other version with the author's changes on top goes into the editor, and those changes are sent. */
export async function keepMine(queue: SaveQueue, editor: Editor): Promise<void> {
  editor.load(await queue.keepMine());
}

/** "Take theirs": the author's unsaved changes are dropped and the editor shows the project as the server has it. */
export async function takeTheirs(queue: SaveQueue, editor: Editor): Promise<void> {
  editor.load(await queue.takeTheirs());
}

import { HttpError, type HttpClient } from '@folio/model';
import type { Editor } from '../core';
import { connectEditor, SaveQueue, type PendingStore } from '../save';

type Listener = (queue: SaveQueue) => void;

/**
 * The constructor's side of saving (docs/editor.md "Saving"): the save queue fed by the editor's change stream, and
 * the revision shared with the constructor's other writes (the page list, publishing). Before such a write the
 * queue sends what is pending (`settle`, which answers the revision to send); after it the queue goes on from the
 * revision the write answered (`adopt`: a new queue at that revision takes over whatever is still pending).
 */
export class ProjectSaving {
  private stop: () => void;
  private readonly listeners = new Set<Listener>();

  constructor(
    private current: SaveQueue,
    private readonly editor: Editor,
    private readonly options: { projectId: string; http: HttpClient; store: PendingStore },
  ) {
    this.stop = connectEditor(current, editor);
  }

  get queue(): SaveQueue {
    return this.current;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sends what is pending; answers the revision to write on. Refuses while the queue is stopped by a conflict. */
  async settle(): Promise<number> {
    await this.current.flush();
    const state = this.current.getState();
    if (state.conflict) throw new HttpError(state.conflict.message, state.conflict.statusCode);
    return state.revision;
  }

  /** Another write moved the project to `revision`: saving goes on from there. */
  adopt(revision: number): void {
    const previous = this.current;
    if (previous.getState().revision === revision) return;
    this.stop();
    this.current = new SaveQueue({ ...this.options, revision, segments: previous.pending });
    previous.dispose();
    this.stop = connectEditor(this.current, this.editor);
    for (const listener of this.listeners) listener(this.current);
  }

  dispose(): void {
    this.stop();
    this.current.dispose();
    this.listeners.clear();
  }
}

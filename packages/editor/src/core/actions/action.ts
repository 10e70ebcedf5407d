import type { Draft } from 'immer';
import type { EditorDocument } from '../document';
import type { Editor } from '../editor';
import type { DocumentView } from '../view';

/** A key combination (`mod+z`, `shift+arrowleft`, `alt+a`) and the arguments the action gets from it. */
export interface KeyBinding<Args> {
  combo: string;
  args?: Args;
}

/** What a document action's recipe works with. */
export interface ActionContext {
  /** The document to change (an immer draft). */
  readonly doc: Draft<EditorDocument>;
  /** The document and session as they were before this change, seen from the session's page and viewport. */
  readonly view: DocumentView;
  /** Sets the selection the change leaves behind (and that redo restores). */
  select(ids: readonly string[]): void;
  /** Runs after the change is committed (session effects such as the bring-to-top raise). */
  afterCommit(effect: (editor: Editor) => void): void;
}

/** A change of the document: one history entry, and one step of the change stream. */
export interface DocumentAction<Args = void> {
  kind: 'document';
  name: string;
  keys?: readonly KeyBinding<Args>[];
  recipe(context: ActionContext, args: Args): void;
}

/** A change of the session only (undo, zoom, selection): never in the history. */
export interface SessionAction<Args = void> {
  kind: 'session';
  name: string;
  keys?: readonly KeyBinding<Args>[];
  run(editor: Editor, args: Args): void;
}

export type EditorAction<Args = void> = DocumentAction<Args> | SessionAction<Args>;

export function documentAction<Args = void>(definition: Omit<DocumentAction<Args>, 'kind'>): DocumentAction<Args> {
  return { kind: 'document', ...definition };
}

export function sessionAction<Args = void>(definition: Omit<SessionAction<Args>, 'kind'>): SessionAction<Args> {
  return { kind: 'session', ...definition };
}

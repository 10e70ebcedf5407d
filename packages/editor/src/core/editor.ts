import { cropConstants, editorConstants, type Page, type ViewportName, type Widget } from '@folio/model';
import { applyPatches, enablePatches, produce, produceWithPatches, type Draft, type Patch } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActionContext, DocumentAction, EditorAction } from './actions/action';
import { actions, keyBindings, type ActionArgs, type ActionName, type RunArgs } from './actions/registry';
import { changesBetween, hasChanges, type ChangeListener, type DocumentChanges } from './changes';
import { appliedCrop, cropFrame, cropHandleAt, cropStateOf, cropUnavailableReason, panCrop, resetCrop, resizeCrop, storedCropOf, storedOriginalSize, type CropState, type Size } from './crop';
import { CLIPBOARD_KIND, parseClipboard, serializeClipboard, type ClipboardPayload } from './clipboard';
import { documentFromDraft, type DraftInput, type EditorDocument } from './document';
import { distance, type Box, type Frame, type Point } from './geometry';
import { History, type HistoryEntry } from './history';
import { comboOf, initialInput, MODIFIER_KEYS, type InputState, type KeyInput, type PointerInput, type WheelInput } from './input';
import { initialSession, resizeHandles, type Handle, type ResizeHandle, type SessionState, type ToolName } from './session';
import { handleTool } from './tools/hand-tool';
import { selectTool } from './tools/select/select-tool';
import type { Tool } from './tools/tool';
import { handlePoint } from './transforms';
import { storeDerivedPhoneLayout } from './phone-layout';
import { placeNewWidgetsOnPhone } from './phone-placement';
import { DocumentView } from './view';
import { mergeRemote, removedBy, type IsLocal, type RemoteChanges } from '../live/remote-changes';

enablePatches();

/** The whole state the store holds: the document and, apart from it, the session. */
export interface EditorState {
  document: EditorDocument;
  session: SessionState;
}

export interface EditorOptions {
  /** The draft as GET /api/projects/{id} answers it. */
  draft: DraftInput;
  /** The page to open; the first page by default. */
  pageId?: string;
  viewport?: ViewportName;
}

interface Gesture {
  action: DocumentAction<never>;
  start: EditorDocument;
  selectionBefore: string[];
  patches: Patch[];
  inversePatches: Patch[];
  /** The start document as the session saw it at the last move: kept while the session's page and selection are. */
  view: DocumentView | null;
}

/**
 * The headless editor (docs/editor.md "Editor core"): a zustand store of the document and the session, the named
 * actions that change the document through immer patches, the history of finished gestures, the tools driven by
 * pointer and keyboard input, the clipboard, and the stream of changes a save queue sends to the API.
 */
export class Editor {
  readonly store: StoreApi<EditorState>;
  readonly history = new History();
  /** The pointer and modifier keys as the tools see them. */
  readonly input: InputState = initialInput();

  private readonly tools: Record<ToolName, Tool>;
  private readonly changeListeners = new Set<ChangeListener>();
  private gesture: Gesture | null = null;
  private cachedView: { document: EditorDocument; session: SessionState; view: DocumentView } | null = null;
  private raiseTimer: ReturnType<typeof setTimeout> | null = null;
  private clipboard: { text: string; payload: ClipboardPayload; pastes: Map<string, number> } | null = null;
  /** While set, the changes recorded are one history entry (history.ts `group`). */
  private historyGroup: string | undefined;
  /** The text being edited was co-edited (its session leaves no history entry). */
  private textCoEdited = false;
  private textSessions = 0;
  /** Hands over what the open text editor has not yet (its pending edit); set by the text editor while it is open. */
  private textFlush: (() => void) | null = null;
  /** The tool to go back to when the space bar (held for the hand tool) comes up. */
  private toolBeforeSpace: ToolName | null = null;
  /** A drag in crop mode: a handle or the picture, from the crop as it was when the press began. */
  private cropDrag: { handle: ResizeHandle | null; start: CropState; origin: Point } | null = null;

  /**
   * The document as the server last gave it (at open, or at a reload after a conflict): what the draft's screenshots
   * drew, as long as a page is as it was here.
   */
  loadedDocument: EditorDocument;
  /** The draft revision the loaded document is. */
  loadedRevision: number;

  constructor(options: EditorOptions) {
    const document = documentFromDraft(options.draft);
    this.loadedDocument = document;
    this.loadedRevision = options.draft.revision ?? 0;
    const pageId = options.pageId ?? document.pageIds[0];
    if (!pageId || !document.pages[pageId]) throw new Error('The draft has no such page');
    this.store = createStore<EditorState>()(() => ({ document, session: initialSession(pageId, options.viewport ?? 'default') }));
    this.tools = { select: selectTool(this), hand: handleTool(this) };
  }

  /**
   * Replaces the document with a draft fetched anew (after a conflict, say): the history is cleared, the page kept
   * when it still exists, the selection kept to widgets that still exist. No change is sent for it.
   */
  load(draft: DraftInput): void {
    this.cancel();
    this.endTextEditing();
    this.cancelCrop();
    const document = documentFromDraft(draft);
    const pageId = document.pages[this.session.pageId] ? this.session.pageId : document.pageIds[0];
    if (!pageId) throw new Error('The draft has no pages');
    this.loadedDocument = document;
    this.loadedRevision = draft.revision ?? 0;
    this.history.clear();
    this.store.setState({ document });
    this.updateSession((session) => {
      session.pageId = pageId;
      session.selectedIds = session.selectedIds.filter((id) => document.widgets[id]);
      session.hoveredId = null;
    });
  }

  /**
   * Pages the server has added (a new page, a copy, pages back from the trash), put in at `index` with their
   * widgets. The document follows without a history entry or a change to save (the server has them); the history
   * keeps every entry but those of the page order, whose orders lack the new pages.
   */
  insertPages(pages: readonly Page[], index: number = this.document.pageIds.length): void {
    this.cancel();
    const next = produce(this.document, (draft) => {
      const ids = pages.map((page) => page._id).filter((id) => !draft.pages[id]);
      draft.pageIds.splice(Math.max(0, Math.min(index, draft.pageIds.length)), 0, ...ids);
      for (const { wids, ...page } of pages) {
        if (!ids.includes(page._id)) continue;
        draft.pages[page._id] = page;
        for (const widget of wids ?? []) draft.widgets[widget._id] = widget;
      }
    });
    this.history.dropWhere((entry) => touches(entry, (path) => path[0] === 'pageIds'));
    this.store.setState({ document: next });
  }

  /**
   * Pages the server has taken away (to the trash), with their widgets. As for insertPages, no history entry and
   * nothing to save; the history drops the entries of the page order and every entry of those pages or their
   * widgets (undoing them would bring back what is in the trash). When the open page goes, `nextPageId` opens.
   */
  removePages(pageIds: readonly string[], nextPageId?: string): void {
    this.cancel();
    this.endTextEditing();
    this.cancelCrop();
    const gone = new Set(pageIds);
    const goneWidgets = new Set(Object.values(this.document.widgets).filter((widget) => gone.has(widget.pid)).map((widget) => widget._id));
    const next = produce(this.document, (draft) => {
      draft.pageIds = draft.pageIds.filter((id) => !gone.has(id));
      for (const id of gone) delete draft.pages[id];
      for (const id of goneWidgets) delete draft.widgets[id];
    });
    if (!next.pageIds.length) throw new Error('A project keeps at least one page');
    this.history.dropWhere(
      (entry) =>
        gone.has(entry.pageId) ||
        touches(entry, (path, value) => {
          const [root, id] = path;
          if (root === 'pageIds') return true;
          if (root === 'pages') return gone.has(String(id));
          return root === 'widgets' && (goneWidgets.has(String(id)) || gone.has((value as Partial<Widget> | undefined)?.pid ?? ''));
        }),
    );
    this.store.setState({ document: next });
    const open = next.pages[this.session.pageId] ? this.session.pageId : (nextPageId && next.pages[nextPageId] ? nextPageId : next.pageIds[0]!);
    this.updateSession((session) => {
      session.pageId = open;
      session.selectedIds = session.selectedIds.filter((id) => next.widgets[id]);
      session.hoveredId = null;
    });
  }

  /**
   * Another author's saved changes (docs/editor.md "Co-editing"): merged into the document with no history entry and
   * nothing to save (undo undoes one's own changes only). Records with local unsaved changes (`isLocal`), the widgets
   * of a gesture under way and the text being edited stay ours; the selection keeps what still exists; history entries
   * of records that are gone are dropped.
   */
  applyRemoteChanges(changes: RemoteChanges, isLocal: IsLocal = () => false): void {
    const gesture = this.gesture;
    const busy = new Set([this.session.editingTextId, ...(gesture ? [...this.selectedIds, ...gesture.patches.map((patch) => String(patch.path[1]))] : [])]);
    const keep: IsLocal = (record) => (record.kind === 'widget' && busy.has(record.id)) || isLocal(record);
    if (gesture) [gesture.start, gesture.view] = [mergeRemote(gesture.start, changes, keep), null];
    const before = this.document;
    const next = mergeRemote(before, changes, keep);
    const gone = removedBy(before, next);
    const dropped = (root: unknown, id: unknown) => (root === 'widgets' && gone.widgets.has(String(id))) || (root === 'pages' && gone.pages.has(String(id)));
    if (gone.widgets.size || gone.pages.size) this.history.dropWhere((entry) => gone.pages.has(entry.pageId) || touches(entry, (path) => dropped(path[0], path[1])));
    this.store.setState({ document: next });
    const pageId = next.pages[this.session.pageId] ? this.session.pageId : next.pageIds[0]!;
    if (pageId !== this.session.pageId || this.selectedIds.some((id) => !next.widgets[id])) {
      this.updateSession((session) => {
        session.pageId = pageId;
        session.selectedIds = session.selectedIds.filter((id) => next.widgets[id]);
      });
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Reading

  get document(): EditorDocument {
    return this.store.getState().document;
  }

  get session(): SessionState {
    return this.store.getState().session;
  }

  /** The document as seen now: on the session's page, in its viewport. */
  get view(): DocumentView {
    const { document, session } = this.store.getState();
    if (this.cachedView?.document !== document || this.cachedView.session !== session) {
      this.cachedView = { document, session, view: new DocumentView(document, session) };
    }
    return this.cachedView.view;
  }

  get selectedIds(): string[] {
    return this.session.selectedIds;
  }

  /** The widget as drawn in the session's viewport on its page. */
  getWidget(id: string): Widget | undefined {
    return this.view.widget(id);
  }

  /** The page's widgets as drawn, bottom to top (the canvas draws them in this order, at getDrawnZ). */
  getPageWidgets(): Widget[] {
    return this.view.stack({ drawn: true }).map((id) => this.view.widget(id)!);
  }

  getFrame(id: string): Frame | undefined {
    return this.view.frame(id);
  }

  getDrawnZ(id: string): number {
    return this.view.drawnZ(id);
  }

  /** The frame the overlay draws handles on (null when nothing unlocked is selected). */
  getSelectionFrame(): Frame | null {
    return this.view.selectionFrame();
  }

  /** The handle under a page point, for the cursor; handles are grabbed within handleGrabPx screen px. */
  getHandleAt(point: Point): Handle | null {
    const frame = this.getSelectionFrame();
    if (!frame) return null;
    const reach = editorConstants.handleGrabPx / this.session.zoom;
    const offset = editorConstants.rotateHandleOffsetPx / this.session.zoom;
    for (const handle of ['rotate', ...resizeHandles] as const) {
      if (distance(handlePoint(frame, handle, offset), point) <= reach) return handle;
    }
    return null;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Session

  /** Changes the session (never the document, never the history). */
  updateSession(recipe: (session: Draft<SessionState>) => void): void {
    this.store.setState((state) => ({ session: produce(state.session, recipe) }));
  }

  select(ids: readonly string[]): void {
    const existing = [...new Set(ids)].filter((id) => this.document.widgets[id]);
    // A text is edited while it is the selection.
    const editing = this.session.editingTextId;
    if (editing && (existing.length !== 1 || existing[0] !== editing)) this.endTextEditing();
    // Selecting anything else applies a crop under way, as a click outside it does.
    const cropping = this.session.crop?.id;
    if (cropping && (existing.length !== 1 || existing[0] !== cropping)) this.applyCrop();
    this.updateSession((session) => {
      session.selectedIds = existing;
    });
  }

  /**
   * Opens the text editor over a text widget (the one given, else the only one selected): a text widget of the page,
   * drawn in this viewport and not locked. It becomes the selection. Returns whether editing began.
   */
  editText(id: string | undefined = this.selectedIds.length === 1 ? this.selectedIds[0] : undefined): boolean {
    const widget = id ? this.view.widget(id) : undefined;
    if (!id || widget?.type !== 'text' || widget.hidden || this.view.isLocked(id) || !this.view.visibleIds().includes(id)) return false;
    this.cancel();
    this.select([id]);
    this.updateSession((session) => void (session.editingTextId = id));
    // Whatever is typed until editing ends is undone at once (each pause still saves).
    this.historyGroup = `text:${(this.textSessions += 1)}`;
    return true;
  }

  /**
   * The text being edited is co-edited with others (docs/editor.md "Co-editing" → "Text"): its undo is the text's own
   * while it is open (one's own typing only), and when editing ends the session leaves no history entry, whose undo
   * would take back the others' typing too. Back to being edited alone (its document is lost), its pending edit is
   * taken first, so the editor opened next on it starts from all that was typed.
   */
  coEditText(coEdited = true): void {
    if (!this.session.editingTextId) return;
    if (!coEdited) this.textFlush?.();
    this.textCoEdited = coEdited;
  }

  /** Closes the text editor: its pending edit is taken first (and joins the session's history entry). */
  endTextEditing(): void {
    if (!this.session.editingTextId) return;
    this.textFlush?.();
    const group = this.historyGroup;
    if (this.textCoEdited && group) this.history.dropWhere((entry) => entry.group === group);
    this.textCoEdited = false;
    this.historyGroup = undefined;
    this.updateSession((session) => void (session.editingTextId = null));
  }

  /** The open text editor registers how to take its pending edit at once (null when it closes). */
  setTextFlush(flush: (() => void) | null): void {
    this.textFlush = flush;
  }

  /**
   * A double click on the canvas: a text widget under the pointer opens for editing, a picture in crop mode. In crop
   * mode a double click applies the crop.
   */
  doubleClick(point: Point): boolean {
    if (this.session.crop) return this.applyCrop();
    const id = this.view.widgetAt(point);
    if (!id) return false;
    return this.view.widget(id)?.type === 'picture' ? this.beginCrop(id) : this.editText(id);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Crop mode (docs/editor.md "Cropping a picture"): the session holds the crop under way; applying it is one
  // action, so the whole crop is one history entry.

  /**
   * Opens crop mode on a picture (the one given, else the only one selected): drawn in this viewport and visible. A
   * picture that cannot be cropped gets a notice saying why (`cropNotice`); one that does not store its original's
   * size waits for `natural` (crop mode reads it from the loaded picture and calls again). Returns whether the
   * request was answered (crop mode, waiting for the size, or a notice).
   */
  beginCrop(id: string | undefined = this.selectedIds.length === 1 ? this.selectedIds[0] : undefined, natural?: Size): boolean {
    const widget = id ? this.view.widget(id) : undefined;
    if (!id || !widget || widget.hidden || !this.view.visibleIds().includes(id)) return false;
    const reason = cropUnavailableReason(widget);
    if (reason === 'notPicture') return false;
    this.cancel();
    this.endTextEditing();
    if (this.session.crop && this.session.crop.id !== id) this.applyCrop();
    this.select([id]);
    if (reason) {
      this.updateSession((session) => {
        session.crop = null;
        session.cropNotice = { id, reason };
      });
      return true;
    }
    const original = storedOriginalSize(widget) ?? (natural && natural.w > 0 && natural.h > 0 ? natural : undefined);
    const frame = this.view.frame(id)!;
    this.updateSession((session) => {
      session.cropNotice = null;
      session.crop = { id, state: original ? cropStateOf(frame, original, storedCropOf(widget)) : null };
    });
    return true;
  }

  /** The picture in crop mode could not be measured: crop mode closes with a notice saying why. */
  cropUnavailable(id: string, reason: NonNullable<SessionState['cropNotice']>['reason']): void {
    this.cropDrag = null;
    this.updateSession((session) => {
      if (session.crop?.id === id) session.crop = null;
      session.cropNotice = { id, reason };
    });
  }

  dismissCropNotice(): void {
    if (this.session.cropNotice) this.updateSession((session) => void (session.cropNotice = null));
  }

  /** Sets the crop under way (session only). */
  setCropState(state: CropState): void {
    this.updateSession((session) => {
      if (session.crop) session.crop.state = state;
    });
  }

  /** The crop frame the overlay draws handles on, or null outside crop mode. */
  getCropFrame(): Box | null {
    const state = this.session.crop?.state;
    return state ? cropFrame(state) : null;
  }

  /** "Reset": the whole picture, where it lies. */
  resetCrop(): void {
    const state = this.session.crop?.state;
    if (state) this.setCropState(resetCrop(state));
  }

  /** Moves the picture under the crop frame by a page-px step (the arrow keys). */
  nudgeCrop(dx: number, dy: number): void {
    const state = this.session.crop?.state;
    if (state) this.setCropState(panCrop(state, { x: dx, y: dy }));
  }

  /** Applies the crop under way (one `cropPicture` history entry, nothing when nothing changed) and leaves crop mode. */
  applyCrop(): boolean {
    const crop = this.session.crop;
    if (!crop) return false;
    this.cropDrag = null;
    this.updateSession((session) => void (session.crop = null));
    if (crop.state) this.run('cropPicture', { id: crop.id, ...appliedCrop(crop.state), original: crop.state.original });
    return true;
  }

  /** Leaves crop mode without changing anything. */
  cancelCrop(): void {
    this.cropDrag = null;
    if (this.session.crop) this.updateSession((session) => void (session.crop = null));
  }

  private cropPointerDown(input: PointerInput): void {
    const state = this.session.crop?.state;
    if (!state) return;
    const reach = editorConstants.handleGrabPx / this.session.zoom;
    const pressed = input.handle && input.handle !== 'rotate' ? input.handle : cropHandleAt(state, input.point, reach, resizeHandles);
    const frame = cropFrame(state);
    const inside = input.point.x >= frame.x && input.point.x <= frame.x + frame.w && input.point.y >= frame.y && input.point.y <= frame.y + frame.h;
    // A press outside the frame applies the crop, as Enter does.
    if (!pressed && !inside) {
      this.applyCrop();
      return;
    }
    this.cropDrag = { handle: pressed, start: state, origin: input.point };
    this.updateSession((session) => void (session.activeHandle = pressed));
  }

  private cropDragTo(point: Point): void {
    const drag = this.cropDrag;
    if (!drag || !this.session.crop) return;
    const delta = { x: point.x - drag.origin.x, y: point.y - drag.origin.y };
    const minPagePx = cropConstants.minSizeScreenPx / this.session.zoom;
    this.setCropState(drag.handle ? resizeCrop(drag.start, drag.handle, delta, { keepRatio: this.input.shiftKey, minPagePx }) : panCrop(drag.start, delta));
  }

  /** Keys in crop mode: Enter applies, Escape cancels, arrows move the picture (Shift: further); undo cancels. */
  private cropKeyDown(input: KeyInput): boolean | null {
    const combo = comboOf(input);
    if (combo === 'enter') return this.applyCrop();
    if (combo === 'escape') {
      this.cancelCrop();
      return true;
    }
    const step = input.shiftKey ? editorConstants.nudgeShiftPx : editorConstants.nudgePx;
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const arrow = input.ctrlKey || input.metaKey || input.altKey ? undefined : arrows[input.key];
    if (arrow) {
      this.nudgeCrop(...arrow);
      return true;
    }
    if (combo === 'mod+z') {
      this.cancelCrop();
      return true;
    }
    // Tab leaves the canvas for the crop bar; other keys with ctrl or cmd (zoom, redo) act as ever; the rest
    // (Delete, letters) wait until crop mode ends.
    if (input.key === 'Tab') return false;
    return input.ctrlKey || input.metaKey ? null : true;
  }

  addToSelection(ids: readonly string[]): void {
    this.select([...this.selectedIds, ...ids]);
  }

  removeFromSelection(ids: readonly string[]): void {
    this.select(this.selectedIds.filter((id) => !ids.includes(id)));
  }

  setHovered(id: string | null): void {
    if (this.session.hoveredId !== id) this.updateSession((session) => void (session.hoveredId = id));
  }

  /** Opens another page: whatever was under way is dropped and the selection cleared. */
  setPage(pageId: string): void {
    if (!this.document.pages[pageId]) throw new Error(`No page ${pageId}`);
    this.cancel();
    this.endTextEditing();
    this.applyCrop();
    this.updateSession((session) => {
      session.pageId = pageId;
      session.selectedIds = [];
      session.hoveredId = null;
    });
  }

  /** Edits from now on go to this viewport (its override, away from default). */
  setViewport(viewport: ViewportName): void {
    this.cancel();
    this.endTextEditing();
    this.applyCrop();
    this.updateSession((session) => {
      session.viewport = viewport;
    });
  }

  setTool(tool: ToolName): void {
    if (this.session.tool === tool) return;
    this.cancel();
    this.updateSession((session) => {
      session.tool = tool;
      session.toolState = `${tool}.idle`;
      session.activeHandle = null;
    });
  }

  /** The canvas's size in screen px, so the zoom keys zoom about its centre. */
  setScreenSize(size: { width: number; height: number }): void {
    this.screenSize = size;
  }
  private screenSize = { width: 0, height: 0 };

  screenToPage(point: Point): Point {
    const { zoom, pan } = this.session;
    return { x: (point.x - pan.x) / zoom, y: (point.y - pan.y) / zoom };
  }

  pageToScreen(point: Point): Point {
    const { zoom, pan } = this.session;
    return { x: point.x * zoom + pan.x, y: point.y * zoom + pan.y };
  }

  /** Sets the zoom (within minZoom..maxZoom) keeping the page point under `about` (screen px) where it is. */
  zoomTo(zoom: number, about: Point = { x: this.screenSize.width / 2, y: this.screenSize.height / 2 }): void {
    const next = Math.min(editorConstants.maxZoom, Math.max(editorConstants.minZoom, zoom));
    const anchor = this.screenToPage(about);
    this.updateSession((session) => {
      session.zoom = next;
      session.pan = { x: about.x - anchor.x * next, y: about.y - anchor.y * next };
    });
  }

  zoomBy(factor: number, about?: Point): void {
    this.zoomTo(this.session.zoom * factor, about);
  }

  panBy(dx: number, dy: number): void {
    this.updateSession((session) => {
      session.pan = { x: session.pan.x + dx, y: session.pan.y + dy };
    });
  }

  /**
   * widgets-and-authoring.md §4: draws widgets `by` higher (the bring-to-top raise) and restores them after `ms`.
   * A new raise replaces one still running.
   */
  raise(ids: readonly string[], by: number, ms: number): void {
    if (this.raiseTimer) clearTimeout(this.raiseTimer);
    this.updateSession((session) => void (session.raised = { ids: [...ids], by }));
    this.raiseTimer = setTimeout(() => {
      this.raiseTimer = null;
      this.updateSession((session) => void (session.raised = null));
    }, ms);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Actions and history

  /** Runs a named action (docs/editor.md "Actions"). Returns whether the document changed (session actions: true). */
  run<N extends ActionName>(name: N, ...args: RunArgs<N>): boolean {
    const action = actions[name] as EditorAction<ActionArgs<N>>;
    const value = args[0] as ActionArgs<N>;
    if (action.kind === 'session') {
      action.run(this, value);
      return true;
    }
    if (this.gesture) return false;
    return this.commit(action, value);
  }

  private recipeContext(draft: Draft<EditorDocument>, view: DocumentView, after: { selection: string[] | null; effects: ((editor: Editor) => void)[] }): ActionContext {
    return {
      doc: draft,
      view,
      select: (ids) => void (after.selection = [...ids]),
      afterCommit: (effect) => void after.effects.push(effect),
    };
  }

  private commit<Args>(action: DocumentAction<Args>, args: Args): boolean {
    const before = this.document;
    const view = this.view;
    const after = { selection: null as string[] | null, effects: [] as ((editor: Editor) => void)[] };
    const [next, patches, inversePatches] = this.withPhoneLayout(before, produceWithPatches(before, (draft) => action.recipe(this.recipeContext(draft, view, after), args)));
    if (!patches.length) {
      if (after.selection) this.select(after.selection);
      return false;
    }
    this.record(action.name, before, next, patches, inversePatches, this.selectedIds, after.selection);
    for (const effect of after.effects) effect(this);
    return true;
  }

  /**
   * A change made in the phone view that is the first edit of a derived phone layout also stores that layout (the
   * derived frames as phone overrides); widgets made in another view get what phones need (a phone frame inside the
   * phone page when the page is laid out for phones). In the same history entry (docs/editor.md "Phone layout").
   */
  private withPhoneLayout(before: EditorDocument, [next, patches, inversePatches]: readonly [EditorDocument, Patch[], Patch[]]): [EditorDocument, Patch[], Patch[]] {
    if (!patches.length) return [next, patches, inversePatches];
    const { pageId, viewport } = this.session;
    const created = viewport === 'phone_portrait' ? [] : patches.flatMap((patch) => (patch.op === 'add' && patch.path.length === 2 && patch.path[0] === 'widgets' ? [String(patch.path[1])] : []));
    const stored = viewport === 'phone_portrait' ? storeDerivedPhoneLayout(before, next, pageId) : created.length ? placeNewWidgetsOnPhone(before, next, pageId, created) : null;
    return stored ? [stored.next, [...patches, ...stored.patches], [...stored.inversePatches, ...inversePatches]] : [next, patches, inversePatches];
  }

  private record(name: string, before: EditorDocument, next: EditorDocument, patches: Patch[], inversePatches: Patch[], selectionBefore: string[], selection: string[] | null): void {
    const selectionAfter = (selection ?? this.selectedIds).filter((id) => next.widgets[id]);
    this.history.push({ name, patches, inversePatches, pageId: this.session.pageId, selectionBefore, selectionAfter, group: this.historyGroup });
    this.store.setState({ document: next });
    this.select(selectionAfter);
    this.emit(changesBetween(before, next, patches, 'action', name));
  }

  undo(): void {
    this.cancel();
    this.endTextEditing();
    // Undo in crop mode takes back the crop under way, nothing before it.
    if (this.session.crop) return this.cancelCrop();
    const entry = this.history.takeUndo();
    if (entry) this.travel(entry.inversePatches, entry.pageId, entry.selectionBefore, 'undo', entry.name);
  }

  redo(): void {
    this.cancel();
    this.endTextEditing();
    this.cancelCrop();
    const entry = this.history.takeRedo();
    if (entry) this.travel(entry.patches, entry.pageId, entry.selectionAfter, 'redo', entry.name);
  }

  /** Applies an entry's patches and goes back to where it was made, with its selection. */
  private travel(patches: Patch[], pageId: string, selection: string[], cause: 'undo' | 'redo', name: string): void {
    const before = this.document;
    const next = applyPatches(before, patches);
    this.store.setState({ document: next });
    this.updateSession((session) => {
      if (next.pages[pageId]) session.pageId = pageId;
      session.selectedIds = selection.filter((id) => next.widgets[id]);
    });
    this.emit(changesBetween(before, next, patches, cause, name));
  }

  // ---------------------------------------------------------------------------------------------------------
  // Gestures: a drag is one action whose arguments change as the pointer moves, applied to the document as it was
  // when the drag began; it enters the history once, when it ends.

  beginGesture<N extends ActionName>(name: N): void {
    const action = actions[name];
    if (action.kind !== 'document') throw new Error(`${name} is not a document action`);
    this.gesture = { action: action as DocumentAction<never>, start: this.document, selectionBefore: this.selectedIds, patches: [], inversePatches: [], view: null };
  }

  /**
   * Applies the gesture's action with new arguments to the document as it was when the gesture began. `session`
   * changes the session in the same store update (a drag's snap guides), so a move is drawn once.
   */
  updateGesture<N extends ActionName>(args: ActionArgs<N>, session?: (draft: SessionState) => void): void {
    const gesture = this.gesture;
    if (!gesture) return;
    const { pageId, viewport, selectedIds, raised } = this.session;
    const kept = gesture.view?.session;
    const view =
      kept && kept.pageId === pageId && kept.viewport === viewport && kept.selectedIds === selectedIds && kept.raised === raised
        ? gesture.view!
        : (gesture.view = new DocumentView(gesture.start, { pageId, viewport, selectedIds, raised }));
    const after = { selection: null, effects: [] };
    const [next, patches, inversePatches] = this.withPhoneLayout(
      gesture.start,
      produceWithPatches(gesture.start, (draft) => gesture.action.recipe(this.recipeContext(draft, view, after), args as never)),
    );
    gesture.patches = patches;
    gesture.inversePatches = inversePatches;
    const translation = gesture.action.name === 'translate' ? { ids: view.transformableIds(), ...(args as ActionArgs<'translate'>) } : null;
    if (!translation && !session) return this.store.setState({ document: next });
    const nextSession = produce(this.session, (draft) => {
      if (translation) draft.translation = { ids: translation.ids, dx: translation.dx, dy: translation.dy };
      session?.(draft);
    });
    this.store.setState({ document: next, session: nextSession });
  }

  /** The document as it was when the gesture under way began (the document itself when there is none). */
  get gestureStartDocument(): EditorDocument {
    return this.gesture?.start ?? this.document;
  }

  private clearTranslation(): void {
    if (this.session.translation) this.updateSession((session) => void (session.translation = null));
  }

  /** Ends the gesture: one history entry and one step of the change stream (nothing when nothing moved). */
  endGesture(): void {
    const gesture = this.gesture;
    if (!gesture) return;
    this.gesture = null;
    this.clearTranslation();
    if (!gesture.patches.length) {
      this.store.setState({ document: gesture.start });
      return;
    }
    this.record(gesture.action.name, gesture.start, this.document, gesture.patches, gesture.inversePatches, gesture.selectionBefore, null);
  }

  cancelGesture(): void {
    if (!this.gesture) return;
    this.store.setState({ document: this.gesture.start });
    this.gesture = null;
    this.clearTranslation();
  }

  get isInGesture(): boolean {
    return this.gesture !== null;
  }

  // ---------------------------------------------------------------------------------------------------------
  // The change stream

  /** Listens to every history step (actions, finished gestures, undo, redo); returns the unsubscribe function. */
  subscribeChanges(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private emit(changes: DocumentChanges): void {
    if (!hasChanges(changes)) return;
    for (const listener of [...this.changeListeners]) listener(changes);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Clipboard

  /** Copies the selection; returns the text for the system clipboard ('' when nothing is selected). */
  copy(): string {
    const widgets = this.selectedIds.flatMap((id) => this.document.widgets[id] ?? []);
    if (!widgets.length) return '';
    const payload: ClipboardPayload = { kind: CLIPBOARD_KIND, magId: this.document.magId, pageId: this.session.pageId, widgets };
    const text = serializeClipboard(payload);
    this.clipboard = { text, payload, pastes: new Map() };
    return text;
  }

  /** Copies the selection and deletes it (one history entry, `cut`). */
  cut(): string {
    const text = this.copy();
    if (text) this.run('cut');
    return text;
  }

  /**
   * Pastes the text of a copy (the system clipboard's, or the last copy when none is given) onto the session's page.
   * On the page it was copied from the copies land pasteOffsetPx further right and down with every paste (the first
   * paste after a cut lands in place); on another page the first paste keeps the position. Returns whether
   * anything was pasted: text that is not ours is left alone.
   */
  paste(text?: string): boolean {
    const current = text === undefined || text === this.clipboard?.text ? this.clipboard : null;
    const parsed = current ?? (text ? this.adoptClipboard(text) : null);
    if (!parsed?.payload.widgets.length) return false;
    const pageId = this.session.pageId;
    const previous = parsed.pastes.get(pageId) ?? 0;
    const originalsHere = parsed.payload.pageId === pageId && parsed.payload.widgets.some((widget) => this.document.widgets[widget._id]);
    const steps = previous + (originalsHere ? 1 : 0);
    parsed.pastes.set(pageId, previous + 1);
    return this.run('paste', { widgets: parsed.payload.widgets, offset: steps * editorConstants.pasteOffsetPx });
  }

  private adoptClipboard(text: string) {
    const payload = parseClipboard(text);
    if (!payload) return null;
    this.clipboard = { text, payload, pastes: new Map() };
    return this.clipboard;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Input: pointer and keyboard events drive the current tool; keys it does not use run the actions' bindings.

  private get tool(): Tool {
    return this.tools[this.session.tool];
  }

  private readModifiers(input: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): boolean {
    const next = { shiftKey: Boolean(input.shiftKey), altKey: Boolean(input.altKey), modKey: Boolean(input.ctrlKey || input.metaKey) };
    const changed = next.shiftKey !== this.input.shiftKey || next.altKey !== this.input.altKey || next.modKey !== this.input.modKey;
    Object.assign(this.input, next);
    return changed;
  }

  /** Whether the pointer has moved far enough from where it went down to count as a drag (dragThresholdPx on screen). */
  get isDragging(): boolean {
    return distance(this.input.origin, this.input.current) > editorConstants.dragThresholdPx / this.session.zoom;
  }

  pointerDown(input: PointerInput): void {
    if ((input.button ?? 0) !== 0) return;
    // A press on the canvas ends editing a text (its editor lies over the text, so the press was elsewhere).
    this.endTextEditing();
    this.readModifiers(input);
    this.input.origin = input.point;
    this.input.current = input.point;
    this.input.isPointerDown = true;
    if (this.session.crop) return this.cropPointerDown(input);
    this.tool.state.pointerDown?.(input);
  }

  pointerMove(input: PointerInput): void {
    this.readModifiers(input);
    this.input.current = input.point;
    if (this.cropDrag) return this.cropDragTo(input.point);
    if (this.session.crop) return;
    this.tool.state.pointerMove?.(input);
  }

  pointerUp(input: PointerInput): void {
    this.readModifiers(input);
    this.input.current = input.point;
    this.input.isPointerDown = false;
    if (this.cropDrag) {
      this.cropDragTo(input.point);
      this.cropDrag = null;
      this.updateSession((session) => void (session.activeHandle = null));
      return;
    }
    if (this.session.crop) return;
    this.tool.state.pointerUp?.(input);
    if (this.toolBeforeSpace && !this.spaceHeld) this.endSpacePan();
  }

  private spaceHeld = false;

  keyDown(input: KeyInput): boolean {
    if (MODIFIER_KEYS.has(input.key)) {
      if (this.readModifiers(input)) this.modifiersChanged();
      return true;
    }
    if (this.session.crop) {
      const handled = this.cropKeyDown(input);
      if (handled !== null) return handled;
    }
    if (this.tool.state.keyDown?.(input)) return true;
    if (input.key === 'Escape' && !this.session.toolState.endsWith('.idle')) {
      // Escape drops a drag or a marquee under way (before it would clear the selection).
      this.cancel();
      return true;
    }
    const combo = comboOf(input);
    if (combo === 'space') {
      // Held space pans with the hand tool until it comes up.
      this.spaceHeld = true;
      if (this.session.tool !== 'hand' && !this.input.isPointerDown) {
        this.toolBeforeSpace = this.session.tool;
        this.setTool('hand');
      }
      return true;
    }
    const binding = keyBindings.get(combo);
    if (!binding) return false;
    (this.run as (name: ActionName, args?: unknown) => boolean)(binding.name, binding.args);
    return true;
  }

  keyUp(input: KeyInput): boolean {
    if (MODIFIER_KEYS.has(input.key)) {
      if (this.readModifiers({ ...input, [keyFlag(input.key)]: false })) this.modifiersChanged();
      return true;
    }
    if (comboOf({ ...input, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false }) === 'space') {
      this.spaceHeld = false;
      if (this.toolBeforeSpace && !this.input.isPointerDown) this.endSpacePan();
      return true;
    }
    return this.tool.state.keyUp?.(input) ?? false;
  }

  /** Shift pressed or let go in the middle of a drag applies at once. */
  private modifiersChanged(): void {
    if (this.cropDrag) this.cropDragTo(this.input.current);
    else this.tool.state.modifiersChanged?.();
  }

  private endSpacePan(): void {
    const tool = this.toolBeforeSpace;
    this.toolBeforeSpace = null;
    if (tool) this.setTool(tool);
  }

  /** A wheel over the canvas: with ctrl or cmd (a pinch) it zooms about the pointer, otherwise it pans. */
  wheel(input: WheelInput): void {
    if (input.ctrlKey || input.metaKey) this.zoomBy(Math.exp(-input.deltaY * editorConstants.wheelZoomSpeed), input.screenPoint);
    else this.panBy(-input.deltaX, -input.deltaY);
  }

  /** Drops whatever the tool was doing (a drag, a marquee) and goes back to its idle state. */
  cancel(): void {
    this.tool.state.cancel?.();
    this.cancelGesture();
  }

  /** Stops the bring-to-top timer; call when the editor goes away. */
  dispose(): void {
    if (this.raiseTimer) clearTimeout(this.raiseTimer);
    this.raiseTimer = null;
    this.changeListeners.clear();
  }
}

/** Whether any patch of an entry (either way) is one `test` picks, by its path and value. */
function touches(entry: HistoryEntry, test: (path: Patch['path'], value: unknown) => boolean): boolean {
  return [...entry.patches, ...entry.inversePatches].some((patch) => test(patch.path, patch.value));
}

function keyFlag(key: string): 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' {
  return key === 'Shift' ? 'shiftKey' : key === 'Alt' ? 'altKey' : key === 'Control' ? 'ctrlKey' : 'metaKey';
}

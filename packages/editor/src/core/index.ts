// The editor core's public surface (docs/editor.md "Editor core"). TestEditor is for tests: import it from
// './core/test-editor'.
export { Editor, type EditorOptions, type EditorState } from './editor';
export { DocumentView } from './view';
export { actions, keyBindings, type ActionArgs, type ActionName, type Actions } from './actions/registry';
export type { NewWidget, ProjectChanges, WidgetChange } from './actions/edit';
export type { ActionContext, DocumentAction, EditorAction, KeyBinding, SessionAction } from './actions/action';
export type { ChangeListener, DocumentChanges } from './changes';
export { CLIPBOARD_KIND, parseClipboard, type ClipboardPayload } from './clipboard';
export { documentFromDraft, layoutFrame, pageAsLoaded, pageSizeAt, type DraftInput, type EditorDocument, type EditorPage, type PageSize } from './document';
export { frameBounds, type Box, type Frame, type Point } from './geometry';
export type { HistoryEntry } from './history';
export { comboOf, type KeyInput, type PointerInput, type WheelInput } from './input';
export { resizeHandles, type Handle, type ResizeHandle, type SessionState, type ToolName } from './session';
export { MAX_SNAP_DISTANCES, MAX_SNAP_GUIDES, type SnapDistance, type SnapGuide } from './snap';
export { clampPageHeight, gridColumns, gridOf, guidesOf, newPageFields, type GuideAxis } from './page-canvas';
export { handlePoint } from './transforms';
export { offPageWidgets, phoneOffPageCount, phoneViewOf } from './phone-placement';
export { cropFrame, pictureBox, wholePictureUrl, type CropState, type Size } from './crop';

// Saving (docs/editor.md "Saving"): the save queue, where pending changes are kept, conflicts, and the UI's hook.
export { SaveQueue, type SaveConflict, type SaveQueueOptions, type SaveState, type SaveStatus } from './save-queue';
export { connectEditor, keepMine, openSaving, takeTheirs, type OpenSavingOptions } from './editor-saving';
export {
  browserPendingStore,
  indexedDbPendingStore,
  localStoragePendingStore,
  memoryPendingStore,
  type KeyValueStorage,
  type PendingStore,
  type StoredPending,
} from './pending-store';
export { applyPending, type PendingSegment, type ProjectDraft } from './pending-changes';
export { useSaveState } from './use-save-state';

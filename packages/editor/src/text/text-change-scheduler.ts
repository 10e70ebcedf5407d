import { textConstants } from '@folio/model';

// widgets-and-authoring.md §4 "Text widget": changes are applied after 20 ms, saves debounced by 400 ms. Every edit
// schedules both: `apply` runs 20 ms after an edit (edits within those 20 ms are applied together) — the canvas and
// auto-size follow the text; `save` runs 400 ms after the last edit — one finished edit for the history and the save
// queue. `flush` runs what is pending at once (editing ends), so nothing typed is lost.

export interface TextChangeScheduler<T> {
  /** An edit happened; `read` gives its result when a callback needs it. */
  edit: (read: () => T) => void;
  flush: () => void;
  /** Drops what is pending (the editor is gone without an end). */
  cancel: () => void;
}

export interface TextChangeCallbacks<T> {
  apply?: (value: T) => void;
  save: (value: T) => void;
}

type Timer = ReturnType<typeof setTimeout>;

export function createTextChangeScheduler<T>(callbacks: TextChangeCallbacks<T>): TextChangeScheduler<T> {
  let read: (() => T) | undefined;
  let applyTimer: Timer | undefined;
  let saveTimer: Timer | undefined;
  const runApply = () => {
    applyTimer = undefined;
    if (read && callbacks.apply) callbacks.apply(read());
  };
  const runSave = () => {
    saveTimer = undefined;
    const pending = read;
    read = undefined;
    if (pending) callbacks.save(pending());
  };
  const cancel = () => {
    clearTimeout(applyTimer);
    clearTimeout(saveTimer);
    applyTimer = saveTimer = undefined;
    read = undefined;
  };
  return {
    edit(next) {
      read = next;
      applyTimer ??= setTimeout(runApply, textConstants.applyDelayMs);
      clearTimeout(saveTimer);
      saveTimer = setTimeout(runSave, textConstants.saveDebounceMs);
    },
    flush() {
      if (applyTimer !== undefined) {
        clearTimeout(applyTimer);
        runApply();
      }
      if (saveTimer !== undefined) {
        clearTimeout(saveTimer);
        runSave();
      }
    },
    cancel,
  };
}

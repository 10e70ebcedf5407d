import { editorConstants } from '@folio/model';
import type { Patch } from 'immer';

/** One finished change: a named action or a whole gesture, as the immer patches that do and undo it. */
export interface HistoryEntry {
  /** The action's name (`translate`, `alignLeft`, `paste`…). */
  name: string;
  patches: Patch[];
  inversePatches: Patch[];
  /** The page the change was made on, and the selection around it: undo and redo bring them back. */
  pageId: string;
  selectionBefore: string[];
  selectionAfter: string[];
  /** Entries of one group in a row are one entry (the edits of one text editing session). */
  group?: string;
}

/**
 * Undo and redo stacks. A new entry clears what could be redone; the oldest entries fall off past the cap
 * (editorConstants.historyMaxEntries).
 */
export class History {
  private done: HistoryEntry[] = [];
  private undone: HistoryEntry[] = [];

  constructor(private readonly maxEntries: number = editorConstants.historyMaxEntries) {}

  push(entry: HistoryEntry): void {
    const last = this.done[this.done.length - 1];
    if (entry.group !== undefined && last?.group === entry.group && !this.undone.length) {
      this.done[this.done.length - 1] = {
        ...last,
        patches: [...last.patches, ...entry.patches],
        inversePatches: [...entry.inversePatches, ...last.inversePatches],
        selectionAfter: entry.selectionAfter,
      };
      return;
    }
    this.done.push(entry);
    if (this.done.length > this.maxEntries) this.done.splice(0, this.done.length - this.maxEntries);
    this.undone = [];
  }

  /** The entry to undo, moved to the redo stack; undefined when there is none. */
  takeUndo(): HistoryEntry | undefined {
    const entry = this.done.pop();
    if (entry) this.undone.push(entry);
    return entry;
  }

  /** The entry to redo, moved back to the undo stack. */
  takeRedo(): HistoryEntry | undefined {
    const entry = this.undone.pop();
    if (entry) this.done.push(entry);
    return entry;
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Names of the entries that can be undone, oldest first, and of those that can be redone, next first. */
  get names(): { undo: string[]; redo: string[] } {
    return { undo: this.done.map((entry) => entry.name), redo: [...this.undone].reverse().map((entry) => entry.name) };
  }

  /** Takes out the entries `drop` picks, from both stacks; the others keep their order. */
  dropWhere(drop: (entry: HistoryEntry) => boolean): void {
    this.done = this.done.filter((entry) => !drop(entry));
    this.undone = this.undone.filter((entry) => !drop(entry));
  }

  clear(): void {
    this.done = [];
    this.undone = [];
  }
}

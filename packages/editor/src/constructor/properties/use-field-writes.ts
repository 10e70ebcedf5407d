import type { Widget } from '@folio/model';
import type { WidgetChange } from '../../core';
import { changesFor, type FieldPath } from '@folio/widgets/authoring';
import { useWidgetWriter } from './use-widget-writer';

export type Entries = readonly (readonly [FieldPath, unknown])[];

/** Writes values into the widgets through the writer, or answers the problem that keeps them from being written. */
export function useFieldWrites(widgets: readonly Widget[], owner: string) {
  const writer = useWidgetWriter();
  const prepare = (entries: Entries) => changesFor(widgets as never, entries);
  return {
    problem: (entries: Entries) => {
      const result = prepare(entries);
      return result.ok ? undefined : result.error;
    },
    commit: (entries: Entries) => {
      const result = prepare(entries);
      if (result.ok) writer.commit(owner, result.changes as WidgetChange[]);
      return result.ok ? undefined : result.error;
    },
    preview: (entries: Entries) => {
      const result = prepare(entries);
      if (result.ok) writer.preview(owner, result.changes as WidgetChange[]);
    },
    cancel: () => writer.cancel(owner),
  };
}


import { CURRENT_SCHEMA_VERSION, migrateDocument } from '@folio/model';

type StoredKind = 'mag' | 'page' | 'widget';

// STYLE.md §4: stored documents carry a version; older ones are upgraded on read by the model's
// named migrations, so every reader sees the current shape.
export function readDocument<T extends Record<string, unknown>>(
  kind: StoredKind,
  row: { data: Record<string, unknown>; schemaVersion: number },
): T {
  if (row.schemaVersion === CURRENT_SCHEMA_VERSION) return row.data as T;
  return migrateDocument(kind, row.data, row.schemaVersion) as T;
}

export { CURRENT_SCHEMA_VERSION };

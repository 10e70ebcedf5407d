/**
 * Versioned stored documents (STYLE.md §4). Every stored mag, page and widget carries the schema version it was
 * written with; on read, the named migrations from that version up to CURRENT_SCHEMA_VERSION run in order. A
 * migration never changes: a later fix is a new migration.
 */

import { minifyTextStyles, type AnyStoredEntry } from './text-style-runs';

export const CURRENT_SCHEMA_VERSION = 2;

export type DocumentKind = 'mag' | 'page' | 'widget';

/** A stored document as read from storage, before it is checked against its schema. */
export type StoredDocument = Record<string, unknown>;

export interface Migration {
  /** Unique and descriptive, e.g. 'text-v2-default-column-gap'; shows up in errors and logs. */
  readonly name: string;
  readonly from: number;
  /** Always from + 1: one step per version keeps every path through the history the same. */
  readonly to: number;
  /** Pure: returns the upgraded document and leaves its argument untouched. */
  readonly up: (doc: StoredDocument) => StoredDocument;
}

export type MigrationRegistry = Readonly<Record<DocumentKind, readonly Migration[]>>;

// The per-viewport overrides of schema version 1, which may hold a text's styles of their own.
const VERSION_1_VIEWPORT_OVERRIDES = ['viewport_phone_portrait', 'viewport_tablet_portrait'];

function isStoredStyles(value: unknown): value is AnyStoredEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry: unknown) => entry !== null && typeof entry === 'object' && typeof (entry as AnyStoredEntry).key === 'string' && Array.isArray((entry as AnyStoredEntry).ranges))
  );
}

function withTypedStyles(fields: StoredDocument): StoredDocument {
  return isStoredStyles(fields.styles) ? { ...fields, styles: minifyTextStyles(fields.styles) } : fields;
}

/**
 * widgets-and-authoring.md §3 "Text widget version 3": "styles: key, type, inline styles (minified form)". Version 1
 * stored one entry per block with whole styles per run, { key, ranges: [{ offset, length, style }] }; version 2 one
 * entry per block and inline style key, { key, type, ranges: [{ offset, length, value }] }, minified. Every character
 * keeps its look.
 */
const textV3TypedStyles: Migration = {
  name: 'text-v3-typed-styles',
  from: 1,
  to: 2,
  up: (doc) => {
    if (doc.type !== 'text' || doc.version !== 3) return doc;
    const upgraded = { ...withTypedStyles(doc) };
    for (const field of VERSION_1_VIEWPORT_OVERRIDES) {
      const override = doc[field];
      if (override !== null && typeof override === 'object') upgraded[field] = withTypedStyles(override as StoredDocument);
    }
    return upgraded;
  },
};

/** Mags and pages hold no text: the step to version 2 leaves them as they are. */
const unchangedAtTypedStyles = (kind: 'mag' | 'page'): Migration => ({
  name: `${kind}-unchanged-by-text-v3-typed-styles`,
  from: 1,
  to: 2,
  up: (doc) => doc,
});

/** The real migrations, per document kind, oldest first. */
export const documentMigrations: MigrationRegistry = {
  mag: [unchangedAtTypedStyles('mag')],
  page: [unchangedAtTypedStyles('page')],
  widget: [textV3TypedStyles],
};

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface MigrateOptions {
  /** Defaults to documentMigrations (tests pass their own). */
  migrations?: MigrationRegistry;
  /** Defaults to CURRENT_SCHEMA_VERSION. */
  toVersion?: number;
}

/** The migrations that take a document of `kind` from `fromVersion` to `toVersion`, checked for gaps. */
export function migrationPath(
  kind: DocumentKind,
  fromVersion: number,
  toVersion: number,
  migrations: MigrationRegistry = documentMigrations,
): Migration[] {
  if (!Number.isInteger(fromVersion) || fromVersion < 1) {
    throw new MigrationError(`A stored ${kind} has an invalid schema version: ${String(fromVersion)}`);
  }
  if (fromVersion > toVersion) {
    throw new MigrationError(
      `A stored ${kind} has schema version ${fromVersion}, newer than this software's ${toVersion}`,
    );
  }
  const path: Migration[] = [];
  for (let version = fromVersion; version < toVersion; version += 1) {
    const step = migrations[kind].filter((migration) => migration.from === version);
    const [migration, duplicate] = step;
    if (!migration) throw new MigrationError(`No ${kind} migration from schema version ${version}`);
    if (duplicate) {
      throw new MigrationError(`Two ${kind} migrations from schema version ${version}: ${migration.name}, ${duplicate.name}`);
    }
    if (migration.to !== version + 1) {
      throw new MigrationError(`The ${kind} migration ${migration.name} must go from ${version} to ${version + 1}`);
    }
    path.push(migration);
  }
  return path;
}

/**
 * A stored document upgraded from `fromVersion` to the current schema version (the input is not modified). The
 * caller stores the new version alongside it (e.g. mag.schemaVersion) and then checks it against its schema.
 */
export function migrateDocument(
  kind: DocumentKind,
  doc: StoredDocument,
  fromVersion: number,
  options: MigrateOptions = {},
): StoredDocument {
  const path = migrationPath(kind, fromVersion, options.toVersion ?? CURRENT_SCHEMA_VERSION, options.migrations);
  let current = doc;
  for (const migration of path) {
    try {
      current = migration.up(current);
    } catch (error) {
      throw new MigrationError(`The ${kind} migration ${migration.name} failed`, { cause: error });
    }
  }
  return current;
}

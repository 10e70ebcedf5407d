import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCHEMA_VERSION,
  documentMigrations,
  MigrationError,
  migrateDocument,
  migrationPath,
  type Migration,
  type MigrationRegistry,
} from './migrations';

const renameTitle: Migration = {
  name: 'mag-rename-name-to-title',
  from: 1,
  to: 2,
  up: ({ name, ...rest }) => ({ ...rest, title: name }),
};
const addOpts: Migration = {
  name: 'mag-add-empty-opts',
  from: 2,
  to: 3,
  up: (doc) => ({ ...doc, opts: doc.opts ?? {} }),
};
const registry: MigrationRegistry = { mag: [addOpts, renameTitle], page: [], widget: [] };

describe('document migrations', () => {
  it('STYLE.md §4: stored documents are at schema version 1 and no migration exists yet', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(1);
    for (const kind of ['mag', 'page', 'widget'] as const) {
      expect(documentMigrations[kind]).toEqual([]);
      const doc = { a: 1 };
      expect(migrateDocument(kind, doc, CURRENT_SCHEMA_VERSION)).toBe(doc);
    }
  });

  it('STYLE.md §4: named migrations upgrade an old document on read, in version order', () => {
    const doc = { name: 'Spring' };
    const migrated = migrateDocument('mag', doc, 1, { migrations: registry, toVersion: 3 });
    expect(migrated).toEqual({ title: 'Spring', opts: {} });
    expect(doc).toEqual({ name: 'Spring' });
    expect(migrationPath('mag', 1, 3, registry).map((m) => m.name)).toEqual(['mag-rename-name-to-title', 'mag-add-empty-opts']);
  });

  it('STYLE.md §4: a document part-way up the history runs only the remaining migrations', () => {
    expect(migrateDocument('mag', { title: 'x' }, 2, { migrations: registry, toVersion: 3 })).toEqual({ title: 'x', opts: {} });
    expect(migrateDocument('mag', { title: 'x' }, 3, { migrations: registry, toVersion: 3 })).toEqual({ title: 'x' });
  });

  it('STYLE.md §4: migrations are per document kind', () => {
    expect(() => migrateDocument('page', { name: 'x' }, 1, { migrations: registry, toVersion: 2 })).toThrow(
      'No page migration from schema version 1',
    );
  });

  it('STYLE.md §4: a gap, a duplicate or a skipping migration is an error, not a silent half-upgrade', () => {
    expect(() => migrationPath('mag', 1, 4, registry)).toThrow('No mag migration from schema version 3');
    const duplicate: MigrationRegistry = { ...registry, mag: [renameTitle, { ...renameTitle, name: 'again' }] };
    expect(() => migrationPath('mag', 1, 2, duplicate)).toThrow(MigrationError);
    const skipping: MigrationRegistry = { ...registry, mag: [{ ...renameTitle, to: 3 }] };
    expect(() => migrationPath('mag', 1, 3, skipping)).toThrow('must go from 1 to 2');
  });

  it('STYLE.md §4: a document newer than the software, or with no valid version, is refused', () => {
    expect(() => migrateDocument('widget', {}, 2)).toThrow('newer than');
    expect(() => migrateDocument('widget', {}, 0)).toThrow('invalid schema version');
    expect(() => migrateDocument('widget', {}, 1.5)).toThrow(MigrationError);
  });

  it('STYLE.md §4: a failing migration names itself and keeps the cause', () => {
    const failing: MigrationRegistry = {
      ...registry,
      widget: [
        {
          name: 'widget-boom',
          from: 1,
          to: 2,
          up: () => {
            throw new Error('boom');
          },
        },
      ],
    };
    try {
      migrateDocument('widget', {}, 1, { migrations: failing, toVersion: 2 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toContain('widget-boom');
      expect(((error as Error).cause as Error).message).toBe('boom');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { blockStyleRuns } from './text-style-runs';
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
  it('STYLE.md §4: stored documents are at schema version 2; a current document is read as it is', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(2);
    for (const kind of ['mag', 'page', 'widget'] as const) {
      expect(migrationPath(kind, 1, CURRENT_SCHEMA_VERSION).map((m) => m.to)).toEqual([2]);
      const doc = { a: 1 };
      expect(migrateDocument(kind, doc, CURRENT_SCHEMA_VERSION)).toBe(doc);
    }
    expect(documentMigrations.widget.map((m) => m.name)).toEqual(['text-v3-typed-styles']);
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
    expect(() => migrateDocument('widget', {}, CURRENT_SCHEMA_VERSION + 1)).toThrow('newer than');
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

describe('text-v3-typed-styles (widgets-and-authoring.md §3: "styles: key, type, inline styles (minified form)")', () => {
  const oldStyles = [
    { key: 'a', ranges: [{ offset: 0, length: 5, style: { fontWeight: 700, color: 'ff0000' } }, { offset: 3, length: 4, style: { color: '0000ff' } }] },
    { key: 'b', ranges: [{ offset: 0, length: 2, style: { fontFeatures: { ss01: true } } }] },
  ];
  const oldText = {
    _id: '5f1b2c3d4e5f6a7b8c9d0e1f',
    type: 'text',
    version: 3,
    blocks: [{ key: 'a', text: 'Hello world', depth: 0, entityRanges: [] }, { key: 'b', text: 'Hi', depth: 0, entityRanges: [] }],
    styles: oldStyles,
    viewport_phone_portrait: { styles: [{ key: 'a', ranges: [{ offset: 0, length: 1, style: { fontSize: 12 } }] }], x: 4 },
  };

  it('gives a stored text v3 typed, minified styles that draw every character as before', () => {
    const migrated = migrateDocument('widget', oldText, 1);
    expect(migrated.styles).toEqual([
      { key: 'a', type: 'color', ranges: [{ offset: 0, length: 3, value: 'ff0000' }, { offset: 3, length: 4, value: '0000ff' }] },
      { key: 'a', type: 'fontWeight', ranges: [{ offset: 0, length: 5, value: 700 }] },
      { key: 'b', type: 'fontFeatures', ranges: [{ offset: 0, length: 2, value: { ss01: true } }] },
    ]);
    for (const key of ['a', 'b']) expect(blockStyleRuns(migrated.styles as never, key)).toEqual(blockStyleRuns(oldStyles, key));
    expect(migrated.viewport_phone_portrait).toEqual({ styles: [{ key: 'a', type: 'fontSize', ranges: [{ offset: 0, length: 1, value: 12 }] }], x: 4 });
    expect(migrated.blocks).toEqual(oldText.blocks);
    expect(oldText.styles).toBe(oldStyles);
    expect(oldStyles[0]).toHaveProperty('ranges.0.style');
  });

  it('leaves other widgets, text v2 and texts without styles as they are', () => {
    const shape = { type: 'shape', styles: oldStyles };
    expect(migrateDocument('widget', shape, 1)).toEqual(shape);
    const v2 = { type: 'text', version: 2, text: '<p>Hi</p>' };
    expect(migrateDocument('widget', v2, 1)).toEqual(v2);
    const bare = { type: 'text', version: 3, blocks: [] };
    expect(migrateDocument('widget', bare, 1)).toEqual(bare);
    const mag = { title: 'x' };
    expect(migrateDocument('mag', mag, 1)).toEqual(mag);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_PAGE_IDS, TestEditor } from '../../core/test-editor';
import { addStep, applyPending, diffDrafts, nextRequest, type PendingSegment } from '../../save/pending-changes';
import { pageFormChanges, pageFormOf } from './page-settings-form';

const PAGE = TEST_PAGE_IDS[1];

/** The page settings' Save, as the dialog runs it: one updatePage with the form's changes. */
function saveSettings(editor: TestEditor, edit: Parameters<typeof pageFormChanges>[2] extends infer F ? Partial<F> : never) {
  const page = editor.document.pages[PAGE]!;
  const initial = pageFormOf(page);
  const { fields, errors } = pageFormChanges(page, initial, { ...initial, ...edit }, []);
  expect(errors).toEqual({});
  editor.run('updatePage', { pageId: PAGE, fields });
}

/** What the save queue sends for the steps so far: the page PATCH bodies, in order. */
function pageBodies(editor: TestEditor) {
  const segments: PendingSegment[] = [];
  for (const step of editor.changes) addStep(segments, step);
  const bodies: Record<string, unknown>[] = [];
  for (const segment of segments) {
    for (let next = nextRequest(segment); next; next = nextRequest(segment)) {
      if (next.request.kind === 'page') bodies.push(next.request.fields);
      next.sent();
    }
  }
  return bodies;
}

describe('page settings and undo', () => {
  it('one Save is one undo step', () => {
    const editor = new TestEditor();
    saveSettings(editor, { uri: 'about', seoTitle: 'About us', phoneHeight: '900' });
    editor.expectHistory(['updatePage']);
    expect(editor.document.pages[PAGE]).toMatchObject({ uri: 'about', seo: { title: 'About us' }, viewport_phone_portrait: { height: 900 } });
    editor.run('undo');
    expect(editor.document.pages[PAGE]).toEqual({ _id: PAGE, num: 2, num_id: 2 });
  });

  it('the undo of settings the page did not have sends them as null, so the server removes them', () => {
    const editor = new TestEditor();
    saveSettings(editor, { uri: 'about', seoTitle: 'About us', phoneEnabled: false });
    editor.run('undo');
    expect(editor.changes.at(-1)!.pages.removedFields).toEqual({ [PAGE]: ['uri', 'seo', 'viewport_phone_portrait'] });
    // Saved together (one segment): the latest page, with what it lost as null.
    expect(pageBodies(editor)).toEqual([{ uri: null, seo: null, viewport_phone_portrait: null }]);
  });

  it('a field put back after its undo is sent with its value, not removed', () => {
    const editor = new TestEditor();
    saveSettings(editor, { seoTitle: 'About us' });
    editor.run('undo');
    editor.run('redo');
    expect(pageBodies(editor)).toEqual([{ seo: { title: 'About us' } }]);
  });

  it('pending removals survive a reload and a rebase', () => {
    const editor = new TestEditor();
    saveSettings(editor, { seoTitle: 'About us' });
    const segments: PendingSegment[] = [];
    for (const step of editor.changes) addStep(segments, step);
    editor.run('undo');
    addStep(segments, editor.changes.at(-1)!);
    // The server had the first save: the stored segments applied to it take the field away.
    const server = { _id: editor.document.magId, pages: [{ _id: TEST_PAGE_IDS[0], num: 1, num_id: 1 }, { _id: PAGE, num: 2, num_id: 2, seo: { title: 'About us' } }] };
    const mine = applyPending(server, JSON.parse(JSON.stringify(segments)) as PendingSegment[]);
    expect(mine.pages![1]).not.toHaveProperty('seo');
    // Keep mine after a conflict: what differs from the server's version, the removal included.
    const segment = diffDrafts(server, mine);
    expect(nextRequest(segment)!.request).toEqual({ kind: 'page', pageId: PAGE, fields: { seo: null } });
  });
});

import { describe, expect, it } from 'vitest';
import { pageAsLoaded } from './document';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

// The page list shows a page's server picture while the page is as the constructor loaded it (docs/jobs.md "Draft
// screenshots"): any change to the page, its widgets or the project's fields makes it drawn live.
describe('pageAsLoaded', () => {
  const [first, second] = TEST_PAGE_IDS;
  const opened = () => new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2, { pid: second })] });
  const asLoaded = (editor: TestEditor, pageId: string) => pageAsLoaded(editor.loadedDocument, editor.document, pageId);

  it('holds for every page as opened', () => {
    const editor = opened();
    expect([asLoaded(editor, first), asLoaded(editor, second)]).toEqual([true, true]);
  });

  it('a widget changed: its page only', () => {
    const editor = opened();
    editor.run('updateWidgets', { changes: [{ _id: testId(1), x: 40 }] });
    expect([asLoaded(editor, first), asLoaded(editor, second)]).toEqual([false, true]);
  });

  it('a page’s own field changed: that page only', () => {
    const editor = opened();
    editor.run('updatePage', { pageId: second, fields: { title: 'Back' } });
    expect([asLoaded(editor, first), asLoaded(editor, second)]).toEqual([true, false]);
  });

  it('the project’s fields changed: every page', () => {
    const editor = opened();
    editor.run('updateProject', { fields: { title: 'Renamed' } });
    expect([asLoaded(editor, first), asLoaded(editor, second)]).toEqual([false, false]);
  });
});

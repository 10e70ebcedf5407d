import { describe, expect, it } from 'vitest';
import { linkEntityOfForm, emptyLinkForm, type LinkEntity, type LinkForm } from '@folio/model';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from '../../core/test-editor';
import { applyWidgetLink, linkTargetPages, selectionLink } from './widget-links';

function entity(editor: TestEditor, fields: Partial<LinkForm>): LinkEntity {
  const result = linkEntityOfForm({ ...emptyLinkForm(), ...fields }, linkTargetPages(editor));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.entity;
}

describe('widget links', () => {
  it('a web address is written to every selected widget as one undo step, and undo takes it away', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2, { x: 200 })] });
    editor.select([testId(1), testId(2)]);
    expect(applyWidgetLink(editor, editor.selectedIds, entity(editor, { kind: 'URL', url: 'example.com', newTab: true }))).toBe(true);
    for (const id of [1, 2]) {
      expect(editor.stored(id)).toMatchObject({ clickLink: 'http://example.com', clickTarget: '_blank' });
      expect('anchor_link_pos' in editor.stored(id)).toBe(false);
    }
    editor.expectHistory(['updateWidgets']);
    expect(editor.changes).toHaveLength(1);
    expect(editor.changes[0]!.widgets.updated.map((widget) => widget._id).sort()).toEqual([testId(1), testId(2)]);

    editor.run('undo');
    for (const id of [1, 2]) expect('clickLink' in editor.stored(id)).toBe(false);
  });

  it('an anchor stores the page and the position; a web address after it takes the position off (sent as removed)', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    editor.select([testId(1)]);
    applyWidgetLink(editor, [testId(1)], entity(editor, { kind: 'Anchor', anchorPageId: TEST_PAGE_IDS[1], anchorPosition: '300' }));
    expect(editor.stored(1)).toMatchObject({ clickLink: `anchor:${TEST_PAGE_IDS[1]}`, anchor_link_pos: 300 });

    applyWidgetLink(editor, [testId(1)], entity(editor, { kind: 'URL', url: 'https://example.com' }));
    expect(editor.stored(1)).toMatchObject({ clickLink: 'https://example.com' });
    expect('anchor_link_pos' in editor.stored(1)).toBe(false);
    expect(editor.changes.at(-1)!.widgets.removedFields[testId(1)]).toEqual(['anchor_link_pos']);
  });

  it('removing the link takes clickLink and clickTarget off the widget, so the save sends them as removed', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { clickLink: 'http://example.com', clickTarget: '_blank' })] });
    editor.select([testId(1)]);
    expect(applyWidgetLink(editor, [testId(1)], null)).toBe(true);
    expect('clickLink' in editor.stored(1)).toBe(false);
    expect('clickTarget' in editor.stored(1)).toBe(false);
    expect(editor.changes.at(-1)!.widgets.removedFields[testId(1)]?.sort()).toEqual(['clickLink', 'clickTarget']);
    // Nothing left to remove: nothing changes.
    expect(applyWidgetLink(editor, [testId(1)], null)).toBe(false);
  });

  it('reads the selection: one link, different links, none', () => {
    const editor = new TestEditor({
      widgets: [shapeWidget(1, { clickLink: '/p2/' }), shapeWidget(2, { clickLink: '/p2/' }), shapeWidget(3, { clickLink: 'goback' }), shapeWidget(4)],
    });
    expect(selectionLink(editor)).toBeNull();
    editor.select([testId(1), testId(2)]);
    expect(selectionLink(editor)).toEqual({
      ids: [testId(1), testId(2)],
      initial: { type: 'Page', url: '/p2/', target: '_self', pageId: TEST_PAGE_IDS[1] },
      mixed: false,
      hasLink: true,
    });
    editor.select([testId(1), testId(3)]);
    expect(selectionLink(editor)).toMatchObject({ initial: null, mixed: true, hasLink: true });
    editor.select([testId(4)]);
    expect(selectionLink(editor)).toMatchObject({ initial: null, mixed: false, hasLink: false });
  });

  it('offers the pages in order with their numeric ids', () => {
    const editor = new TestEditor({ pages: [{ _id: TEST_PAGE_IDS[0], num_id: 7, title: 'Cover' }, { _id: TEST_PAGE_IDS[1], num_id: 9, uri: 'end' }] });
    expect(linkTargetPages(editor)).toEqual([
      { _id: TEST_PAGE_IDS[0], num_id: 7, uri: null, title: 'Cover' },
      { _id: TEST_PAGE_IDS[1], num_id: 9, uri: 'end' },
    ]);
  });
});

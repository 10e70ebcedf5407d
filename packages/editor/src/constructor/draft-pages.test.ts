import { describe, expect, it } from 'vitest';
import type { Page, Widget } from '@folio/model';
import { documentFromDraft } from '../core';
import { draftFromDocument, movedPage, withoutPages, withPageInserted, withPagesAppended } from './draft-pages';

const id = (n: number) => String(n).padStart(24, '0');
const widget = (n: number, pid: string) => ({ _id: id(100 + n), pid, type: 'shape', x: n, y: 0, w: 10, h: 10 }) as Widget;
const page = (n: number, wids: Widget[] = []) => ({ _id: id(n), num: n, wids }) as unknown as Page;
const document = documentFromDraft({ _id: id(900), pages: [page(1, [widget(1, id(1))]), page(2, [widget(2, id(2))])] });

describe('the draft the page list loads', () => {
  it('is the document again: pages in order, each with its own widgets', () => {
    expect(documentFromDraft(draftFromDocument(document))).toEqual(document);
  });

  it('takes a new page in at its place, with its widgets', () => {
    const draft = withPageInserted(document, page(3, [widget(3, id(3))]), 1);
    const next = documentFromDraft(draft);
    expect(next.pageIds).toEqual([id(1), id(3), id(2)]);
    expect(next.widgets[id(103)]?.pid).toBe(id(3));
  });

  it('leaves out trashed pages and their widgets', () => {
    const next = documentFromDraft(withoutPages(document, [id(1)]));
    expect(next.pageIds).toEqual([id(2)]);
    expect(Object.keys(next.widgets)).toEqual([id(102)]);
  });

  it('adds restored pages at the end, never twice', () => {
    const next = documentFromDraft(withPagesAppended(document, [page(2), page(4, [widget(4, id(4))])]));
    expect(next.pageIds).toEqual([id(1), id(2), id(4)]);
    expect(next.widgets[id(104)]).toBeDefined();
  });

  it('moves a page in the order', () => {
    expect(movedPage(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movedPage(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});

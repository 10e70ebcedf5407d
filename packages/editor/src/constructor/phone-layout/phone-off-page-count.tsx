import { phoneLayoutTexts } from '@folio/model';
import { useRef } from 'react';
import { phoneOffPageCount, type EditorDocument } from '../../core';
import { useSettledEditorState } from '../use-editor';
import './phone-layout.css';

/** The id of the words the Phone button is described by while widgets lie outside the phone page. */
export const PHONE_OFF_PAGE_NOTE_ID = 'fo-phone-off-page-note';

/** How many widgets of the current page lie outside its phone page (worked out again only when the document or page changes). */
export function usePhoneOffPageCount(): number {
  const last = useRef<{ document: EditorDocument; pageId: string; count: number } | null>(null);
  return useSettledEditorState(({ document, session }) => {
    const kept = last.current;
    if (kept && kept.document === document && kept.pageId === session.pageId) return kept.count;
    const count = phoneOffPageCount(document, session.pageId);
    last.current = { document, pageId: session.pageId, count };
    return count;
  });
}

/**
 * On the viewport switcher's Phone button (docs/editor.md "Phone layout"): how many widgets of the page lie outside
 * its phone page, so the author sees it from any view. The button keeps its name ("Phone"); the count is its
 * description ("2 widgets lie outside the phone page").
 */
export function PhoneOffPageCount({ count }: { count: number }) {
  if (!count) return null;
  const words = phoneLayoutTexts.offPageCount(count);
  return (
    <>
      <span className="fo-phone-offpage-count" title={words} aria-hidden="true" data-off-page-count={count}>
        {count}
      </span>
      <span id={PHONE_OFF_PAGE_NOTE_ID} hidden>
        {words}
      </span>
    </>
  );
}

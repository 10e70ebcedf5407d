import { phoneLayoutTexts } from '@folio/model';
import { offPageWidgets, type Point } from '../../core';
import { useEditor, useEditorState } from '../use-editor';
import './phone-layout.css';

/**
 * In the phone view, a warning badge on each widget that lies (partly) outside the phone page (docs/editor.md "Phone
 * layout"): phone visitors would not see it whole. Labelled, with a tooltip; screen readers hear how many there are.
 */
export function OffPageBadges({ zoom, pan }: { zoom: number; pan: Point }) {
  const editor = useEditor();
  const viewport = useEditorState(({ session }) => session.viewport);
  // Re-read the frames whenever the document changes (a move, an undo).
  useEditorState(({ document }) => document);
  if (viewport !== 'phone_portrait') return null;
  const outside = offPageWidgets(editor.view);
  return (
    <>
      {outside.map(({ id, bounds }) => (
        <span
          key={id}
          className="fo-offpage-badge"
          role="img"
          aria-label={phoneLayoutTexts.offPage}
          title={phoneLayoutTexts.offPageTip}
          data-widget-id={id}
          style={{ left: pan.x + bounds.x * zoom, top: pan.y + bounds.y * zoom }}
        >
          !
        </span>
      ))}
      <span className="fo-visually-hidden" role="status">
        {outside.length ? phoneLayoutTexts.offPageCount(outside.length) : ''}
      </span>
    </>
  );
}

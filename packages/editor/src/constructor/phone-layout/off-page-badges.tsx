import { phoneLayoutTexts } from '@folio/model';
import type { Point } from '../../core';
import { useEditor, useEditorState } from '../use-editor';
import './phone-layout.css';

// Within this much (page px) of the page's edge a widget still counts as on it: frames are whole pixels, turned ones not.
const EDGE_SLACK_PX = 0.5;

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
  const view = editor.view;
  const page = view.pageSize;
  const outside = view.visibleIds().flatMap((id) => {
    const bounds = view.bounds(id);
    if (!bounds || view.widget(id)?.type === 'background') return [];
    const off = bounds.x < -EDGE_SLACK_PX || bounds.y < -EDGE_SLACK_PX || bounds.x + bounds.w > page.width + EDGE_SLACK_PX || bounds.y + bounds.h > page.height + EDGE_SLACK_PX;
    return off ? [{ id, bounds }] : [];
  });
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

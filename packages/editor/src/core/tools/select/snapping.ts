import { editorConstants } from '@folio/model';
import type { Editor } from '../../editor';
import type { SessionState } from '../../session';
import { snapTargets, type SnapGuide, type SnapTargets } from '../../snap';

/** What a moved or resized selection snaps to, and within how many page px (the screen threshold over the zoom). */
export interface SnapSetup {
  targets: SnapTargets;
  threshold: number;
}

/** The page and every visible widget of it that is not moving. */
export function snapSetup(editor: Editor, moving: readonly string[]): SnapSetup {
  const { view } = editor;
  const others = view.visibleIds().filter((id) => !moving.includes(id)).map((id) => view.bounds(id)!);
  return { targets: snapTargets(view.pageSize, others), threshold: editorConstants.snapThresholdPx / editor.session.zoom };
}

/** Snapping is on unless ctrl or cmd is held. */
export function snapping(editor: Editor): boolean {
  return !editor.input.modKey;
}

/** The session change that shows these guides, made with the gesture's move (`editor.updateGesture`). */
export function showGuides(guides: SnapGuide[]): (session: SessionState) => void {
  return (session) => void (session.guides = guides);
}

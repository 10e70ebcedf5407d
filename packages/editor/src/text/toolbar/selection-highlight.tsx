import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { createDOMRange, createRectsFromDOMRange } from '@lexical/selection';

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The rects of the editor's selection on screen, when it has text selected. */
function selectionRects(editor: LexicalEditor): Rect[] {
  return editor.getEditorState().read(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection) || selection.isCollapsed()) return [];
    const range = createDOMRange(editor, selection.anchor.getNode(), selection.anchor.offset, selection.focus.getNode(), selection.focus.offset);
    return range ? createRectsFromDOMRange(editor, range).map(({ left, top, width, height }) => ({ left, top, width, height })) : [];
  });
}

const sameRects = (a: readonly Rect[], b: readonly Rect[]) => a.length === b.length && a.every((rect, i) => JSON.stringify(rect) === JSON.stringify(b[i]));

/**
 * The text's selection drawn while the focus is in the toolbar (the page draws no selection in text that lost the
 * focus), so the author sees what a field or a list of the toolbar will change.
 */
export function SelectionHighlight({ editor }: { editor: LexicalEditor }) {
  const [rects, setRects] = useState<Rect[]>([]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = requestAnimationFrame(measure);
      const root = editor.getRootElement();
      const focused = Boolean(root && root.contains(root.ownerDocument.activeElement));
      const next = focused ? [] : selectionRects(editor);
      setRects((was) => (sameRects(was, next) ? was : next));
    };
    frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [editor]);
  if (!rects.length) return null;
  return createPortal(
    <div className="fo-ttb-highlight" aria-hidden="true">
      {rects.map((rect, i) => (
        <span key={i} className="fo-ttb-highlight__rect" style={rect} />
      ))}
    </div>,
    document.body,
  );
}

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LexicalEditor, NodeKey } from 'lexical';
import type { Paddings } from '@folio/model';
import { PaddingsEditor, type PaddingsRect } from '../../constructor/styles/paddings-editor';
import type { FilledPaddings } from '../../constructor/styles/paddings';
import { $setBlockPaddings } from '../text-actions';
import { releasePageSelection } from './release-page-selection';

export interface BlockPaddingsProps {
  editor: LexicalEditor;
  /** The block the focus is in, and its own paddings. */
  block: { nodeKey: NodeKey; paddings: Paddings };
  /** The canvas's zoom: the editor is drawn scaled by it, the handles keep their screen size. */
  zoom: number;
  edit: (fn: () => void) => void;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CSS_SIDE = { top: 'paddingTop', right: 'paddingRight', bottom: 'paddingBottom', left: 'paddingLeft' } as const;

/** A block's box in the px of the editor's box (offsets hold under the canvas's zoom and the widget's turn). */
function blockRect(element: HTMLElement, box: HTMLElement): PaddingsRect {
  let left = 0;
  let top = 0;
  for (let at: HTMLElement | null = element; at && at !== box; at = at.offsetParent as HTMLElement | null) {
    left += at.offsetLeft;
    top += at.offsetTop;
  }
  return { left, top, width: element.offsetWidth, height: element.offsetHeight };
}

const stored = (paddings: FilledPaddings): Paddings | undefined => (SIDES.every((side) => paddings[side] === 0) ? undefined : { ...paddings });

/**
 * The paddings editor (C's PaddingsEditor, widgets-and-authoring.md §2, §5) over the block the focus is in, inside
 * the editor's box: a drag draws the paddings on the block as it goes; a finished edit is written to the block
 * (whole numbers, at least 0; all four at 0 removes them).
 */
export function BlockPaddings({ editor, block, zoom, edit }: BlockPaddingsProps) {
  const [place, setPlace] = useState<{ box: HTMLElement; rect: PaddingsRect } | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = requestAnimationFrame(measure);
      const element = editor.getElementByKey(block.nodeKey);
      const box = editor.getRootElement()?.parentElement;
      if (!element || !box) return setPlace(null);
      const rect = blockRect(element, box);
      setPlace((was) => (was && was.box === box && JSON.stringify(was.rect) === JSON.stringify(rect) ? was : { box, rect }));
    };
    frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [editor, block.nodeKey]);
  if (!place) return null;
  const draw = (paddings: FilledPaddings) => {
    const element = editor.getElementByKey(block.nodeKey);
    if (element) for (const side of SIDES) element.style[CSS_SIDE[side]] = `${paddings[side]}px`;
  };
  return createPortal(
    <div className="fo-ttb-paddings" onFocus={() => releasePageSelection(editor)}>
      <PaddingsEditor paddings={block.paddings} rect={place.rect} scale={zoom} onChange={draw} onCommit={(paddings) => edit(() => $setBlockPaddings(block.nodeKey, stored(paddings)))} />
    </div>,
    place.box,
  );
}

import { memo, useMemo, useRef, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { canvasConstants, constructorTexts, editorConstants } from '@folio/model';
import { DocumentView, frameBounds, gridOf, guidesOf, handlePoint, MAX_SNAP_GUIDES, resizeHandles, type Editor, type Frame, type Handle, type Point, type SnapGuide } from '../core';
import { CropFrame } from './crop/crop-frame';
import { LiveCursors } from '../live/live-cursors';
import { ColumnGrid } from './rulers/column-grid';
import { PageEdgeHandle } from './rulers/page-edge-handle';
import { OffPageBadges } from './phone-layout/off-page-badges';
import { PageGuides } from './rulers/page-guides';
import { Rulers } from './rulers/rulers';
import { SnapDistances } from './rulers/snap-distances';
import { useEditor, useEditorState } from './use-editor';

const HANDLE_CURSORS: Record<string, string> = { nw: 'nwse-resize', se: 'nwse-resize', ne: 'nesw-resize', sw: 'nesw-resize', n: 'ns-resize', s: 'ns-resize', e: 'ew-resize', w: 'ew-resize', rotate: 'grab' };

/** The pointer's place on the canvas element, in screen px (the origin the session's pan is measured from). */
function localPoint(element: HTMLElement, event: { clientX: number; clientY: number }): Point {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

function pointerInput(editor: Editor, element: HTMLElement, event: ReactPointerEvent) {
  const handle = (event.target as HTMLElement).closest<HTMLElement>('[data-handle]')?.dataset.handle as Handle | undefined;
  const ruler = (event.target as HTMLElement).closest<HTMLElement>('[data-ruler]')?.dataset.ruler as 'x' | 'y' | undefined;
  const pageEdge = Boolean((event.target as HTMLElement).closest('.fo-page-edge'));
  return {
    ...(ruler ? { ruler } : {}),
    ...(pageEdge ? { pageEdge } : {}),
    point: editor.screenToPage(localPoint(element, event)),
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    button: event.button,
    ...(handle ? { handle } : {}),
  };
}

/** A frame's box on the screen: where it is drawn, turned about its centre. */
export function frameStyle(frame: Frame, zoom: number, pan: Point): CSSProperties {
  return {
    left: pan.x + frame.x * zoom,
    top: pan.y + frame.y * zoom,
    width: frame.w * zoom,
    height: frame.h * zoom,
    transform: frame.angle ? `rotate(${frame.angle}deg)` : undefined,
  };
}

const NO_IDS: string[] = [];
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The layer over the widgets: hover and selection outlines, the eight resize handles and the rotation handle, the
 * marquee and the snap guides. It takes every pointer event on the canvas and hands it to the core's tools in page
 * coordinates (the handle pressed, when one was); the widgets beneath never get them.
 */
export function Overlay({ hintId }: { hintId: string }) {
  const editor = useEditor();
  const ref = useRef<HTMLDivElement>(null);
  const { zoom, pan, selectedIds, hoveredId, brush, guides, toolState, activeHandle, tool, editingTextId, translation, pageId, viewport, distances, showRulers, showGuides, selectedGuide, crop } =
    useEditorState(({ session }) => session);
  // Re-read the frames whenever the document changes (a move, an undo).
  useEditorState(({ document }) => document);
  const view = editor.view;
  const startDocument = translation ? editor.gestureStartDocument : null;
  const startView = useMemo(
    () => (startDocument ? new DocumentView(startDocument, { pageId, viewport, selectedIds, raised: null }) : null),
    [startDocument, pageId, viewport, selectedIds],
  );
  const startFrame = useMemo(() => startView?.selectionFrame() ?? null, [startView]);
  // In crop mode the crop frame stands for the selection's (crop/crop-frame.tsx).
  const croppedPicture = crop?.state ? view.widget(crop.id) : undefined;
  const selectionFrame = croppedPicture ? null : startView ? startFrame : editor.getSelectionFrame();
  const rotateOffset = editorConstants.rotateHandleOffsetPx / zoom;
  const hovered = hoveredId && !selectedIds.includes(hoveredId) ? view.frame(hoveredId) : undefined;
  // While a drag snaps, the guides come and go on every move: they keep a fixed set of elements then, so a move
  // repaints them without laying the canvas out again.
  const dragging = toolState === 'select.translating' || toolState === 'select.resizing';
  const cursor =
    tool === 'hand'
      ? toolState === 'hand.panning'
        ? 'grabbing'
        : 'grab'
      : activeHandle
        ? HANDLE_CURSORS[activeHandle]
        : toolState === 'select.translating'
          ? 'move'
          : toolState === 'select.rotating'
            ? 'grabbing'
            : toolState === 'select.resizingPage' || (toolState === 'select.draggingGuide' && selectedGuide?.axis !== 'x')
              ? 'ns-resize'
              : toolState === 'select.draggingGuide'
                ? 'ew-resize'
                : 'default';
  const page = view.pageSize;
  // The rulers shade the selection's extent; drawn again only when the frame changes.
  const extentKey = selectionFrame && !translation ? JSON.stringify(frameBounds(selectionFrame)) : '';
  const extent = useMemo(() => (extentKey ? (JSON.parse(extentKey) as ReturnType<typeof frameBounds>) : null), [extentKey]);
  const grid = gridOf(view.document.project, viewport);
  const pageGuides = guidesOf(view.document.pages[pageId], viewport);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = ref.current!;
    element.focus({ preventScroll: true });
    if (event.button !== 0) return;
    element.setPointerCapture(event.pointerId);
    editor.pointerDown(pointerInput(editor, element, event));
    event.preventDefault();
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => editor.pointerMove(pointerInput(editor, ref.current!, event));
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    editor.pointerUp(pointerInput(editor, ref.current!, event));
  };

  return (
    <div
      ref={ref}
      className="fo-overlay"
      role="application"
      aria-roledescription={constructorTexts.canvas}
      aria-label={constructorTexts.canvas}
      aria-describedby={hintId}
      tabIndex={0}
      data-tool-state={toolState}
      style={{ cursor, ['--fo-ruler-size' as string]: `${canvasConstants.rulerSizePx}px` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onDoubleClick={(event) => {
        if (editor.doubleClick(editor.screenToPage(localPoint(ref.current!, event)))) event.preventDefault();
      }}
      onPointerCancel={() => editor.cancel()}
      onPointerLeave={() => {
        if (!editor.input.isPointerDown) editor.setHovered(null);
      }}
    >
      {grid.visible && <ColumnGrid grid={grid} page={page} zoom={zoom} pan={pan} />}
      {showGuides && <PageGuides guides={pageGuides} selected={selectedGuide} zoom={zoom} pan={pan} />}
      <PageEdgeHandle page={page} zoom={zoom} pan={pan} viewport={viewport} active={toolState === 'select.resizingPage'} />
      {hovered && !croppedPicture && <div className="fo-overlay__hover" style={frameStyle(hovered, zoom, pan)} />}
      {translation && startView ? (
        // While the selection is dragged its outlines and frame are drawn once, where the drag began, and shifted
        // with the moving widgets' layer (canvas.tsx): a move writes one transform, not one box per widget.
        <div className="fo-overlay__moving" style={{ transform: `translate(${translation.dx * zoom}px, ${translation.dy * zoom}px)` }}>
          <Outlines view={startView} ids={selectedIds} zoom={zoom} pan={pan} />
          {selectionFrame && !editingTextId && <SelectionFrame frame={selectionFrame} zoom={zoom} pan={pan} rotateOffset={rotateOffset} showSize />}
        </div>
      ) : (
        <>
          <Outlines view={view} ids={croppedPicture ? NO_IDS : selectedIds} zoom={zoom} pan={pan} />
          {selectionFrame && !editingTextId && (
            <SelectionFrame frame={selectionFrame} zoom={zoom} pan={pan} rotateOffset={rotateOffset} showSize={toolState !== 'select.rotating'} />
          )}
        </>
      )}
      {croppedPicture?.type === 'picture' && crop?.state && <CropFrame widget={croppedPicture} state={crop.state} zoom={zoom} pan={pan} />}
      <OffPageBadges zoom={zoom} pan={pan} />
      {brush && <div className="fo-overlay__marquee" style={{ left: pan.x + brush.x * zoom, top: pan.y + brush.y * zoom, width: brush.w * zoom, height: brush.h * zoom }} />}
      {(dragging ? guideSlots(guides) : guides).map((guide, index) => (
        <Guide key={index} guide={guide} zoom={zoom} pan={pan} />
      ))}
      <SnapDistances distances={distances} zoom={zoom} pan={pan} />
      <LiveCursors zoom={zoom} pan={pan} />
      {showRulers && <Rulers zoom={zoom} pan={pan} extent={extent} />}
    </div>
  );
}

/** A place for each guide a snap may show (`MAX_SNAP_GUIDES`), the unused ones hidden. */
const guideSlots = (guides: readonly SnapGuide[]): (SnapGuide | null)[] => [...guides, ...Array<null>(Math.max(0, MAX_SNAP_GUIDES - guides.length)).fill(null)];

/**
 * A snap guide: a 1 px box moved and stretched by a transform (no layout), or an unused place, hidden.
 */
function Guide({ guide, zoom, pan }: { guide: SnapGuide | null; zoom: number; pan: Point }) {
  if (!guide) return <div className="fo-overlay__guide" hidden />;
  const along = (guide.to - guide.from) * zoom;
  const [x, y] = guide.axis === 'x' ? [pan.x + guide.position * zoom, pan.y + guide.from * zoom] : [pan.x + guide.from * zoom, pan.y + guide.position * zoom];
  const stretch = guide.axis === 'x' ? `scale(1, ${along})` : `scale(${along}, 1)`;
  return <div className={`fo-overlay__guide fo-overlay__guide--${guide.axis}`} style={{ transform: `translate(${x}px, ${y}px) ${stretch}` }} />;
}

/** The outline of each selected widget, marked when it is locked or hidden; drawn again only when its inputs change. */
const Outlines = memo(function Outlines({ view, ids, zoom, pan }: { view: DocumentView; ids: string[]; zoom: number; pan: Point }) {
  return ids.map((id) => {
    const frame = view.frame(id);
    if (!frame) return null;
    return (
      <div
        key={id}
        className="fo-overlay__outline"
        data-widget-id={id}
        data-locked={view.isLocked(id) || undefined}
        data-hidden={view.isHidden(id) || undefined}
        style={frameStyle(frame, zoom, pan)}
      />
    );
  });
});

const SelectionFrame = memo(function SelectionFrame({
  frame,
  zoom,
  pan,
  rotateOffset,
  showSize,
}: {
  frame: Frame;
  zoom: number;
  pan: Point;
  rotateOffset: number;
  showSize: boolean;
}) {
  const toScreen = (point: Point) => ({ left: pan.x + point.x * zoom, top: pan.y + point.y * zoom });
  const rotate = toScreen(handlePoint(frame, 'rotate', rotateOffset));
  const top = toScreen(handlePoint(frame, 'n', rotateOffset));
  const bottom = toScreen(handlePoint(frame, 's', rotateOffset));
  return (
    <>
      <div
        className="fo-overlay__selection"
        data-x={round(frame.x)}
        data-y={round(frame.y)}
        data-w={round(frame.w)}
        data-h={round(frame.h)}
        data-angle={round(frame.angle)}
        style={frameStyle(frame, zoom, pan)}
      />
      <svg className="fo-overlay__stem" aria-hidden="true">
        <line x1={top.left} y1={top.top} x2={rotate.left} y2={rotate.top} />
      </svg>
      {resizeHandles.map((handle) => (
        <div
          key={handle}
          className="fo-overlay__handle"
          data-handle={handle}
          title={constructorTexts.resizeHandle(handle.toUpperCase())}
          style={{ ...toScreen(handlePoint(frame, handle, rotateOffset)), cursor: HANDLE_CURSORS[handle], transform: `translate(-50%, -50%) rotate(${frame.angle}deg)` }}
        />
      ))}
      <div className="fo-overlay__handle fo-overlay__handle--rotate" data-handle="rotate" title={constructorTexts.rotateHandle} style={{ ...rotate, cursor: HANDLE_CURSORS.rotate }} />
      {showSize ? (
        <div className="fo-overlay__size" style={{ left: bottom.left, top: Math.max(bottom.top, top.top) + 12 }}>
          {Math.round(frame.w)} × {Math.round(frame.h)}
        </div>
      ) : (
        <div className="fo-overlay__size" style={{ left: bottom.left, top: Math.max(bottom.top, top.top) + 12 }}>
          {Math.round(frame.angle)}°
        </div>
      )}
    </>
  );
});

import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { constructorConstants, constructorTexts } from '@folio/model';
import { DocumentView, type Editor } from '../core';
import { CropBar } from './crop/crop-bar';
import { Overlay } from './overlay';
import { PageDrawing } from './page-drawing';
import { ViewTools } from './rulers/view-tools';
import { CartWidgetMarks } from './shop/cart-widget-marks';
import { ProjectTypography } from './styles/project-typography';
import { useAutosizeWatcher } from './text-autosize';
import { TextOnCanvas } from './text-on-canvas';
import { useEditor, useEditorState } from './use-editor';

/** Fits the page's width into the canvas (never above 100%), centred, its top a little below the canvas's. */
export function fitPage(editor: Editor, element: HTMLElement): void {
  const { width, height } = element.getBoundingClientRect();
  editor.setScreenSize({ width, height });
  const page = editor.view.pageSize;
  const padding = constructorConstants.canvasPaddingPx;
  const zoom = Math.min(1, Math.max(0.1, (width - 2 * padding) / page.width));
  editor.updateSession((session) => {
    session.zoom = zoom;
    session.pan = { x: Math.round((width - page.width * zoom) / 2), y: constructorConstants.canvasTopPx };
  });
}

/**
 * The centre of the canvas: the current page drawn with the viewer's views at the session's viewport, zoomed and
 * panned as the session says, under the overlay that turns pointer events into the core's tool events. A wheel pans;
 * with ctrl or cmd (a pinch) it zooms about the pointer.
 */
export function Canvas({ canvasFocus }: { canvasFocus: () => void }) {
  const editor = useEditor();
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // Texts with "Grow with the text" follow every change of their content or width (docs/editor.md).
  useAutosizeWatcher();
  const { zoom, pan, viewport, pageId, editingTextId, croppingId, translation, raised } = useEditorState(({ session }) => ({
    zoom: session.zoom,
    pan: session.pan,
    viewport: session.viewport,
    pageId: session.pageId,
    editingTextId: session.editingTextId,
    croppingId: session.crop?.state ? session.crop.id : null,
    translation: session.translation,
    raised: session.raised,
  }));
  // While the selection is dragged the page is drawn as it was when the drag began, and the moving widgets in a
  // layer of their own that the drag shifts: nothing else is drawn again on a move (docs/performance.md "Editor").
  const liveView = useEditorState(({ session }) => (session.translation ? null : editor.view));
  const startDocument = translation ? editor.gestureStartDocument : null;
  const startView = useMemo(
    () => startDocument && new DocumentView(startDocument, { pageId, viewport, selectedIds: [], raised }),
    [startDocument, pageId, viewport, raised],
  );
  const view = liveView ?? startView ?? editor.view;
  const movingIds = translation?.ids;
  const concealedKey = [editingTextId ?? '', croppingId ?? '', ...(movingIds ?? [])].join(' ').trim();
  const page = useMemo(
    () => (
      <PageDrawing
        view={view}
        scale={zoom}
        showHidden
        concealedIds={concealedKey.split(' ').filter(Boolean)}
        className="fo-canvas__page"
        style={{ left: pan.x, top: pan.y }}
      />
    ),
    [view, zoom, pan.x, pan.y, concealedKey],
  );
  // The same widgets from one move to the next (a new list each move): drawn once per drag.
  const movingKey = movingIds?.join(' ') ?? '';
  const moving = useMemo(
    () => movingKey && <PageDrawing view={view} scale={zoom} showHidden onlyIds={movingKey.split(' ')} className="fo-canvas__layer" style={{ left: pan.x, top: pan.y }} />,
    [view, zoom, pan.x, pan.y, movingKey],
  );

  // A new viewport (or page) starts fitted; the canvas's size is kept for the zoom keys.
  useLayoutEffect(() => {
    if (ref.current) fitPage(editor, ref.current);
  }, [editor, viewport, pageId]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const { width, height } = element.getBoundingClientRect();
      editor.setScreenSize({ width, height });
    });
    observer.observe(element);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      editor.wheel({
        deltaX: event.deltaX,
        deltaY: event.deltaY,
        screenPoint: { x: event.clientX - rect.left, y: event.clientY - rect.top },
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
      });
    };
    // Not passive: the page itself must not scroll or zoom under the canvas.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      element.removeEventListener('wheel', onWheel);
    };
  }, [editor]);

  return (
    <div ref={ref} className="fo-canvas" data-viewport={viewport}>
      {/* The project's named styles and fonts, for the pages and the text being edited (docs/editor.md "Text styles"). */}
      <ProjectTypography>
        {page}
        {translation && (
          <div className="fo-canvas__moving" style={{ transform: `translate(${translation.dx * zoom}px, ${translation.dy * zoom}px)` }}>
            {moving}
          </div>
        )}
        {/* What lies off the page is veiled: visitors never see it (the page stands for their window). */}
        <div className="fo-canvas__veil" aria-hidden="true" style={{ left: pan.x, top: pan.y, width: view.pageSize.width * zoom, height: view.pageSize.height * zoom }} />
        <CartWidgetMarks />
        <Overlay hintId={hintId} />
        <TextOnCanvas canvasFocus={canvasFocus} />
      </ProjectTypography>
      <CropBar canvasFocus={canvasFocus} />
      <ViewTools />
      <p id={hintId} className="fo-visually-hidden">
        {constructorTexts.canvasHint}
      </p>
    </div>
  );
}

import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { liveTexts, type Font, type TextV3Widget, type TextWidget } from '@folio/model';
import { whenIdle } from '../app/idle-queue';
import { useLiveConnection, useLiveState } from '../live/live-registry';
import type { TextLinkRequest } from '../text';
import type { TextCollaboration, TextContentSource } from '../text/text-collaboration';
import { createTextHandover, holdTypedKeys, releaseTypedKeys, type TextHandover } from '../text/text-handover';
import { requestLinkEdit } from './links/link-panel-store';
import { useProjectTypography } from './styles/project-typography';
import { openStylesPanel } from './styles/styles-panel-store';
import { useEditor, useEditorState } from './use-editor';

// Lexical and the text toolbar are a chunk of their own, fetched once the constructor is up and the browser idle, so
// opening the constructor (and the first click on it) never waits for them.
const loadTextEditor = () => import('../text/toolbar/toolbar-text-editor');
const TextEditor = lazy(() => loadTextEditor().then((module) => ({ default: module.ToolbarTextEditor })));

const NO_FONTS: readonly Font[] = [];
// The toolbar's "Edit styles…": the styles panel on the text styles, at the paragraph's own.
const editStyles = (name: string | null) => openStylesPanel('text', name);

/** Keys the text being opened takes: those pressed on the page itself or the canvas (not in a panel, a bar or a menu). */
const ownsTextKeys = (target: EventTarget | null) =>
  target === document.body || target === document.documentElement || (target instanceof Element && target.closest('.fo-canvas') !== null);

const isUndoKey = (event: ReactKeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'z' || event.key === 'Z' || event.key === 'y');

/**
 * Text in place (docs/editor.md "Text on the canvas"): while a text widget is being edited, the text editor lies
 * over it at the canvas's zoom, turned as the widget is, and the widget's own drawing is hidden beneath. Each
 * edit replaces the widget (as v3) through the core and is saved like any change; everything typed in one editing
 * session is one history entry. Escape ends editing with the text selected and the canvas focused; undo and redo
 * end editing first (its last edit taken), then act. While others are in the project the text is co-edited
 * character by character (docs/editor.md "Co-editing" → "Text"): undo and redo are then the text's own.
 */
export function TextOnCanvas({ canvasFocus }: { canvasFocus: () => void }) {
  const editor = useEditor();
  const { editingTextId, zoom, pan } = useEditorState(({ session }) => ({ editingTextId: session.editingTextId, zoom: session.zoom, pan: session.pan }));
  const stored = useEditorState(({ document, session }) => (session.editingTextId ? document.widgets[session.editingTextId] : undefined));
  const frame = editingTextId ? editor.getFrame(editingTextId) : undefined;
  const flushRef = useRef<(() => void) | null>(null);
  const typography = useProjectTypography();
  const { projectId, fonts } = useEditorState(({ document }) => ({ projectId: document.magId, fonts: document.project.edit_params?.fonts }));
  const collab = useTextCollaboration(editingTextId);
  // One per editing of a text: what each editor of it hands the next (its caret, the keys pressed in between).
  const handover = useRef<{ id: string | null; value: TextHandover }>({ id: null, value: createTextHandover() });
  if (handover.current.id !== editingTextId) handover.current = { id: editingTextId, value: createTextHandover(ownsTextKeys) };
  // Keys pressed from the moment editing begins are the text's, even before its editor is here (text-handover.ts).
  const held = handover.current.value;
  const shown = Boolean(editingTextId && stored?.type === 'text' && frame);
  useLayoutEffect(() => {
    // Until the text first takes them; an editor opened again on it holds them itself.
    if (!shown || held.taken) return;
    holdTypedKeys(held);
    return () => releaseTypedKeys(held);
  }, [shown, held]);

  useEffect(() => {
    const cancelLoad = whenIdle(() => void loadTextEditor().catch(() => undefined));
    // Whatever ends editing (a press on the canvas, another page) takes the text editor's pending edit first.
    editor.setTextFlush(() => flushRef.current?.());
    return () => {
      cancelLoad();
      editor.setTextFlush(null);
    };
  }, [editor]);

  const onChange = useCallback((widget: TextV3Widget) => void editor.run('replaceWidget', { widget }), [editor]);
  const onEnd = useCallback(() => {
    editor.endTextEditing();
    canvasFocus();
  }, [editor, canvasFocus]);
  const boxRef = useRef<HTMLDivElement>(null);
  // The toolbar floats over the text being edited, inside the visible canvas.
  const anchor = useCallback(() => boxRef.current, []);
  const bounds = useCallback(() => boxRef.current?.closest('.fo-canvas') ?? null, []);
  // Ctrl/Cmd+K in the text: the link panel, beside the text, for the selection as it was. It opens once the key's
  // events are over: a field focused while the text's keydown is still being handled took the focus but not the
  // keys typed next (Chromium), so the address typed after Ctrl/Cmd+K was lost.
  const onLinkRequest = useCallback(({ entity, apply }: TextLinkRequest) => {
    const rect = boxRef.current?.getBoundingClientRect();
    const anchorRect = rect ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height } : null;
    setTimeout(() => requestLinkEdit({ initial: entity, anchorRect, apply }));
  }, []);

  if (!editingTextId || stored?.type !== 'text' || !frame) return null;
  const onKeyDownCapture = (event: ReactKeyboardEvent) => {
    if (!isUndoKey(event) || collab.value) return;
    event.preventDefault();
    event.stopPropagation();
    editor.run(event.shiftKey || event.key === 'y' ? 'redo' : 'undo');
    canvasFocus();
  };
  return (
    <>
      <div
        ref={boxRef}
        className="fo-text-on-canvas"
        data-widget-id={editingTextId}
        style={{ left: pan.x + frame.x * zoom, top: pan.y + frame.y * zoom, width: frame.w, minHeight: frame.h, transform: `scale(${zoom})` }}
        onKeyDownCapture={onKeyDownCapture}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <Suspense fallback={null}>
          <TextEditor
            key={`${editingTextId}:${collab.key}`}
            collab={collab.value}
            handover={held}
            widget={stored as TextWidget}
            onChange={onChange}
            onLinkRequest={onLinkRequest}
            onEnd={onEnd}
            flushRef={flushRef}
            projectId={projectId}
            typography={typography}
            fonts={fonts ?? NO_FONTS}
            anchor={anchor}
            bounds={bounds}
            zoom={zoom}
            onEditStyles={editStyles}
            className="fo-text-on-canvas__editor"
            style={{ minHeight: frame.h, transform: frame.angle ? `rotate(${frame.angle}deg)` : undefined }}
          />
        </Suspense>
      </div>
      {/* In the page while the text is edited, so screen readers announce the words when they come. */}
      <p
        className="fo-text-on-canvas__alone"
        role="status"
        style={{ left: pan.x + frame.x * zoom, top: pan.y + (frame.y + frame.h) * zoom }}
        onPointerDown={(event) => event.stopPropagation()}
      >
        {collab.aloneBecause && liveTexts.textAlone(collab.aloneBecause)}
      </p>
    </>
  );
}

/**
 * Whether the text being edited is co-edited, and the editor's key: while other people are in the project (and the
 * live channel is open) it is, unless the server refused it or its document never came, and then it is edited alone
 * until editing ends. Someone arriving while the text is edited alone, or a document of the past (this editor was
 * away while the text was started again), opens the editor again: what is typed is kept (the editor hands it over as
 * it closes) and becomes the text the document starts from.
 */
function useTextCollaboration(editingTextId: string | null): { value: TextCollaboration | undefined; key: string; aloneBecause: string | null } {
  const editor = useEditor();
  const connection = useLiveConnection(editor);
  const live = useLiveState(connection);
  // Once co-edited, a text stays so until editing ends (a lost socket does not make it alone: it catches up on return).
  const [shared, setShared] = useState<{ id: string; value: TextCollaboration; opening: number } | null>(null);
  // The text edited alone after all (refused, or its document never came), and why.
  const [alone, setAlone] = useState<{ id: string; reason: string } | null>(null);
  const color = live.you?.color;
  const othersHere = live.status === 'open' && live.peers.length > 0;
  const isAlone = alone !== null && alone.id === editingTextId;
  let current = shared && shared.id === editingTextId && !isAlone ? shared : null;
  if (!current && editingTextId && !isAlone && othersHere && connection && color) {
    // Decided while rendering (React's "state from the previous render"), so the editor opens co-edited at once.
    const id = editingTextId;
    const value: TextCollaboration = {
      connection,
      color,
      current: () => editor.document.widgets[id] as TextContentSource | undefined,
      onCoEdited: () => editor.coEditText(true),
      onAlone: (reason) => {
        editor.coEditText(false);
        setAlone({ id, reason });
      },
      // Opened again on the current document; what this editor typed while away replaces its text.
      onStale: () => setShared((was) => (was && was.id === id ? { ...was, value: { ...was.value, takeOver: true }, opening: was.opening + 1 } : was)),
    };
    current = { id, opening: 0, value };
    setShared(current);
  }
  // Another text (or none): the last one's state goes.
  useEffect(() => {
    setAlone((was) => (was?.id === editingTextId ? was : null));
    setShared((was) => (was && was.id === editingTextId ? was : null));
  }, [editingTextId]);
  if (current) return { value: current.value, key: `live${current.opening}`, aloneBecause: null };
  // Said only while the others are here: alone in the project, editing alone is the usual.
  return { value: undefined, key: 'alone', aloneBecause: isAlone && othersHere ? alone.reason : null };
}

import { useEffect, useRef } from 'react';
import type { Point } from '../core/geometry';
import { useEditor, useEditorState } from '../constructor/use-editor';
import { useLiveConnection, useLiveState } from './live-registry';

/**
 * The others on this page, drawn over the canvas (docs/editor.md "Co-editing"): each one's pointer with their name,
 * and an outline in their colour round what they have selected. It also tells the live channel where my pointer is,
 * in page coordinates.
 */
export function LiveCursors({ zoom, pan }: { zoom: number; pan: Point }) {
  const editor = useEditor();
  const connection = useLiveConnection(editor);
  const { peers } = useLiveState(connection);
  const pageId = useEditorState(({ session }) => session.pageId);
  useEditorState(({ document, session }) => [document, session.viewport]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const overlay = ref.current?.parentElement;
    if (!overlay || !connection) return;
    const onMove = (event: PointerEvent) => {
      const rect = overlay.getBoundingClientRect();
      connection.setCursor(editor.screenToPage({ x: event.clientX - rect.left, y: event.clientY - rect.top }));
    };
    const onLeave = () => connection.setCursor(null);
    overlay.addEventListener('pointermove', onMove);
    overlay.addEventListener('pointerleave', onLeave);
    return () => {
      overlay.removeEventListener('pointermove', onMove);
      overlay.removeEventListener('pointerleave', onLeave);
    };
  }, [connection, editor]);

  const here = peers.filter((peer) => peer.page === pageId);
  return (
    <div ref={ref} className="fo-live-cursors" aria-hidden="true">
      {here.map((peer) => (
        <div key={peer.session} style={{ ['--fo-live-color' as string]: `#${peer.color}` }}>
          {peer.selection.map((id) => {
            const frame = editor.getFrame(id);
            if (!frame) return null;
            return (
              <div
                key={id}
                className="fo-live-cursors__selection"
                data-peer-selection={peer.name}
                style={{ left: pan.x + frame.x * zoom, top: pan.y + frame.y * zoom, width: frame.w * zoom, height: frame.h * zoom, transform: frame.angle ? `rotate(${frame.angle}deg)` : undefined }}
              />
            );
          })}
          {peer.cursor && (
            <div className="fo-live-cursors__cursor" data-peer-cursor={peer.name} style={{ transform: `translate(${pan.x + peer.cursor.x * zoom}px, ${pan.y + peer.cursor.y * zoom}px)` }}>
              <svg className="fo-live-cursors__arrow" viewBox="0 0 16 16">
                <path d="M1 1 L1 13 L4.5 9.5 L7 15 L9 14 L6.5 8.5 L11.5 8.5 Z" />
              </svg>
              <span className="fo-live-cursors__name">{peer.name}</span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

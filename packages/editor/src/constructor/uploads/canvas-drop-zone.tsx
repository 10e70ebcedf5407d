import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { libraryTexts } from '@folio/model';
import { CloseIcon } from '../../app/icons';
import { useNotify } from '../../app/notices';
import type { Frame } from '../../core';
import { useEditor, useEditorState } from '../use-editor';
import { dropPoint } from './picture-placement';
import { cancelAllUploads, pictureToReplaceAt, startPictureUploads, uploadPercent, uploadsOf, type UploadItem } from './picture-uploads';
import './uploads.css';

const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');

/** Whether a drag is over the canvas, and the picture it would replace (its frame) if dropped there. */
type DragState = { replace: Frame | null } | null;

/**
 * Pictures dragged from the computer onto the canvas: the canvas is highlighted while files are over it; a drop
 * uploads each file (checked first) and shows its progress where it was dropped, with a cancel button (Escape
 * cancels every upload); each becomes a picture widget there. One file dropped on a picture replaces
 * its picture. Drawn inside the canvas (a portal), under the canvas's own coordinates.
 */
export function CanvasDropZone() {
  const editor = useEditor();
  const notify = useNotify();
  const [canvas, setCanvas] = useState<HTMLElement | null>(null);
  const [drag, setDrag] = useState<DragState>(null);
  const items = useStore(uploadsOf(editor), (state) => state.items);

  useLayoutEffect(() => setCanvas(document.querySelector<HTMLElement>('.fo-canvas')), []);

  useEffect(() => {
    if (!canvas) return;
    const pointOf = (event: DragEvent) => dropPoint({ x: event.clientX, y: event.clientY }, canvas.getBoundingClientRect(), (point) => editor.screenToPage(point));
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      const replaceId = pictureToReplaceAt(editor, pointOf(event));
      const replace = replaceId ? editor.view.frame(replaceId) ?? null : null;
      setDrag((now) => (now && sameFrame(now.replace, replace) ? now : { replace }));
    };
    const leave = (event: DragEvent) => {
      const to = event.relatedTarget as Node | null;
      if (!to || !canvas.contains(to)) setDrag(null);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDrag(null);
      const files = [...(event.dataTransfer?.files ?? [])];
      startPictureUploads(editor, files, pointOf(event), {
        onError: (message) => notify('error', message),
        onReplaced: () => notify('success', libraryTexts.pictureReplaced),
      });
    };
    canvas.addEventListener('dragenter', over);
    canvas.addEventListener('dragover', over);
    canvas.addEventListener('dragleave', leave);
    canvas.addEventListener('drop', drop);
    return () => {
      canvas.removeEventListener('dragenter', over);
      canvas.removeEventListener('dragover', over);
      canvas.removeEventListener('dragleave', leave);
      canvas.removeEventListener('drop', drop);
    };
  }, [canvas, editor, notify]);

  // Files dropped anywhere else in the constructor are refused: the browser would otherwise open the file in place
  // of the constructor. A file field keeps its own drop.
  useEffect(() => {
    if (!canvas) return;
    const refuse = (event: DragEvent) => {
      if (!hasFiles(event) || canvas.contains(event.target as Node) || (event.target as Element | null)?.closest?.('input[type="file"]')) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, [canvas]);

  // Escape cancels the uploads under way (the canvas's own Escape, clearing the selection, runs too), unless a
  // dialog, a menu or a field has the key; leaving the constructor cancels them as well.
  useEffect(() => {
    if (!items.length) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if ((event.target as Element | null)?.closest?.('dialog, [role="menu"], input, textarea, select, [contenteditable="true"]')) return;
      cancelAllUploads(editor);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items.length, editor]);
  useEffect(() => () => cancelAllUploads(editor), [editor]);

  if (!canvas) return null;
  return createPortal(<DropLayer drag={drag} items={items} />, canvas);
}

function sameFrame(a: Frame | null, b: Frame | null): boolean {
  return a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h && a.angle === b.angle);
}

/** The highlight while files are dragged over the canvas, and a progress card at each upload's drop point. */
function DropLayer({ drag, items }: { drag: DragState; items: UploadItem[] }) {
  const { zoom, pan } = useEditorState(({ session }) => ({ zoom: session.zoom, pan: session.pan }));
  const pageId = useEditorState(({ session }) => session.pageId);
  const onScreen = (point: { x: number; y: number }) => ({ left: point.x * zoom + pan.x, top: point.y * zoom + pan.y });
  return (
    <div className="fo-drop" data-dragging={drag ? '' : undefined}>
      {drag && (
        <>
          {drag.replace && (
            <div
              className="fo-drop__replace"
              style={{ ...onScreen(drag.replace), width: drag.replace.w * zoom, height: drag.replace.h * zoom, transform: `rotate(${drag.replace.angle}deg)` }}
            />
          )}
          <p className="fo-drop__hint">{drag.replace ? libraryTexts.dropReplaceHint : libraryTexts.dropHint}</p>
        </>
      )}
      {items.length > 0 && (
        <ul className="fo-drop__uploads" aria-label={libraryTexts.uploads}>
          {items
            .filter((item) => item.pageId === pageId)
            .map((item) => (
              <UploadCard key={item.id} item={item} at={onScreen(item.point)} />
            ))}
        </ul>
      )}
      <span className="fo-visually-hidden" aria-live="polite">
        {items.length ? libraryTexts.cancelUploadsHint : ''}
      </span>
    </div>
  );
}

function UploadCard({ item, at }: { item: UploadItem; at: { left: number; top: number } }) {
  const percent = uploadPercent(item);
  return (
    <li className="fo-upload" style={at} data-upload={item.name}>
      <div className="fo-upload__top">
        <span className="fo-upload__name">{item.name}</span>
        <span className="fo-upload__percent">{libraryTexts.uploadPercent(percent)}</span>
        <button type="button" className="fo-upload__cancel" aria-label={libraryTexts.cancelUpload(item.name)} title={libraryTexts.cancelUploadsHint} onClick={item.cancel}>
          <CloseIcon />
        </button>
      </div>
      <div className="fo-upload__bar" role="progressbar" aria-label={libraryTexts.uploading(item.name)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="fo-upload__fill" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

import { createStore, type StoreApi } from 'zustand/vanilla';
import { libraryTexts } from '@folio/model';
import type { Editor, NewWidget, Point } from '../../core';
import { pointInFrame } from '../../core/geometry';
import { pictureFileProblem } from './picture-file-check';
import { cascadePoint, fitPictureToPage, placeOnPage } from './picture-placement';
import type { UploadedPicture } from './picture-picker';
import { UploadCancelled, uploadPicture, type UploadOptions } from './upload-picture';

/** One upload under way, drawn at its drop point on the canvas. */
export interface UploadItem {
  id: number;
  name: string;
  loaded: number;
  total: number;
  /** Where the picture lands (page px) and the page it lands on. */
  point: Point;
  pageId: string;
  /** The picture widget it replaces, when it was dropped on the selected picture. */
  replaceId: string | null;
  cancel: () => void;
}

export interface UploadsState {
  items: UploadItem[];
}

export type Uploader = (file: File, options: UploadOptions) => Promise<UploadedPicture>;

export interface StartOptions {
  /** Tells the author why a file was not taken or failed (the constructor's notices). */
  onError: (message: string) => void;
  onReplaced?: () => void;
  upload?: Uploader;
}

const stores = new WeakMap<Editor, StoreApi<UploadsState>>();

/** The uploads under way in one constructor (one store per editor, shared by the drop zone and the add menu). */
export function uploadsOf(editor: Editor): StoreApi<UploadsState> {
  let store = stores.get(editor);
  if (!store) {
    store = createStore<UploadsState>(() => ({ items: [] }));
    stores.set(editor, store);
  }
  return store;
}

/** Cancels every upload under way (Escape, or leaving the constructor). */
export function cancelAllUploads(editor: Editor): void {
  for (const item of uploadsOf(editor).getState().items) item.cancel();
}

/** A picture widget for an uploaded picture: its pixels scaled down to fit the page, centred on `point`. */
export function pictureWidgetFor(picture: UploadedPicture, editor: Editor, point: Point, pageId: string): NewWidget {
  const page = editor.view.pageSize;
  const size = fitPictureToPage(picture, page);
  const { x, y } = placeOnPage(point, size, page);
  return {
    type: 'picture',
    pid: pageId,
    x,
    y,
    ...size,
    picture: { url: picture.url, type: picture.type, ...(picture.lqipUrl ? { lqipUrl: picture.lqipUrl } : {}) },
    originalW: picture.width,
    originalH: picture.height,
  };
}

/**
 * Puts an uploaded picture on the page: a new picture widget where it was dropped, or, when it was dropped on the
 * selected picture widget, that widget's picture replaced (its frame kept, any crop reset to the whole picture).
 * The replaced widget must still be there; otherwise a new widget is made.
 */
export function placeUploadedPicture(editor: Editor, picture: UploadedPicture, item: Pick<UploadItem, 'point' | 'pageId' | 'replaceId'>): 'created' | 'replaced' {
  const replaced = item.replaceId ? editor.document.widgets[item.replaceId] : undefined;
  if (replaced?.type === 'picture') {
    const { _id } = replaced;
    const source = { url: picture.url, type: picture.type, ...(picture.lqipUrl ? { lqipUrl: picture.lqipUrl } : {}) };
    const cropped = replaced.cropW !== undefined || replaced.cropH !== undefined;
    editor.run('updateWidgets', {
      changes: [
        {
          _id,
          picture: source,
          originalW: picture.width,
          originalH: picture.height,
          ...(cropped ? { cropX: 0, cropY: 0, cropW: picture.width, cropH: picture.height } : {}),
        },
      ],
    });
    return 'replaced';
  }
  const pageId = editor.document.pages[item.pageId] ? item.pageId : editor.session.pageId;
  editor.run('createWidgets', { widgets: [pictureWidgetFor(picture, editor, item.point, pageId)] });
  return 'created';
}

/**
 * The picture a file dropped at `point` replaces: the selected picture when the point is in it (exactly one widget
 * selected), else the widget drawn on top there when it is a picture and not locked; null elsewhere.
 */
export function pictureToReplaceAt(editor: Editor, point: Point): string | null {
  const [only, ...rest] = editor.selectedIds;
  if (only && !rest.length && editor.view.widget(only)?.type === 'picture') {
    const frame = editor.view.frame(only);
    if (frame && pointInFrame(point, frame)) return only;
  }
  const top = editor.view.widgetAt(point);
  return top && editor.view.widget(top)?.type === 'picture' && !editor.view.isLocked(top) ? top : null;
}

let nextId = 0;

/**
 * Checks and uploads files dropped (or chosen) at a page point: each file that fails the checks is reported and
 * skipped; each other one is uploaded with its progress in the store, and becomes a picture where it was aimed
 * (several files cascade from the point). One file dropped on a picture replaces its picture instead.
 * Returns how many uploads started.
 */
export function startPictureUploads(editor: Editor, files: readonly File[], at: Point, options: StartOptions): number {
  const store = uploadsOf(editor);
  const upload = options.upload ?? uploadPicture;
  const accepted = files.filter((file) => {
    const problem = pictureFileProblem(file);
    if (problem) options.onError(problem);
    return !problem;
  });
  const replaceId = accepted.length === 1 ? pictureToReplaceAt(editor, at) : null;
  const pageId = editor.session.pageId;
  accepted.forEach((file, index) => {
    const id = ++nextId;
    const controller = new AbortController();
    const item: UploadItem = { id, name: file.name, loaded: 0, total: file.size, point: cascadePoint(at, index), pageId, replaceId, cancel: () => controller.abort() };
    const update = (change: Partial<UploadItem>) =>
      store.setState(({ items }) => ({ items: items.map((each) => (each.id === id ? { ...each, ...change } : each)) }));
    const remove = () => store.setState(({ items }) => ({ items: items.filter((each) => each.id !== id) }));
    store.setState(({ items }) => ({ items: [...items, item] }));
    upload(file, { signal: controller.signal, onProgress: ({ loaded, total }) => update({ loaded, total }) }).then(
      (picture) => {
        remove();
        if (placeUploadedPicture(editor, picture, item) === 'replaced') options.onReplaced?.();
      },
      (error: unknown) => {
        remove();
        if (error instanceof UploadCancelled) return;
        options.onError(libraryTexts.uploadFailed(file.name, error instanceof Error ? error.message : String(error)));
      },
    );
  });
  return accepted.length;
}

/** How far an upload is, 0–100. */
export const uploadPercent = (item: Pick<UploadItem, 'loaded' | 'total'>) => (item.total > 0 ? Math.min(100, Math.round((item.loaded / item.total) * 100)) : 0);

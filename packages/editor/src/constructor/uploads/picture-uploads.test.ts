import { describe, expect, it } from 'vitest';
import { libraryTexts, pictureUploadLimits, type Widget } from '@folio/model';
import { TEST_PAGE_IDS, TestEditor, testId } from '../../core/test-editor';
import type { UploadedPicture } from './picture-picker';
import { cancelAllUploads, startPictureUploads, uploadsOf, type Uploader } from './picture-uploads';
import { UploadCancelled, type UploadOptions } from './upload-picture';

const picture = (width: number, height: number, name = 'photo.png'): UploadedPicture => ({
  _id: 'f'.repeat(24),
  url: `/api/images/${name}`,
  type: 'image/png',
  width,
  height,
  name,
  lqipUrl: `/api/images/${name}?lqip=1`,
});

/** An uploader the test answers by hand, one pending call per file. */
function manualUploader() {
  const calls: { file: File; options: UploadOptions; resolve: (picture: UploadedPicture) => void; reject: (error: unknown) => void }[] = [];
  const upload: Uploader = (file, options) =>
    new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new UploadCancelled()));
      calls.push({ file, options, resolve, reject });
    });
  return { upload, calls };
}

const file = (name: string, type = 'image/png', size = 1000) => new File([new Uint8Array(Math.min(size, 16))], name, { type }) as File & { size: number };
const sized = (name: string, type: string, size: number) => Object.defineProperty(file(name, type), 'size', { value: size }) as File;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pictures = (editor: TestEditor) => Object.values(editor.document.widgets).filter((widget): widget is Extract<Widget, { type: 'picture' }> => widget.type === 'picture');

describe('startPictureUploads', () => {
  it('makes a dropped picture a picture widget centred where it was dropped, at its pixel size, saved', async () => {
    const editor = new TestEditor();
    const { upload, calls } = manualUploader();
    const errors: string[] = [];
    expect(startPictureUploads(editor, [file('photo.png')], { x: 300, y: 200 }, { upload, onError: (message) => errors.push(message) })).toBe(1);
    expect(uploadsOf(editor).getState().items).toMatchObject([{ name: 'photo.png', point: { x: 300, y: 200 }, loaded: 0 }]);
    calls[0]!.options.onProgress?.({ loaded: 400, total: 1000 });
    expect(uploadsOf(editor).getState().items[0]).toMatchObject({ loaded: 400, total: 1000 });

    calls[0]!.resolve(picture(200, 100));
    await settle();
    expect(uploadsOf(editor).getState().items).toEqual([]);
    const [made] = pictures(editor);
    expect(made).toMatchObject({
      pid: TEST_PAGE_IDS[0],
      x: 200,
      y: 150,
      w: 200,
      h: 100,
      originalW: 200,
      originalH: 100,
      picture: { url: '/api/images/photo.png', type: 'image/png', lqipUrl: '/api/images/photo.png?lqip=1' },
    });
    expect(editor.selectedIds).toEqual([made!._id]);
    expect(editor.changes.at(-1)?.widgets.created.map((widget) => widget._id)).toEqual([made!._id]);
    expect(errors).toEqual([]);
  });

  it('scales a large picture down to fit the page', async () => {
    const editor = new TestEditor();
    const { upload, calls } = manualUploader();
    startPictureUploads(editor, [file('wide.jpg', 'image/jpeg')], { x: 512, y: 200 }, { upload, onError: () => {} });
    calls[0]!.resolve(picture(4096, 800, 'wide.jpg'));
    await settle();
    expect(pictures(editor)[0]).toMatchObject({ x: 0, w: 1024, h: 200, originalW: 4096 });
  });

  it('uploads several files at once, each its own picture, cascading from the drop point', async () => {
    const editor = new TestEditor();
    const { upload, calls } = manualUploader();
    startPictureUploads(editor, [file('a.png'), file('b.png')], { x: 300, y: 200 }, { upload, onError: () => {} });
    expect(calls.map((call) => call.file.name)).toEqual(['a.png', 'b.png']);
    calls[1]!.resolve(picture(100, 100, 'b.png'));
    calls[0]!.resolve(picture(100, 100, 'a.png'));
    await settle();
    const placed = pictures(editor).map((widget) => [widget.picture?.url, widget.x, widget.y]);
    expect(placed).toEqual(
      expect.arrayContaining([
        ['/api/images/a.png', 250, 150],
        ['/api/images/b.png', 274, 174],
      ]),
    );
  });

  it('refuses a wrong type and a file over the limit before sending, and makes nothing of them', async () => {
    const editor = new TestEditor();
    const { upload, calls } = manualUploader();
    const errors: string[] = [];
    const count = startPictureUploads(editor, [file('notes.txt', 'text/plain'), sized('huge.png', 'image/png', pictureUploadLimits.maxBytes + 1), file('ok.png')], { x: 100, y: 100 }, { upload, onError: (message) => errors.push(message) });
    expect(count).toBe(1);
    expect(calls.map((call) => call.file.name)).toEqual(['ok.png']);
    expect(errors).toEqual([libraryTexts.notAPicture('notes.txt'), expect.stringContaining('huge.png is too large')]);
  });

  it("says why the server refused an upload, and makes nothing", async () => {
    const editor = new TestEditor();
    const { upload, calls } = manualUploader();
    const errors: string[] = [];
    startPictureUploads(editor, [file('big.png')], { x: 100, y: 100 }, { upload, onError: (message) => errors.push(message) });
    calls[0]!.reject(new Error('The picture has more pixels than the upload limit'));
    await settle();
    expect(errors).toEqual([libraryTexts.uploadFailed('big.png', 'The picture has more pixels than the upload limit')]);
    expect(pictures(editor)).toEqual([]);
    expect(uploadsOf(editor).getState().items).toEqual([]);
  });

  it('cancelling (Escape) stops every upload quietly and makes nothing', async () => {
    const editor = new TestEditor();
    const { upload } = manualUploader();
    const errors: string[] = [];
    startPictureUploads(editor, [file('a.png'), file('b.png')], { x: 100, y: 100 }, { upload, onError: (message) => errors.push(message) });
    cancelAllUploads(editor);
    await settle();
    expect(uploadsOf(editor).getState().items).toEqual([]);
    expect(pictures(editor)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('one file dropped on the selected picture replaces its picture, keeping its frame', async () => {
    const old = { _id: testId(1), pid: TEST_PAGE_IDS[0], type: 'picture', x: 100, y: 100, w: 300, h: 200, picture: { url: '/api/images/old.png', type: 'image/png' }, originalW: 600, originalH: 400, cropX: 10, cropY: 10, cropW: 300, cropH: 200 } as Widget;
    const editor = new TestEditor({ widgets: [old] });
    editor.select([testId(1)]);
    const { upload, calls } = manualUploader();
    startPictureUploads(editor, [file('new.png')], { x: 150, y: 150 }, { upload, onError: () => {} });
    calls[0]!.resolve(picture(800, 800, 'new.png'));
    await settle();
    expect(pictures(editor)).toHaveLength(1);
    expect(editor.document.widgets[testId(1)]).toMatchObject({
      x: 100,
      y: 100,
      w: 300,
      h: 200,
      picture: { url: '/api/images/new.png', lqipUrl: '/api/images/new.png?lqip=1' },
      originalW: 800,
      originalH: 800,
      cropX: 0,
      cropY: 0,
      cropW: 800,
      cropH: 800,
    });
    // One undo brings the old picture back.
    editor.run('undo');
    expect(editor.document.widgets[testId(1)]).toMatchObject({ picture: { url: '/api/images/old.png' }, cropX: 10 });
  });

  it('one file dropped on a picture that is not selected replaces it; a locked one, or one under another widget, is left alone', async () => {
    const at = (n: number, x: number, extra: Partial<Widget> = {}) =>
      ({ _id: testId(n), pid: TEST_PAGE_IDS[0], type: 'picture', x, y: 100, w: 200, h: 200, z: n, picture: { url: `/api/images/old-${n}.png` }, ...extra }) as Widget;
    const cover = { _id: testId(4), pid: TEST_PAGE_IDS[0], type: 'shape', x: 700, y: 100, w: 200, h: 200, z: 4 } as Widget;
    const editor = new TestEditor({ widgets: [at(1, 0), at(2, 300, { locked: true }), at(3, 700), cover] });
    expect(editor.selectedIds).toEqual([]);
    const { upload, calls } = manualUploader();
    for (const x of [100, 400, 800]) startPictureUploads(editor, [file(`at-${x}.png`)], { x, y: 200 }, { upload, onError: () => {} });
    for (const call of calls) call.resolve(picture(50, 50, call.file.name));
    await settle();
    expect(editor.document.widgets[testId(1)]).toMatchObject({ x: 0, w: 200, picture: { url: '/api/images/at-100.png' } });
    expect(editor.document.widgets[testId(2)]).toMatchObject({ picture: { url: '/api/images/old-2.png' } });
    expect(editor.document.widgets[testId(3)]).toMatchObject({ picture: { url: '/api/images/old-3.png' } });
    // The drops on the locked picture and on the shape made new pictures.
    expect(pictures(editor)).toHaveLength(5);
  });

  it('a drop beside the selected picture, or of several files, adds new pictures instead', async () => {
    const old = { _id: testId(1), pid: TEST_PAGE_IDS[0], type: 'picture', x: 100, y: 100, w: 300, h: 200, picture: { url: '/api/images/old.png' } } as Widget;
    const editor = new TestEditor({ widgets: [old] });
    editor.select([testId(1)]);
    const { upload, calls } = manualUploader();
    startPictureUploads(editor, [file('beside.png')], { x: 700, y: 150 }, { upload, onError: () => {} });
    editor.select([testId(1)]);
    startPictureUploads(editor, [file('a.png'), file('b.png')], { x: 150, y: 150 }, { upload, onError: () => {} });
    for (const call of calls) call.resolve(picture(50, 50, call.file.name));
    await settle();
    expect(pictures(editor)).toHaveLength(4);
    expect(editor.document.widgets[testId(1)]).toMatchObject({ picture: { url: '/api/images/old.png' } });
  });
});

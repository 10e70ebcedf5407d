import { widgetSchema, type PictureWidget, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from '../test-editor';

const KEY = 'a'.repeat(64);

/** A 1000 × 500 picture cropped to 400 × 200 from (100, 50), drawn at half size in a 200 × 100 frame at (300, 200). */
function picture(fields: Record<string, unknown> = {}): Widget {
  return widgetSchema.parse({
    _id: testId(1),
    pid: TEST_PAGE_IDS[0],
    type: 'picture',
    x: 300,
    y: 200,
    w: 200,
    h: 100,
    picture: { url: `/api/images/${KEY}.jpg`, type: 'image/jpeg' },
    originalW: 1000,
    originalH: 500,
    cropX: 100,
    cropY: 50,
    cropW: 400,
    cropH: 200,
    ...fields,
  });
}

const cropOf = (editor: TestEditor) => {
  const widget = editor.stored(1) as PictureWidget;
  return { x: widget.cropX, y: widget.cropY, w: widget.cropW, h: widget.cropH };
};

/** Double-clicks the picture: crop mode. */
function cropping(options: ConstructorParameters<typeof TestEditor>[0] = {}): TestEditor {
  const editor = new TestEditor({ widgets: [picture()], ...options });
  expect(editor.doubleClick({ x: 400, y: 250 })).toBe(true);
  return editor;
}

describe('crop mode', () => {
  it('a double click on a picture opens it with the crop frame on the widget’s frame', () => {
    const editor = cropping();
    editor.expectSelection(1);
    expect(editor.session.crop?.id).toBe(testId(1));
    expect(editor.getCropFrame()).toEqual({ x: 300, y: 200, w: 200, h: 100 });
  });

  it('a handle crops, a drag inside moves the picture, Enter applies: the crop fields and the frame, one history entry', () => {
    const editor = cropping();
    editor.drag([300, 250], [320, 250]);
    expect(editor.getCropFrame()).toEqual({ x: 320, y: 200, w: 180, h: 100 });
    editor.drag([400, 250], [390, 240]);
    expect(editor.getCropFrame()).toEqual({ x: 320, y: 200, w: 180, h: 100 });
    editor.expectBox(1, { x: 300, y: 200, w: 200, h: 100 });
    editor.expectHistory([]);
    editor.press('Enter');
    expect(editor.session.crop).toBeNull();
    expect(cropOf(editor)).toEqual({ x: 160, y: 70, w: 360, h: 200 });
    editor.expectBox(1, { x: 320, y: 200, w: 180, h: 100 });
    editor.expectHistory(['cropPicture']);
    expect(editor.changes).toHaveLength(1);

    editor.undo();
    expect(cropOf(editor)).toEqual({ x: 100, y: 50, w: 400, h: 200 });
    editor.expectBox(1, { x: 300, y: 200, w: 200, h: 100 });
    editor.redo();
    expect(cropOf(editor)).toEqual({ x: 160, y: 70, w: 360, h: 200 });
    editor.expectBox(1, { x: 320, y: 200, w: 180, h: 100 });
  });

  it('Escape cancels: nothing changes and nothing enters the history', () => {
    const editor = cropping();
    editor.drag([500, 300], [450, 280]);
    editor.press('Escape');
    expect(editor.session.crop).toBeNull();
    expect(cropOf(editor)).toEqual({ x: 100, y: 50, w: 400, h: 200 });
    editor.expectHistory([]);
    editor.expectSelection(1);
  });

  it('a click outside the frame applies, as Enter does', () => {
    const editor = cropping();
    editor.drag([500, 300], [450, 280]);
    editor.click([50, 50]);
    expect(editor.session.crop).toBeNull();
    expect(cropOf(editor)).toEqual({ x: 100, y: 50, w: 300, h: 160 });
    editor.expectBox(1, { x: 300, y: 200, w: 150, h: 80 });
    editor.expectHistory(['cropPicture']);
  });

  it('Shift keeps the crop’s proportions, also when pressed in the middle of the drag', () => {
    const editor = cropping();
    editor.drag([500, 300], [540, 305], { release: false });
    expect(editor.getCropFrame()).toEqual({ x: 300, y: 200, w: 240, h: 105 });
    editor.hold('Shift');
    expect(editor.getCropFrame()).toEqual({ x: 300, y: 200, w: 240, h: 120 });
    editor.up().release('Shift').press('Enter');
    expect(cropOf(editor)).toEqual({ x: 100, y: 50, w: 480, h: 240 });
  });

  it('arrow keys move the picture under the frame, Shift ten times as far; the crop never leaves the picture', () => {
    const editor = cropping();
    editor.press('ArrowLeft').press('ArrowUp', { shiftKey: true });
    editor.press('Enter');
    expect(cropOf(editor)).toEqual({ x: 102, y: 70, w: 400, h: 200 });
    editor.expectBox(1, { x: 300, y: 200, w: 200, h: 100 });
    const far = cropping();
    for (let i = 0; i < 40; i += 1) far.press('ArrowRight', { shiftKey: true });
    far.press('Enter');
    expect(cropOf(far)).toMatchObject({ x: 0 });
  });

  it('Enter on a selected picture opens crop mode; Reset shows the whole picture; the Crop command does the same', () => {
    const editor = new TestEditor({ widgets: [picture()] });
    editor.select([testId(1)]);
    editor.press('Enter');
    expect(editor.session.crop?.id).toBe(testId(1));
    editor.resetCrop();
    editor.applyCrop();
    expect(cropOf(editor)).toEqual({ x: 0, y: 0, w: 1000, h: 500 });
    editor.expectBox(1, { x: 250, y: 175, w: 500, h: 250 });
    editor.run('beginCrop');
    expect(editor.session.crop?.id).toBe(testId(1));
  });

  it('undo in crop mode takes back the crop under way only; other widgets’ keys wait', () => {
    const editor = new TestEditor({ widgets: [picture(), shapeWidget(2, { x: 0, y: 0 })] });
    editor.select([testId(2)]);
    editor.press('ArrowRight');
    editor.doubleClick({ x: 400, y: 250 });
    editor.drag([500, 300], [450, 280]);
    editor.press('Delete');
    expect(editor.stored(1)).toBeDefined();
    editor.press('z', { ctrlKey: true });
    expect(editor.session.crop).toBeNull();
    expect(cropOf(editor)).toEqual({ x: 100, y: 50, w: 400, h: 200 });
    editor.expectBox(2, { x: 1 });
  });

  it('a picture that did not store its size waits for it, then applies it with the crop', () => {
    const editor = new TestEditor({ widgets: [picture({ originalW: undefined, originalH: undefined, cropX: undefined, cropY: undefined, cropW: undefined, cropH: undefined })] });
    editor.doubleClick({ x: 400, y: 250 });
    expect(editor.session.crop).toEqual({ id: testId(1), state: null });
    editor.beginCrop(testId(1), { w: 800, h: 400 });
    expect(editor.getCropFrame()).toEqual({ x: 300, y: 200, w: 200, h: 100 });
    editor.drag([500, 250], [450, 250]);
    editor.press('Enter');
    const widget = editor.stored(1) as PictureWidget;
    expect([widget.originalW, widget.originalH]).toEqual([800, 400]);
    expect(cropOf(editor)).toEqual({ x: 0, y: 0, w: 600, h: 400 });
  });

  it('a picture whose size cannot be read, a turned one, a full-width one, one with only a cropped copy: a notice says why', () => {
    const editor = new TestEditor({ widgets: [picture({ originalW: undefined })] });
    editor.doubleClick({ x: 400, y: 250 });
    editor.cropUnavailable(testId(1), 'unknownSize');
    expect(editor.session.crop).toBeNull();
    expect(editor.session.cropNotice).toEqual({ id: testId(1), reason: 'unknownSize' });
    const cases = [
      [{ angle: 30 }, 'rotated'],
      [{ is_full_width: true }, 'fullSize'],
      [{ picture: { finalUrl: `/api/images/${KEY}.jpg`, crop: { x: 0, y: 0, w: 10, h: 10 } } }, 'croppedCopyOnly'],
      [{ picture: {} }, 'empty'],
    ] as const;
    for (const [fields, reason] of cases) {
      const other = new TestEditor({ widgets: [picture(fields)] });
      expect(other.beginCrop(testId(1))).toBe(true);
      expect(other.session.crop).toBeNull();
      expect(other.session.cropNotice?.reason).toBe(reason);
    }
  });

  it('final urls rendered with another crop are taken away, so the viewer draws the new crop', () => {
    const editor = cropping({
      widgets: [picture({ picture: { url: `/api/images/${KEY}.jpg`, finalUrl: 'https://cdn.example/f.jpg', final2xUrl: 'https://cdn.example/f2.jpg', crop: { x: 100, y: 50, w: 400, h: 200 } } })],
    });
    editor.drag([300, 250], [320, 250]).press('Enter');
    expect((editor.stored(1) as PictureWidget).picture).toEqual({ url: `/api/images/${KEY}.jpg` });
  });

  it('in the phone view: the phone frame changes, the crop is the widget’s, the desktop frame takes its proportions', () => {
    const editor = new TestEditor({ widgets: [picture({ viewport_phone_portrait: { x: 20, y: 40, w: 280, h: 140 } })], viewport: 'phone_portrait' });
    editor.doubleClick({ x: 100, y: 100 });
    expect(editor.getCropFrame()).toEqual({ x: 20, y: 40, w: 280, h: 140 });
    // 280 px for 400 px of the picture: 0.7 px each. The right edge in by 70 px: 100 px of the picture less.
    editor.drag([300, 110], [230, 110]).press('Enter');
    expect(cropOf(editor)).toEqual({ x: 100, y: 50, w: 300, h: 200 });
    editor.expectBox(1, { x: 20, y: 40, w: 210, h: 140 });
    const stored = editor.stored(1);
    expect(stored).toMatchObject({ x: 300, y: 200, w: 200, h: 133.33 });
    editor.setViewport('default');
    editor.expectBox(1, { x: 300, y: 200, w: 200, h: 133.33 });
  });
});

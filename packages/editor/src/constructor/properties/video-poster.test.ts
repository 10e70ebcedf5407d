import { widgetSchema, type VideoWidget, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { TEST_PAGE_IDS, TestEditor, testId } from '../../core/test-editor';
import { writeVideoPoster } from './video-poster';

// widgets-and-authoring.md §8, §9: a pasted video's poster is written into the widgets still showing that address.
const URL_A = 'https://youtu.be/dQw4w9WgXcQ';
const POSTER = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg';

const video = (n: number, fields: Record<string, unknown>): Widget =>
  widgetSchema.parse({ _id: testId(n), pid: TEST_PAGE_IDS[0], type: 'video', x: 0, y: 0, w: 480, h: 270, ...fields });
const stored = (editor: TestEditor, n: number) => editor.document.widgets[testId(n)] as VideoWidget;

describe('writeVideoPoster', () => {
  it('writes the poster found as thumbnail_url, one undo step', async () => {
    const editor = new TestEditor({ widgets: [video(1, { url: URL_A, provider_name: 'YouTube', video_id: 'dQw4w9WgXcQ' })] });
    const asked: unknown[] = [];
    await writeVideoPoster(editor, [testId(1)], [], URL_A, { find: async (ref) => (asked.push(ref), POSTER) });
    expect(asked).toEqual([{ provider: 'YouTube', id: 'dQw4w9WgXcQ' }]);
    expect(stored(editor, 1).thumbnail_url).toBe(POSTER);
    editor.undo();
    expect(stored(editor, 1).thumbnail_url).toBeUndefined();
  });

  it('writes nothing when no poster was found, the address changed meanwhile, or a thumbnail is there', async () => {
    const editor = new TestEditor({
      widgets: [video(1, { url: URL_A }), video(2, { url: 'https://vimeo.com/76979871' }), video(3, { url: URL_A, thumbnail_url: 'https://example.com/own.jpg' })],
    });
    await writeVideoPoster(editor, [testId(1)], [], URL_A, { find: async () => undefined });
    await writeVideoPoster(editor, [testId(2), testId(3)], [], URL_A, { find: async () => POSTER });
    expect([1, 2, 3].map((n) => stored(editor, n).thumbnail_url)).toEqual([undefined, undefined, 'https://example.com/own.jpg']);
    expect(editor.history.canUndo).toBe(false);
  });

  it('an address that is no provider video is not looked up', async () => {
    const editor = new TestEditor({ widgets: [video(1, { url: 'https://example.com/clip' })] });
    let looked = false;
    await writeVideoPoster(editor, [testId(1)], [], 'https://example.com/clip', { find: async () => ((looked = true), POSTER) });
    expect(looked).toBe(false);
  });
});

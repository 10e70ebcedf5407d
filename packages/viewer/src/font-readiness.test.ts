import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontConstants, projectTypography, type Widget } from '@folio/model';
import { fontsReady, pageFontUses } from './font-readiness';

const text = (fields: object) => ({ _id: 't', pid: 'p1', type: 'text', x: 0, y: 0, w: 100, h: 100, version: 3, verticalAlign: 'top', ...fields }) as unknown as Widget;

describe('pageFontUses (viewer-and-project.md §4: text widgets wait for fonts)', () => {
  const typography = projectTypography({ textStyles: { project: [{ name: 'H1', tag: 'h1', cssProperties: { fontFamily: 'Lora', fontWeight: 700 } }] } });
  const title = text({ _id: 'a', blocks: [{ key: 'k', text: 'Title', depth: 0, entityRanges: [] }], blocksMeta: [{ key: 'k', data: { textStyle: 'H1' } }] });
  const body = text({ _id: 'b', blocks: [{ key: 'k', text: 'body', depth: 0, entityRanges: [] }] });

  it("gathers the faces of a page's texts, each face once with all its characters", () => {
    const more = text({ _id: 'c', blocks: [{ key: 'k', text: 'ok', depth: 0, entityRanges: [] }] });
    expect(pageFontUses([title, body, more], typography, 'default', 'p1')).toEqual([
      { family: 'Lora', weight: 700, style: 'normal', text: 'Title' },
      { family: 'Roboto', weight: 400, style: 'normal', text: 'bodyk' },
    ]);
  });

  it('leaves out texts hidden in the viewport, and widgets that are not text', () => {
    const hidden = { ...body, viewport_phone_portrait: { hidden: { default: true } } } as unknown as Widget;
    const shape = { _id: 's', pid: 'p1', type: 'shape', x: 0, y: 0, w: 1, h: 1 } as unknown as Widget;
    expect(pageFontUses([hidden, shape], typography, 'phone_portrait', 'p1')).toEqual([]);
    expect(pageFontUses([hidden], typography, 'default', 'p1')).toHaveLength(1);
  });
});

describe('fontsReady (widgets-and-authoring.md §4, §9: the fast check gives up after 3.5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const uses = [{ family: 'Lora', weight: 700, style: 'italic' as const, text: 'Hi' }];

  it('asks the document for every face with its characters and resolves when they are loaded', async () => {
    let finish!: () => void;
    const load = vi.fn(() => new Promise<FontFace[]>((resolve) => (finish = () => resolve([]))));
    let ready = false;
    void fontsReady(uses, { load } as unknown as FontFaceSet, fontConstants.fastCheckTimeoutMs).then(() => (ready = true));
    expect(load).toHaveBeenCalledWith('italic 700 16px "Lora"', 'Hi');
    await vi.advanceTimersByTimeAsync(100);
    expect(ready).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
  });

  it('gives up after the timeout, and counts a failed face as done', async () => {
    let ready = false;
    void fontsReady(uses, { load: () => new Promise(() => undefined) } as unknown as FontFaceSet, fontConstants.fastCheckTimeoutMs).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(fontConstants.fastCheckTimeoutMs - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    await expect(fontsReady(uses, { load: () => Promise.reject(new Error('bad font')) } as unknown as FontFaceSet, 10)).resolves.toBeUndefined();
  });

  it('has nothing to wait for without faces or without a font set (the server)', async () => {
    await expect(fontsReady([], undefined, 10)).resolves.toBeUndefined();
    await expect(fontsReady(uses, undefined, 10)).resolves.toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontConstants } from '@folio/model';
import { cssImageUrls, fontsReady, widgetPicturesLoaded, type DrawnElement } from './widget-loading';

// viewer-and-project.md §4 "Widget lifecycle": what a drawn widget waits for before it counts as loaded.
function picture(complete = false, loading: string | null = null) {
  const listeners = new Map<string, () => void>();
  return {
    tagName: 'IMG',
    complete,
    getAttribute: (name: string) => (name === 'loading' ? loading : null),
    querySelectorAll: () => [],
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
}

function box(images: unknown[], backgroundImage = '', styled: unknown[] = []): DrawnElement {
  return {
    tagName: 'DIV',
    style: { backgroundImage },
    getAttribute: () => null,
    querySelectorAll: (selector: string) => (selector === 'img' ? images : selector.includes('background-image') ? styled : []) as DrawnElement[],
  };
}

const settledSoon = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('widget pictures (viewer-and-project.md §4)', () => {
  it('reads the addresses of a CSS background-image, quoted or not', () => {
    expect(cssImageUrls('url("/a.png"), url(\'/b%22.png\'), url(/c.png)')).toEqual(['/a.png', '/b%22.png', '/c.png']);
    expect(cssImageUrls('none')).toEqual([]);
    expect(cssImageUrls(undefined)).toEqual([]);
  });

  it('waits for every picture shown at once; an error counts as loaded; lazy pictures and loaded ones are not waited for', async () => {
    const [slow, failing] = [picture(), picture()];
    const pending = widgetPicturesLoaded(box([slow, failing, picture(true), picture(false, 'lazy')]), () => picture(true));
    expect(await settledSoon(pending)).toBe(false);
    slow.fire('load');
    expect(await settledSoon(pending)).toBe(false);
    failing.fire('error');
    expect(await settledSoon(pending)).toBe(true);
  });

  it('waits for the CSS background pictures of the widget and of its boxes, each address once', async () => {
    const made: string[] = [];
    const backgrounds = new Map<string, ReturnType<typeof picture>>();
    const newImage = (url: string) => {
      made.push(url);
      const image = picture();
      backgrounds.set(url, image);
      return image;
    };
    const inner = box([], 'url("/poster.png"), url("/poor.png")');
    const pending = widgetPicturesLoaded(box([], 'url("/poster.png")', [inner]), newImage);
    expect(made).toEqual(['/poster.png', '/poor.png']);
    backgrounds.get('/poster.png')!.fire('load');
    expect(await settledSoon(pending)).toBe(false);
    backgrounds.get('/poor.png')!.fire('error');
    expect(await settledSoon(pending)).toBe(true);
  });

  it('a widget that shows no picture is loaded at once', async () => {
    expect(await settledSoon(widgetPicturesLoaded(box([]), () => picture()))).toBe(true);
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

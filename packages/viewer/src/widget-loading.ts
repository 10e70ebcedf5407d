import { familyName, type TextFontUse } from '@folio/model';

// viewer-and-project.md §4 "Widget lifecycle: rendered, loaded, …": what a drawn widget waits for before it counts as
// loaded — its texts' fonts, and the pictures it shows. Read by the page lifecycle (lifecycle-runtime.ts, a chunk
// loaded after hydration), so the first page's script carries none of it. "Image load errors still mark a widget
// loaded": a picture that fails settles as one that loads, and so does a font.

/** The parts of an element this module reads (an Element in the browser; a stand-in in unit tests). */
export interface DrawnElement {
  querySelectorAll(selectors: string): ArrayLike<DrawnElement>;
  getAttribute(name: string): string | null;
  style?: { backgroundImage?: string };
  tagName: string;
}

/** What waiting on a picture needs: an <img> or an Image made for a CSS background. */
interface LoadingImage {
  complete: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void, options: { once: true }): void;
}

// The addresses of a CSS background-image: url("…"), url('…') or url(…) layers (widgets escape quotes in them).
const CSS_URL = /url\(\s*(["']?)(.*?)\1\s*\)/g;
// A picture the browser fetches only as it nears the window (picture-loading.ts: below the first screen, another page
// of the vertical layout). Waiting for it would keep its page loading until the visitor scrolls there, so the page's
// loaded state covers the pictures it shows at once.
const isLazy = (element: DrawnElement) => element.getAttribute('loading') === 'lazy';

/** The addresses of the layers of a CSS background-image value. */
export function cssImageUrls(value: string | undefined): string[] {
  return [...(value ?? '').matchAll(CSS_URL)].map((match) => match[2]!).filter(Boolean);
}

/** Settles once the picture has loaded or failed. */
export function pictureSettled(image: LoadingImage): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Settles once every picture a drawn widget shows at once is in or has failed: its <img>s that are not lazy (a
 * picture, a slideshow's or a video's poster, a vector's first drawing) and the CSS background pictures of its boxes
 * (a background widget's picture or poster, a placeholder). `newImage` fetches a background the way the browser does
 * (the same address, so the same request or cached copy).
 */
export function widgetPicturesLoaded(widget: DrawnElement, newImage: (url: string) => LoadingImage): Promise<void> {
  const images = Array.from(widget.querySelectorAll('img')).filter((image) => !isLazy(image)) as unknown as LoadingImage[];
  const boxes = [widget, ...Array.from(widget.querySelectorAll('[style*="background-image"]'))];
  const backgrounds = [...new Set(boxes.flatMap((box) => cssImageUrls(box.style?.backgroundImage)))];
  return Promise.all([...images, ...backgrounds.map(newImage)].map(pictureSettled)).then(() => undefined);
}

// widgets-and-authoring.md §4 "Text widgets wait for fonts": the faces are declared by the server (@font-face of the
// library faces the project uses); asking document.fonts for them with the characters drawn fetches exactly the
// unicode-range files needed. document.fonts.load() picks faces by family, weight and style; the size in its font
// shorthand does not matter.
const PROBE_SIZE = '16px';

/**
 * Resolves once every face is loaded (or failed: a font that cannot load still lets the page go on), or after
 * `timeoutMs` (fontConstants.fastCheckTimeoutMs in the viewer, canvasCheckTimeoutMs on the editor's canvas).
 */
export function fontsReady(uses: readonly TextFontUse[], fonts: FontFaceSet | undefined, timeoutMs: number): Promise<void> {
  if (!fonts || !uses.length) return Promise.resolve();
  const loads = uses.map((use) => fonts.load(`${use.style} ${use.weight} ${PROBE_SIZE} "${familyName(use.family) ?? ''}"`, use.text).catch(() => []));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  return Promise.race([Promise.all(loads), timeout]).then(() => clearTimeout(timer));
}

import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactElement } from 'react';
import { imageConstants, imageVariantUrl, isPipelineImageUrl, pictureSrcSet, viewerUiTexts, type ImageCrop, type PictureWidget } from '@folio/model';
import { num, px, rgba } from '../css-values';
import { useWidgetEnvironment } from '../environment';

export interface PictureViewProps {
  widget: PictureWidget;
  /** Accepted like the other kinds' views; expiry is decided by the caller. */
  now?: number;
  /** How the picture loads (PictureLoading); not given: as the browser does by default. */
  loading?: PictureLoading;
}

/**
 * 'first-screen': in the screen a visitor opens on, so fetched at once and before other pictures (the first paint's
 * largest picture is often one); 'lazy': fetched as it nears the window.
 */
export type PictureLoading = 'first-screen' | 'lazy';

const subscribeToNothing = () => () => undefined;
/**
 * Whether the picture was first drawn in the browser, not hydrated from the server's HTML. During hydration React
 * gives the server's answer (false); the picture keeps what it got at its first render, so hydration never changes it.
 */
function useDrawnInBrowser(): boolean {
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const [atFirstRender] = useState(inBrowser);
  return atFirstRender;
}
const VECTOR_TYPE = 'image/svg+xml';
const ANIMATED_TYPE = 'image/gif';
// Vector pictures uploaded to Folio: cleaned of scripts and outside references when uploaded (docs/api.md
// "Pictures"), served from this site, so they can be inlined. Any other SVG address stays an <img>.
const OWN_VECTOR = /^\/api\/images\/[0-9a-f]{64}\.svg$/;
// widgets-and-authoring.md §7: vector pictures are fetched by url with a cache-busting query.
const CACHE_BUSTING_PARAM = 'v';
// An inlined vector fills the box as the <img> does (object-fit: cover), unless it says how itself.
const COVER_ASPECT = 'xMidYMid slice';

/** The address to fetch a vector picture at to inline it (widgets-and-authoring.md §4), or undefined. */
export function inlineVectorAddress(src: string | undefined, now: number): string | undefined {
  return src && OWN_VECTOR.test(src) ? `${src}?${CACHE_BUSTING_PARAM}=${now}` : undefined;
}

/** The fetched text when it is an SVG document to inline. */
async function vectorMarkup(response: Response): Promise<string | undefined> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith(VECTOR_TYPE)) return undefined;
  const text = await response.text();
  return text.trimStart().startsWith('<svg') ? text : undefined;
}

/** The crop (cropX/Y/W/H) when it is a real part of the original (originalW × originalH). */
function cropOf(widget: PictureWidget): ImageCrop | undefined {
  const [x, y, w, h] = [num(widget.cropX) ?? 0, num(widget.cropY) ?? 0, num(widget.cropW), num(widget.cropH)];
  const [originalW, originalH] = [num(widget.originalW), num(widget.originalH)];
  if (!w || !h || !originalW || !originalH) return undefined;
  if (x === 0 && y === 0 && w >= originalW && h >= originalH) return undefined;
  return { x, y, w: Math.min(w, originalW - x), h: Math.min(h, originalH - y) };
}

/** Corner radii: independent tl/tr/br/bl when present, else border_radius; capped by border_radius_max. */
function borderRadius(widget: PictureWidget): string | undefined {
  const max = num(widget.border_radius_max);
  const cap = (value: unknown) => {
    const n = num(value) ?? 0;
    return `${max === undefined ? n : Math.min(n, max)}px`;
  };
  const corners = widget.border_radius_independent;
  if (corners) return [corners.tl, corners.tr, corners.br, corners.bl].map(cap).join(' ');
  return num(widget.border_radius) ? cap(widget.border_radius) : undefined;
}

/**
 * widgets-and-authoring.md §9 "Picture srcset widths 1x, 2x, 3x plus the original", for a picture stored with its own
 * final urls (rendered at the box's size, twice and three times that): as densities, the original last at its own
 * density (its width over the box's) where it is denser than the finals. Left out when the box shows a crop (the
 * original holds more than the finals show) or the original's width is not known.
 */
function finalUrlsSrcSet(widget: PictureWidget, base: string, displayWidth: number, crop: ImageCrop | undefined): string {
  const picture = widget.picture!;
  const candidates: [string | undefined, number][] = [[base, 1], [picture.final2xUrl, 2], [picture.final3xUrl, 3]];
  const listed = candidates.filter((candidate): candidate is [string, number] => Boolean(candidate[0]));
  const original = picture.url ?? picture.unscaledUrl;
  const density = displayWidth > 0 ? (num(widget.originalW) ?? 0) / displayWidth : 0;
  if (original && !crop && !picture.crop && density > listed.at(-1)![1] && !listed.some(([url]) => url === original)) listed.push([original, Number(density.toFixed(3))]);
  return listed.map(([url, x]) => `${url} ${x}x`).join(', ');
}

/**
 * widgets-and-authoring.md §3 "Picture widget" and §4 "Picture": the picture with srcset (1x, 2x, 3x plus the
 * original, §9), alt, crop, opacity, border, radii, full width/height anchors, an optional low-quality placeholder
 * under the picture, and the image-preview mark. Drawn by the server, the picture is never hidden: it shows as soon
 * as the browser has it, with or without script (issue 14: the first paint waits for no JavaScript), over its
 * placeholder. Drawn in the browser (a page drawn after hydration, the editor's canvas) it cross-fades over the
 * placeholder in 200 ms once loaded (an error counts as loaded). Server-renderable: no window access while rendering;
 * the load flag is set by events and an effect.
 */
export function PictureView({ widget, loading }: PictureViewProps): ReactElement | null {
  const picture = widget.picture;
  const src = picture?.url ?? picture?.unscaledUrl ?? picture?.finalUrl;
  const { placeholders = true } = useWidgetEnvironment();
  const lqip = placeholders ? picture?.lqipUrl : undefined;
  const [loaded, setLoaded] = useState(false);
  const drawnInBrowser = useDrawnInBrowser();
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A picture that fades may have loaded before its onLoad handler was there to see it.
    if (drawnInBrowser && image.current?.complete) setLoaded(true);
  }, [drawnInBrowser]);
  // widgets-and-authoring.md §4 "Vector pictures are fetched and inlined": the first paint (and the server's) is an
  // <img>; once the text is here the SVG is drawn inline, so the page's CSS (currentColor, code injection) styles it.
  const [vector, setVector] = useState<string>();
  const vectorBox = useRef<HTMLDivElement>(null);
  const inlined = !cropOf(widget) && src !== undefined && OWN_VECTOR.test(src);
  useEffect(() => {
    if (!inlined) return;
    const controller = new AbortController();
    fetch(inlineVectorAddress(src, Date.now())!, { signal: controller.signal })
      .then(vectorMarkup)
      .then((markup) => markup && setVector(markup))
      .catch(() => undefined);
    return () => controller.abort();
  }, [inlined, src]);
  useEffect(() => {
    const svg = vectorBox.current?.querySelector('svg');
    if (!svg) return;
    svg.setAttribute('width', '100%');
    svg.setAttribute('height', '100%');
    if (!svg.hasAttribute('preserveAspectRatio')) svg.setAttribute('preserveAspectRatio', COVER_ASPECT);
    svg.style.display = 'block';
  }, [vector]);
  if (!src) return null;

  const displayWidth = num(widget.w) ?? 0;
  const crop = cropOf(widget);
  const pipeline = isPipelineImageUrl(src) && picture?.type !== VECTOR_TYPE && picture?.type !== ANIMATED_TYPE;
  const full = Boolean(widget.is_full_width || widget.is_full_height);
  // Anchors of a picture stretched to the full width (fwpos: top/center/bottom) or height (fhpos: left/center/right).
  const objectPosition = `${widget.fhpos ?? 'center'} ${widget.fwpos ?? 'center'}`;
  const sizes = widget.is_full_width ? '100vw' : displayWidth ? `${Math.round(displayWidth)}px` : undefined;

  let imgSrc = src;
  let srcSet: string | undefined;
  let imgStyle: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition };
  if (pipeline) {
    // The server crops and scales: the candidates are the cropped region at 1x, 2x, 3x and at full size.
    imgSrc = imageVariantUrl(src, { width: displayWidth, crop });
    srcSet = pictureSrcSet(src, displayWidth, { originalWidth: crop ? crop.w : num(widget.originalW), crop }) || undefined;
  } else if (crop && !full && widget.originalW && widget.originalH) {
    // Another address: the whole picture, scaled so the crop fills the box, shifted so the crop shows.
    const scaleX = 100 / crop.w;
    const scaleY = 100 / crop.h;
    imgStyle = {
      display: 'block',
      position: 'absolute',
      maxWidth: 'none',
      width: `${widget.originalW * scaleX}%`,
      height: `${widget.originalH * scaleY}%`,
      left: `${-crop.x * scaleX}%`,
      top: `${-crop.y * scaleY}%`,
    };
  } else if (picture?.final2xUrl || picture?.final3xUrl) {
    imgSrc = picture.finalUrl ?? src;
    srcSet = finalUrlsSrcSet(widget, imgSrc, displayWidth, crop);
  }

  const border = num(widget.border_size) ? `${px(widget.border_size)} solid ${rgba(widget.border_color) ?? 'transparent'}` : undefined;
  const boxStyle: CSSProperties = {
    position: 'relative',
    width: '100%',
    height: '100%',
    overflow: 'hidden',
    boxSizing: 'border-box',
    opacity: num(widget.opacity),
    border,
    borderRadius: borderRadius(widget),
  };
  // An inlined vector draws over nothing: its placeholder would show through its transparent parts.
  const fades = Boolean(lqip && !vector && drawnInBrowser);
  if (lqip && !vector) {
    boxStyle.backgroundImage = `url(${JSON.stringify(lqip)})`;
    boxStyle.backgroundSize = 'cover';
    boxStyle.backgroundPosition = objectPosition;
  }
  if (fades) imgStyle = { ...imgStyle, opacity: loaded ? 1 : 0, transition: `opacity ${imageConstants.lqipCrossFadeMs}ms` };
  const preview = widget.preview_enabled
    ? {
        'data-preview': 'true',
        'data-preview-src': src,
        'data-preview-overlay': rgba(widget.preview_overlay_color),
        role: 'button',
        tabIndex: 0,
        'aria-label': widget.alt ? `${viewerUiTexts.openImagePreview}: ${widget.alt}` : viewerUiTexts.openImagePreview,
      }
    : {};
  const markLoaded = () => setLoaded(true);
  return (
    <div className="folio-picture" style={{ ...boxStyle, cursor: widget.preview_enabled ? 'zoom-in' : undefined }} {...preview}>
      {vector ? (
        <div
          ref={vectorBox}
          className="folio-picture-svg"
          role="img"
          aria-label={widget.alt ?? ''}
          style={{ width: '100%', height: '100%' }}
          dangerouslySetInnerHTML={{ __html: vector }}
        />
      ) : (
        <img
          ref={image}
          className="folio-picture-img"
          src={imgSrc}
          srcSet={srcSet}
          sizes={srcSet && sizes && !srcSet.includes(' 1x') ? sizes : undefined}
          alt={widget.alt ?? ''}
          style={imgStyle}
          loading={loading === 'lazy' ? 'lazy' : loading === 'first-screen' ? 'eager' : undefined}
          fetchPriority={loading === 'first-screen' ? 'high' : undefined}
          decoding="async"
          onLoad={fades ? markLoaded : undefined}
          onError={fades ? markLoaded : undefined}
        />
      )}
    </div>
  );
}

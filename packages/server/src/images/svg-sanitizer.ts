import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

// Vector pictures (widgets-and-authoring.md §4 "Vector pictures are fetched and inlined"): an uploaded SVG is inlined
// into published pages, so it is cleaned before it is stored, with DOMPurify (on jsdom) and its SVG profile: no
// script, no event handler, no foreignObject, and no reference to anything outside the file — href and xlink:href
// only to #fragments of the same file, url() in styles only to #fragments, no @import. What is stored is the cleaned
// text, serialized as XML.

/** Ours: an inlined picture is part of the page's document; a larger vector belongs in a raster upload. */
export const SVG_MAX_BYTES = 2 * 1024 * 1024;
// The size an SVG without width, height or viewBox draws at (CSS's default for a replaced element).
const DEFAULT_WIDTH = 300;
const DEFAULT_HEIGHT = 150;
const MAX_SIDE = 100_000;

export const svgMessages = {
  tooLarge: `SVG pictures are limited to ${SVG_MAX_BYTES / 1024 / 1024} MB: simplify the drawing or upload a PNG or WebP`,
  notSvg: 'This file is not an SVG picture that can be read: upload an SVG, PNG, JPEG, WebP, GIF or AVIF file',
  entities: 'SVG pictures with entity declarations (<!ENTITY>) are not accepted',
} as const;

export class SvgRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const FRAGMENT = /^\s*#/;
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const IMPORT = /@import/i;
const ENTITY_DECLARATION = /<!ENTITY/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

/** CSS that refers to nothing outside the file: no @import, and url() only to #fragments. */
function isSelfContainedCss(css: string): boolean {
  if (IMPORT.test(css)) return false;
  for (const match of css.matchAll(URL_REFERENCE)) if (!FRAGMENT.test(match[2] ?? '')) return false;
  return true;
}

let purifier: { purify: DOMPurify; window: JSDOM['window'] } | undefined;

function purifierOnce() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (REFERENCE_ATTRIBUTES.has(name) && !FRAGMENT.test(data.attrValue)) data.keepAttr = false;
    else if (data.attrValue.toLowerCase().includes('url(') || IMPORT.test(data.attrValue)) {
      if (!isSelfContainedCss(data.attrValue)) data.keepAttr = false;
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && !isSelfContainedCss(node.textContent ?? '')) node.textContent = '';
  });
  purifier = { purify, window };
  return purifier;
}

function length(value: string | null): number | undefined {
  if (!value) return undefined;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) && n > 0 && !value.trim().endsWith('%') ? Math.min(Math.round(n), MAX_SIDE) : undefined;
}

/** The size an SVG draws at: its width and height, else its viewBox's, else 300 × 150. */
function sizeOf(svg: Element): { width: number; height: number } {
  const viewBox = (svg.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const [boxWidth, boxHeight] = viewBox.length === 4 && viewBox.every(Number.isFinite) ? [viewBox[2]!, viewBox[3]!] : [undefined, undefined];
  const width = length(svg.getAttribute('width')) ?? (boxWidth && boxWidth > 0 ? Math.min(Math.round(boxWidth), MAX_SIDE) : undefined);
  const height = length(svg.getAttribute('height')) ?? (boxHeight && boxHeight > 0 ? Math.min(Math.round(boxHeight), MAX_SIDE) : undefined);
  return { width: Math.max(1, width ?? DEFAULT_WIDTH), height: Math.max(1, height ?? DEFAULT_HEIGHT) };
}

/**
 * The cleaned SVG of an upload, as XML text, with the size it draws at. Refuses (SvgRefusal) a file over the size
 * limit (413), one declaring entities (the billion laughs) and one that is no SVG once read (415).
 */
export function sanitizeSvg(bytes: Buffer): { svg: string; width: number; height: number } {
  if (bytes.length > SVG_MAX_BYTES) throw new SvgRefusal(413, svgMessages.tooLarge);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (ENTITY_DECLARATION.test(text)) throw new SvgRefusal(415, svgMessages.entities);
  const { purify, window } = purifierOnce();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script'],
    RETURN_DOM_FRAGMENT: true,
  });
  const roots = [...fragment.children];
  const svg = roots[0];
  if (roots.length !== 1 || !svg || svg.namespaceURI !== 'http://www.w3.org/2000/svg' || svg.localName !== 'svg') {
    throw new SvgRefusal(415, svgMessages.notSvg);
  }
  return { svg: new window.XMLSerializer().serializeToString(svg), ...sizeOf(svg) };
}

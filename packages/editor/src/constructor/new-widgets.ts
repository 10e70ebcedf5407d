import { constructorConstants, constructorTexts, FULL_CHECKOUT_CART_VERSION, newObjectId, type WidgetType } from '@folio/model';
import type { NewWidget, PageSize, Point } from '../core';

/** The add menu's groups, in order, each with its kinds: every widget kind of the model once. */
export const addMenuGroups: readonly { group: keyof typeof constructorTexts.addGroups; kinds: readonly WidgetType[] }[] = [
  { group: 'basic', kinds: ['text', 'picture', 'shape', 'button'] },
  { group: 'media', kinds: ['slideshow', 'video', 'audio', 'gmaps'] },
  { group: 'interactive', kinds: ['hotspot', 'form', 'iframe', 'facebook', 'twitter', 'shots'] },
  { group: 'layout', kinds: ['background', 'rmheader', 'rmfooter'] },
  { group: 'shop', kinds: ['addtocart', 'ecommercecart'] },
];

export const kindLabel = (type: WidgetType) => constructorTexts.kindLabels[type] ?? type;

/** A sample quote (widgets-and-authoring.md §3: new text widgets get one when no text is given). */
export function sampleQuote(random: () => number = Math.random): string {
  const quotes = constructorTexts.sampleQuotes;
  return quotes[Math.floor(random() * quotes.length) % quotes.length]!;
}

const BLOCK_KEY_LENGTH = 5;

/**
 * A new widget of a kind, as the add menu makes it: a size that suits the kind, centred on `center` (kept on the
 * page), with the look a blank widget needs to be seen (a filled shape, a labelled button, a text with a sample
 * quote). The editor's createWidgets checks it with the model's schema and puts it on top.
 */
export function newWidget(type: WidgetType, page: PageSize, center: Point, random: () => number = Math.random): NewWidget {
  const { w, h } = sizeOf(type, page);
  const x = Math.round(Math.min(Math.max(center.x - w / 2, 0), Math.max(0, page.width - w)));
  const y = Math.round(Math.min(Math.max(center.y - h / 2, 0), Math.max(0, page.height - h)));
  const box = { x, y, w, h };
  switch (type) {
    case 'text':
      return {
        type,
        version: 3,
        ...box,
        blocks: [{ key: newObjectId().slice(0, BLOCK_KEY_LENGTH), text: sampleQuote(random), depth: 0, entityRanges: [] }],
      };
    case 'shape':
      return { type, ...box, tp: 'rectangle', bg_color: constructorConstants.newWidgetColor, bg_opacity: 1 };
    case 'button':
      return {
        type,
        ...box,
        text: constructorTexts.buttonLabel,
        'background-color': constructorConstants.newWidgetColor,
        color: 'ffffff',
        'border-radius': constructorConstants.newButtonRadiusPx,
      };
    case 'background':
      return { type, x: 0, y: 0, w: page.width, h: page.height };
    case 'rmheader':
      return { type, ...box, x: 0, y: 0, w: page.width, is_full_width: true };
    case 'rmfooter':
      return { type, ...box, x: 0, y: Math.max(0, page.height - h), w: page.width, is_full_width: true };
    case 'ecommercecart':
      // The full checkout sidebar (ecommerce.md §1), for card payments; the cart's panel switches it for a hosted store.
      return { type, ...box, version: FULL_CHECKOUT_CART_VERSION };
    default:
      return { type, ...box } as NewWidget;
  }
}

function sizeOf(type: WidgetType, page: PageSize): { w: number; h: number } {
  const side = Math.min(constructorConstants.newWidgetSizePx, page.width);
  switch (type) {
    case 'text':
      return { w: Math.min(constructorConstants.newTextSize.w, page.width), h: constructorConstants.newTextSize.h };
    case 'button':
      return constructorConstants.newButtonSize;
    case 'rmheader':
    case 'rmfooter':
      return { w: page.width, h: constructorConstants.newHeaderSize.h };
    default:
      return { w: side, h: side };
  }
}

/** The middle of the part of the page the canvas shows (page px): where a new widget lands. */
export function visibleCenter(page: PageSize, { zoom, pan }: { zoom: number; pan: Point }, screen: { width: number; height: number }): Point {
  const left = Math.max(0, pan.x);
  const right = Math.min(screen.width, pan.x + page.width * zoom);
  const top = Math.max(0, pan.y);
  const bottom = Math.min(screen.height, pan.y + page.height * zoom);
  const x = right > left ? ((left + right) / 2 - pan.x) / zoom : page.width / 2;
  const y = bottom > top ? ((top + bottom) / 2 - pan.y) / zoom : page.height / 2;
  return { x, y };
}

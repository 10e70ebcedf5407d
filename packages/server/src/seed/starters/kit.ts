import { createHash } from 'node:crypto';
import { styleEntriesOfRuns, type BlockMeta, type Font, type FontVariationCode, type InlineStyle, type LinkEntity, type LinkStyle, type StyleRange, type TextBlock, type TextStyle } from '@folio/model';

// The building blocks of the starter templates (docs/editor.md "Starter templates"): a type system per starter set in
// families of the font library, texts made of named-style blocks, and widgets placed twice — on the 1024 px desktop
// page and on the 320 px phone page (viewport_phone_portrait), each laid out by hand.

/** A widget's box on one page. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A widget of a starter as stored, before it gets its ids. */
export type StarterWidget = Record<string, unknown> & { type: string; x: number; y: number; w: number; h: number; viewport_phone_portrait: Box };

export interface StarterPage {
  title: string;
  uri: string;
  /** Desktop and phone page heights. */
  height: number;
  phoneHeight: number;
  seo?: { title: string; description: string };
  widgets: StarterWidget[];
}

/** A product of a starter's shop, sold in the currency of sku orders (usd, ecommerce.md §9), one sku per option. */
export interface StarterProduct {
  /** The key its add-to-cart buttons name (`product_id: 'starter:<key>'`), swapped for the new product's id. */
  key: string;
  name: string;
  image: string;
  skus: { attributes: Record<string, string>; price: number; quantity: number }[];
}

export interface Starter {
  id: string;
  title: string;
  description: string;
  /** The project's fields: title, description, viewer options and typography. */
  mag: Record<string, unknown>;
  pages: StarterPage[];
  products?: StarterProduct[];
  /** The colours offered as the project's swatches. */
  swatches: string[];
}

/** The prefix of a starter's product keys in its add-to-cart widgets. */
export const STARTER_PRODUCT_PREFIX = 'starter:';

// ---- geometry: the desktop page is 1024 wide on a 12-column grid (80 px margins, 24 px gutters); the phone page 320
// wide with 20 px margins.

export const DESKTOP_WIDTH = 1024;
export const PHONE_WIDTH = 320;
const MARGIN = 80;
const GUTTER = 24;
const COLUMNS = 12;
const COLUMN = (DESKTOP_WIDTH - 2 * MARGIN - (COLUMNS - 1) * GUTTER) / COLUMNS;
export const PHONE_MARGIN = 20;
export const PHONE_COLUMN = PHONE_WIDTH - 2 * PHONE_MARGIN;

/** The desktop box spanning `span` columns from column `start` (0-based). */
export function cols(start: number, span: number, y: number, h = 0): Box {
  return { x: Math.round(MARGIN + start * (COLUMN + GUTTER)), y, w: Math.round(span * COLUMN + (span - 1) * GUTTER), h };
}

/** A phone box across the phone page's text column. */
export const phone = (y: number, h: number): Box => ({ x: PHONE_MARGIN, y, w: PHONE_COLUMN, h });
export const box = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });
export const fullDesktop = (y: number, h: number): Box => box(0, y, DESKTOP_WIDTH, h);
export const fullPhone = (y: number, h: number): Box => box(0, y, PHONE_WIDTH, h);

// ---- typography

export interface Face {
  family: string;
  weight: number;
  /** The face's average advance per character as a share of its size (for sizing text boxes). */
  width: number;
}

export interface TypeSystem {
  display: Face;
  text: Face;
  accent: Face;
  /** Ink of headlines, of text, and the accent colour. */
  ink: string;
  body: string;
  accentColor: string;
  /** Sizes and leading of the styles, in px. */
  sizes: { display: [number, number]; h1: [number, number]; h2: [number, number]; lead: [number, number]; text: [number, number]; caption: [number, number]; quote: [number, number] };
  /** Caption letter spacing and case. */
  captionUpper?: boolean;
  displayTracking?: number;
}

export type StyleName = 'Display' | 'H1' | 'H2' | 'Lead' | 'Text' | 'Caption' | 'Quote';
const LINK_STYLE = 'Underlined';

const css = (face: Face, [fontSize, lineHeight]: [number, number], color: string, extra: Partial<TextStyle['cssProperties']> = {}): TextStyle['cssProperties'] => ({
  fontFamily: face.family,
  fontSize,
  lineHeight,
  fontWeight: face.weight,
  fontStyle: 'normal',
  color,
  ...extra,
});

/** The mag fields of a type system: named text styles, the link style and the families used (as the demo's). */
export function typography(system: TypeSystem) {
  const { sizes } = system;
  const styles: TextStyle[] = [
    { name: 'Display', _caption: 'Display', tag: 'h1', cssProperties: css(system.display, sizes.display, system.ink, { letterSpacing: system.displayTracking ?? -1, paddingBottom: 16 }) },
    { name: 'H1', _caption: 'H1', tag: 'h1', cssProperties: css(system.display, sizes.h1, system.ink, { letterSpacing: -0.5, paddingBottom: 12 }) },
    { name: 'H2', _caption: 'H2', tag: 'h2', cssProperties: css(system.display, sizes.h2, system.ink, { paddingBottom: 8 }) },
    { name: 'Lead', _caption: 'Lead', tag: 'p', cssProperties: css(system.text, sizes.lead, system.ink, { paddingBottom: 8 }) },
    { name: 'Text', _caption: 'Text', tag: 'p', cssProperties: css(system.text, sizes.text, system.body, { paddingBottom: 10 }) },
    {
      name: 'Caption',
      _caption: 'Caption',
      tag: 'p',
      cssProperties: css(system.accent, sizes.caption, system.accentColor, { letterSpacing: 1.4, paddingBottom: 8, ...(system.captionUpper === false ? {} : { textTransform: 'uppercase' as const }) }),
    },
    { name: 'Quote', _caption: 'Quote', tag: 'p', cssProperties: css(system.display, sizes.quote, system.accentColor) },
  ];
  const linkStyles: LinkStyle[] = [
    {
      name: LINK_STYLE,
      label: LINK_STYLE,
      link: { textColor: system.accentColor, color: system.accentColor, size: 1, padding: 3, type: 'solid' },
      hover: { textColor: system.ink, color: system.ink, size: 2, padding: 3, type: 'solid' },
      current: { textColor: system.ink, color: system.ink, size: 1, padding: 3, type: 'dotted' },
    },
  ];
  const byFamily = new Map<string, Set<number>>();
  for (const face of [system.display, system.text, system.accent]) {
    byFamily.set(face.family, (byFamily.get(face.family) ?? new Set()).add(face.weight));
  }
  const fonts: Font[] = [...byFamily].map(([family, weights]) => {
    const variations = [...weights].sort().map((weight) => `n${weight / 100}` as FontVariationCode);
    return { provider: 'google', css_name: family, name: family, variations, used_variations: variations };
  });
  return { textStyles: { project: styles }, edit_params: { fonts, link_styles: linkStyles } };
}

const styleMetrics = (system: TypeSystem, style: StyleName) => {
  const { sizes } = system;
  const table = {
    Display: { face: system.display, size: sizes.display, padding: 16, spacing: system.displayTracking ?? -1, upper: false },
    H1: { face: system.display, size: sizes.h1, padding: 12, spacing: -0.5, upper: false },
    H2: { face: system.display, size: sizes.h2, padding: 8, spacing: 0, upper: false },
    Lead: { face: system.text, size: sizes.lead, padding: 8, spacing: 0, upper: false },
    Text: { face: system.text, size: sizes.text, padding: 10, spacing: 0, upper: false },
    Caption: { face: system.accent, size: sizes.caption, padding: 8, spacing: 1.4, upper: system.captionUpper !== false },
    Quote: { face: system.display, size: sizes.quote, padding: 0, spacing: 0, upper: false },
  } as const;
  return table[style];
};
// Uppercase letters run wider than the average of running text.
const UPPERCASE_WIDTH = 1.2;

/** How many lines the words take at most `perLine` characters a line, broken between words. */
function lineCount(words: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of words.split(' ')) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (needed <= perLine) used = needed;
    else {
      lines += Math.max(1, Math.ceil(word.length / perLine)) - (used === 0 ? 1 : 0);
      used = word.length % perLine || perLine;
    }
  }
  return lines;
}

/** The height a text of these blocks takes at this width, generously estimated (boxes are laid out with it). */
export function textHeight(system: TypeSystem, blocks: readonly Block[], width: number): number {
  let height = 0;
  for (const block of blocks) {
    const metrics = styleMetrics(system, block.style);
    const [size, leading] = metrics.size;
    const advance = size * metrics.face.width * (metrics.upper ? UPPERCASE_WIDTH : 1) + metrics.spacing;
    height += lineCount(block.text, Math.max(1, Math.floor(width / advance))) * leading + metrics.padding;
  }
  return Math.ceil(height);
}

/** The button label's face of a type system. */
export const buttonFace = (face: Pick<Face, 'family' | 'weight'>) => ({ 'font-family': face.family, 'font-weight': face.weight, 'font-style': 'normal' }) as const;

// ---- texts

/** One block of a starter text: its words in a named style, with optional inline runs and links found by their words. */
export interface Block {
  text: string;
  style: StyleName;
  align?: 'left' | 'center' | 'right';
  runs?: { words: string; style: InlineStyle }[];
  links?: { words: string; url: string }[];
}

function spanOf(text: string, words: string): { offset: number; length: number } {
  const offset = text.indexOf(words);
  if (offset === -1) throw new Error(`starter text: "${words}" is not in "${text}"`);
  return { offset, length: words.length };
}

/** The text v3 fields of the blocks (widgets-and-authoring.md §3 "Text widget version 3"). */
export function story(blocks: readonly Block[]) {
  const entityMap: Record<string, LinkEntity> = {};
  const textBlocks: TextBlock[] = [];
  const styles: ReturnType<typeof styleEntriesOfRuns> = [];
  const blocksMeta: BlockMeta[] = [];
  blocks.forEach((item, index) => {
    const key = `b${index}`;
    const entityRanges = (item.links ?? []).map((link) => {
      const entityKey = String(Object.keys(entityMap).length);
      entityMap[entityKey] = { type: 'URL', url: link.url, target: '_blank', linkStyle: LINK_STYLE };
      return { ...spanOf(item.text, link.words), key: entityKey };
    });
    textBlocks.push({ key, text: item.text, depth: 0, entityRanges });
    const runs: StyleRange[] = (item.runs ?? []).map((run) => ({ ...spanOf(item.text, run.words), style: run.style }));
    styles.push(...styleEntriesOfRuns(key, runs));
    blocksMeta.push({ key, data: { textStyle: item.style, ...(item.align ? { align: item.align } : {}) } });
  });
  return { version: 3 as const, blocks: textBlocks, styles, blocksMeta, entityMap };
}

// ---- widgets

const placed = (desktop: Box, onPhone: Box) => ({ ...desktop, viewport_phone_portrait: onPhone });

/** On the phone a Display block draws in H1 (a cover's word must fit 280 px); other blocks keep their style. */
export const onPhoneBlocks = (blocks: readonly Block[]): Block[] => blocks.map((block) => (block.style === 'Display' ? { ...block, style: 'H1' } : block));

export function text(blocks: readonly Block[], desktop: Box, onPhone: Box, extra: Record<string, unknown> = {}): StarterWidget {
  const phoneMeta = blocks.some((block) => block.style === 'Display') ? { blocksMeta: story(onPhoneBlocks(blocks)).blocksMeta } : {};
  return { type: 'text', ...story(blocks), ...placed(desktop, onPhone), ...extra, viewport_phone_portrait: { ...onPhone, ...phoneMeta } };
}

export function picture(url: string, alt: string, desktop: Box, onPhone: Box, extra: Record<string, unknown> = {}): StarterWidget {
  return { type: 'picture', picture: { url, type: 'image/svg+xml' }, alt, ...placed(desktop, onPhone), ...extra };
}

export function rect(color: string, desktop: Box, onPhone: Box, extra: Record<string, unknown> = {}): StarterWidget {
  return { type: 'shape', tp: 'rectangle', bg_color: color, bg_opacity: 1, ...placed(desktop, onPhone), ...extra };
}

export function ellipse(color: string, desktop: Box, onPhone: Box, extra: Record<string, unknown> = {}): StarterWidget {
  return { type: 'shape', tp: 'ellipse', bg_color: color, bg_opacity: 1, ...placed(desktop, onPhone), ...extra };
}

/** A page's colour behind everything, following the page's size on both screens. */
export function background(color: string, height: number, phoneHeight: number): StarterWidget {
  return { type: 'background', color, ...placed(fullDesktop(0, height), fullPhone(0, phoneHeight)) };
}

export interface ButtonLook {
  fill: string;
  ink: string;
  face: Face;
  radius?: number;
  size?: number;
}

export function button(label: string, look: ButtonLook, desktop: Box, onPhone: Box, extra: Record<string, unknown> = {}): StarterWidget {
  return {
    type: 'button',
    tp: 'text',
    text: label,
    'background-color': look.fill,
    color: look.ink,
    'border-radius': look.radius ?? 0,
    'font-size': look.size ?? 16,
    ...buttonFace(look.face),
    ...placed(desktop, onPhone),
    ...extra,
  };
}

/** The starter's address for one of its pictures. */
export const art = (starter: string, name: string) => `/assets/starters/${starter}/${name}.svg`;

/** A stable record id (24 hex) for a starter's page or widget, replaced by a new one in every project made from it. */
export const starterId = (...parts: (string | number)[]) => createHash('sha1').update(parts.join('/')).digest('hex').slice(0, 24);

/** A text whose boxes are as tall as its words need at each width (estimated). */
export function fitText(system: TypeSystem, blocks: readonly Block[], desktop: Omit<Box, 'h'>, onPhone: Box, extra: Record<string, unknown> = {}): StarterWidget {
  return text(blocks, { ...desktop, h: textHeight(system, blocks, desktop.w) }, onPhone, extra);
}

/** Lays the phone page out from the top: each box under the last, with the gap given after it. */
export class PhoneColumn {
  constructor(
    private readonly system: TypeSystem,
    private y: number,
    /** A column of the desktop page instead (its Display blocks keep their size). */
    private readonly desktop = false,
  ) {}

  /** The next box, `h` tall, across the text column (or at x, w). */
  next(h: number, gap = 24, x = PHONE_MARGIN, w = PHONE_COLUMN): Box {
    const result = box(x, this.y, w, h);
    this.y += h + gap;
    return result;
  }

  /** The next box, edge to edge. */
  full(h: number, gap = 24): Box {
    return this.next(h, gap, 0, PHONE_WIDTH);
  }

  /** The next box for these words across the column (or at x, w). */
  text(blocks: readonly Block[], gap = 24, x = PHONE_MARGIN, w = PHONE_COLUMN): Box {
    return this.next(textHeight(this.system, this.desktop ? blocks : onPhoneBlocks(blocks), w), gap, x, w);
  }

  /** The next box in these desktop columns for these words. */
  cols(blocks: readonly Block[], start: number, span: number, gap = 24): Box {
    const { x, w } = cols(start, span, 0);
    return this.text(blocks, gap, x, w);
  }

  /** Moves down (or up, to lay a box over the last). */
  skip(dy: number): this {
    this.y += dy;
    return this;
  }

  get at(): number {
    return this.y;
  }

  /** The page height: the last box and a bottom margin. */
  end(margin = 40): number {
    return Math.ceil(this.y + margin);
  }
}

/** The blocks drawn in one colour (text on a dark page). */
export const inColor = (color: string, blocks: readonly Block[]): Block[] =>
  blocks.map((block) => ({ ...block, runs: [{ words: block.text, style: { color } }, ...(block.runs ?? [])] }));

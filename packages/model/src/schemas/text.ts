import { z } from 'zod';
import { hexColorSchema, opacitySchema } from './color';
import { objectIdSchema } from './ids';
import { linkHrefSchema, resourceUrlSchema } from './url';
import { canonicalJson, minifyTextStyles, type InlineStyleKey } from '../text-style-runs';

// widgets-and-authoring.md §3 "Text widget version 2": defaults.
const DEFAULT_TEXT_BG_COLOR = 'ffffff';
const DEFAULT_TEXT_BG_OPACITY = 0;
const DEFAULT_COLUMN_COUNT = 1;
const DEFAULT_COLUMN_GAP = 16;
// widgets-and-authoring.md §3: "bg_opacity above 0.99 renders an opaque colour".
const OPAQUE_BG_OPACITY_THRESHOLD = 0.99;
// widgets-and-authoring.md §5: line height minimum 8.
const MIN_LINE_HEIGHT = 8;
// widgets-and-authoring.md §3 "Text style" defaults.
const H1_FONT_SIZE = 48;
const H1_LINE_HEIGHT = 60;
const H2_FONT_SIZE = 24;
const H2_LINE_HEIGHT = 30;
const BODY_FONT_SIZE = 18;
const BODY_LINE_HEIGHT = 23;
const CAPTION_FONT_SIZE = 14;
const CAPTION_LINE_HEIGHT = 18;
const BOLD_WEIGHT = 700;
const REGULAR_WEIGHT = 400;
// widgets-and-authoring.md §3: "Default text: size 18, line height 26, font Roboto, weight 400".
const DEFAULT_FONT_FAMILY = 'Roboto';
const DEFAULT_TEXT_LINE_HEIGHT = 26;
// widgets-and-authoring.md §3 "Link style": default link colour.
const DEFAULT_LINK_COLOR = '0080FF64';
const DEFAULT_LIST_STYLE_NAME = 'List item';

// Ours, not the spec's: bounds that keep one stored document reasonable.
const MAX_COLUMN_COUNT = 12;
const MAX_TEXT_LENGTH = 500_000;
const MAX_BLOCK_KEY_LENGTH = 64;
const MAX_BLOCK_DEPTH = 8;
const MAX_STYLE_NAME_LENGTH = 100;
const MAX_FONT_NAME_LENGTH = 200;
const MAX_LINKED_PAGE_URI_LENGTH = 200;
// Typekit variation digits are weight / 100.
const FONT_WEIGHT_PER_VARIATION_STEP = 100;
const MIN_FONT_WEIGHT = 1;
const MAX_FONT_WEIGHT = 1000;
const OPENTYPE_TAG = /^[a-zA-Z0-9 ]{4}$/;

// ---------------------------------------------------------------------------------------------------------------
// Shared typographic values

export const textAlignSchema = z.enum(['left', 'center', 'right', 'justify']);
export const fontStyleSchema = z.enum(['normal', 'italic']);
export const textTransformSchema = z.enum(['none', 'uppercase', 'lowercase', 'capitalize']);
export const textDecorationSchema = z.enum(['none', 'underline', 'line-through', 'underline line-through']);
export const textTagSchema = z.enum(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
export const listTypeSchema = z.enum(['unordered', 'ordered']);
/** CSS font-weight; variable fonts allow any value from 1 to 1000. */
export const fontWeightSchema = z.int().min(MIN_FONT_WEIGHT).max(MAX_FONT_WEIGHT);
/** A font's CSS family name. */
export const fontFamilySchema = z.string().min(1).max(MAX_FONT_NAME_LENGTH);
const lineHeightSchema = z.number().min(MIN_LINE_HEIGHT);
const paddingSchema = z.number().min(0);

export const paddingsSchema = z.strictObject({
  left: paddingSchema.optional(),
  right: paddingSchema.optional(),
  top: paddingSchema.optional(),
  bottom: paddingSchema.optional(),
});
export type Paddings = z.infer<typeof paddingsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Fonts

/** Typekit-style variation codes: n = normal, i = italic, digit = weight / 100. */
export const fontVariationCodeSchema = z.string().regex(/^[ni][1-9]$/, { message: 'Expected a variation such as n4 or i7' });
export type FontVariationCode = `${'n' | 'i'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

const WEIGHT_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/**
 * widgets-and-authoring.md §3: the weights offered, n1..n9 and i1..i9. We read "in odd steps" as the interleaved order
 * the panel lists them in: normal at the odd positions (n1, i1, n2, i2 …), so each weight's italic follows it.
 */
export const fontVariationCodes: readonly FontVariationCode[] = WEIGHT_STEPS.flatMap((step) => [
  `n${step}` as const,
  `i${step}` as const,
]);

export function parseFontVariation(code: FontVariationCode): { weight: number; style: 'normal' | 'italic' } {
  return { weight: Number(code.slice(1)) * FONT_WEIGHT_PER_VARIATION_STEP, style: code.startsWith('i') ? 'italic' : 'normal' };
}

export const fontProviderSchema = z.enum(['google', 'typekit', 'webtype', 'typetoday', 'custom']);
export type FontProvider = z.infer<typeof fontProviderSchema>;

/** widgets-and-authoring.md §3 "Font": a font the project uses (edit_params.fonts). */
export const fontSchema = z.strictObject({
  provider: fontProviderSchema,
  css_name: z.string().min(1).max(MAX_FONT_NAME_LENGTH),
  name: z.string().min(1).max(MAX_FONT_NAME_LENGTH),
  variations: z.array(fontVariationCodeSchema).optional(),
  used_variations: z.array(fontVariationCodeSchema).optional(),
  css_url: resourceUrlSchema.optional(),
  signed_css_url: resourceUrlSchema.optional(),
});
export type Font = z.infer<typeof fontSchema>;

/** widgets-and-authoring.md §3: the font of a new text. */
export const defaultTextFont = Object.freeze({
  fontSize: BODY_FONT_SIZE,
  lineHeight: DEFAULT_TEXT_LINE_HEIGHT,
  fontFamily: DEFAULT_FONT_FAMILY,
  fontWeight: REGULAR_WEIGHT,
});

// ---------------------------------------------------------------------------------------------------------------
// Inline styles (widgets-and-authoring.md §3 "Inline styles"). Line height is block data, not an inline style.

export const inlineStyleSchema = z.strictObject({
  letterSpacing: z.number().optional(),
  color: hexColorSchema.optional(),
  /** "font feature": OpenType feature tags switched on or off, e.g. { liga: false, ss01: true, onum: true }. */
  fontFeatures: z.record(z.string().regex(OPENTYPE_TAG), z.boolean()).optional(),
  stroke: z.strictObject({ width: z.number().min(0), color: hexColorSchema }).optional(),
  fontSize: z.number().positive().optional(),
  fontFamily: fontFamilySchema.optional(),
  fontWeight: fontWeightSchema.optional(),
  fontStyle: fontStyleSchema.optional(),
  /** "variable": variable-font axis values, e.g. { wght: 550, wdth: 90 }. */
  variableAxes: z.record(z.string().regex(OPENTYPE_TAG), z.number()).optional(),
  textDecoration: textDecorationSchema.optional(),
  textTransform: textTransformSchema.optional(),
  /** "features (superscript, subscript)". */
  script: z.enum(['superscript', 'subscript']).optional(),
  kerning: z.boolean().optional(),
});
export type InlineStyle = z.infer<typeof inlineStyleSchema>;

const blockKeySchema = z.string().min(1).max(MAX_BLOCK_KEY_LENGTH);
const entityKeySchema = z.string().min(1).max(MAX_BLOCK_KEY_LENGTH);

/** A run of characters of one block carrying the same inline style. */
export const styleRangeSchema = z.strictObject({
  offset: z.int().min(0),
  length: z.int().min(1),
  style: inlineStyleSchema,
});
export type StyleRange = z.infer<typeof styleRangeSchema>;

/**
 * The inline styles of one block as texts were stored before styles carried their type: whole styles per run. Still
 * accepted (and upgraded) on write; stored ones are upgraded on read (migrations.ts).
 */
export const legacyBlockStylesSchema = z.strictObject({
  key: blockKeySchema,
  ranges: z.array(styleRangeSchema),
});
export type LegacyBlockStyles = z.infer<typeof legacyBlockStylesSchema>;

const inlineValue = inlineStyleSchema.shape;

/** The ranges of one block with one inline style key (widgets-and-authoring.md §3: "styles: key, type, inline styles"). */
function typedStylesSchema<K extends InlineStyleKey, V extends z.ZodType>(type: K, value: V) {
  return z.strictObject({
    key: blockKeySchema,
    type: z.literal(type),
    ranges: z.array(z.strictObject({ offset: z.int().min(0), length: z.int().min(1), value })),
  });
}

/** One stored styles entry: a block's key, an inline style key and the runs of its values. */
export const textStyleEntrySchema = z.discriminatedUnion('type', [
  typedStylesSchema('letterSpacing', inlineValue.letterSpacing.unwrap()),
  typedStylesSchema('color', inlineValue.color.unwrap()),
  typedStylesSchema('fontFeatures', inlineValue.fontFeatures.unwrap()),
  typedStylesSchema('stroke', inlineValue.stroke.unwrap()),
  typedStylesSchema('fontSize', inlineValue.fontSize.unwrap()),
  typedStylesSchema('fontFamily', inlineValue.fontFamily.unwrap()),
  typedStylesSchema('fontWeight', inlineValue.fontWeight.unwrap()),
  typedStylesSchema('fontStyle', inlineValue.fontStyle.unwrap()),
  typedStylesSchema('variableAxes', inlineValue.variableAxes.unwrap()),
  typedStylesSchema('textDecoration', inlineValue.textDecoration.unwrap()),
  typedStylesSchema('textTransform', inlineValue.textTransform.unwrap()),
  typedStylesSchema('script', inlineValue.script.unwrap()),
  typedStylesSchema('kerning', inlineValue.kerning.unwrap()),
]);
export type TextStyleEntry = z.infer<typeof textStyleEntrySchema>;

/**
 * A text v3 widget's `styles`: typed entries (or the older whole-style entries), given back in the minified typed
 * form (text-style-runs.ts): sorted, no empty ranges, no overlaps (a later range wins), touching equal values merged.
 */
export const textStylesSchema = z
  .array(z.union([textStyleEntrySchema, legacyBlockStylesSchema]))
  .transform(minifyTextStyles)
  // Names the output's shape, so the widget schemas can still be described as JSON Schema (OpenAPI).
  .pipe(z.array(textStyleEntrySchema));
/** `styles` as a writer may give them: either form, not necessarily minified. */
export type StoredTextStyles = z.input<typeof textStylesSchema>;

function sameStyle(a: InlineStyle, b: InlineStyle): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * The minified form of a block's style runs: empty runs and empty styles dropped, runs sorted by offset and
 * touching runs with equal styles merged. Runs are expected not to overlap (each character has one style).
 */
export function minifyStyleRanges(ranges: readonly StyleRange[]): StyleRange[] {
  const kept = ranges
    .filter((range) => range.length > 0 && Object.values(range.style).some((value) => value !== undefined))
    .toSorted((a, b) => a.offset - b.offset);
  const merged: StyleRange[] = [];
  for (const range of kept) {
    const last = merged.at(-1);
    if (last && last.offset + last.length === range.offset && sameStyle(last.style, range.style)) {
      merged[merged.length - 1] = { ...last, length: last.length + range.length };
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------------------------
// Links (widgets-and-authoring.md §3 "Link entity")

export const linkEntityTypeSchema = z.enum([
  'URL',
  'Page',
  'Email',
  'Phone',
  'Anchor',
  'ScrollToTop',
  'GoBack',
]);
// Mailchimp signup, share and start-with-template links (also link types in text, §3) are URL entities: the
// classifier in links.ts tells them apart by the url's prefix.
export type LinkEntityType = z.infer<typeof linkEntityTypeSchema>;

export const linkTargetSchema = z.enum(['_self', '_blank']);

export const linkEntitySchema = z
  .strictObject({
    url: linkHrefSchema.optional(),
    target: linkTargetSchema.default('_self'),
    type: linkEntityTypeSchema,
    /** Name of a link style of the project or the author. */
    linkStyle: z.string().max(MAX_STYLE_NAME_LENGTH).optional(),
    anchorPosition: z.number().min(0).optional(),
    pageNum: z.int().min(1).optional(),
    pageUri: z.string().max(MAX_LINKED_PAGE_URI_LENGTH).optional(),
    pageId: objectIdSchema.optional(),
    id: z.string().max(MAX_BLOCK_KEY_LENGTH).optional(),
  })
  // widgets-and-authoring.md §5: "Anchor links need a position and a page".
  .refine(
    (link) =>
      link.type !== 'Anchor' ||
      (link.anchorPosition !== undefined &&
        (link.pageId !== undefined || link.pageUri !== undefined || link.pageNum !== undefined)),
    { message: 'Anchor links need a position and a page', path: ['anchorPosition'] },
  );
export type LinkEntity = z.infer<typeof linkEntitySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Text widget data, version 2 (HTML) and version 3 (blocks)

/** widgets-and-authoring.md §3 "Text widget version 2" (the per-viewport variants come from the widget helper). */
export const textV2Schema = z.strictObject({
  version: z.literal(2),
  text: z.string().max(MAX_TEXT_LENGTH).optional(),
  bg_color: hexColorSchema.default(DEFAULT_TEXT_BG_COLOR),
  bg_opacity: opacitySchema.default(DEFAULT_TEXT_BG_OPACITY),
  column_count: z.int().min(1).max(MAX_COLUMN_COUNT).default(DEFAULT_COLUMN_COUNT),
  column_gap: z.number().min(0).default(DEFAULT_COLUMN_GAP),
});
export type TextV2 = z.infer<typeof textV2Schema>;

export const blockTypeSchema = z.enum(['unstyled', 'unordered-list-item', 'ordered-list-item']);

export const entityRangeSchema = z.strictObject({
  offset: z.int().min(0),
  length: z.int().min(1),
  key: entityKeySchema,
});

export const textBlockSchema = z.strictObject({
  key: blockKeySchema,
  text: z.string().max(MAX_TEXT_LENGTH),
  depth: z.int().min(0).max(MAX_BLOCK_DEPTH),
  entityRanges: z.array(entityRangeSchema),
  type: blockTypeSchema.optional(),
});
export type TextBlock = z.infer<typeof textBlockSchema>;

export const blockMetaSchema = z.strictObject({
  key: blockKeySchema,
  data: z.strictObject({
    /** Name of a text style. */
    textStyle: z.string().max(MAX_STYLE_NAME_LENGTH).optional(),
    /** Name of a list style. */
    listStyle: z.string().max(MAX_STYLE_NAME_LENGTH).optional(),
    align: textAlignSchema.optional(),
    lineHeight: lineHeightSchema.optional(),
    // widgets-and-authoring.md §5: text indent never below 0.
    textIndent: z.number().min(0).optional(),
    paddings: paddingsSchema.optional(),
  }),
});
export type BlockMeta = z.infer<typeof blockMetaSchema>;

export const verticalAlignSchema = z.enum(['top', 'middle', 'bottom']);

/** widgets-and-authoring.md §3 "Text widget version 3". */
export const textV3Schema = z.strictObject({
  version: z.literal(3),
  blocks: z.array(textBlockSchema).optional(),
  styles: textStylesSchema.optional(),
  entityMap: z.record(entityKeySchema, linkEntitySchema).optional(),
  blocksMeta: z.array(blockMetaSchema).optional(),
  bgColor: hexColorSchema.optional(),
  columns: z
    .strictObject({
      count: z.int().min(1).max(MAX_COLUMN_COUNT).default(DEFAULT_COLUMN_COUNT),
      gap: z.number().min(0).default(DEFAULT_COLUMN_GAP),
    })
    .optional(),
  verticalAlign: verticalAlignSchema.default('top'),
  autosize: z.boolean().optional(),
  textDirection: z.enum(['ltr', 'rtl']).optional(),
});
export type TextV3 = z.infer<typeof textV3Schema>;

/** widgets-and-authoring.md §3: a v2 background renders opaque above 0.99, translucent otherwise. */
export function isTextBackgroundOpaque(bgOpacity: number): boolean {
  return bgOpacity > OPAQUE_BG_OPACITY_THRESHOLD;
}

// ---------------------------------------------------------------------------------------------------------------
// Blank text (widgets-and-authoring.md §5: "Text widget valid only if its text has non-blank content")

export { isTextContentBlank, type TextContent } from '../widget-validity';

// ---------------------------------------------------------------------------------------------------------------
// Named styles (widgets-and-authoring.md §3 "Text style", "Link style", "Paragraph style"; list style)

export const textCssPropertiesSchema = z.strictObject({
  color: hexColorSchema.optional(),
  opacity: opacitySchema.optional(),
  fontFamily: fontFamilySchema.optional(),
  fontStyle: fontStyleSchema.optional(),
  textAlign: textAlignSchema.optional(),
  fontSize: z.number().positive().optional(),
  fontWeight: fontWeightSchema.optional(),
  letterSpacing: z.number().optional(),
  lineHeight: lineHeightSchema.optional(),
  textDecorationLine: textDecorationSchema.optional(),
  textTransform: textTransformSchema.optional(),
  paddingTop: paddingSchema.optional(),
  paddingRight: paddingSchema.optional(),
  paddingBottom: paddingSchema.optional(),
  paddingLeft: paddingSchema.optional(),
});
export type TextCssProperties = z.infer<typeof textCssPropertiesSchema>;

const styleNameSchema = z.string().min(1).max(MAX_STYLE_NAME_LENGTH);

export const textStyleSchema = z.strictObject({
  name: styleNameSchema,
  /** The label shown in the style list. */
  _caption: z.string().max(MAX_STYLE_NAME_LENGTH).optional(),
  tag: textTagSchema.optional(),
  cssProperties: textCssPropertiesSchema,
});
export type TextStyle = z.infer<typeof textStyleSchema>;

/** widgets-and-authoring.md §3: the text styles of a new project. */
export const defaultTextStyles: readonly TextStyle[] = Object.freeze([
  {
    name: 'H1',
    _caption: 'H1',
    tag: 'h1',
    cssProperties: {
      fontFamily: DEFAULT_FONT_FAMILY,
      fontSize: H1_FONT_SIZE,
      fontWeight: BOLD_WEIGHT,
      fontStyle: 'normal',
      lineHeight: H1_LINE_HEIGHT,
    },
  },
  {
    name: 'H2',
    _caption: 'H2',
    tag: 'h2',
    cssProperties: { fontFamily: 'Georgia', fontSize: H2_FONT_SIZE, fontWeight: REGULAR_WEIGHT, fontStyle: 'normal', lineHeight: H2_LINE_HEIGHT },
  },
  {
    name: 'Text',
    _caption: 'Text',
    tag: 'p',
    cssProperties: {
      fontFamily: DEFAULT_FONT_FAMILY,
      fontSize: BODY_FONT_SIZE,
      fontWeight: REGULAR_WEIGHT,
      fontStyle: 'normal',
      lineHeight: BODY_LINE_HEIGHT,
    },
  },
  {
    name: 'Caption',
    _caption: 'Caption',
    tag: 'p',
    cssProperties: {
      fontFamily: DEFAULT_FONT_FAMILY,
      fontSize: CAPTION_FONT_SIZE,
      fontWeight: REGULAR_WEIGHT,
      fontStyle: 'italic',
      lineHeight: CAPTION_LINE_HEIGHT,
    },
  },
]);

export const listStyleSchema = z.strictObject({
  name: styleNameSchema.default(DEFAULT_LIST_STYLE_NAME),
  type: listTypeSchema.default('unordered'),
  /** Name of the text style of the items. */
  textStyle: styleNameSchema.optional(),
});
export type ListStyle = z.infer<typeof listStyleSchema>;

export const linkLineTypeSchema = z.enum(['none', 'solid', 'dotted', 'dashed']);

/** One state of a link style: text colour plus an underline of colour, thickness (size), offset (padding) and type. */
export const linkStyleStateSchema = z.strictObject({
  textColor: hexColorSchema.optional(),
  color: hexColorSchema.optional(),
  size: z.number().min(0).optional(),
  padding: z.number().optional(),
  type: linkLineTypeSchema.optional(),
});
export type LinkStyleState = z.infer<typeof linkStyleStateSchema>;

export const linkStyleSchema = z.strictObject({
  name: styleNameSchema,
  label: z.string().max(MAX_STYLE_NAME_LENGTH).optional(),
  link: linkStyleStateSchema,
  hover: linkStyleStateSchema,
  current: linkStyleStateSchema,
});
export type LinkStyle = z.infer<typeof linkStyleSchema>;

const defaultLinkState: LinkStyleState = { color: DEFAULT_LINK_COLOR, size: 1, padding: 1, type: 'solid' };

/** widgets-and-authoring.md §3: the default link style has the three states, underlined in 0080FF64. */
export const defaultLinkStyle: Readonly<LinkStyle> = Object.freeze({
  name: 'default',
  label: 'Default',
  link: { ...defaultLinkState },
  hover: { ...defaultLinkState },
  current: { ...defaultLinkState },
});

export const paragraphStyleSchema = z.strictObject({
  _name: styleNameSchema,
  tag: textTagSchema.optional(),
  /** The typographic ("type") properties. */
  properties: textCssPropertiesSchema,
});
export type ParagraphStyle = z.infer<typeof paragraphStyleSchema>;

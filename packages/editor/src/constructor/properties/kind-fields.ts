import {
  editorConstants,
  isSlideshowTimingValid,
  fontVariationCodes,
  hotspotConstants,
  mapConstants,
  pageBarConstants,
  parseFontVariation,
  propertiesTexts,
  HOSTED_STORE_CART_VERSION,
  shopWidgetConstants,
  slideshowConstants,
  textV2WidgetSchema,
  textV3WidgetSchema,
  widgetKinds,
  type Widget,
  type WidgetType,
} from '@folio/model';
import type { z } from 'zod';

// What the properties panel shows for each widget kind (widgets-and-authoring.md §1, §3; the model's schemas name
// every field): sections of field descriptions, read and written by path. Pure data, so the descriptions are
// checked against the schemas in kind-fields.test.ts; properties-panel.tsx draws them with the controls.

/** A widget read as a plain record (the descriptions reach any kind's fields by name). */
export type WidgetRecord = Readonly<Record<string, unknown>>;
export type FieldPath = readonly [string, ...string[]];
export type Condition = (widget: WidgetRecord) => boolean;

interface FieldBase {
  /** Where the value is stored: a top-level field, or a field inside one (['borders', 'width']). */
  path: FieldPath;
  label: string;
  /** Shown only when this holds for the widget. */
  when?: Condition;
}

export type FieldDescription =
  | (FieldBase & { control: 'number'; unit?: string; step?: number; decimals?: number; fallback?: number; short?: string; angle?: boolean; min?: number })
  /** Opacity 0–1, shown in percent with a slider. */
  | (FieldBase & { control: 'percent'; fallback: number })
  /** A colour; its opacity in a field of its own (opacityPath) or in the colour's alpha (alphaInHex). */
  | (FieldBase & { control: 'color'; fallback: string; opacityPath?: FieldPath; fallbackOpacity?: number; alphaInHex?: boolean })
  | (FieldBase & { control: 'select'; options: readonly SelectOption[]; fallback: string; numeric?: boolean })
  | (FieldBase & { control: 'toggle'; fallback: boolean })
  | (FieldBase & { control: 'text'; multiline?: boolean; hint?: string; fallback?: string })
  | (FieldBase & { control: 'expiry' })
  /** A part drawn by a component of its own (properties/kind-parts.tsx), named here. */
  | { control: 'custom'; part: CustomPart; label: string; when?: Condition; path?: undefined };

export type CustomPart =
  | 'pictureUpload'
  | 'shapeIconUpload'
  | 'buttonIcons'
  | 'slides'
  | 'backgroundSlides'
  | 'videoUrl'
  | 'backgroundVideoUrl'
  | 'videoPoster'
  | 'embedCode'
  | 'formFields'
  | 'backgroundPicture'
  | 'addToCart'
  | 'corners';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SectionDescription {
  id: string;
  title: string;
  fields: readonly FieldDescription[];
  /** Closed until the author opens it (the rarer styles). */
  closed?: boolean;
  when?: Condition;
}

const { fields: t, sections: s, options: o, units } = propertiesTexts;

const optionsOf = (labels: Readonly<Record<string, string>>): SelectOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Reads a value by path (undefined when any step is missing). */
export function readPath(widget: WidgetRecord, path: readonly string[]): unknown {
  let value: unknown = widget;
  for (const name of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as WidgetRecord)[name];
  }
  return value;
}

/**
 * The top-level field a value at `path` changes, with its new value: a nested value is written into a copy of the
 * object it sits in, so its neighbours are kept (borders.width keeps borders.color).
 */
export function changeAt(widget: WidgetRecord, path: FieldPath, value: unknown): [string, unknown] {
  const [top, ...rest] = path;
  if (!rest.length) return [top, value];
  const write = (target: unknown, names: readonly string[]): unknown => {
    const base = target !== null && typeof target === 'object' ? { ...(target as WidgetRecord) } : {};
    const [name, ...deeper] = names;
    (base as Record<string, unknown>)[name!] = deeper.length ? write((base as WidgetRecord)[name!], deeper) : value;
    return base;
  };
  return [top, write(widget[top], rest)];
}

/** The schema of one widget's kind, for its own fields (text: of its version). */
export function kindShape(widget: Pick<Widget, 'type'> & { version?: unknown }): Readonly<Record<string, z.ZodType>> {
  if (widget.type === 'text') return (widget.version === 2 ? textV2WidgetSchema : textV3WidgetSchema).shape;
  const kind = widgetKinds.find((entry) => entry.type === widget.type);
  return kind && 'shape' in kind.schema ? (kind.schema.shape as Record<string, z.ZodType>) : {};
}

/** The schema of the value at `path` of a widget's kind (undefined when the model has no such field). */
export function schemaAt(widget: Pick<Widget, 'type'> & { version?: unknown }, path: readonly string[]): z.ZodType | undefined {
  let schema: z.ZodType | undefined = kindShape(widget)[path[0]!];
  for (const name of path.slice(1)) {
    if (!schema) return undefined;
    let inner = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType }; shape?: Record<string, z.ZodType> };
    while (inner.def.innerType) inner = inner.def.innerType as typeof inner;
    schema = inner.shape?.[name];
  }
  return schema;
}

/** A top-level field's new value checked with the kind's schema: the problem's text, or undefined when it is fine. */
export function fieldProblem(widget: Pick<Widget, 'type'> & { version?: unknown }, field: string, value: unknown): string | undefined {
  const schema = kindShape(widget)[field];
  if (!schema) return propertiesTexts.errors.invalid;
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? propertiesTexts.errors.invalid);
}

// ---------------------------------------------------------------------------------------------------------------
// Layout: the common fields of widgets-and-authoring.md §1 that the Arrange bar does not already hold.

const is = (name: string, value: unknown = true): Condition => (widget) => widget[name] === value;
const not = (condition: Condition): Condition => (widget) => !condition(widget);
const isSticked: Condition = (widget) => Object.values((widget.sticked as Record<string, boolean> | undefined) ?? {}).some(Boolean);
const tpIn = (...types: string[]): Condition => (widget) => types.includes((widget.tp as string | undefined) ?? types[0]!);
const tpIs = (fallback: string, ...types: string[]): Condition => (widget) => types.includes((widget.tp as string | undefined) ?? fallback);

export const layoutSection: SectionDescription = {
  id: 'layout',
  title: s.layout,
  fields: [
    { control: 'number', path: ['x'], label: t.x, short: t.shortX, unit: units.px },
    { control: 'number', path: ['y'], label: t.y, short: t.shortY, unit: units.px },
    { control: 'number', path: ['w'], label: t.w, short: t.shortW, unit: units.px, min: editorConstants.minWidgetSizePx },
    { control: 'number', path: ['h'], label: t.h, short: t.shortH, unit: units.px, min: editorConstants.minWidgetSizePx },
    { control: 'number', path: ['angle'], label: t.angle, unit: units.degrees, angle: true, fallback: 0 },
    { control: 'number', path: ['full_width_margin'], label: t.fullWidthMargin, unit: units.px, fallback: 0, when: is('is_full_width') },
    { control: 'number', path: ['full_height_margin'], label: t.fullHeightMargin, unit: units.px, fallback: 0, when: is('is_full_height') },
    { control: 'number', path: ['sticked_margin'], label: t.stickedMargin, unit: units.px, fallback: 0, when: isSticked },
  ],
};

export const pageSection: SectionDescription = {
  id: 'page',
  title: s.page,
  fields: [
    { control: 'toggle', path: ['is_global'], label: t.isGlobal, fallback: false },
    { control: 'toggle', path: ['is_above'], label: t.isAbove, fallback: false, when: is('is_global') },
    { control: 'expiry', path: ['expiry'], label: t.expiry },
  ],
};

/** The layout fields several selected widgets share: each is written to every one of them. */
export const multiLayoutFields = layoutSection.fields.slice(0, 5);

// ---------------------------------------------------------------------------------------------------------------
// Per kind

const colorField = (path: FieldPath, label: string, fallback: string, extra: Partial<Extract<FieldDescription, { control: 'color' }>> = {}): FieldDescription => ({
  control: 'color',
  path,
  label,
  fallback,
  ...extra,
});
const px = (path: FieldPath, label: string, extra: { fallback?: number; step?: number; when?: Condition } = {}): FieldDescription => ({ control: 'number', path, label, unit: units.px, fallback: 0, ...extra });
const toggle = (path: FieldPath, label: string, when?: Condition): FieldDescription => ({ control: 'toggle', path, label, fallback: false, ...(when ? { when } : {}) });
const text = (path: FieldPath, label: string, extra: { multiline?: boolean; hint?: string; when?: Condition } = {}): FieldDescription => ({ control: 'text', path, label, ...extra });

// Font weights offered: 100–900 (widgets-and-authoring.md §3, n1..n9).
const weightOptions: SelectOption[] = fontVariationCodes
  .filter((code) => code.startsWith('n'))
  .map((code) => parseFontVariation(code).weight)
  .map((weight) => ({ value: String(weight), label: o.fontWeight(weight) }));

/** The styles of one button state (widgets-and-authoring.md §3: default, hover- and current- variants). */
function buttonStateFields(prefix: '' | 'hover-' | 'current-'): FieldDescription[] {
  const at = (name: string): FieldPath => [`${prefix}${name}`];
  return [
    colorField(at('background-color'), t.backgroundColor, 'ffffff', { opacityPath: at('background-color-opacity'), fallbackOpacity: 1 }),
    colorField(at('color'), t.textColor, '000000', { opacityPath: at('color-opacity'), fallbackOpacity: 1 }),
    text(at('font-family'), t.fontFamily),
    { control: 'select', path: at('font-weight'), label: t.fontWeight, options: weightOptions, fallback: '400', numeric: true },
    { control: 'select', path: at('font-style'), label: t.fontStyle, options: optionsOf(o.fontStyle), fallback: 'normal' },
    { control: 'number', path: at('font-size'), label: t.fontSize, unit: units.px, fallback: 18 },
    { control: 'number', path: at('letter-spacing'), label: t.letterSpacing, unit: units.px, step: 0.2, fallback: 0 },
    px(at('border-width'), t.borderWidth),
    colorField(at('border-color'), t.borderColor, '000000', { opacityPath: at('border-color-opacity'), fallbackOpacity: 1 }),
    px(at('border-radius'), t.radius),
  ];
}

const backgroundIs = (type: string): Condition => (widget) => ((widget.selectedType as string | undefined) ?? 'picture') === type;
const isTextV2: Condition = (widget) => widget.version === 2;

export const kindSections: Record<WidgetType, readonly SectionDescription[]> = {
  shape: [
    {
      id: 'shape',
      title: s.shape,
      fields: [
        { control: 'select', path: ['tp'], label: t.shapeType, options: optionsOf(o.shapeType), fallback: 'rectangle' },
        { control: 'number', path: ['sides'], label: t.sides, fallback: 5, when: tpIs('rectangle', 'polygon') },
        { control: 'percent', path: ['opacity'], label: t.opacity, fallback: 1 },
      ],
    },
    {
      id: 'fill',
      title: s.fill,
      when: not(tpIs('rectangle', 'line', 'icon')),
      fields: [colorField(['bg_color'], t.fillColor, 'ffffff', { opacityPath: ['bg_opacity'], fallbackOpacity: 1 })],
    },
    {
      id: 'line',
      title: s.line,
      when: tpIs('rectangle', 'line'),
      fields: [
        colorField(['color'], t.lineColor, '000000'),
        px(['borders', 'width'], t.lineWidth, { fallback: 1 }),
        { control: 'select', path: ['borders', 'style'], label: t.borderStyle, options: optionsOf(o.strokeStyle), fallback: 'solid' },
      ],
    },
    { id: 'icon', title: s.icon, when: tpIs('rectangle', 'icon'), fields: [{ control: 'custom', part: 'shapeIconUpload', label: t.iconPicture }] },
    {
      id: 'border',
      title: s.border,
      when: not(tpIs('rectangle', 'line', 'icon')),
      fields: [
        px(['borders', 'width'], t.borderWidth),
        colorField(['borders', 'color'], t.borderColor, '000000', { opacityPath: ['borders', 'opacity'], fallbackOpacity: 1 }),
        { control: 'select', path: ['borders', 'style'], label: t.borderStyle, options: optionsOf(o.strokeStyle), fallback: 'solid' },
      ],
    },
    {
      id: 'corners',
      title: s.corners,
      when: tpIn('rectangle'),
      fields: [{ control: 'custom', part: 'corners', label: t.radius }],
    },
  ],
  picture: [
    {
      id: 'picture',
      title: s.picture,
      fields: [
        { control: 'custom', part: 'pictureUpload', label: t.replacePicture },
        text(['alt'], t.alt, { multiline: true, hint: t.altHint }),
      ],
    },
    {
      id: 'look',
      title: s.look,
      fields: [
        { control: 'percent', path: ['opacity'], label: t.opacity, fallback: 1 },
        px(['border_size'], t.borderWidth),
        colorField(['border_color'], t.borderColor, '000000'),
        { control: 'custom', part: 'corners', label: t.radius },
      ],
    },
    {
      id: 'crop',
      title: s.crop,
      closed: true,
      fields: [
        px(['cropX'], t.cropX),
        px(['cropY'], t.cropY),
        px(['cropW'], t.cropW),
        px(['cropH'], t.cropH),
        { control: 'select', path: ['fwpos'], label: t.fwpos, options: optionsOf(o.vpos), fallback: 'center', when: is('is_full_width') },
        { control: 'select', path: ['fhpos'], label: t.fhpos, options: optionsOf(o.hpos), fallback: 'center', when: is('is_full_height') },
      ],
    },
    {
      id: 'preview',
      title: s.preview,
      fields: [toggle(['preview_enabled'], t.previewEnabled), colorField(['preview_overlay_color'], t.previewOverlay, '000000', { when: is('preview_enabled') })],
    },
  ],
  button: [
    {
      id: 'button',
      title: s.button,
      fields: [
        text(['text'], t.buttonText, { when: tpIs('text', 'text', 'text_and_icon') }),
        { control: 'select', path: ['tp'], label: t.buttonType, options: optionsOf(o.buttonType), fallback: 'text' },
        { control: 'select', path: ['form'], label: t.buttonForm, options: optionsOf(o.buttonForm), fallback: 'rectangle' },
        { control: 'select', path: ['icon_pos'], label: t.iconPosition, options: optionsOf(o.iconPosition), fallback: 'left', when: tpIs('text', 'text_and_icon') },
        px(['icon_w'], t.iconW, { when: tpIs('text', 'icon', 'text_and_icon') }),
        px(['icon_h'], t.iconH, { when: tpIs('text', 'icon', 'text_and_icon') }),
        { control: 'custom', part: 'buttonIcons', label: t.buttonIcon, when: tpIs('text', 'icon', 'text_and_icon') },
      ],
    },
    { id: 'buttonDefault', title: s.buttonDefault, fields: buttonStateFields('') },
    {
      id: 'buttonHover',
      title: s.buttonHover,
      closed: true,
      fields: [
        toggle(['transition'], t.transition),
        { control: 'number', path: ['hover-tansition-duration'], label: t.transitionDuration, unit: units.seconds, step: 0.1, fallback: 0 },
        { control: 'select', path: ['hover-cursor'], label: t.cursor, options: optionsOf(o.cursor), fallback: 'pointer' },
        ...buttonStateFields('hover-'),
      ],
    },
    { id: 'buttonCurrent', title: s.buttonCurrent, closed: true, fields: buttonStateFields('current-') },
  ],
  text: [
    {
      id: 'text',
      title: s.text,
      fields: [
        colorField(['bg_color'], t.textBackground, 'ffffff', { opacityPath: ['bg_opacity'], fallbackOpacity: 0, when: isTextV2 }),
        { control: 'number', path: ['column_count'], label: t.columns, fallback: 1, when: isTextV2 },
        px(['column_gap'], t.columnGap, { fallback: 16, when: isTextV2 }),
        colorField(['bgColor'], t.textBackground, 'ffffff00', { alphaInHex: true, when: not(isTextV2) }),
        { control: 'number', path: ['columns', 'count'], label: t.columns, fallback: 1, when: not(isTextV2) },
        px(['columns', 'gap'], t.columnGap, { fallback: 16, when: not(isTextV2) }),
        { control: 'select', path: ['verticalAlign'], label: t.verticalAlign, options: optionsOf(o.verticalAlign), fallback: 'top', when: not(isTextV2) },
        toggle(['autosize'], t.autosize, not(isTextV2)),
        { control: 'select', path: ['textDirection'], label: t.textDirection, options: optionsOf(o.textDirection), fallback: 'ltr', when: not(isTextV2) },
      ],
    },
  ],
  slideshow: [
    {
      id: 'timing',
      title: s.timing,
      fields: [
        text(['name'], t.slideshowName),
        { control: 'number', path: ['delay'], label: t.delay, unit: units.seconds, step: 0.5, fallback: slideshowConstants.defaultDelaySeconds },
        { control: 'number', path: ['crossfade'], label: t.crossfade, unit: units.seconds, step: 0.1, fallback: slideshowConstants.defaultCrossfadeSeconds },
      ],
    },
    { id: 'slides', title: s.slides, fields: [{ control: 'custom', part: 'slides', label: s.slides }] },
  ],
  video: [
    {
      id: 'video',
      title: s.video,
      fields: [
        { control: 'custom', part: 'videoUrl', label: t.videoUrl },
        { control: 'number', path: ['start_time'], label: t.startTime, unit: units.seconds, fallback: 0 },
      ],
    },
    {
      id: 'playback',
      title: s.playback,
      fields: [toggle(['autoplay'], t.autoplay), toggle(['loop'], t.loop), toggle(['mute'], t.mute), { control: 'toggle', path: ['controls'], label: t.controls, fallback: true }],
    },
    { id: 'poster', title: s.poster, fields: [{ control: 'custom', part: 'videoPoster', label: t.customPoster }] },
  ],
  audio: [
    {
      id: 'audio',
      title: s.audio,
      fields: [text(['url'], t.audioUrl), text(['title'], t.audioTitle), toggle(['autoplay'], t.autoplay), toggle(['loop'], t.loop)],
    },
  ],
  iframe: [{ id: 'embed', title: s.embed, fields: [{ control: 'custom', part: 'embedCode', label: t.embedCode }] }],
  gmaps: [
    {
      id: 'map',
      title: s.map,
      fields: [
        text(['address'], t.address),
        { control: 'number', path: ['lat'], label: t.lat, step: 0.001, decimals: mapConstants.coordinateDecimals },
        { control: 'number', path: ['lng'], label: t.lng, step: 0.001, decimals: mapConstants.coordinateDecimals },
        { control: 'number', path: ['zoom'], label: t.zoom, fallback: mapConstants.defaultZoom },
        { control: 'select', path: ['style'], label: t.mapStyle, options: optionsOf(o.mapStyle), fallback: 'roadmap' },
        toggle(['marker'], t.marker),
      ],
    },
  ],
  form: [
    { id: 'form', title: s.form, fields: [text(['submit_label'], t.submitLabel), text(['success_message'], t.successMessage, { multiline: true })] },
    { id: 'formFields', title: s.formFields, fields: [{ control: 'custom', part: 'formFields', label: s.formFields }] },
  ],
  hotspot: [
    {
      id: 'hotspot',
      title: s.hotspot,
      fields: [
        text(['tip_text'], t.tipText, { multiline: true }),
        { control: 'select', path: ['tip_position'], label: t.tipPosition, options: optionsOf(o.tipPosition), fallback: hotspotConstants.defaultTipPosition },
        px(['tip_w'], t.tipWidth, { fallback: hotspotConstants.defaultTipWidthPx }),
        colorField(['color'], t.spotColor, hotspotConstants.defaultColor),
      ],
    },
  ],
  rmheader: [pageBarSection()],
  rmfooter: [pageBarSection()],
  shots: [
    {
      id: 'shots',
      title: s.shots,
      fields: [text(['video_url'], t.shotsVideo), text(['poster_url'], t.shotsPoster), toggle(['autoplay'], t.autoplay), toggle(['loop'], t.loop), toggle(['mute'], t.mute)],
    },
  ],
  facebook: [{ id: 'feed', title: s.feed, fields: [text(['url'], t.feedUrl, { hint: t.facebookHint })] }],
  twitter: [{ id: 'feed', title: s.feed, fields: [text(['url'], t.feedUrl, { hint: t.twitterHint })] }],
  background: [
    {
      id: 'background',
      title: s.background,
      fields: [
        colorField(['color'], t.backgroundColor2, 'ffffff'),
        { control: 'select', path: ['selectedType'], label: t.backgroundType, options: optionsOf(o.backgroundType), fallback: 'picture' },
        { control: 'custom', part: 'backgroundPicture', label: t.backgroundPicture, when: backgroundIs('picture') },
        { control: 'custom', part: 'backgroundVideoUrl', label: t.videoUrl, when: backgroundIs('video') },
        toggle(['mute'], t.mute, backgroundIs('video')),
        toggle(['loop'], t.loop, backgroundIs('video')),
      ],
    },
    {
      id: 'backgroundSlides',
      title: s.slides,
      when: backgroundIs('slideshow'),
      fields: [
        { control: 'number', path: ['slideshow', 'delay'], label: t.delay, unit: units.seconds, step: 0.5, fallback: slideshowConstants.defaultDelaySeconds },
        { control: 'number', path: ['slideshow', 'crossfade'], label: t.crossfade, unit: units.seconds, step: 0.1, fallback: slideshowConstants.defaultCrossfadeSeconds },
        { control: 'custom', part: 'backgroundSlides', label: s.slides },
      ],
    },
  ],
  addtocart: [{ id: 'product', title: s.product, fields: [{ control: 'custom', part: 'addToCart', label: s.product }] }],
  ecommercecart: [
    {
      id: 'cart',
      title: s.cart,
      fields: [
        { control: 'select', path: ['version'], label: t.cartCheckoutKind, options: optionsOf(o.cartCheckout), fallback: String(HOSTED_STORE_CART_VERSION), numeric: true },
        colorField(['bar-color'], t.cartColor, shopWidgetConstants.cartColor, { opacityPath: ['bar-color-opacity'], fallbackOpacity: 1 }),
        colorField(['bar-background-color'], t.cartBackground, shopWidgetConstants.cartBackgroundColor, { opacityPath: ['bar-background-color-opacity'], fallbackOpacity: 1 }),
        toggle(['bar-shadow'], t.cartShadow),
        text(['bar-font-family'], t.fontFamily),
        { control: 'select', path: ['bar-font-weight'], label: t.fontWeight, options: weightOptions, fallback: '400', numeric: true },
        { control: 'select', path: ['bar-font-style'], label: t.fontStyle, options: optionsOf(o.fontStyle), fallback: 'normal' },
        { control: 'number', path: ['bar-letter-spacing'], label: t.letterSpacing, unit: units.px, step: 0.2, fallback: 0 },
      ],
    },
    {
      id: 'cartLabels',
      title: s.cartLabels,
      closed: true,
      fields: [
        text(['bar-title'], t.cartTitle),
        text(['bar-empty-title'], t.cartEmptyTitle),
        text(['bar-checkout-button'], t.cartCheckout),
        text(['bar-price-caption'], t.cartPriceCaption),
        text(['bar-quantity-caption'], t.cartQuantityCaption),
      ],
    },
  ],
};

function pageBarSection(): SectionDescription {
  return {
    id: 'bar',
    title: s.bar,
    fields: [
      colorField(['bg_color'], t.barColor, pageBarConstants.defaultBgColor, { opacityPath: ['bg_opacity'], fallbackOpacity: pageBarConstants.defaultBgOpacity }),
      toggle(['sticky'], t.sticky),
    ],
  };
}

/** The sections a widget's panel shows: its kind's, then where it sits on the page; fields whose condition fails left out. */
export function sectionsFor(widget: WidgetRecord & { type: WidgetType }): SectionDescription[] {
  return [layoutSection, ...kindSections[widget.type], pageSection]
    .filter((section) => !section.when || section.when(widget))
    .map((section) => ({ ...section, fields: section.fields.filter((field) => !field.when || field.when(widget)) }))
    .filter((section) => section.fields.length > 0);
}

/** Where a kind keeps its corner radius and its independent corners (when present they replace the radius). */
export const cornerFields: Partial<Record<WidgetType, { single: string; independent: string }>> = {
  shape: { single: 'radius', independent: 'radius_rect_independent' },
  picture: { single: 'border_radius', independent: 'border_radius_independent' },
};

export const cornerNames = ['tl', 'tr', 'bl', 'br'] as const;
export type CornerName = (typeof cornerNames)[number];
export type CornerRadii = Partial<Record<CornerName, number>>;

/** True when the four corners are not all the same (the panel then shows them one by one). */
export function cornersDiffer(radii: CornerRadii | undefined): boolean {
  if (!radii) return false;
  const values = cornerNames.map((name) => radii[name] ?? 0);
  return values.some((value) => value !== values[0]);
}

/** The fields a single radius writes: the radius, and the same on every corner when the widget has corners of its own. */
export function radiusChange(widget: WidgetRecord, kind: { single: string; independent: string }, radius: number): Record<string, unknown> {
  const change: Record<string, unknown> = { [kind.single]: radius };
  if (widget[kind.independent]) change[kind.independent] = Object.fromEntries(cornerNames.map((name) => [name, radius]));
  return change;
}

/** A panel's change of one widget: its id and the top-level fields that change. */
export type FieldChange = { _id: string } & Record<string, unknown>;

/** What the selected widgets show at a path (the fallback where one has none), or null when they differ. */
export function valuesAt(widgets: readonly WidgetRecord[], path: readonly string[], fallback?: unknown): unknown[] {
  return widgets.map((widget) => readPath(widget, path) ?? fallback);
}

/** widgets-and-authoring.md §5: a slideshow's (or a background slideshow's) delay not shorter than its crossfade. */
function timingProblem(widget: WidgetRecord): string | undefined {
  const timing = widget.type === 'slideshow' ? widget : widget.type === 'background' ? (widget.slideshow as WidgetRecord | undefined) : undefined;
  if (!timing) return undefined;
  const valid = isSlideshowTimingValid({ delay: timing.delay as number | undefined, crossfade: timing.crossfade as number | undefined });
  return valid ? undefined : propertiesTexts.errors.delayShorterThanCrossfade;
}

/**
 * The changes that write values at paths into every given widget, checked with each kind's schema (and the
 * slideshow timing rule): the changes, or the first problem (then nothing is to be written).
 */
export function changesFor(
  widgets: readonly (WidgetRecord & { _id: string; type: WidgetType })[],
  entries: readonly (readonly [FieldPath, unknown])[],
): { ok: true; changes: FieldChange[] } | { ok: false; error: string } {
  const changes: FieldChange[] = [];
  for (const widget of widgets) {
    const next: Record<string, unknown> = { ...widget };
    const tops = new Set<string>();
    for (const [path, value] of entries) {
      const [top, topValue] = changeAt(next, path, value);
      next[top] = topValue;
      tops.add(top);
    }
    for (const top of tops) {
      const problem = fieldProblem(widget, top, next[top]);
      if (problem) return { ok: false, error: problem };
    }
    const timing = timingProblem(next);
    if (timing) return { ok: false, error: timing };
    changes.push({ _id: widget._id, ...Object.fromEntries([...tops].map((top) => [top, next[top]])) });
  }
  return { ok: true, changes };
}

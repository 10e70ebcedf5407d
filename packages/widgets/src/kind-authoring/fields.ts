import { editorConstants, fontVariationCodes, parseFontVariation, propertiesTexts } from '@folio/model';

// How a kind's properties panel is described (widgets-and-authoring.md §1, §3; the model's schemas name every
// field): sections of field descriptions, read and written by path. Pure data, kept beside each kind's view in
// <kind>/authoring.tsx and checked against the schemas in authoring.test.ts; the editor's properties panel draws
// them with its controls (docs/editor-properties.md).

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
  /** A part drawn by a component of the editor's own (properties/kind-parts.tsx), named here. */
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
  | 'shotsVideo'
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

const { fields: t, sections: s, units } = propertiesTexts;

export const optionsOf = (labels: Readonly<Record<string, string>>): SelectOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

// Conditions on the widget's own fields.
export const is = (name: string, value: unknown = true): Condition => (widget) => widget[name] === value;
export const not = (condition: Condition): Condition => (widget) => !condition(widget);
const isSticked: Condition = (widget) => Object.values((widget.sticked as Record<string, boolean> | undefined) ?? {}).some(Boolean);
/** The widget's `tp` (or the kind's first type when it has none) is one of these. */
export const tpIn = (...types: string[]): Condition => (widget) => types.includes((widget.tp as string | undefined) ?? types[0]!);
/** The widget's `tp` (or `fallback` when it has none) is one of these. */
export const tpIs = (fallback: string, ...types: string[]): Condition => (widget) => types.includes((widget.tp as string | undefined) ?? fallback);

// Field builders.
export const colorField = (path: FieldPath, label: string, fallback: string, extra: Partial<Extract<FieldDescription, { control: 'color' }>> = {}): FieldDescription => ({
  control: 'color',
  path,
  label,
  fallback,
  ...extra,
});
export const px = (path: FieldPath, label: string, extra: { fallback?: number; step?: number; when?: Condition } = {}): FieldDescription => ({ control: 'number', path, label, unit: units.px, fallback: 0, ...extra });
export const toggle = (path: FieldPath, label: string, when?: Condition): FieldDescription => ({ control: 'toggle', path, label, fallback: false, ...(when ? { when } : {}) });
export const text = (path: FieldPath, label: string, extra: { multiline?: boolean; hint?: string; when?: Condition } = {}): FieldDescription => ({ control: 'text', path, label, ...extra });

/** Font weights offered: 100–900 (widgets-and-authoring.md §3, n1..n9). */
export const weightOptions: SelectOption[] = fontVariationCodes
  .filter((code) => code.startsWith('n'))
  .map((code) => parseFontVariation(code).weight)
  .map((weight) => ({ value: String(weight), label: propertiesTexts.options.fontWeight(weight) }));

// ---------------------------------------------------------------------------------------------------------------
// The common fields of widgets-and-authoring.md §1 that the Arrange bar does not already hold: every kind's panel.

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

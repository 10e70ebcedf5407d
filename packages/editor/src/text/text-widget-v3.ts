import { isTextBackgroundOpaque, viewportOverrideFields, type TextV2Widget, type TextV3Widget, type TextWidget } from '@folio/model';
import { normalizeTextV3, type NormalTextV3 } from './text-v3-content';
import { textV2ToV3 } from './text-v2-to-v3';

// A text widget as version 3 (widgets-and-authoring.md §3): a v2 widget becomes v3 when it is first edited. Its HTML
// becomes blocks (text-v2-to-v3.ts), its background and columns the v3 fields that draw the same: the colour at
// bg_opacity as an RRGGBBAA colour (opaque above 0.99, none at 0), columns { count, gap } when there is more than
// one. Each viewport's variant is converted alike; its other fields (geometry, hidden) stay.

const BYTE = 255;
const HEX = 16;
const OPAQUE_HEX_LENGTH = 6;

type V2Fields = Partial<Pick<TextV2Widget, 'text' | 'bg_color' | 'bg_opacity' | 'column_count' | 'column_gap'>>;
type V3Fields = Partial<Pick<TextV3Widget, 'blocks' | 'styles' | 'entityMap' | 'blocksMeta' | 'bgColor' | 'columns'>>;

/** The v3 background of a v2 colour and opacity; undefined when nothing is drawn. */
export function v3Background(color: string, opacity: number): string | undefined {
  const rgb = color.slice(0, OPAQUE_HEX_LENGTH);
  const ownAlpha = color.length > OPAQUE_HEX_LENGTH ? Number.parseInt(color.slice(OPAQUE_HEX_LENGTH), HEX) / BYTE : 1;
  const alpha = (isTextBackgroundOpaque(opacity) ? 1 : opacity) * ownAlpha;
  if (alpha <= 0) return undefined;
  return alpha >= 1 ? rgb : rgb + Math.round(alpha * BYTE).toString(HEX).padStart(2, '0');
}

function convertFields<T extends V2Fields>(fields: T, base: Required<Pick<V2Fields, 'bg_color' | 'bg_opacity'>>): Omit<T, keyof V2Fields> & V3Fields {
  const { text, bg_color, bg_opacity, column_count, column_gap, ...rest } = fields;
  const out: Omit<T, keyof V2Fields> & V3Fields = rest;
  if (text !== undefined) Object.assign(out, textV2ToV3(text));
  if (bg_color !== undefined || bg_opacity !== undefined) {
    const background = v3Background(bg_color ?? base.bg_color, bg_opacity ?? base.bg_opacity);
    if (background) out.bgColor = background;
  }
  if (column_count !== undefined && column_count > 1) out.columns = { count: column_count, gap: column_gap ?? 0 };
  return out;
}

/** The widget as text v3 (a v3 widget as it is). */
export function textWidgetToV3(widget: TextWidget): TextV3Widget {
  if (widget.version === 3) return widget;
  const base = { bg_color: widget.bg_color, bg_opacity: widget.bg_opacity };
  const converted = convertFields({ ...widget, text: widget.text ?? '' }, base) as Record<string, unknown>;
  for (const name of viewportOverrideFields) {
    const variant = widget[name];
    if (variant) converted[name] = convertFields(variant, base);
  }
  return { ...converted, version: 3, verticalAlign: 'top' } as TextV3Widget;
}

/** The content the text editor starts from. */
export function textContentOf(widget: TextWidget): NormalTextV3 {
  return widget.version === 3 ? normalizeTextV3(widget) : textV2ToV3(widget.text ?? '');
}

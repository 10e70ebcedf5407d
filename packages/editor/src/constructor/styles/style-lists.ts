import { defaultNamedStyles, stylesPanelConstants, stylesTexts, type LinkStyle, type ListStyle, type TextStyle, type Widget } from '@folio/model';
import type { NamedStyleKindName } from '../../core/actions/named-styles';

// The rules of the style panels, apart from their drawing (docs/editor.md "Text styles"): names unique in a list
// (texts refer to a style by its name), new styles and copies named so, a style put into another list (My styles,
// the project) in place of the one of its name, and how many paragraphs use a style.

export type NamedStyle = TextStyle | LinkStyle | ListStyle;

/** The first name `base N` (N from 2) that no style of the list has; `base` itself when it is free and `plain`. */
export function freeName(list: readonly { name: string }[], base: string, plain = false): string {
  const taken = new Set(list.map((style) => style.name));
  if (plain && !taken.has(base)) return base;
  for (let n: number = stylesPanelConstants.firstCopyNumber; ; n += 1) {
    const name = `${base} ${n}`;
    if (!taken.has(name)) return name;
  }
}

/** The name a style may be given, or the problem with it: not blank, not another style's. */
export function checkStyleName(list: readonly { name: string }[], current: string, next: string): { ok: true; name: string } | { ok: false; error: string } {
  const name = next.trim();
  if (!name) return { ok: false, error: stylesTexts.nameEmpty };
  if (name !== current && list.some((style) => style.name === name)) return { ok: false, error: stylesTexts.nameTaken(name) };
  return { ok: true, name };
}

const baseOf = <K extends 'text-styles' | 'link-styles' | 'list-styles'>(kind: K, name: string) =>
  (defaultNamedStyles(kind as 'text-styles') as NamedStyle[]).find((style) => style.name === name) ?? defaultNamedStyles(kind as 'text-styles')[0]!;

/** A new style of a kind, looking like the defaults' body text, plain link or bullet list, under a free name. */
export function newStyle(kind: NamedStyleKindName, list: readonly NamedStyle[]): NamedStyle {
  const name = freeName(list, stylesTexts.newStyleBase[kind]);
  if (kind === 'text') {
    const text = baseOf('text-styles', 'Text') as TextStyle;
    return { ...text, name, _caption: name, cssProperties: { ...text.cssProperties } };
  }
  if (kind === 'link') {
    const link = baseOf('link-styles', 'default') as LinkStyle;
    return { ...structuredClone(link), name, label: name };
  }
  return { name, type: 'unordered' };
}

/** A copy of a style under a free name (its label follows the name). */
export function copyOf<T extends NamedStyle>(list: readonly NamedStyle[], style: T): T {
  const name = freeName(list, style.name);
  const copy = structuredClone(style) as T & { _caption?: string; label?: string };
  copy.name = name;
  if ('_caption' in copy) copy._caption = name;
  if ('label' in copy) copy.label = name;
  return copy;
}

/** The list with `style` in place of the one of its name, or added at the end; and whether one was replaced. */
export function putStyle<T extends { name: string }>(list: readonly T[], style: T): { list: T[]; replaced: boolean } {
  const index = list.findIndex((item) => item.name === style.name);
  if (index < 0) return { list: [...list, style], replaced: false };
  return { list: list.map((item, at) => (at === index ? style : item)), replaced: true };
}

/** The list with the style named `name` replaced by `next`. */
export function replaceStyle<T extends { name: string }>(list: readonly T[], name: string, next: T): T[] {
  return list.map((item) => (item.name === name ? next : item));
}

/** The label a style shows in lists: its caption or label, else its name. */
export function styleLabel(style: NamedStyle): string {
  const label = '_caption' in style ? style._caption : 'label' in style ? style.label : undefined;
  return label?.trim() ? label : style.name;
}

/** How many paragraphs (text and list styles) or links (link styles) of the project's texts use a style. */
export function styleUsage(widgets: Readonly<Record<string, Widget>>, kind: NamedStyleKindName, name: string): number {
  let count = 0;
  for (const widget of Object.values(widgets)) {
    if (widget.type !== 'text' || widget.version !== 3) continue;
    if (kind === 'link') count += Object.values(widget.entityMap ?? {}).filter((entity) => entity.linkStyle === name).length;
    else count += (widget.blocksMeta ?? []).filter(({ data }) => (kind === 'text' ? data.textStyle : data.listStyle) === name).length;
  }
  return count;
}

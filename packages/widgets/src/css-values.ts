// Stored widget data made into CSS values. React escapes attribute text for HTML but not for CSS, so a value
// is used only when it has the expected shape: a string like `red;background:url(…)` would add declarations.

const HEX_COLOR = /^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i;
const KEYWORDS = /^[a-z -]+$/i;
const FONT_FAMILY_UNSAFE = /[^\w\s,'-]/g;
const OPENTYPE_TAG = /^[a-z0-9 ]{4}$/i;

/** A finite number, else undefined. */
export const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A length in px as a string (React reads a bare number as unitless for lineHeight). */
export const px = (value: unknown): string | undefined => {
  const n = num(value);
  return n === undefined ? undefined : `${n}px`;
};

/** A CSS keyword value such as `italic` or `underline line-through`. */
export const keyword = (value: unknown): string | undefined => (typeof value === 'string' && KEYWORDS.test(value) ? value : undefined);

/** A font family list with nothing that could end the declaration. */
export const fontFamily = (value: unknown): string | undefined => (typeof value === 'string' ? value.replace(FONT_FAMILY_UNSAFE, '') || undefined : undefined);

/** A stored hex colour (RRGGBB or RRGGBBAA, no '#') at an opacity, as rgba(); undefined when not a colour. */
export function rgba(color: unknown, opacity = 1): string | undefined {
  if (typeof color !== 'string' || !HEX_COLOR.test(color)) return undefined;
  const alpha = color.length === 8 ? parseInt(color.slice(6), 16) / 255 : 1;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha * opacity})`;
}

/** OpenType settings (`"liga" 0, "wght" 550`) from a record of tag → value; malformed tags are skipped. */
export function openTypeSettings(record: Record<string, number | boolean> | undefined): string | undefined {
  if (!record) return undefined;
  const settings = Object.entries(record)
    .filter(([tag, value]) => OPENTYPE_TAG.test(tag) && num(+value) !== undefined)
    .map(([tag, value]) => `"${tag}" ${+value}`);
  return settings.join(', ') || undefined;
}

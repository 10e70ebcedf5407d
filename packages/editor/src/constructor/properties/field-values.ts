import { editorConstants, hexColorSchema, propertiesConstants, propertiesTexts } from '@folio/model';
import type { z } from 'zod';

// The panel's values as fields show them and as widgets store them: numbers typed and stepped, colours typed as hex,
// and what several selected widgets have in common. Pure, tested in field-values.test.ts.

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface NumberBounds {
  min?: number | undefined;
  max?: number | undefined;
  integer?: boolean | undefined;
}

const { errors } = propertiesTexts;

/**
 * A number as a field shows it: at most `decimals` decimals (the geometry's unless the field keeps more, as a map's
 * coordinates do), no float noise, no trailing zeros.
 */
export function formatNumber(value: number | null | undefined, decimals: number = editorConstants.geometryDecimals): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Number(value.toFixed(decimals)));
}

/** A typed number ('12', ' 12.5 ', '12,5', '−3'), checked against its bounds. */
export function parseNumber(text: string, bounds: NumberBounds = {}): Parsed<number> {
  const cleaned = text.trim().replace(',', '.').replace('\u2212', '-');
  const value = cleaned === '' ? Number.NaN : Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, error: errors.notANumber };
  return checkNumber(value, bounds);
}

/** A number checked against its bounds (a whole number where one is needed). */
export function checkNumber(value: number, { min, max, integer }: NumberBounds): Parsed<number> {
  if (integer && !Number.isInteger(value)) return { ok: false, error: errors.notAWholeNumber };
  if (min !== undefined && value < min) return { ok: false, error: errors.atLeast(min) };
  if (max !== undefined && value > max) return { ok: false, error: errors.atMost(max) };
  return { ok: true, value };
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/** One arrow-key step up or down (ten with shift), kept within the bounds and free of float noise. */
export function stepNumber(
  value: number,
  step: number,
  direction: 1 | -1,
  shift: boolean,
  { min, max }: NumberBounds = {},
  decimals: number = editorConstants.geometryDecimals,
): number {
  const by = step * (shift ? propertiesConstants.shiftStepFactor : 1) * direction;
  const next = Number((value + by).toFixed(Math.max(decimalsOf(step), decimals)));
  return Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, next));
}

/** An angle kept in [0, 360), as the core keeps rotations. */
export function normalizeAngle(degrees: number): number {
  const turn = propertiesConstants.fullTurnDegrees;
  return Number((((degrees % turn) + turn) % turn).toFixed(editorConstants.geometryDecimals));
}

/** A typed colour: 6 or 8 hex digits, with or without '#'; stored without it (widgets-and-authoring.md §3). */
export function parseHexColor(text: string): Parsed<string> {
  const hex = text.trim().replace(/^#/, '');
  return hexColorSchema.safeParse(hex).success ? { ok: true, value: hex } : { ok: false, error: errors.notAColour };
}

/** The colour part (RRGGBB) of a stored colour. */
export const rgbOf = (hex: string) => hex.slice(0, propertiesConstants.hexDigits);

/** The alpha (0–1) an RRGGBBAA colour carries; 1 for RRGGBB. */
export function alphaOf(hex: string): number {
  if (hex.length !== propertiesConstants.hexDigitsWithAlpha) return 1;
  return Number((parseInt(hex.slice(propertiesConstants.hexDigits), 16) / propertiesConstants.alphaMax).toFixed(editorConstants.geometryDecimals));
}

/** RRGGBBAA of a colour and an opacity (0–1): the form text v3 stores its background in. */
export function withAlpha(hex: string, opacity: number): string {
  const byte = Math.round(Math.min(1, Math.max(0, opacity)) * propertiesConstants.alphaMax);
  return `${rgbOf(hex)}${byte.toString(16).padStart(2, '0')}`;
}

/** Opacity as the fields show it (percent) and back. */
export const toPercent = (opacity: number) => Number((opacity * propertiesConstants.percent).toFixed(editorConstants.geometryDecimals));
export const fromPercent = (percent: number) => Number((percent / propertiesConstants.percent).toFixed(editorConstants.geometryDecimals + 2));

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The one value every selected widget has, or null when they differ (the field shows blank). */
export function commonValue<T>(values: readonly T[]): T | null {
  if (!values.length) return null;
  const [first] = values;
  return values.every((value) => same(value, first)) ? first! : null;
}

type AnySchema = z.ZodType & { unwrap?: () => z.ZodType; def?: { type?: string; innerType?: z.ZodType } };

/** The schema under optional, nullable and default wrappers. */
export function innerSchema(schema: z.ZodType): z.ZodType {
  let current = schema as AnySchema;
  for (;;) {
    const type = current.def?.type;
    if ((type === 'optional' || type === 'nullable' || type === 'default') && current.def?.innerType) current = current.def.innerType as AnySchema;
    else return current;
  }
}

/** A number schema's bounds, as the model gives them (z.number().min(0).max(1), z.int()). */
export function numberBoundsOf(schema: z.ZodType | undefined): NumberBounds {
  if (!schema) return {};
  const inner = innerSchema(schema) as z.ZodType & { minValue?: number | null; maxValue?: number | null; isInt?: boolean };
  if (inner.def.type !== 'number') return {};
  const finite = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value);
  return { min: finite(inner.minValue), max: finite(inner.maxValue), integer: inner.isInt === true };
}

/** A string schema's largest length. */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  if (!schema) return undefined;
  const inner = innerSchema(schema) as z.ZodType & { maxLength?: number | null };
  return inner.def.type === 'string' ? (inner.maxLength ?? undefined) : undefined;
}

/** A datetime-local field's value ('2030-01-31T18:30') of a stored ISO date-time, in the browser's time zone. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The stored ISO date-time of a datetime-local value; '' clears (null: never expires). */
export function fromLocalDateTime(local: string): Parsed<string | null> {
  if (!local.trim()) return { ok: true, value: null };
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? { ok: false, error: errors.notADate } : { ok: true, value: date.toISOString() };
}

import type { InlineStyle, LegacyBlockStyles, StyleRange, TextStyleEntry } from './schemas/text';

// Reading and writing a text v3 widget's inline styles (widgets-and-authoring.md §3 "Text widget version 3": "styles:
// key, type, inline styles (minified form)") without zod, so the viewer's bundle can use it. Every reader of `styles`
// goes through blockStyleRuns, so the stored form can change in one place.
//
// The stored form has one entry per block and inline style key: { key: <block key>, type: <inline style key>,
// ranges: [{ offset, length, value }] }. Its minified form: ranges sorted by offset, none empty, none overlapping,
// touching ranges of equal values merged; one entry per block and type, the types in inlineStyleKeys order.
// Texts written before had one entry per block with whole styles: { key, ranges: [{ offset, length, style }] }; both
// are read here, and minifyTextStyles turns either into the minified typed form.

/** The inline style keys (widgets-and-authoring.md §3 "Inline styles"), in the schema's order. */
export const inlineStyleKeys = [
  'letterSpacing',
  'color',
  'fontFeatures',
  'stroke',
  'fontSize',
  'fontFamily',
  'fontWeight',
  'fontStyle',
  'variableAxes',
  'textDecoration',
  'textTransform',
  'script',
  'kerning',
] as const satisfies readonly (keyof InlineStyle)[];
export type InlineStyleKey = (typeof inlineStyleKeys)[number];

/** A run of characters with one value of one inline style key. */
export interface StyleValueRange<V = unknown> {
  offset: number;
  length: number;
  value: V;
}

/** A stored styles entry of either form. */
export type AnyStoredEntry = TextStyleEntry | LegacyBlockStyles;

/** JSON with object keys sorted at every level, so equal values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && canonicalJson(a) === canonicalJson(b);
}

const isTyped = (entry: AnyStoredEntry): entry is TextStyleEntry => 'type' in entry;

function isCounted(range: { offset: number; length: number }): boolean {
  return Number.isInteger(range.offset) && Number.isInteger(range.length) && range.offset >= 0 && range.length > 0;
}

/** Touching ranges of equal values merged (the input sorted and not overlapping). */
function mergeTouching<V>(ranges: readonly StyleValueRange<V>[]): StyleValueRange<V>[] {
  const out: StyleValueRange<V>[] = [];
  for (const range of ranges) {
    const last = out.at(-1);
    if (last && last.offset + last.length === range.offset && sameValue(last.value, range.value)) last.length += range.length;
    else out.push({ offset: range.offset, length: range.length, value: range.value });
  }
  return out;
}

/**
 * The ranges of one inline style key laid flat: where ranges overlap the later one wins; the result sorted, without
 * empty ranges or overlaps, touching equal values merged. Each character is painted once (a "next unpainted segment"
 * chain over the cut points), so many overlapping ranges cost n log n, not n².
 */
export function flattenValueRanges<V>(ranges: readonly StyleValueRange<V>[]): StyleValueRange<V>[] {
  const kept = ranges.filter(isCounted);
  const ordered = kept.every((range, i) => i === 0 || kept[i - 1]!.offset + kept[i - 1]!.length <= range.offset);
  if (ordered) return mergeTouching(kept);
  const cuts = [...new Set(kept.flatMap((range) => [range.offset, range.offset + range.length]))].sort((a, b) => a - b);
  const indexOf = new Map(cuts.map((cut, i) => [cut, i]));
  const segments = cuts.length - 1;
  const owner = new Int32Array(segments).fill(-1);
  // next[i]: the first segment at or after i not painted yet (segments itself when none).
  const next = Int32Array.from({ length: segments + 1 }, (_, i) => i);
  const find = (start: number): number => {
    let root = start;
    while (next[root] !== root) root = next[root]!;
    for (let i = start; next[i] !== root; ) {
      const up = next[i]!;
      next[i] = root;
      i = up;
    }
    return root;
  };
  for (let r = kept.length - 1; r >= 0; r--) {
    const range = kept[r]!;
    const end = indexOf.get(range.offset + range.length)!;
    for (let s = find(indexOf.get(range.offset)!); s < end; s = find(s + 1)) {
      owner[s] = r;
      next[s] = s + 1;
    }
  }
  const painted: StyleValueRange<V>[] = [];
  for (let s = 0; s < segments; s++) {
    if (owner[s]! < 0) continue;
    painted.push({ offset: cuts[s]!, length: cuts[s + 1]! - cuts[s]!, value: kept[owner[s]!]!.value });
  }
  return mergeTouching(painted);
}

/** Every stored range of one block by inline style key, in stored order (later ranges win). */
function rangesByType(entries: readonly AnyStoredEntry[]): Map<InlineStyleKey, StyleValueRange[]> {
  const byType = new Map<InlineStyleKey, StyleValueRange[]>();
  const add = (type: InlineStyleKey, range: StyleValueRange) => {
    const list = byType.get(type);
    if (list) list.push(range);
    else byType.set(type, [range]);
  };
  for (const entry of entries) {
    if (isTyped(entry)) {
      for (const range of entry.ranges as readonly StyleValueRange[]) add(entry.type, range);
      continue;
    }
    for (const { offset, length, style } of entry.ranges) {
      for (const type of inlineStyleKeys) if (style[type] !== undefined) add(type, { offset, length, value: style[type] });
    }
  }
  return byType;
}

/** The minified typed entries of one block, types in inlineStyleKeys order. */
function typedEntriesOf(key: string, entries: readonly AnyStoredEntry[]): TextStyleEntry[] {
  const byType = rangesByType(entries);
  const out: TextStyleEntry[] = [];
  for (const type of inlineStyleKeys) {
    const ranges = flattenValueRanges(byType.get(type) ?? []);
    // The type names the value's schema; the ranges were read under that same type.
    if (ranges.length) out.push({ key, type, ranges } as TextStyleEntry);
  }
  return out;
}

function entriesByBlock(styles: readonly AnyStoredEntry[]): Map<string, AnyStoredEntry[]> {
  const byKey = new Map<string, AnyStoredEntry[]>();
  for (const entry of styles) {
    const list = byKey.get(entry.key);
    if (list) list.push(entry);
    else byKey.set(entry.key, [entry]);
  }
  return byKey;
}

/**
 * The minified typed form of stored styles in either form (see the top of this file): blocks in the order they first
 * appear, one entry per block and type.
 */
export function minifyTextStyles(styles: readonly AnyStoredEntry[] | undefined): TextStyleEntry[] {
  return [...entriesByBlock(styles ?? [])].flatMap(([key, entries]) => typedEntriesOf(key, entries));
}

/** The typed entries of one block's style runs (each run a whole inline style), minified. */
export function styleEntriesOfRuns(key: string, runs: readonly StyleRange[]): TextStyleEntry[] {
  return typedEntriesOf(key, [{ key, ranges: [...runs] }]);
}

/**
 * The style runs of one block: non-overlapping, sorted by offset, each with the whole inline style of its characters
 * (where stored ranges of a key overlap, later ones win). Reads both stored forms.
 */
export function blockStyleRuns(styles: readonly AnyStoredEntry[] | undefined, key: string): StyleRange[] {
  const entries = (styles ?? []).filter((item) => item.key === key);
  if (!entries.length) return [];
  const stored = rangesByType(entries);
  const byType = inlineStyleKeys.filter((type) => stored.has(type)).map((type) => ({ type, ranges: flattenValueRanges(stored.get(type)!), at: 0 }));
  const cuts = [...new Set(byType.flatMap(({ ranges }) => ranges.flatMap((range) => [range.offset, range.offset + range.length])))].sort((a, b) => a - b);
  const runs: StyleRange[] = [];
  for (let i = 1; i < cuts.length; i++) {
    const start = cuts[i - 1]!;
    const style: Record<string, unknown> = {};
    for (const item of byType) {
      while (item.at < item.ranges.length && item.ranges[item.at]!.offset + item.ranges[item.at]!.length <= start) item.at += 1;
      const range = item.ranges[item.at];
      if (range && range.offset <= start) style[item.type] = range.value;
    }
    if (Object.keys(style).length) runs.push({ offset: start, length: cuts[i]! - start, style: style as InlineStyle });
  }
  return runs;
}

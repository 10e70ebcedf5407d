import type { BlockStyles, InlineStyle, StyleRange } from './schemas/text';

// Reading a text v3 widget's inline styles (widgets-and-authoring.md §3 "Text widget version 3": styles) without zod,
// so the viewer's bundle can use it. Every reader of `styles` goes through here, so the stored form can change in one
// place.

/**
 * The style runs of one block: non-overlapping, sorted by offset, each with the whole inline style of its characters
 * (where stored ranges overlap, later ones win key by key).
 */
export function blockStyleRuns(styles: readonly BlockStyles[] | undefined, key: string): StyleRange[] {
  const ranges = (styles ?? []).filter((item) => item.key === key).flatMap((item) => item.ranges);
  if (!ranges.length) return [];
  const cuts = [...new Set(ranges.flatMap((range) => [range.offset, range.offset + range.length]))].sort((a, b) => a - b);
  const runs: StyleRange[] = [];
  for (let i = 1; i < cuts.length; i++) {
    const start = cuts[i - 1]!;
    const covering = ranges.filter((range) => range.offset <= start && start < range.offset + range.length);
    if (!covering.length) continue;
    const style: InlineStyle = Object.assign({}, ...covering.map((range) => range.style));
    runs.push({ offset: start, length: cuts[i]! - start, style });
  }
  return runs;
}

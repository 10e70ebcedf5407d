import { isSlideshowTimingValid, propertiesTexts, textV2WidgetSchema, textV3WidgetSchema, widgetKinds, type Widget, type WidgetType } from '@folio/model';
import type { z } from 'zod';
import type { FieldPath, WidgetRecord } from './fields';

// Reading and writing the values a field description names, checked with the kind's schema from the model: what
// the properties panel writes is what the server accepts.

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

/** A panel's change of one widget: its id and the top-level fields that change. */
export type FieldChange = { _id: string } & Record<string, unknown>;

/** What the selected widgets show at a path (the fallback where one has none). */
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

// ---------------------------------------------------------------------------------------------------------------
// Corner radii (shape and picture name where they keep theirs: KindAuthoring.corners).

/** Where a kind keeps its corner radius and its independent corners (when present they replace the radius). */
export interface CornerFields {
  single: string;
  independent: string;
}

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
export function radiusChange(widget: WidgetRecord, kind: CornerFields, radius: number): Record<string, unknown> {
  const change: Record<string, unknown> = { [kind.single]: radius };
  if (widget[kind.independent]) change[kind.independent] = Object.fromEntries(cornerNames.map((name) => [name, radius]));
  return change;
}

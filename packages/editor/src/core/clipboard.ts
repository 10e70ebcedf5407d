import { viewportOverrideFields, widgetSchema, type Widget } from '@folio/model';

// Copy and paste of widgets (docs/editor.md "Clipboard"). The copied text is JSON that names itself, so the canvas
// can put it on the system clipboard and a paste in another tab or project is recognised; anything else pasted is
// not ours and is left alone.

export const CLIPBOARD_KIND = 'folio/widgets';

export interface ClipboardPayload {
  kind: typeof CLIPBOARD_KIND;
  magId: string;
  /** The page the widgets were copied on. */
  pageId: string;
  widgets: Widget[];
}

export function serializeClipboard(payload: ClipboardPayload): string {
  return JSON.stringify(payload);
}

/** The payload in a pasted text, with the widgets that pass the model's schema; null when the text is not ours. */
export function parseClipboard(text: string): ClipboardPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, magId, pageId, widgets } = value as Record<string, unknown>;
  if (kind !== CLIPBOARD_KIND || typeof pageId !== 'string' || !Array.isArray(widgets)) return null;
  const valid = widgets.flatMap((widget) => {
    const parsed = widgetSchema.safeParse(widget);
    return parsed.success ? [parsed.data] : [];
  });
  return { kind, magId: typeof magId === 'string' ? magId : '', pageId, widgets: valid };
}

export interface CloneOptions {
  targetPageId: string;
  /** Added to x and y (and to any x and y a viewport override holds). */
  offset: number;
  /** The first z of the copies, which keep their order: above everything on the target page. */
  zFrom: number;
  /** Whether a trigger naming a widget outside the copied set still makes sense on the target page. */
  keepTrigger(id: string): boolean;
  newId(): string;
}

type Fields = Record<string, unknown>;

/**
 * Copies of widgets for another place: new ids; the target page as pid; triggers among the copied widgets point to
 * the copies, triggers to widgets left behind are kept only where keepTrigger says; per-page hidden and z entries of
 * the source page move to the target page. A copy of a global widget is an ordinary widget of the target page.
 */
export function cloneWidgets(widgets: readonly Widget[], options: CloneOptions): Widget[] {
  const ids = new Map(widgets.map((widget) => [widget._id, options.newId()]));
  const byZ = [...widgets].sort((a, b) => (a.z ?? 0) - (b.z ?? 0));
  return widgets.map((widget) => {
    const copy = structuredClone(widget) as Widget & Fields;
    copy._id = ids.get(widget._id)!;
    copy.pid = options.targetPageId;
    copy.z = options.zFrom + byZ.indexOf(widget);
    if (copy.is_global) copy.is_global = false;
    copy.x += options.offset;
    copy.y += options.offset;
    for (const animation of copy.animation ?? []) {
      if (!animation.trigger) continue;
      animation.trigger = animation.trigger.flatMap((id) => (ids.has(id) ? [ids.get(id)!] : options.keepTrigger(id) ? [id] : []));
    }
    for (const field of viewportOverrideFields) {
      const override = copy[field] as Fields | undefined;
      if (!override) continue;
      if (typeof override.x === 'number') override.x += options.offset;
      if (typeof override.y === 'number') override.y += options.offset;
      for (const perPage of ['hidden', 'z'] as const) {
        const map = override[perPage] as Fields | undefined;
        if (map && widget.pid in map && widget.pid !== options.targetPageId) {
          map[options.targetPageId] = map[widget.pid];
          delete map[widget.pid];
        }
      }
    }
    return copy;
  });
}

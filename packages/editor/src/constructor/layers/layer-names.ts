import { layersConstants, layersTexts, type Widget } from '@folio/model';
import { kindLabel } from '@folio/widgets/authoring';

// What the layers panel (and whoever names a widget to the author: the context menu, the history) calls a widget:
// its own name, else the first words of a text, else its kind and its number among the page's widgets of that kind
// ("Shape 3"), counted in the order they were added, so a widget keeps its number when the page is restacked.

/** The words of a text widget (v3 blocks, or v2's HTML without its tags), spaces collapsed. */
export function textWords(widget: Widget): string {
  if (widget.type !== 'text') return '';
  const raw = widget.version === 3 ? (widget.blocks ?? []).map((block) => block.text).join(' ') : (widget.text ?? '').replace(/<[^>]*>/g, ' ');
  return raw
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text's default name: its first textNameWords words, at most textNameMaxLength characters (an ellipsis ends a cut). */
export function textName(widget: Widget): string {
  const words = textWords(widget).split(' ').filter(Boolean);
  if (!words.length) return layersTexts.emptyText;
  let name = words.slice(0, layersConstants.textNameWords).join(' ');
  const cut = words.length > layersConstants.textNameWords || name.length > layersConstants.textNameMaxLength;
  if (name.length > layersConstants.textNameMaxLength) name = name.slice(0, layersConstants.textNameMaxLength - 1).trimEnd();
  return cut ? `${name}…` : name;
}

/**
 * The names of a page's widgets, given in the order they were added (the document's): each widget's `layer_name` when it
 * has one, else its default name.
 */
export function layerNames(stack: readonly Widget[]): Map<string, string> {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const widget of stack) {
    const n = (counts.get(widget.type) ?? 0) + 1;
    counts.set(widget.type, n);
    const own = widget.layer_name?.trim();
    names.set(widget._id, own || (widget.type === 'text' ? textName(widget) : layersTexts.defaultName(kindLabel(widget.type), n)));
  }
  return names;
}

/**
 * The names of the widgets on a page (its own and the global ones) as the author sees them in the current viewport:
 * the layers panel and the context menu's Rename both ask here, so one widget has one name.
 */
export function pageLayerNames(widgets: Readonly<Record<string, Widget>>, pageId: string, inView: (id: string) => Widget | undefined): Map<string, string> {
  return layerNames(Object.values(widgets).flatMap((widget) => (widget.pid === pageId || widget.is_global === true ? (inView(widget._id) ?? []) : [])));
}

/**
 * The widget an Alt/Option-click selects among those under the pointer (top first, DocumentView.widgetsAt): the one
 * under the selected one, going round to the top after the last; the second from the top when the selection is not
 * among them (docs/editor.md "Layers").
 */
export function widgetBeneath(hits: readonly string[], selected: readonly string[]): string | null {
  if (!hits.length) return null;
  const at = selected.length === 1 ? hits.indexOf(selected[0]!) : -1;
  return at >= 0 ? hits[(at + 1) % hits.length]! : (hits[1] ?? hits[0]!);
}

// The page list's pure helpers.

/** A page list order with one page moved to another place (0-based indexes). */
export function movedPage(pageIds: readonly string[], from: number, to: number): string[] {
  const order = [...pageIds];
  const [moved] = order.splice(from, 1);
  if (moved === undefined) return order;
  order.splice(Math.max(0, Math.min(to, order.length)), 0, moved);
  return order;
}

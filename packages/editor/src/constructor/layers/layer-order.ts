// The layers panel's list arithmetic, kept pure: rows are the page's widgets top first (the reverse of
// DocumentView.stack()), and a drop lands in a gap between rows (gap g is above row g; gap n below the last row).

/** The gap a pointer at `y` px (from the top of the list's content) is nearest, kept above the pinned rows. */
export function dropGap(y: number, rowHeight: number, count: number, firstPinned: number = count): number {
  const gap = Math.round(y / rowHeight);
  return Math.max(0, Math.min(gap, count, firstPinned));
}

/**
 * The rows after moving `moved` (in their order on the list) to `gap`; null when nothing changes. Rows that are not
 * on the list are left out of the move.
 */
export function movedRows(rows: readonly string[], moved: readonly string[], gap: number): string[] | null {
  const movedSet = new Set(moved);
  const kept: string[] = [];
  let insertAt = 0;
  rows.forEach((id, index) => {
    if (movedSet.has(id)) return;
    if (index < gap) insertAt += 1;
    kept.push(id);
  });
  const inOrder = rows.filter((id) => movedSet.has(id));
  const next = [...kept.slice(0, insertAt), ...inOrder, ...kept.slice(insertAt)];
  return next.every((id, index) => id === rows[index]) ? null : next;
}

/** The rows from one to another, both included, in list order (a Shift-click's range). */
export function rowRange(rows: readonly string[], from: string, to: string): string[] {
  const a = rows.indexOf(from);
  const b = rows.indexOf(to);
  if (a < 0 || b < 0) return b >= 0 ? [to] : [];
  return rows.slice(Math.min(a, b), Math.max(a, b) + 1);
}

/**
 * The rows a virtualised list draws (from `first`, up to but not including `last`) for a scroll position: those in
 * view and at least `overscan` more above and below, the window's edges on multiples of `step` rows, so it stands
 * still while the list scrolls less than a step and the list is redrawn once a step rather than on every frame.
 * `last` may pass the end of the list (the caller cuts it at the number of rows).
 */
export function rowWindow(scrollTop: number, viewHeight: number, rowHeight: number, overscan: number, step: number): { first: number; last: number } {
  const top = Math.floor(scrollTop / rowHeight);
  const bottom = Math.ceil((scrollTop + viewHeight) / rowHeight);
  return { first: Math.max(0, Math.floor(top / step) * step - overscan), last: Math.ceil(bottom / step) * step + overscan };
}

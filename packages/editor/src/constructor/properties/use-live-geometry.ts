import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Widget } from '@folio/model';
import { useEditor } from '../use-editor';

// The properties panel follows a drag, a resize or a rotation as it happens (docs/editor.md "Properties panel"): the
// panel itself waits for the gesture to end (useSettledEditorState), and only the geometry fields read the widgets
// live, at most once per animation frame, so a drag of many widgets costs one small render per frame.

const GEOMETRY_FIELDS: ReadonlySet<string> = new Set(['x', 'y', 'w', 'h', 'angle']);

/** Whether a field path is one a drag, resize or rotation changes. */
export const isGeometryPath = (path: readonly string[] | undefined): path is readonly [string] => path?.length === 1 && GEOMETRY_FIELDS.has(path[0]!);

/** A callback at most once per animation frame, however often the store changes. */
export function frameThrottled(callback: () => void, schedule: (run: () => void) => number = requestAnimationFrame, cancel: (id: number) => void = cancelAnimationFrame) {
  let frame = 0;
  return {
    notify: () => {
      if (frame) return;
      frame = schedule(() => {
        frame = 0;
        callback();
      });
    },
    stop: () => {
      if (frame) cancel(frame);
      frame = 0;
    },
  };
}

/**
 * The live values of a geometry field (x, y, w, h, angle) of the widgets, as drawn now, or undefined for any other
 * field (those follow the panel when the gesture ends). `fallback` stands for a value a widget does not have.
 */
export function useLiveGeometry(widgets: readonly Widget[], path: readonly string[] | undefined, fallback: unknown): unknown[] | undefined {
  const editor = useEditor();
  const live = isGeometryPath(path);
  const key = live ? path[0] : '';
  const ids = widgets.map((widget) => widget._id).join(',');
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!live) return () => {};
      const throttled = frameThrottled(changed);
      const unsubscribe = editor.store.subscribe(throttled.notify);
      return () => {
        throttled.stop();
        unsubscribe();
      };
    },
    [editor, live],
  );
  // A string snapshot: equal values give an equal snapshot, so a frame where nothing moved renders nothing. React
  // may ask for it more than once per store state: it is read from the widgets once per state.
  const last = useRef<{ state: unknown; ids: string; snapshot: string } | null>(null);
  const read = () => {
    if (!live) return '';
    const state = editor.store.getState();
    if (last.current?.state === state && last.current.ids === ids) return last.current.snapshot;
    const snapshot = commonSnapshot(ids.split(','), (id) => (editor.getWidget(id) as Record<string, unknown> | undefined)?.[key] ?? fallback);
    last.current = { state, ids, snapshot };
    return snapshot;
  };
  const snapshot = useSyncExternalStore(subscribe, read, () => '');
  if (!live || !snapshot) return undefined;
  return snapshot === MIXED ? [null, undefined] : [JSON.parse(snapshot) as unknown];
}

const MIXED = 'mixed';

/**
 * What a field shows for the widgets, as a string: their one value (JSON), or MIXED as soon as two differ — a drag
 * of many widgets reads two of them, not all, for a field that shows "Mixed".
 */
export function commonSnapshot(ids: readonly string[], valueOf: (id: string) => unknown): string {
  let first: string | undefined;
  for (const id of ids) {
    const value = JSON.stringify(valueOf(id) ?? null);
    if (first === undefined) first = value;
    else if (value !== first) return MIXED;
  }
  return first ?? '';
}

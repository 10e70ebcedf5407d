import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { layersConstants, layersTexts, type WidgetType } from '@folio/model';
import { kindAuthoring } from '@folio/widgets/authoring';
import { DocumentView } from '../../core';
import { useEditor, useSettledEditorState } from '../use-editor';
import { pageLayerNames } from './layer-names';
import { dropGap, movedRows, rowRange, rowWindow } from './layer-order';
import { LayerToggle, type LayerToggleKind } from './layer-toggle';
import { PinnedIcon } from './layers-icons';
import { SCROLLING_ATTRIBUTE, scrollHoverPause } from './scroll-hover-pause';
import './layers.css';

const { rowHeightPx: ROW, overscanRows: OVERSCAN, windowStepRows: STEP } = layersConstants;

interface Row {
  id: string;
  type: WidgetType;
  name: string;
  locked: boolean;
  hidden: boolean;
  pinned: boolean;
}

interface Drag {
  id: string;
  x: number;
  y: number;
  ids: string[];
  /** Set once the pointer has gone past the threshold. */
  active: boolean;
  /** A click on a row of a larger selection selects it alone, once it is clear no drag follows. */
  selectOnUp: boolean;
}

/**
 * The layers panel (docs/editor.md "Layers"): the open page's widgets in z order, top first, each with its kind's
 * pictogram, its name (renamed with F2, Enter or a double click), and lock and hide toggles. Click, Shift-click
 * (range) and Ctrl/Cmd-click select, as the canvas shows; a drag or Alt+Arrow restacks (one undo step each). The
 * list draws only the rows in view, so a page of 1,000 widgets scrolls and drags as lightly as one of ten.
 */
export function LayersPanel() {
  const editor = useEditor();
  const { document, pageId, viewport, selectedIds } = useSettledEditorState(({ document, session }) => ({
    document,
    pageId: session.pageId,
    viewport: session.viewport,
    selectedIds: session.selectedIds,
  }));
  const rows = useMemo<Row[]>(() => {
    const view = new DocumentView(document, { pageId, viewport, selectedIds: [], raised: null });
    const stack = view.stack();
    // Default names count in the order widgets were added (the document's), so a restack never renames one.
    const names = pageLayerNames(document.widgets, pageId, (id) => view.widget(id));
    return stack.reverse().map((id) => {
      const widget = view.widget(id)!;
      return { id, type: widget.type, name: names.get(id)!, locked: widget.locked === true, hidden: widget.hidden === true, pinned: view.isBackground(id) };
    });
  }, [document, pageId, viewport]);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const firstPinned = useMemo(() => {
    const index = rows.findIndex((row) => row.pinned);
    return index < 0 ? rows.length : index;
  }, [rows]);

  const listRef = useRef<HTMLDivElement>(null);
  const [drawnRange, setDrawnRange] = useState({ first: 0, last: 0 });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [gap, setGap] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const anchor = useRef<string | null>(null);
  const drag = useRef<Drag | null>(null);
  const pointerY = useRef(0);
  const lastPointer = useRef({ x: NaN, y: NaN });

  // A scroll redraws the list only when the window of drawn rows moves (once a step of rows, not every frame).
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = rowWindow(list.scrollTop, list.clientHeight, ROW, OVERSCAN, STEP);
    setDrawnRange((current) => (current.first === next.first && current.last === next.last ? current : next));
  }, []);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    const pause = scrollHoverPause(list, layersConstants.scrollHoverPauseMs);
    list.addEventListener('scroll', pause.scrolled, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', pause.scrolled);
      pause.stop();
    };
  }, [measure]);

  // The row under the keys: the first selected when the selection changes elsewhere (the canvas), else kept.
  const active = activeId && ids.includes(activeId) ? activeId : (selectedIds.find((id) => ids.includes(id)) ?? ids[0] ?? null);
  const activeIndex = active ? ids.indexOf(active) : -1;

  // The canvas's selection scrolls into view here.
  useEffect(() => {
    const list = listRef.current;
    const first = ids.findIndex((id) => selected.has(id));
    if (!list || first < 0 || drag.current?.active) return;
    const top = first * ROW;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + ROW > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW - list.clientHeight;
    // Only a change of the selection or the page scrolls (not every edit of the document).
  }, [selectedIds, pageId]);

  const focusRow = useCallback((id: string) => {
    setActiveId(id);
    const list = listRef.current;
    const index = ids.indexOf(id);
    if (list && index >= 0) {
      const top = index * ROW;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + ROW > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW - list.clientHeight;
    }
    requestAnimationFrame(() => list?.querySelector<HTMLElement>(`[data-layer-id="${CSS.escape(id)}"]`)?.focus({ preventScroll: true }));
  }, [ids]);

  // ----- Selection

  const selectRow = useCallback(
    (id: string, modifiers: { shiftKey: boolean; toggle: boolean }) => {
      if (modifiers.shiftKey && anchor.current) {
        editor.select(rowRange(ids, anchor.current, id));
        return;
      }
      anchor.current = id;
      if (modifiers.toggle) {
        if (editor.selectedIds.includes(id)) editor.removeFromSelection([id]);
        else editor.addToSelection([id]);
        return;
      }
      if (!editor.selectedIds.includes(id)) editor.select([id]);
    },
    [editor, ids],
  );

  // ----- Dragging rows

  const gapAt = useCallback(
    (clientY: number) => {
      const list = listRef.current;
      if (!list) return null;
      const rect = list.getBoundingClientRect();
      return dropGap(clientY - rect.top + list.scrollTop, ROW, ids.length, firstPinned);
    },
    [ids.length, firstPinned],
  );

  const finishDrag = useCallback(
    (drop: boolean) => {
      const current = drag.current;
      drag.current = null;
      setGap(null);
      if (!current) return;
      if (!current.active) {
        if (drop && current.selectOnUp) editor.select([current.id]);
        return;
      }
      const at = drop ? gapAt(pointerY.current) : null;
      if (at === null) return;
      const next = movedRows(ids, current.ids, at);
      if (!next) return;
      if (editor.run('reorderLayers', { order: [...next].reverse() })) setAnnouncement(layersTexts.moved(current.ids.length));
    },
    [editor, gapAt, ids],
  );

  useEffect(() => {
    let frame = 0;
    const autoScroll = () => {
      frame = 0;
      const list = listRef.current;
      if (!list || !drag.current?.active) return;
      const rect = list.getBoundingClientRect();
      const edge = layersConstants.autoScrollEdgePx;
      const above = rect.top + edge - pointerY.current;
      const below = pointerY.current - (rect.bottom - edge);
      const step = above > 0 ? -Math.min(1, above / edge) : below > 0 ? Math.min(1, below / edge) : 0;
      if (!step) return;
      list.scrollTop += step * layersConstants.autoScrollStepPx;
      setGap(gapAt(pointerY.current));
      frame = requestAnimationFrame(autoScroll);
    };
    const onMove = (event: PointerEvent) => {
      const current = drag.current;
      if (!current) return;
      pointerY.current = event.clientY;
      if (!current.active) {
        if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < layersConstants.dragThresholdPx || !current.ids.length) return;
        current.active = true;
      }
      setGap(gapAt(event.clientY));
      if (!frame) frame = requestAnimationFrame(autoScroll);
    };
    const onUp = () => finishDrag(true);
    const onCancel = () => finishDrag(false);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && drag.current?.active) {
        event.preventDefault();
        event.stopPropagation();
        finishDrag(false);
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey, true);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [finishDrag, gapAt]);

  // ----- Row events (one set of handlers for every row, so rows stay memoized)

  const handlers = useRef<RowHandlers>(null!);
  handlers.current = {
    pointerDown(event, row) {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, input')) return;
      const toggle = event.ctrlKey || event.metaKey;
      const wasSelected = editor.selectedIds.includes(row.id);
      selectRow(row.id, { shiftKey: event.shiftKey, toggle });
      // The press focuses the row itself (it is focusable); a later focus would take it from a rename field.
      setActiveId(row.id);
      const moving = !row.pinned && (wasSelected || (!toggle && !event.shiftKey)) ? editor.selectedIds.filter((id) => !rows[ids.indexOf(id)]?.pinned && ids.includes(id)) : [];
      pointerY.current = event.clientY;
      drag.current = {
        id: row.id,
        x: event.clientX,
        y: event.clientY,
        ids: moving.includes(row.id) ? moving : row.pinned ? [] : [row.id],
        active: false,
        selectOnUp: wasSelected && !toggle && !event.shiftKey && editor.selectedIds.length > 1,
      };
    },
    doubleClick(event, row) {
      if ((event.target as HTMLElement).closest('button, input')) return;
      setEditingId(row.id);
    },
    keyDown(event, row) {
      if (event.target !== event.currentTarget) return;
      const index = ids.indexOf(row.id);
      const go = (to: number) => {
        const id = ids[Math.max(0, Math.min(ids.length - 1, to))];
        if (!id) return;
        if (event.shiftKey) editor.select(rowRange(ids, anchor.current ?? row.id, id));
        else {
          anchor.current = id;
          editor.select([id]);
        }
        focusRow(id);
      };
      const mod = event.ctrlKey || event.metaKey;
      if (event.altKey && !mod && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        event.preventDefault();
        if (!editor.selectedIds.includes(row.id)) editor.select([row.id]);
        if (editor.run(event.key === 'ArrowUp' ? 'bringForward' : 'sendBackward')) setAnnouncement(layersTexts.moved(editor.selectedIds.length));
        focusRow(row.id);
        return;
      }
      if (mod || event.altKey) return;
      switch (event.key) {
        case 'ArrowDown':
          return void (event.preventDefault(), go(index + 1));
        case 'ArrowUp':
          return void (event.preventDefault(), go(index - 1));
        case 'Home':
          return void (event.preventDefault(), go(0));
        case 'End':
          return void (event.preventDefault(), go(ids.length - 1));
        case 'PageDown':
        case 'PageUp': {
          event.preventDefault();
          const page = Math.max(1, Math.floor((listRef.current?.clientHeight ?? ROW) / ROW) - 1);
          return go(index + (event.key === 'PageDown' ? page : -page));
        }
        case ' ':
          event.preventDefault();
          return selectRow(row.id, { shiftKey: event.shiftKey, toggle: true });
        case 'F2':
        case 'Enter':
          event.preventDefault();
          return setEditingId(row.id);
        case 'Delete':
        case 'Backspace':
          event.preventDefault();
          if (!editor.selectedIds.includes(row.id)) editor.select([row.id]);
          editor.run('deleteSelected');
          return void requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('[role="row"][tabindex="0"]')?.focus({ preventScroll: true }));
        case 'Escape':
          event.preventDefault();
          return editor.select([]);
      }
    },
    hover(row) {
      if (!drag.current?.active) editor.setHovered(row?.id ?? null);
    },
    toggle(row, what) {
      editor.run(what === 'lock' ? 'toggleLocked' : 'toggleHidden', { ids: [row.id] });
    },
    rename(row, name) {
      setEditingId(null);
      const next = name.trim();
      if (next !== row.name) editor.run('renameWidget', { id: row.id, name: next });
      focusRow(row.id);
    },
    cancelRename(row) {
      setEditingId(null);
      focusRow(row.id);
    },
  };
  const stableHandlers = useMemo<RowHandlers>(
    () => ({
      pointerDown: (event, row) => handlers.current.pointerDown(event, row),
      doubleClick: (event, row) => handlers.current.doubleClick(event, row),
      keyDown: (event, row) => handlers.current.keyDown(event, row),
      hover: (row) => handlers.current.hover(row),
      toggle: (row, what) => handlers.current.toggle(row, what),
      rename: (row, name) => handlers.current.rename(row, name),
      cancelRename: (row) => handlers.current.cancelRename(row),
    }),
    [],
  );

  // ----- Drawing: only the rows in view (and the focus row, so the focus survives a scroll)

  const last = Math.min(rows.length, drawnRange.last);
  const drawn: number[] = [];
  for (let index = drawnRange.first; index < last; index += 1) drawn.push(index);
  if (activeIndex >= 0 && (activeIndex < drawnRange.first || activeIndex >= last)) drawn.push(activeIndex);
  const dragging = drag.current?.active ? new Set(drag.current.ids) : null;

  return (
    <section className="fo-layers" aria-labelledby="fo-layers-title">
      <div className="fo-layers__head">
        <h2 className="fo-layers__title" id="fo-layers-title">
          {layersTexts.title}
        </h2>
        <span className="fo-layers__count" aria-hidden="true">
          {rows.length}
        </span>
      </div>
      <p className="fo-visually-hidden" id="fo-layers-hint">
        {layersTexts.hint}
      </p>
      {rows.length === 0 && <p className="fo-layers__empty">{layersTexts.empty}</p>}
      <div
        ref={listRef}
        className="fo-layers__list"
        role="grid"
        aria-label={layersTexts.list}
        aria-describedby="fo-layers-hint"
        aria-multiselectable="true"
        aria-rowcount={rows.length}
        hidden={rows.length === 0}
        onScroll={measure}
        onPointerMove={(event) => {
          // Only a pointer that moves hovers a row: rows scrolling under a still pointer leave the canvas alone.
          if (event.clientX === lastPointer.current.x && event.clientY === lastPointer.current.y) return;
          // Nor does a pointer over a list that is scrolling (its rows take no hover then: layers.css).
          if (event.currentTarget.hasAttribute(SCROLLING_ATTRIBUTE)) return;
          lastPointer.current = { x: event.clientX, y: event.clientY };
          const id = (event.target as HTMLElement).closest<HTMLElement>('[data-layer-id]')?.dataset.layerId;
          stableHandlers.hover(rows.find((row) => row.id === id) ?? null);
        }}
        onPointerLeave={() => stableHandlers.hover(null)}
      >
        <div role="rowgroup" className="fo-layers__rows" style={{ height: rows.length * ROW }}>
          {drawn.map((index) => {
            const row = rows[index]!;
            return (
              <LayerRow
                key={row.id}
                row={row}
                index={index}
                selected={selected.has(row.id)}
                active={index === activeIndex}
                editing={editingId === row.id}
                dragged={dragging?.has(row.id) ?? false}
                handlers={stableHandlers}
              />
            );
          })}
          {gap !== null && <div className="fo-layers__drop" style={{ top: gap * ROW - 1 }} aria-hidden="true" />}
        </div>
      </div>
      <p className="fo-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

interface RowHandlers {
  pointerDown(event: ReactPointerEvent<HTMLElement>, row: Row): void;
  doubleClick(event: React.MouseEvent<HTMLElement>, row: Row): void;
  keyDown(event: KeyboardEvent<HTMLElement>, row: Row): void;
  hover(row: Row | null): void;
  toggle(row: Row, what: LayerToggleKind): void;
  rename(row: Row, name: string): void;
  cancelRename(row: Row): void;
}

const LayerRow = memo(function LayerRow({
  row,
  index,
  selected,
  active,
  editing,
  dragged,
  handlers,
}: {
  row: Row;
  index: number;
  selected: boolean;
  active: boolean;
  editing: boolean;
  dragged: boolean;
  handlers: RowHandlers;
}) {
  const { Pictogram } = kindAuthoring(row.type);
  const tab = active ? 0 : -1;
  return (
    <div
      role="row"
      className="fo-layer"
      aria-rowindex={index + 1}
      aria-selected={selected}
      tabIndex={tab}
      data-layer-id={row.id}
      data-selected={selected || undefined}
      data-hidden={row.hidden || undefined}
      data-locked={row.locked || undefined}
      data-pinned={row.pinned || undefined}
      data-dragged={dragged || undefined}
      style={{ transform: `translateY(${index * ROW}px)`, height: ROW }}
      onPointerDown={(event) => handlers.pointerDown(event, row)}
      onDoubleClick={(event) => handlers.doubleClick(event, row)}
      onKeyDown={(event) => handlers.keyDown(event, row)}
    >
      <div role="gridcell" className="fo-layer__main" title={row.pinned ? `${row.name} — ${layersTexts.pinned}` : row.name}>
        <span className="fo-layer__kind">
          <Pictogram size={16} />
        </span>
        {editing ? (
          <RenameField row={row} handlers={handlers} />
        ) : (
          <span className="fo-layer__name">{row.name}</span>
        )}
        {row.pinned && (
          <span className="fo-layer__pinned">
            <PinnedIcon />
          </span>
        )}
      </div>
      <div role="gridcell" className="fo-layer__actions">
        <LayerToggle kind="lock" name={row.name} on={row.locked} tabIndex={tab} onToggle={() => handlers.toggle(row, 'lock')} />
        <LayerToggle kind="hide" name={row.name} on={row.hidden} tabIndex={tab} onToggle={() => handlers.toggle(row, 'hide')} />
      </div>
    </div>
  );
});

/** The name as a field while it is renamed: Enter (or leaving it) keeps it, Escape gives it up. */
function RenameField({ row, handlers }: { row: Row; handlers: RowHandlers }) {
  const done = useRef(false);
  return (
    <input
      className="fo-layer__input"
      aria-label={layersTexts.renameField}
      defaultValue={row.name}
      maxLength={layersConstants.widgetNameMaxLength}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          done.current = true;
          handlers.rename(row, event.currentTarget.value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          done.current = true;
          handlers.cancelRename(row);
        }
      }}
      onBlur={(event) => {
        if (!done.current) handlers.rename(row, event.currentTarget.value);
      }}
    />
  );
}

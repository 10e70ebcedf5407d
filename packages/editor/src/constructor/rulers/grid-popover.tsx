import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { canvasConstants, canvasTexts, type LayoutGrid, type ViewportName } from '@folio/model';
import { gridOf } from '../../core';
import { useEditor, useEditorState } from '../use-editor';

const VIEWPORT_WORDS: Record<ViewportName, string> = { default: 'desktop', tablet_portrait: 'tablet', phone_portrait: 'phone' };

type NumberField = 'columns' | 'gutter' | 'margin';
const LIMITS: Record<NumberField, { min: number; max: number; label: string }> = {
  columns: { min: 1, max: canvasConstants.maxGridColumns, label: canvasTexts.gridColumns },
  gutter: { min: 0, max: canvasConstants.maxGridGutterPx, label: canvasTexts.gridGutter },
  margin: { min: 0, max: canvasConstants.maxGridMarginPx, label: canvasTexts.gridMargin },
};

/**
 * The column grid's settings for the session's viewport (docs/editor.md "Rulers, guides and grid"): on or off,
 * columns, gutter and margins. A number is written when it is left or Enter is pressed (one undo step each); Escape
 * or Close closes and gives the focus back to the Grid button.
 */
export function GridPopover({ onClose }: { onClose: () => void }) {
  const editor = useEditor();
  const viewport = useEditorState(({ session }) => session.viewport);
  const grid = useEditorState(({ document, session }) => gridOf(document.project, session.viewport));
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  const write = (fields: Partial<LayoutGrid>) => editor.run('setLayoutGrid', { grid: { ...grid, ...fields } });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  return (
    <div ref={ref} className="fo-grid-popover" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="fo-grid-popover__title">
        {canvasTexts.gridPanel}
      </h2>
      <label className="fo-grid-popover__toggle">
        <input type="checkbox" checked={grid.visible} onChange={(event) => write({ visible: event.target.checked })} />
        {canvasTexts.gridOn}
      </label>
      <div className="fo-grid-popover__numbers">
        {(Object.keys(LIMITS) as NumberField[]).map((field) => (
          <GridNumber key={`${viewport}${field}`} field={field} value={grid[field]} onCommit={(value) => write({ [field]: value })} />
        ))}
      </div>
      <p className="fo-grid-popover__note">{canvasTexts.gridViewportNote(VIEWPORT_WORDS[viewport])}</p>
      <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={onClose}>
        {canvasTexts.gridClose}
      </button>
    </div>
  );
}

function GridNumber({ field, value, onCommit }: { field: NumberField; value: number; onCommit: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  // An undo or another viewport brings another value: the field shows it.
  useEffect(() => setText(String(value)), [value]);
  const { min, max, label } = LIMITS[field];
  const commit = () => {
    const number = Math.round(Number(text));
    if (text.trim() === '' || !Number.isFinite(number)) return setText(String(value));
    const clamped = Math.min(max, Math.max(min, number));
    setText(String(clamped));
    if (clamped !== value) onCommit(clamped);
  };
  return (
    <label className="fo-grid-popover__number">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}

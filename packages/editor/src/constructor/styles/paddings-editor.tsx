import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { paddingsConstants, paddingsTexts, type Paddings } from '@folio/model';
import { draggedPadding, filledPaddings, paddingSides, parsePadding, stepPadding, type FilledPaddings, type PaddingSide } from './paddings';
import './styles.css';

/** A box in the px of the element the editor is mounted in. */
export interface PaddingsRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PaddingsEditorProps {
  /** The block's paddings (blocksMeta data.paddings); a missing side is 0. */
  paddings: Paddings | undefined;
  /** The block's box, its paddings inside it, in the px of the element the editor is mounted in. */
  rect: PaddingsRect;
  /** Screen px per px of `rect` (the canvas's zoom when mounted in the zoomed text): handles keep their size. */
  scale?: number;
  /** The paddings while a handle is dragged (draw them; write nothing yet). */
  onChange?: (paddings: FilledPaddings) => void;
  /** A finished edit: the end of a drag, a typed value, an arrow key. One undo step each. */
  onCommit: (paddings: FilledPaddings) => void;
}

interface Drag {
  side: PaddingSide;
  from: { x: number; y: number };
  start: FilledPaddings;
  last: FilledPaddings;
  stop: () => void;
}

/**
 * The paddings editor (widgets-and-authoring.md §2, §5; docs/editor.md "Paddings"): over the selected block, a
 * handle on the inner edge of each padding (a 43 px box, 4 px to grab) dragged towards the middle to make the
 * padding larger, and four numeric inputs below the block. Values are whole numbers of at least 0 (a drag is
 * clamped at 0); the arrow keys step by 1, by 10 with Shift. A drag is one edit, committed when it ends; Escape
 * gives it up.
 */
export function PaddingsEditor({ paddings, rect, scale = 1, onChange, onCommit }: PaddingsEditorProps) {
  const stored = filledPaddings(paddings);
  const [live, setLive] = useState<FilledPaddings | null>(null);
  const drag = useRef<Drag | null>(null);
  const shown = live ?? stored;
  const groupId = useId();

  useEffect(() => () => drag.current?.stop(), []);

  const commitSide = (side: PaddingSide, value: number) => {
    if (value !== stored[side]) onCommit({ ...stored, [side]: value });
  };

  const onHandleDown = (side: PaddingSide) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    const onKey = (key: globalThis.KeyboardEvent) => {
      if (key.key !== 'Escape' || !drag.current) return;
      key.preventDefault();
      key.stopPropagation();
      const { start, stop } = drag.current;
      drag.current = null;
      stop();
      setLive(null);
      onChange?.(start);
    };
    window.addEventListener('keydown', onKey, true);
    drag.current = { side, from: { x: event.clientX, y: event.clientY }, start: stored, last: stored, stop: () => window.removeEventListener('keydown', onKey, true) };
  };
  const onHandleMove = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state) return;
    const value = draggedPadding(state.start[state.side], state.side, { dx: event.clientX - state.from.x, dy: event.clientY - state.from.y }, scale);
    if (value === state.last[state.side]) return;
    state.last = { ...state.last, [state.side]: value };
    setLive(state.last);
    onChange?.(state.last);
  };
  const onHandleUp = () => {
    const state = drag.current;
    if (!state) return;
    drag.current = null;
    state.stop();
    setLive(null);
    if (state.last[state.side] !== state.start[state.side]) onCommit(state.last);
  };
  const onHandleKey = (side: PaddingSide) => (event: KeyboardEvent<HTMLElement>) => {
    const up = event.key === 'ArrowUp' || event.key === 'ArrowRight';
    const down = event.key === 'ArrowDown' || event.key === 'ArrowLeft';
    if (event.key === 'Home') commitSide(side, paddingsConstants.min);
    else if (up || down) commitSide(side, stepPadding(stored[side], up ? 1 : -1, event.shiftKey));
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const frame = {
    left: rect.left,
    top: rect.top,
    width: rect.width,
    height: rect.height,
    '--fo-pad-top': `${shown.top}px`,
    '--fo-pad-right': `${shown.right}px`,
    '--fo-pad-bottom': `${shown.bottom}px`,
    '--fo-pad-left': `${shown.left}px`,
    // Handles and inputs keep their screen size on a zoomed canvas.
    '--fo-pad-unscale': String(1 / scale),
    '--fo-pad-box': `${paddingsConstants.handleBoxPx / scale}px`,
    '--fo-pad-grab': `${paddingsConstants.handleGrabWidthPx / scale}px`,
  } as CSSProperties;

  return (
    <div className="fo-paddings" style={frame} role="group" aria-labelledby={groupId} data-dragging={live ? true : undefined} onPointerMove={onHandleMove} onPointerUp={onHandleUp} onPointerCancel={onHandleUp}>
      <span id={groupId} className="fo-visually-hidden">
        {paddingsTexts.group}
      </span>
      {paddingSides.map((side) => (
        <span key={`area-${side}`} className={`fo-paddings__area fo-paddings__area--${side}`} aria-hidden="true" />
      ))}
      {paddingSides.map((side) => (
        <span
          key={side}
          className={`fo-paddings__handle fo-paddings__handle--${side}`}
          role="slider"
          tabIndex={0}
          aria-label={paddingsTexts.sides[side]}
          aria-valuemin={paddingsConstants.min}
          aria-valuenow={shown[side]}
          aria-valuetext={`${shown[side]} px`}
          aria-orientation={side === 'top' || side === 'bottom' ? 'vertical' : 'horizontal'}
          title={paddingsTexts.handle(paddingsTexts.sides[side])}
          data-side={side}
          onPointerDown={onHandleDown(side)}
          onKeyDown={onHandleKey(side)}
        />
      ))}
      <div className="fo-paddings__inputs" onPointerDown={(event) => event.stopPropagation()}>
        {paddingSides.map((side) => (
          <PaddingInput key={side} side={side} value={shown[side]} onCommit={(value) => commitSide(side, value)} />
        ))}
      </div>
    </div>
  );
}

/** One side's value: typed (Enter or leaving commits, Escape puts it back) or stepped with the arrow keys. */
function PaddingInput({ side, value, onCommit }: { side: PaddingSide; value: number; onCommit: (value: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState(false);

  const commit = () => {
    if (draft === null) return;
    const parsed = parsePadding(draft);
    if (!parsed.ok) return setError(true);
    setDraft(null);
    setError(false);
    onCommit(parsed.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      if (draft !== null || error) event.stopPropagation();
      setDraft(null);
      setError(false);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const typed = draft === null ? null : parsePadding(draft);
      setDraft(null);
      setError(false);
      onCommit(stepPadding(typed?.ok ? typed.value : value, event.key === 'ArrowUp' ? 1 : -1, event.shiftKey));
    }
    event.stopPropagation();
  };
  return (
    <span className="fo-paddings__field" data-invalid={error || undefined}>
      <label htmlFor={id} className="fo-paddings__short" title={paddingsTexts.sides[side]}>
        {paddingsTexts.short[side]}
      </label>
      <input
        id={id}
        className="fo-paddings__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={paddingsTexts.sides[side]}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        title={paddingsTexts.hint}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      {error && (
        <span id={`${id}-error`} role="alert" className="fo-paddings__error">
          {paddingsTexts.notAPadding}
        </span>
      )}
    </span>
  );
}

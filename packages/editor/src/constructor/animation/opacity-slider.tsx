import { useEffect, useId, useRef } from 'react';
import { animationEditorConstants, animationEditorTexts } from '@folio/model';
import { ClearIcon } from './animation-icons';

const { percent, steps } = animationEditorConstants;

export interface OpacitySliderProps {
  label: string;
  /** 0..1; undefined for a "from" that starts where the widget is. */
  value: number | undefined;
  /** A drag: begins, moves (each value), ends — one history entry. */
  onDragStart(): void;
  onDrag(value: number): void;
  onDragEnd(): void;
  /** A finished edit by keyboard (each arrow key). */
  onCommit(value: number): void;
  /** When given, a button takes the value away ("as it is"), named by clearLabel. */
  onClear?: () => void;
  clearLabel?: string;
}

/**
 * An opacity (stored 0..1, shown in %) as a slider. Dragging it is a gesture of the editor core: the canvas follows
 * every move and undo takes the whole drag back at once; the arrow keys write each step.
 */
export function OpacitySlider({ label, value, onDragStart, onDrag, onDragEnd, onCommit, onClear, clearLabel }: OpacitySliderProps) {
  const id = useId();
  const dragging = useRef(false);
  const ends = useRef({ onDragEnd });
  ends.current.onDragEnd = onDragEnd;

  // The pointer may come up outside the slider: the window hears it.
  useEffect(() => {
    const release = () => {
      if (!dragging.current) return;
      dragging.current = false;
      ends.current.onDragEnd();
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      release();
    };
  }, []);

  const shown = value === undefined ? animationEditorTexts.fromPlaceholder : `${Math.round(value * percent)}%`;
  return (
    <div className="fo-anim__slider">
      <label className="fo-anim__label" htmlFor={id}>
        {label}
      </label>
      <div className="fo-anim__slider-row">
        <input
          id={id}
          className={`fo-anim__range${value === undefined ? ' fo-anim__range--unset' : ''}`}
          type="range"
          min={0}
          max={percent}
          step={steps.percent}
          value={Math.round((value ?? 1) * percent)}
          aria-valuetext={shown}
          onPointerDown={() => {
            dragging.current = true;
            onDragStart();
          }}
          onChange={(event) => {
            const next = Number(event.target.value) / percent;
            if (dragging.current) onDrag(next);
            else onCommit(next);
          }}
        />
        {/* The slider says its value itself (aria-valuetext): this is for the eye only. */}
        <output className="fo-anim__value" htmlFor={id} aria-hidden="true">
          {shown}
        </output>
        {onClear && value !== undefined && (
          <button type="button" className="fo-button fo-button--quiet fo-anim__icon-button" aria-label={clearLabel} title={clearLabel} onClick={onClear}>
            <ClearIcon />
          </button>
        )}
      </div>
    </div>
  );
}

import { useEffect, useId, useRef } from 'react';
import { propertiesTexts } from '@folio/model';
import { NumberField } from './number-field';
import { useFieldDisabled } from './fields-disabled';

export interface SliderFieldProps {
  label: string;
  /** null: the selected widgets differ. */
  value: number | null;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  disabled?: boolean;
  /** A value while the slider is dragged; the drag is one edit, committed on release. */
  onPreview: (value: number) => void;
  onCommit: (value: number) => void;
  onCancel?: () => void;
}

/** A value in a range: a slider (a drag is one edit; the arrow keys step it) and the number beside it. */
export function SliderField({ label, value, min, max, step = 1, unit, disabled, onPreview, onCommit, onCancel }: SliderFieldProps) {
  const id = useId();
  const off = useFieldDisabled(disabled);
  const range = useRef<HTMLInputElement>(null);
  const dragged = useRef<number | null>(null);
  const latest = useRef({ onCommit, onCancel });
  latest.current = { onCommit, onCancel };

  // The range's change event (React's onChange is the input event) ends the drag.
  useEffect(() => {
    const input = range.current;
    if (!input) return;
    const done = () => {
      const last = dragged.current;
      dragged.current = null;
      if (last !== null) latest.current.onCommit(last);
    };
    input.addEventListener('change', done);
    input.addEventListener('blur', done);
    return () => {
      input.removeEventListener('change', done);
      input.removeEventListener('blur', done);
    };
  }, []);

  return (
    <div className="fo-prop fo-prop--slider">
      <label htmlFor={id} className="fo-prop__label">
        {label}
      </label>
      <input
        ref={range}
        id={id}
        type="range"
        className="fo-slider"
        min={min}
        max={max}
        step={step}
        disabled={off}
        aria-label={propertiesTexts.fields.sliderOf(label)}
        value={value ?? min}
        data-mixed={value === null || undefined}
        onChange={(event) => {
          dragged.current = Number(event.target.value);
          onPreview(dragged.current);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && dragged.current !== null) {
            event.stopPropagation();
            dragged.current = null;
            onCancel?.();
          }
        }}
      />
      <NumberField label={label} bare value={value} unit={unit} min={min} max={max} step={step} disabled={disabled} onCommit={onCommit} />
    </div>
  );
}

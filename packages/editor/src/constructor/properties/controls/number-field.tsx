import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { propertiesConstants, propertiesTexts } from '@folio/model';
import { checkNumber, formatNumber, parseNumber, stepNumber, type NumberBounds } from '../field-values';
import { FieldError } from './field-error';
import { useFieldDisabled } from './fields-disabled';

export interface NumberFieldProps extends NumberBounds {
  /** The field's name (the accessible name, and the visible label unless `short` is given). */
  label: string;
  /** A short visible label (X, W) beside the input; the full label stays its name. */
  short?: string;
  /** Only the input, named by `label` (beside another control that shows the label). */
  bare?: boolean;
  /** null: the selected widgets differ (blank, "Mixed"); undefined: the value is not set (blank). */
  value: number | null | undefined;
  /** Decimals shown and kept by the arrows: the geometry's by default, more for a map's coordinates. */
  decimals?: number;
  unit?: string;
  /** What the arrow keys add (ten times with shift) and a scrub adds per step; 1 by default. */
  step?: number;
  disabled?: boolean;
  /** A problem with a value the bounds allow (the model's schema), or undefined. */
  validate?: (value: number) => string | undefined;
  /** A finished edit: Enter, leaving the field, an arrow key, the end of a scrub. */
  onCommit: (value: number) => void;
  /** A value while the label is dragged (scrubbed); the edit is committed on release. */
  onPreview?: (value: number) => void;
  /** The scrub was given up (Escape): what it showed is put back. */
  onCancel?: () => void;
}

/**
 * A number with its unit. Typing commits on Enter or when the field is left, Escape puts the value back; the arrow
 * keys step (shift: ten steps); dragging the label sideways scrubs the value as one edit. A value the bounds or the
 * model refuse shows its problem under the field and is not written.
 */
export function NumberField({ label, short, bare, value, decimals, unit, step = 1, min, max, integer, disabled, validate, onCommit, onPreview, onCancel }: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const off = useFieldDisabled(disabled);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scrub = useRef<{ x: number; from: number; last: number; moved: boolean; stop: () => void } | null>(null);
  const bounds = { min, max, integer };

  const check = (candidate: number): string | undefined => {
    const checked = checkNumber(candidate, bounds);
    return checked.ok ? validate?.(candidate) : checked.error;
  };

  const write = (candidate: number): boolean => {
    const problem = check(candidate);
    if (problem) {
      setError(problem);
      return false;
    }
    setError(null);
    setDraft(null);
    if (candidate !== value) onCommit(candidate);
    return true;
  };

  const commitDraft = () => {
    if (draft === null) return;
    if (draft.trim() === '' && (value === null || value === undefined)) return setDraft(null);
    const parsed = parseNumber(draft, bounds);
    if (!parsed.ok) return setError(parsed.error);
    write(parsed.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape') {
      if (draft !== null || error) event.stopPropagation();
      setDraft(null);
      setError(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const typed = draft === null ? null : parseNumber(draft);
      const from = typed?.ok ? typed.value : (value ?? 0);
      write(stepNumber(from, step, event.key === 'ArrowUp' ? 1 : -1, event.shiftKey, bounds, decimals));
    }
  };

  // Scrubbing: the label dragged sideways changes the value by one step per few px, as one edit.
  const onScrubDown = (event: PointerEvent<HTMLElement>) => {
    if (off || event.button !== 0 || !onPreview) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const from = value ?? 0;
    const onKey = (key: globalThis.KeyboardEvent) => {
      if (key.key !== 'Escape') return;
      key.stopPropagation();
      onScrubCancel();
    };
    window.addEventListener('keydown', onKey, true);
    scrub.current = { x: event.clientX, from, last: from, moved: false, stop: () => window.removeEventListener('keydown', onKey, true) };
  };
  const onScrubMove = (event: PointerEvent<HTMLElement>) => {
    const state = scrub.current;
    if (!state) return;
    const steps = Math.round((event.clientX - state.x) / propertiesConstants.scrubPxPerStep);
    if (!steps && !state.moved) return;
    const next = stepNumber(state.from, step * Math.abs(steps), steps < 0 ? -1 : 1, event.shiftKey, bounds, decimals);
    state.moved = true;
    if (next !== state.last && !check(next)) {
      state.last = next;
      onPreview?.(next);
    }
  };
  const onScrubUp = (event: PointerEvent<HTMLElement>) => {
    const state = scrub.current;
    scrub.current = null;
    state?.stop();
    if (!state?.moved) return;
    event.preventDefault();
    setDraft(null);
    setError(null);
    onCommit(state.last);
  };
  const onScrubCancel = () => {
    const state = scrub.current;
    scrub.current = null;
    state?.stop();
    if (state?.moved) onCancel?.();
  };

  const scrubProps = onPreview && !off ? { onPointerDown: onScrubDown, onPointerMove: onScrubMove, onPointerUp: onScrubUp, onPointerCancel: onScrubCancel, 'data-scrub': true } : {};
  const input = (
    <span className="fo-num" data-invalid={error ? true : undefined}>
      {short && (
        <label htmlFor={id} className="fo-num__short" aria-hidden="true" {...scrubProps}>
          {short}
        </label>
      )}
      <input
        id={id}
        className="fo-num__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-label={short || bare ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={value === null ? propertiesTexts.mixed : undefined}
        disabled={off}
        value={draft ?? formatNumber(value, decimals)}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={commitDraft}
      />
      {unit && (
        <span className="fo-num__unit" aria-hidden="true">
          {unit}
        </span>
      )}
    </span>
  );

  if (short || bare) {
    return (
      <div className={bare ? 'fo-prop--bare' : 'fo-prop fo-prop--compact'}>
        {input}
        <FieldError id={errorId} error={error} />
      </div>
    );
  }
  return (
    <div className="fo-prop">
      <label htmlFor={id} className="fo-prop__label" {...scrubProps}>
        {label}
      </label>
      {input}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

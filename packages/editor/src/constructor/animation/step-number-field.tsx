import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { animationEditorTexts } from '@folio/model';
import { stepFieldProblem, type FieldProblem, type StepField } from './animation-editing';

const { errors } = animationEditorTexts;

function problemText(problem: FieldProblem): string {
  switch (problem.kind) {
    case 'atLeast':
      return errors.atLeast(problem.min);
    case 'above':
      return errors.above(problem.min);
    case 'atMost':
      return errors.atMost(problem.max);
    default:
      return errors.notNumber;
  }
}

export interface StepNumberFieldProps {
  label: string;
  field: StepField;
  value: number | undefined;
  /** The finished edit: a number, or undefined when the field was emptied. */
  onCommit(value: number | undefined): void;
  step: number;
  /** Shown while empty: what an empty field means. */
  placeholder?: string;
}

/**
 * One number of a step. Typing is one edit, written when the field is left or Enter is pressed (Escape puts the
 * value back); the arrow keys and the spin buttons write each step at once. A value the model's schema refuses is
 * not written: the field says why and keeps what was typed.
 */
export function StepNumberField({ label, field, value, onCommit, step, placeholder }: StepNumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(value));

  const commit = (text: string) => {
    const trimmed = text.trim();
    const next = trimmed === '' ? undefined : Number(trimmed);
    const found = next === undefined ? null : stepFieldProblem(field, next);
    setProblem(found);
    if (found) return;
    setDraft(null);
    if (next !== value) onCommit(next);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = (event.nativeEvent as InputEvent).inputType;
    // Spin buttons and arrow keys give no inputType: each step is a finished edit.
    if (!typed) commit(event.target.value);
    else setDraft(event.target.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
    if (event.key === 'Escape' && (draft !== null || problem)) {
      event.stopPropagation();
      setDraft(null);
      setProblem(null);
    }
  };

  return (
    <div className="fo-anim__number">
      <label className="fo-anim__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="fo-anim__input"
        type="number"
        inputMode="decimal"
        step={step}
        value={shown}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={onChange}
        onBlur={(event) => (draft !== null ? commit(event.target.value) : undefined)}
        onKeyDown={onKeyDown}
      />
      {problem && (
        <p id={`${id}-error`} className="fo-anim__error">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}

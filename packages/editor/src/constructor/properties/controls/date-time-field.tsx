import { useId, useState } from 'react';
import { propertiesTexts } from '@folio/model';
import type { Parsed } from '../field-values';
import { FieldError } from './field-error';
import { useFieldDisabled } from './fields-disabled';

export interface DateTimeFieldProps<T> {
  label: string;
  /** The field's value ('2030-01-31T18:30'), '' for none. */
  value: string;
  /** The stored value of a field's value ('' clears). */
  parse: (local: string) => Parsed<T>;
  validate?: (value: T) => string | undefined;
  disabled?: boolean;
  onCommit: (value: T) => void;
}

/** A date and time in the browser's time zone, with a button that clears it. A change commits when the field is left. */
export function DateTimeField<T>({ label, value, parse, validate, disabled, onCommit }: DateTimeFieldProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const off = useFieldDisabled(disabled);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = (local: string) => {
    const parsed = parse(local);
    const problem = parsed.ok ? validate?.(parsed.value) : parsed.error;
    if (problem || !parsed.ok) return setError(problem ?? null);
    setError(null);
    setDraft(null);
    if (local !== value) onCommit(parsed.value);
  };
  return (
    <div className="fo-prop fo-prop--stacked">
      <label htmlFor={id} className="fo-prop__label">
        {label}
      </label>
      <span className="fo-date">
        <input
          id={id}
          type="datetime-local"
          className="fo-text"
          disabled={off}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft ?? value}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => draft !== null && commit(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft ?? value);
            if (event.key === 'Escape') {
              event.stopPropagation();
              setDraft(null);
              setError(null);
            }
          }}
        />
        {value && (
          <button type="button" className="fo-button fo-button--quiet fo-button--small" disabled={off} aria-label={`${propertiesTexts.clear} ${label.toLowerCase()}`} onClick={() => commit('')}>
            {propertiesTexts.clear}
          </button>
        )}
      </span>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

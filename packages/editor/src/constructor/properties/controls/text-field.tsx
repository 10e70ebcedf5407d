import { useId, useState, type KeyboardEvent } from 'react';
import { propertiesTexts } from '@folio/model';
import { FieldError } from './field-error';
import { useFieldDisabled } from './fields-disabled';

export interface TextFieldProps {
  label: string;
  /** null: the selected widgets differ. */
  value: string | null;
  /** Several lines (a textarea): Enter types a new line, the edit commits when the field is left. */
  multiline?: boolean;
  /** A line under the field saying what goes in it. */
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  /** A problem with the text (the model's schema), or undefined. */
  validate?: (value: string) => string | undefined;
  onCommit: (value: string) => void;
}

/** Words or an address. Commits on Enter (one line) or when the field is left; Escape puts the text back. */
export function TextField({ label, value, multiline, hint, placeholder, maxLength, disabled, validate, onCommit }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const off = useFieldDisabled(disabled);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    if (draft === '' && value === null) return setDraft(null);
    const problem = maxLength !== undefined && draft.length > maxLength ? propertiesTexts.errors.tooLong(maxLength) : validate?.(draft);
    if (problem) return setError(problem);
    setError(null);
    setDraft(null);
    if (draft !== (value ?? '')) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !multiline) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(null);
      setError(null);
    }
  };
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const props = {
    id,
    className: multiline ? 'fo-text fo-text--multiline' : 'fo-text',
    disabled: off,
    placeholder: value === null ? propertiesTexts.mixed : placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    value: draft ?? value ?? '',
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      setError(null);
    },
    onKeyDown,
    onBlur: commit,
  };
  return (
    <div className="fo-prop fo-prop--stacked">
      <label htmlFor={id} className="fo-prop__label">
        {label}
      </label>
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />}
      {hint && (
        <p id={hintId} className="fo-prop__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

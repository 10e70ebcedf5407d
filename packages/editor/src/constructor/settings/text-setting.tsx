import { useId, type ReactNode } from 'react';

/**
 * A labelled text control of the settings dialogs (a line, or several for descriptions and code), with its hint and
 * its error tied to it (aria-describedby, aria-invalid). `name` marks it so a dialog can bring the first wrong field
 * into view and focus.
 */
export function TextSetting({
  name,
  label,
  value,
  onChange,
  hint,
  error,
  rows,
  type = 'text',
  inputMode,
  placeholder,
  code = false,
  prefix,
  autoComplete = 'off',
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** Several lines (a textarea) of this height. */
  rows?: number;
  type?: 'text' | 'password' | 'url';
  inputMode?: 'numeric' | 'url' | 'text';
  placeholder?: string;
  /** Code: monospace, no spell checking. */
  code?: boolean;
  /** Shown before the control, inside its frame (an address's fixed start). */
  prefix?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    placeholder,
    'data-setting': name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    spellCheck: code ? false : undefined,
    autoComplete,
    className: `fo-input fo-settings__input${code ? ' fo-settings__input--code' : ''}`,
  };
  return (
    <div className="fo-field fo-settings__field">
      <label className="fo-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="fo-settings__control">
        {prefix && (
          <span className="fo-settings__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        {rows ? (
          <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
        )}
      </div>
      {error && (
        <p id={errorId} className="fo-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="fo-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

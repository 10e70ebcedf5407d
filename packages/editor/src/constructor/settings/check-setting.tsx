import { useId, type ReactNode } from 'react';

/** A labelled checkbox of the settings dialogs, with an optional hint tied to it. */
export function CheckSetting({
  name,
  label,
  checked,
  onChange,
  hint,
  disabled = false,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="fo-settings__check">
      <input
        id={id}
        type="checkbox"
        name={name}
        data-setting={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="fo-settings__check-text">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={`${id}-hint`} className="fo-settings__check-hint">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}

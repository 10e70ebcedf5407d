import { useId } from 'react';
import { propertiesTexts } from '@folio/model';
import { useFieldDisabled } from './fields-disabled';

export interface SelectFieldProps {
  label: string;
  /** null: the selected widgets differ (a blank choice shows). */
  value: string | null;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** One of a few choices; a choice is one edit. */
export function SelectField({ label, value, options, disabled, onChange }: SelectFieldProps) {
  const id = useId();
  const off = useFieldDisabled(disabled);
  return (
    <div className="fo-prop">
      <label htmlFor={id} className="fo-prop__label">
        {label}
      </label>
      <select id={id} className="fo-select fo-prop__select" disabled={off} value={value ?? ''} onChange={(event) => event.target.value && onChange(event.target.value)}>
        {value === null && (
          <option value="" disabled>
            {propertiesTexts.mixed}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

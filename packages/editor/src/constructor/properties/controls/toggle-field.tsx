import { useEffect, useRef } from 'react';
import { useFieldDisabled } from './fields-disabled';

export interface ToggleFieldProps {
  label: string;
  /** null: the selected widgets differ (the box shows as mixed). */
  checked: boolean | null;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A setting on or off, as a switch; a press is one edit. */
export function ToggleField({ label, checked, disabled, onChange }: ToggleFieldProps) {
  const box = useRef<HTMLInputElement>(null);
  const off = useFieldDisabled(disabled);
  useEffect(() => {
    if (box.current) box.current.indeterminate = checked === null;
  }, [checked]);
  return (
    <label className="fo-toggle" data-disabled={off || undefined}>
      <span className="fo-toggle__label">{label}</span>
      <input ref={box} type="checkbox" role="switch" className="fo-toggle__input" disabled={off} checked={checked === true} onChange={(event) => onChange(event.target.checked)} />
      <span className="fo-toggle__track" aria-hidden="true" />
    </label>
  );
}

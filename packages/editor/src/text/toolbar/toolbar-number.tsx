import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { textToolbarConstants, textToolbarTexts } from '@folio/model';

export interface ToolbarNumberProps {
  label: string;
  /** An icon or short text before the field (the label stays its name). */
  adornment?: ReactNode;
  /** null: the selection mixes values (the field shows blank, "Mixed"). */
  value: number | null;
  step: number;
  min?: number;
  /** Decimals kept (steps of 0.2 stay exact). */
  decimals?: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
  /** Its keys in the text (Alt+↑/↓), named in the tooltip. */
  keysHint?: string;
}

const format = (value: number | null, decimals: number) => (value === null ? '' : String(Number(value.toFixed(decimals))));

/**
 * A number of the toolbar (size, line height, letter spacing): typed and committed on Enter or when the field is
 * left, the arrow keys step it (ten steps with Shift) and commit at once; Escape puts back what was typed, and
 * pressed again returns to the text. A value that is not a number, or below the minimum, is not written.
 */
export function ToolbarNumber({ label, adornment, value, step, min, decimals = 2, onCommit, disabled, keysHint }: ToolbarNumberProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const round = (n: number) => Number(n.toFixed(decimals));
  const clamp = (n: number) => (min === undefined ? n : Math.max(min, n));

  const commit = (candidate: number) => {
    setDraft(null);
    const next = clamp(round(candidate));
    if (next !== value) onCommit(next);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const parsed = Number(draft.replace(',', '.').trim());
    if (draft.trim() === '' || !Number.isFinite(parsed)) {
      setDraft(null);
      return;
    }
    commit(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape' && draft !== null) {
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const typed = draft === null ? NaN : Number(draft);
      const from = Number.isFinite(typed) ? typed : (value ?? 0);
      commit(from + (event.key === 'ArrowUp' ? 1 : -1) * step * (event.shiftKey ? textToolbarConstants.shiftSteps : 1));
    }
  };
  return (
    <label className="fo-ttb__number" htmlFor={id} data-tip={keysHint ? textToolbarTexts.withShortcut(label, keysHint) : label}>
      {adornment && (
        <span className="fo-ttb__number-adornment" aria-hidden="true">
          {adornment}
        </span>
      )}
      <input
        id={id}
        className="fo-ttb__number-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        placeholder={value === null ? textToolbarTexts.mixed : undefined}
        disabled={disabled}
        value={draft ?? format(value, decimals)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commitDraft}
      />
    </label>
  );
}

import { useEffect, useId, useState } from 'react';
import { shopEditorTexts } from '@folio/model';

/** A text field written when it loses the focus (or on Enter): one history entry per edit, not per key. */
export function CommitField({ label, value, maxLength, placeholder, hint, onCommit, invalid, describedBy }: {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  hint?: string;
  onCommit: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  const hintId = `${id}-hint`;
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const next = text.trim();
    if (next !== value) onCommit(next);
  };
  return (
    <div className="fo-shop-fields__field">
      <label className="fo-shop__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="fo-input fo-shop-fields__input"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setText(value);
        }}
      />
      <span id={hintId} className="fo-shop__muted fo-shop__small">
        {hint ? `${hint} ` : ''}
        {shopEditorTexts.charactersLeft(maxLength - text.length)}
      </span>
    </div>
  );
}


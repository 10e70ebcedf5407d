import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { propertiesTexts } from '@folio/model';
import { formatNumber, fromPercent, parseHexColor, parseNumber, rgbOf, toPercent } from '../field-values';
import { FieldError } from './field-error';
import { useFieldDisabled } from './fields-disabled';
import { ColorChoices } from '../../colors/color-choices';
import { rememberColor } from '../../colors/recent-colors';
import { swatchOf, swatchParts } from '../../library/swatch-colors';

export interface ColorValue {
  /** RRGGBB (or RRGGBBAA), no '#'. */
  color: string;
  /** 0–1, when the field has an opacity. */
  opacity?: number;
}

export interface ColorFieldProps {
  label: string;
  /** null: the selected widgets differ. */
  color: string | null;
  /** 0–1; leave it out for a colour without an opacity of its own. null: the widgets differ. */
  opacity?: number | null;
  disabled?: boolean;
  /** A colour while the picker is dragged; committed when the picker closes. */
  onPreview?: (value: ColorValue) => void;
  onCommit: (value: ColorValue) => void;
  onCancel?: () => void;
}

const PERCENT_BOUNDS = { min: 0, max: 100 };

/**
 * A colour: a swatch opening the browser's picker (a drag in it is one edit), its hex digits, and its opacity in
 * percent when it has one. Typed values commit on Enter or when the field is left; Escape puts them back.
 */
export function ColorField({ label, color, opacity, disabled, onPreview, onCommit: commitValue, onCancel }: ColorFieldProps) {
  // Every colour written is one of the author's recent colours.
  const onCommit = (next: ColorValue) => {
    rememberColor(next.opacity === undefined ? next.color : swatchOf(rgbOf(next.color), next.opacity * PERCENT_BOUNDS.max));
    commitValue(next);
  };
  const id = useId();
  const errorId = `${id}-error`;
  const off = useFieldDisabled(disabled);
  const swatch = useRef<HTMLInputElement>(null);
  const picking = useRef<string | null>(null);
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const [opacityDraft, setOpacityDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasOpacity = opacity !== undefined;
  const shown = color === null ? null : rgbOf(color);

  const value = (next: { color?: string; opacity?: number }): ColorValue => {
    const base: ColorValue = { color: next.color ?? color ?? '000000' };
    if (hasOpacity) base.opacity = next.opacity ?? opacity ?? 1;
    return base;
  };

  // The picker's own change event (React's onChange is the input event): the drag has ended.
  const latest = useRef({ onCommit, onCancel, value });
  latest.current = { onCommit, onCancel, value };
  useEffect(() => {
    const input = swatch.current;
    if (!input) return;
    const done = () => {
      const picked = picking.current;
      picking.current = null;
      if (picked) latest.current.onCommit(latest.current.value({ color: picked }));
    };
    input.addEventListener('change', done);
    input.addEventListener('blur', done);
    return () => {
      input.removeEventListener('change', done);
      input.removeEventListener('blur', done);
    };
  }, []);

  const keepAlpha = (picked: string) => (color && color.length > rgbOf(color).length ? `${picked}${color.slice(rgbOf(color).length)}` : picked);

  const commitHex = () => {
    if (hexDraft === null) return;
    if (hexDraft.trim() === '' && color === null) return setHexDraft(null);
    const parsed = parseHexColor(hexDraft);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    setHexDraft(null);
    const next = parsed.value.length > rgbOf(parsed.value).length ? parsed.value : keepAlpha(parsed.value);
    if (next !== color) onCommit(value({ color: next }));
  };

  const commitOpacity = () => {
    if (opacityDraft === null) return;
    if (opacityDraft.trim() === '' && opacity === null) return setOpacityDraft(null);
    const parsed = parseNumber(opacityDraft, PERCENT_BOUNDS);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    setOpacityDraft(null);
    const next = fromPercent(parsed.value);
    if (next !== opacity) onCommit(value({ opacity: next }));
  };

  const keys = (commit: () => void, reset: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      reset();
      setError(null);
    }
  };

  // Stacked: the swatch, the hex digits and the opacity need the panel's whole width.
  return (
    <div className="fo-prop fo-prop--stacked">
      <label htmlFor={id} className="fo-prop__label">
        {label}
      </label>
      <span className="fo-color" data-invalid={error ? true : undefined}>
        <span className="fo-color__swatch" style={{ '--fo-swatch': shown ? `#${shown}` : 'transparent', '--fo-swatch-alpha': hasOpacity ? (opacity ?? 1) : 1 } as React.CSSProperties} data-mixed={shown === null || undefined}>
          <input
            ref={swatch}
            type="color"
            className="fo-color__picker"
            aria-label={propertiesTexts.fields.pickerOf(label)}
            disabled={off}
            value={`#${shown ?? '000000'}`}
            onChange={(event) => {
              const picked = keepAlpha(event.target.value.slice(1));
              picking.current = picked;
              onPreview?.(value({ color: picked }));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && picking.current) {
                picking.current = null;
                onCancel?.();
              }
            }}
          />
        </span>
        <span className="fo-color__hash" aria-hidden="true">
          #
        </span>
        <input
          id={id}
          className="fo-color__hex"
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={color === null ? propertiesTexts.mixed : undefined}
          disabled={off}
          value={hexDraft ?? color ?? ''}
          onChange={(event) => {
            setHexDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={keys(commitHex, () => setHexDraft(null))}
          onBlur={commitHex}
        />
        {hasOpacity && (
          <span className="fo-color__opacity">
            <input
              className="fo-color__percent"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-label={propertiesTexts.fields.opacityOf(label)}
              placeholder={opacity === null ? '–' : undefined}
              disabled={off}
              value={opacityDraft ?? (opacity === null ? '' : formatNumber(toPercent(opacity)))}
              onChange={(event) => {
                setOpacityDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={keys(commitOpacity, () => setOpacityDraft(null))}
              onBlur={commitOpacity}
            />
            <span className="fo-num__unit" aria-hidden="true">
              {propertiesTexts.units.percent}
            </span>
          </span>
        )}
        <ColorChoices
          label={label}
          current={shown === null ? null : swatchOf(shown, (hasOpacity ? (opacity ?? 1) : 1) * PERCENT_BOUNDS.max)}
          disabled={off}
          onPick={(picked) => {
            const parts = swatchParts(picked);
            setHexDraft(null);
            setOpacityDraft(null);
            setError(null);
            onCommit(hasOpacity ? value({ color: parts.hex, opacity: fromPercent(parts.opacity) }) : value({ color: keepAlpha(parts.hex) }));
          }}
        />
      </span>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

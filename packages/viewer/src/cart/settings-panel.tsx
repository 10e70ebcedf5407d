import { useId, useState } from 'react';
import { cartTexts, editedLabel, shopConstants, type EcommercecartWidget } from '@folio/model';
import { cartSettingsTexts } from './cart-sidebar-texts';

type LabelField = 'bar-title' | 'bar-empty-title' | 'bar-checkout-button' | 'bar-price-caption' | 'bar-quantity-caption';
const LABELS: readonly [LabelField, string, string][] = [
  ['bar-title', cartSettingsTexts.settingsTitle, cartTexts.title],
  ['bar-empty-title', cartSettingsTexts.settingsEmptyTitle, cartTexts.emptyCart],
  ['bar-checkout-button', cartSettingsTexts.settingsCheckoutButton, cartTexts.checkOut],
  ['bar-price-caption', cartSettingsTexts.settingsPriceCaption, cartTexts.priceCaption],
  ['bar-quantity-caption', cartSettingsTexts.settingsQuantityCaption, cartTexts.quantityCaption],
];
const FONT_WEIGHTS = [300, 400, 500, 600, 700] as const;
const PERCENT = 100;

export interface SettingsPanelProps {
  widget: EcommercecartWidget;
  /** A change of the cart widget's fields, drawn at once and saved (ecommerce.md §2: without history). */
  onChange(patch: Partial<EcommercecartWidget>): void;
}

/**
 * The author's settings panel in preview (ecommerce.md §2): colours, opacity, shadow, font and the five labels. An
 * emptied label goes back to its previous text, else its default; labels keep at most 32 characters.
 */
export function SettingsPanel({ widget, onChange }: SettingsPanelProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<Partial<Record<LabelField, string>>>({});
  const colour = (field: 'bar-color' | 'bar-background-color', opacityField: 'bar-color-opacity' | 'bar-background-color-opacity', label: string, fallback: string) => (
    <div className="fo-cart-field fo-cart-field-half">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <div className="fo-cart-colour">
        <input id={`${id}-${field}`} type="color" value={`#${(widget[field] ?? fallback).slice(0, 6)}`} onChange={(event) => onChange({ [field]: event.target.value.slice(1) })} />
        <input
          type="range"
          min={0}
          max={PERCENT}
          aria-label={`${label}: ${cartSettingsTexts.settingsOpacity}`}
          value={Math.round((widget[opacityField] ?? 1) * PERCENT)}
          onChange={(event) => onChange({ [opacityField]: Number(event.target.value) / PERCENT })}
        />
      </div>
    </div>
  );
  return (
    <div className="fo-cart-settings" role="region" aria-label={cartSettingsTexts.settings}>
      <div className="fo-cart-row">
        {colour('bar-color', 'bar-color-opacity', cartSettingsTexts.settingsTextColour, '000000')}
        {colour('bar-background-color', 'bar-background-color-opacity', cartSettingsTexts.settingsBackground, 'ffffff')}
      </div>
      <label className="fo-cart-check">
        <input type="checkbox" checked={widget['bar-shadow'] ?? false} onChange={(event) => onChange({ 'bar-shadow': event.target.checked })} />
        {cartSettingsTexts.settingsShadow}
      </label>
      <div className="fo-cart-row">
        <div className="fo-cart-field">
          <label htmlFor={`${id}-font`}>{cartSettingsTexts.settingsFont}</label>
          <input id={`${id}-font`} value={widget['bar-font-family'] ?? ''} onChange={(event) => onChange({ 'bar-font-family': event.target.value })} />
        </div>
        <div className="fo-cart-field fo-cart-field-half">
          <label htmlFor={`${id}-weight`}>{cartSettingsTexts.settingsWeight}</label>
          <select id={`${id}-weight`} value={widget['bar-font-weight'] ?? 400} onChange={(event) => onChange({ 'bar-font-weight': Number(event.target.value) })}>
            {FONT_WEIGHTS.map((weight) => (
              <option key={weight} value={weight}>
                {weight}
              </option>
            ))}
          </select>
        </div>
        <label className="fo-cart-check fo-cart-field-half">
          <input type="checkbox" checked={widget['bar-font-style'] === 'italic'} onChange={(event) => onChange({ 'bar-font-style': event.target.checked ? 'italic' : 'normal' })} />
          {cartSettingsTexts.settingsItalic}
        </label>
        <div className="fo-cart-field fo-cart-field-half">
          <label htmlFor={`${id}-spacing`}>{cartSettingsTexts.settingsLetterSpacing}</label>
          <input id={`${id}-spacing`} type="number" step={0.1} value={widget['bar-letter-spacing'] ?? 0} onChange={(event) => onChange({ 'bar-letter-spacing': Number(event.target.value) || 0 })} />
        </div>
      </div>
      {LABELS.map(([field, label, fallback]) => (
        <div key={field} className="fo-cart-field" data-field={field}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <input
            id={`${id}-${field}`}
            maxLength={shopConstants.labelMaxLength}
            value={drafts[field] ?? widget[field] ?? fallback}
            onChange={(event) => setDrafts((current) => ({ ...current, [field]: event.target.value }))}
            onBlur={() => {
              const draft = drafts[field];
              if (draft === undefined) return;
              setDrafts((current) => ({ ...current, [field]: undefined }));
              onChange({ [field]: editedLabel(draft, widget[field], fallback) });
            }}
          />
        </div>
      ))}
    </div>
  );
}

import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { textToolbarConstants, textToolbarTexts } from '@folio/model';
import { ColorChoicesPanel } from '../../constructor/colors/color-choices';
import { chosenColor } from '../../constructor/colors/chosen-color';
import { parseSwatchInput, swatchCss, swatchOf, swatchParts } from '../../constructor/library/swatch-colors';
import { inlineColor, shownColor } from './text-color';
import { ToolbarPopover } from './toolbar-popover';

export interface ColorControlProps {
  projectId: string;
  /** The colour drawn (undefined: the box's); null: the selection mixes colours. */
  color: string | undefined | null;
  /** The named style's opacity over its colour (0–1); null when mixed. */
  opacity: number | null;
  /** An inline colour (RRGGBB or RRGGBBAA), or undefined to draw the style's colour again. */
  onChange: (color: string | undefined) => void;
}

const PERCENT = textToolbarConstants.opacityMaxPercent;

/** The swatch of the colour button: the colour over a checkerboard, so a translucent one shows as such. */
function Swatch({ color, mixed }: { color: string; mixed?: boolean }) {
  return <span className="fo-ttb__swatch" data-mixed={mixed || undefined} style={{ '--fo-ttb-swatch': swatchCss(color) } as CSSProperties} aria-hidden="true" />;
}

/**
 * The text colour with its opacity (widgets-and-authoring.md §3 inline style "color"): the browser's picker, the
 * hex digits and the opacity in per cent, the colour fields' choices (the project's and the author's swatches,
 * docs/api.md "Swatches"; the recent colours; the eyedropper where the browser has one), and the style's own colour
 * back.
 */
export function ColorControl({ projectId, color, opacity, onChange }: ColorControlProps) {
  const mixed = color === null || opacity === null;
  const shown = shownColor(color ?? undefined, opacity ?? 1);
  const current = inlineColor(shown.hex, shown.percent);
  const label = mixed ? textToolbarTexts.colorMixed : textToolbarTexts.colorOf(shown.hex, shown.percent);
  return (
    <ToolbarPopover
      label={textToolbarTexts.color}
      buttonLabel={label}
      className="fo-ttb__color"
      width={textToolbarConstants.colorPopoverWidthPx}
      icon={
        <span className="fo-ttb__color-icon">
          <span className="fo-ttb__color-letter" aria-hidden="true">
            A
          </span>
          <Swatch color={swatchOf8(current)} mixed={mixed} />
        </span>
      }
    >
      {() => <ColorPanel projectId={projectId} hex={shown.hex} percent={shown.percent} mixed={mixed} onChange={onChange} />}
    </ToolbarPopover>
  );
}

const swatchOf8 = (color: string) => (color.length === 6 ? `${color}FF` : color);

function ColorPanel({ projectId, hex, percent, mixed, onChange }: { projectId: string; hex: string; percent: number; mixed: boolean; onChange: ColorControlProps['onChange'] }) {
  const ids = { hex: useId(), opacity: useId(), error: useId() };
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const [opacityDraft, setOpacityDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The colour written last is one of the author's recent colours (shared by every colour field) once the panel closes.
  const [chosen] = useState(() => chosenColor());
  useEffect(() => chosen.closed, [chosen]);
  const write = (nextHex: string, nextPercent: number) => {
    const next = inlineColor(nextHex, Math.min(PERCENT, Math.max(0, Math.round(nextPercent))));
    chosen.wrote(next);
    onChange(next);
  };
  const commitHex = () => {
    if (hexDraft === null) return;
    const parsed = parseSwatchInput(hexDraft);
    if (!parsed) return setError(textToolbarTexts.notAColour);
    setError(null);
    setHexDraft(null);
    write(swatchParts(parsed).hex, percent);
  };
  const commitOpacity = () => {
    if (opacityDraft === null) return;
    const value = Number(opacityDraft.replace('%', '').trim());
    setOpacityDraft(null);
    if (opacityDraft.trim() !== '' && Number.isFinite(value)) write(hex, value);
  };
  const keys = (commit: () => void, reset: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && (hexDraft !== null || opacityDraft !== null)) {
      event.stopPropagation();
      reset();
      setError(null);
    }
  };

  return (
    <div className="fo-ttb__color-panel">
      <div className="fo-ttb__color-row">
        <input
          type="color"
          className="fo-ttb__picker"
          aria-label={textToolbarTexts.picker}
          value={`#${hex.toLowerCase()}`}
          onChange={(event) => write(event.target.value.slice(1).toUpperCase(), percent)}
        />
        <label className="fo-ttb__field" htmlFor={ids.hex}>
          <span className="fo-ttb__field-label">{textToolbarTexts.hex}</span>
          <span className="fo-ttb__field-box">
            <span aria-hidden="true">#</span>
            <input
              id={ids.hex}
              className="fo-ttb__field-input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder={mixed ? textToolbarTexts.mixed : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              value={hexDraft ?? (mixed ? '' : hex)}
              onChange={(event) => {
                setHexDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={keys(commitHex, () => setHexDraft(null))}
              onBlur={commitHex}
            />
          </span>
        </label>
        <label className="fo-ttb__field fo-ttb__field--opacity" htmlFor={ids.opacity}>
          <span className="fo-ttb__field-label">{textToolbarTexts.opacity}</span>
          <span className="fo-ttb__field-box">
            <input
              id={ids.opacity}
              className="fo-ttb__field-input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={opacityDraft ?? (mixed ? '' : String(percent))}
              onChange={(event) => setOpacityDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  write(hex, percent + (event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? textToolbarConstants.shiftSteps : 1));
                  return;
                }
                keys(commitOpacity, () => setOpacityDraft(null))(event);
              }}
              onBlur={commitOpacity}
            />
            <span aria-hidden="true">%</span>
          </span>
        </label>
      </div>
      {error && (
        <p id={ids.error} className="fo-ttb__error" role="alert">
          {error}
        </p>
      )}
      <ColorChoicesPanel
        projectId={projectId}
        current={mixed ? null : swatchOf(hex, percent)}
        onPick={(picked) => {
          const parts = swatchParts(picked);
          write(parts.hex, parts.opacity);
        }}
      />
      <button
        type="button"
        className="fo-ttb__reset"
        onClick={() => {
          chosen.cleared();
          onChange(undefined);
        }}
      >
        {textToolbarTexts.defaultColor}
      </button>
    </div>
  );
}

import {
  findLibraryFont,
  paddingsTexts,
  parseFontVariation,
  stylesPanelConstants,
  stylesTexts,
  textAlignSchema,
  textConstants,
  textDecorationSchema,
  textTagSchema,
  textTransformSchema,
  type TextCssProperties,
  type TextStyle,
} from '@folio/model';
import { alphaOf, rgbOf } from '../properties/field-values';
import { ColorField } from '../properties/controls/color-field';
import { NumberField } from '../properties/controls/number-field';
import { PanelSection } from '../properties/controls/panel-section';
import { SelectField } from '../properties/controls/select-field';
import { TextField } from '../properties/controls/text-field';
import { ToggleField } from '../properties/controls/toggle-field';
import { FontFamilyPicker } from '../../text/font-panel';
import { paddingSides } from './paddings';
import { type NamedStyle } from './style-lists';
import { StyleNameField } from './style-name-field';
import type { StyleListChange } from './use-project-styles';

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const PADDING_FIELD = { top: 'paddingTop', right: 'paddingRight', bottom: 'paddingBottom', left: 'paddingLeft' } as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** The weights a family has (a library font's faces), always with the style's own. */
function weightsOf(family: string, current: number): number[] {
  const font = findLibraryFont(family);
  const weights = new Set<number>(font ? font.variations.map((code) => parseFontVariation(code).weight) : ALL_WEIGHTS);
  weights.add(current);
  return [...weights].sort((a, b) => a - b);
}

export interface TextStyleFormProps {
  style: TextStyle;
  /** The list the style is in (its name must stay unique there). */
  list: readonly NamedStyle[];
  onChange: (next: TextStyle, change?: StyleListChange) => void;
}

/**
 * The fields of a text style (widgets-and-authoring.md §3 "Text style", §5 steps): name and label, tag, family,
 * weight and italic, size (step 1), line height (at least 8), letter spacing (step 0.2), colour with opacity,
 * alignment, decoration, case and the four paddings. Each finished edit is one change of the style.
 */
export function TextStyleForm({ style, list, onChange }: TextStyleFormProps) {
  const css = style.cssProperties;
  const family = css.fontFamily ?? textConstants.defaultFontFamily;
  const weight = css.fontWeight ?? textConstants.defaultFontWeight;
  const set = (fields: Partial<TextCssProperties>) => onChange({ ...style, cssProperties: { ...css, ...fields } });
  return (
    <div className="fo-style-form">
      <PanelSection id="style-name" title={stylesTexts.sections.style}>
        <StyleNameField
          list={list}
          name={style.name}
          onRename={(name) => {
            // The label follows the name when it was the name.
            const caption = !style._caption || style._caption === style.name ? name : style._caption;
            onChange({ ...style, name, _caption: caption }, { renamed: { [style.name]: name } });
          }}
        />
        <TextField label={stylesTexts.label} value={style._caption ?? ''} hint={stylesTexts.labelHint} onCommit={(value) => onChange({ ...style, _caption: value.trim() || undefined })} />
        <SelectField label={stylesTexts.tag} value={style.tag ?? 'p'} options={options(textTagSchema.options, stylesTexts.tags)} onChange={(value) => onChange({ ...style, tag: textTagSchema.parse(value) })} />
      </PanelSection>
      <PanelSection id="style-type" title={stylesTexts.sections.type}>
        <div className="fo-prop fo-style-form__family">
          {/* The picker's field is named "Font family" itself; this is the row's visible label. */}
          <span className="fo-prop__label" aria-hidden="true">
            {stylesTexts.family}
          </span>
          <FontFamilyPicker value={family} onChange={(fontFamily) => set({ fontFamily })} />
        </div>
        <SelectField
          label={stylesTexts.weight}
          value={String(weight)}
          options={weightsOf(family, weight).map((value) => ({ value: String(value), label: stylesTexts.weights[value] ?? String(value) }))}
          onChange={(value) => set({ fontWeight: Number(value) })}
        />
        <ToggleField label={stylesTexts.italic} checked={css.fontStyle === 'italic'} onChange={(italic) => set({ fontStyle: italic ? 'italic' : 'normal' })} />
        <div className="fo-style-form__pair">
          <NumberField
            label={stylesTexts.size}
            value={css.fontSize ?? textConstants.defaultFontSize}
            unit={stylesTexts.unit}
            step={textConstants.fontSizeStep}
            min={stylesPanelConstants.minFontSize}
            max={stylesPanelConstants.maxFontSize}
            onCommit={(fontSize) => set({ fontSize })}
          />
          <NumberField
            label={stylesTexts.lineHeight}
            value={css.lineHeight ?? textConstants.defaultLineHeight}
            unit={stylesTexts.unit}
            step={textConstants.lineHeightStep}
            min={textConstants.minLineHeight}
            onCommit={(lineHeight) => set({ lineHeight })}
          />
        </div>
        <NumberField
          label={stylesTexts.letterSpacing}
          value={css.letterSpacing ?? 0}
          unit={stylesTexts.unit}
          step={textConstants.letterSpacingStep}
          onCommit={(letterSpacing) => set({ letterSpacing })}
        />
        <ColorField
          label={stylesTexts.color}
          color={rgbOf(css.color ?? '000000')}
          opacity={css.opacity ?? alphaOf(css.color ?? '000000')}
          onCommit={({ color, opacity }) => set({ color: rgbOf(color), opacity })}
        />
      </PanelSection>
      <PanelSection id="style-layout" title={stylesTexts.sections.layout}>
        <SelectField label={stylesTexts.align} value={css.textAlign ?? 'left'} options={options(textAlignSchema.options, stylesTexts.aligns)} onChange={(value) => set({ textAlign: textAlignSchema.parse(value) })} />
        <SelectField
          label={stylesTexts.decoration}
          value={css.textDecorationLine ?? 'none'}
          options={options(textDecorationSchema.options, stylesTexts.decorations)}
          onChange={(value) => set({ textDecorationLine: textDecorationSchema.parse(value) })}
        />
        <SelectField
          label={stylesTexts.transform}
          value={css.textTransform ?? 'none'}
          options={options(textTransformSchema.options, stylesTexts.transforms)}
          onChange={(value) => set({ textTransform: textTransformSchema.parse(value) })}
        />
      </PanelSection>
      <PanelSection id="style-paddings" title={stylesTexts.sections.paddings}>
        <div className="fo-style-form__quad">
          {paddingSides.map((side) => (
            <NumberField
              key={side}
              label={paddingsTexts.sides[side]}
              short={paddingsTexts.short[side]}
              value={css[PADDING_FIELD[side]] ?? 0}
              unit={stylesTexts.unit}
              min={0}
              integer
              onCommit={(value) => set({ [PADDING_FIELD[side]]: value })}
            />
          ))}
        </div>
      </PanelSection>
    </div>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { linkLineTypeSchema, stylesPanelConstants, stylesTexts, type LinkStyle, type LinkStyleState } from '@folio/model';
import { alphaOf, rgbOf, withAlpha } from '../properties/field-values';
import { ColorField } from '../properties/controls/color-field';
import { NumberField } from '../properties/controls/number-field';
import { PanelSection } from '../properties/controls/panel-section';
import { SelectField } from '../properties/controls/select-field';
import { TextField } from '../properties/controls/text-field';
import { type NamedStyle } from './style-lists';
import { StyleNameField } from './style-name-field';
import type { StyleListChange } from './use-project-styles';

const STATES = ['link', 'hover', 'current'] as const;
type State = (typeof STATES)[number];
// widgets-and-authoring.md §3 "Link style": the default link colour, for a state that has none.
const DEFAULT_LINE_COLOR = '0080FF64';
const DEFAULT_TEXT_COLOR = '000000';

export interface LinkStyleFormProps {
  style: LinkStyle;
  list: readonly NamedStyle[];
  onChange: (next: LinkStyle, change?: StyleListChange) => void;
}

/**
 * The fields of a link style (widgets-and-authoring.md §3 "Link style"): name and label, and for each of its three
 * states (link, hover, current page) the text colour, the underline's colour, thickness (size), offset (padding)
 * and type (none, solid, dotted, dashed).
 */
export function LinkStyleForm({ style, list, onChange }: LinkStyleFormProps) {
  const [state, setState] = useState<State>('link');
  const baseId = useId();
  const tabs = useRef<Record<State, HTMLButtonElement | null>>({ link: null, hover: null, current: null });
  const values = style[state];
  const set = (fields: Partial<LinkStyleState>) => onChange({ ...style, [state]: { ...values, ...fields } });

  const onTabKey = (event: KeyboardEvent) => {
    const index = STATES.indexOf(state);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const chosen = STATES[(next + STATES.length) % STATES.length]!;
    setState(chosen);
    tabs.current[chosen]?.focus();
  };

  return (
    <div className="fo-style-form">
      <PanelSection id="link-style-name" title={stylesTexts.sections.style}>
        <StyleNameField
          list={list}
          name={style.name}
          onRename={(name) => {
            const label = !style.label || style.label === style.name ? name : style.label;
            onChange({ ...style, name, label }, { renamed: { [style.name]: name } });
          }}
        />
        <TextField label={stylesTexts.label} value={style.label ?? ''} hint={stylesTexts.labelHint} onCommit={(value) => onChange({ ...style, label: value.trim() || undefined })} />
      </PanelSection>
      <div className="fo-styles__tabs fo-styles__tabs--small" role="tablist" aria-label={stylesTexts.statesLabel} onKeyDown={onTabKey}>
        {STATES.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}`}
            className="fo-styles__tab"
            aria-selected={state === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={state === name ? 0 : -1}
            onClick={() => setState(name)}
          >
            {stylesTexts.states[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${state}`} className="fo-style-form__state">
        <div className="fo-link-preview" aria-hidden="true">
          <span
            style={{
              color: `#${values.textColor ?? DEFAULT_TEXT_COLOR}`,
              textDecorationLine: values.type === 'none' ? 'none' : 'underline',
              textDecorationStyle: values.type === 'none' || !values.type ? undefined : values.type,
              textDecorationColor: `#${values.color ?? DEFAULT_LINE_COLOR}`,
              textDecorationThickness: values.size ?? 1,
              textUnderlineOffset: values.padding ?? 1,
            }}
          >
            {stylesTexts.preview}
          </span>
        </div>
        <ColorField
          key={`${state}-text`}
          label={stylesTexts.textColor}
          color={rgbOf(values.textColor ?? DEFAULT_TEXT_COLOR)}
          opacity={alphaOf(values.textColor ?? DEFAULT_TEXT_COLOR)}
          onCommit={({ color, opacity = 1 }) => set({ textColor: withAlpha(color, opacity) })}
        />
        <ColorField
          key={`${state}-line`}
          label={stylesTexts.lineColor}
          color={rgbOf(values.color ?? DEFAULT_LINE_COLOR)}
          opacity={alphaOf(values.color ?? DEFAULT_LINE_COLOR)}
          onCommit={({ color, opacity = 1 }) => set({ color: withAlpha(color, opacity) })}
        />
        <SelectField
          key={`${state}-type`}
          label={stylesTexts.lineType}
          value={values.type ?? 'solid'}
          options={linkLineTypeSchema.options.map((value) => ({ value, label: stylesTexts.lineTypes[value] }))}
          onChange={(value) => set({ type: linkLineTypeSchema.parse(value) })}
        />
        <div className="fo-style-form__pair">
          <NumberField key={`${state}-size`} label={stylesTexts.lineSize} value={values.size ?? 1} unit={stylesTexts.unit} min={0} max={stylesPanelConstants.maxLinkLine} onCommit={(size) => set({ size })} />
          <NumberField
            key={`${state}-padding`}
            label={stylesTexts.linePadding}
            value={values.padding ?? 1}
            unit={stylesTexts.unit}
            min={-stylesPanelConstants.maxLinkLine}
            max={stylesPanelConstants.maxLinkLine}
            onCommit={(padding) => set({ padding })}
          />
        </div>
      </div>
    </div>
  );
}

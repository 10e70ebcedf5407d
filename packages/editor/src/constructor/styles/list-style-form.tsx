import { useId } from 'react';
import { listTypeSchema, stylesTexts, type ListStyle, type TextStyle } from '@folio/model';
import { PanelSection } from '../properties/controls/panel-section';
import { SelectField } from '../properties/controls/select-field';
import { styleLabel, type NamedStyle } from './style-lists';
import { StyleNameField } from './style-name-field';
import type { StyleListChange } from './use-project-styles';

// The select's value for "no text style of its own": a name can never be empty, so '' is free.
const OWN = '';

export interface ListStyleFormProps {
  style: ListStyle;
  list: readonly NamedStyle[];
  /** The text styles an item may take. */
  textStyles: readonly TextStyle[];
  onChange: (next: ListStyle, change?: StyleListChange) => void;
}

/** The fields of a list style (widgets-and-authoring.md §3: 'List item'; list types unordered, ordered). */
export function ListStyleForm({ style, list, textStyles, onChange }: ListStyleFormProps) {
  const known = style.textStyle === undefined || textStyles.some((text) => text.name === style.textStyle);
  const choices = [
    { value: OWN, label: stylesTexts.itemStyleNone },
    ...textStyles.map((text) => ({ value: text.name, label: styleLabel(text) })),
    ...(known ? [] : [{ value: style.textStyle!, label: style.textStyle! }]),
  ];
  return (
    <div className="fo-style-form">
      <PanelSection id="list-style" title={stylesTexts.sections.style}>
        <StyleNameField list={list} name={style.name} onRename={(name) => onChange({ ...style, name }, { renamed: { [style.name]: name } })} />
        <SelectField
          label={stylesTexts.listType}
          value={style.type}
          options={listTypeSchema.options.map((value) => ({ value, label: stylesTexts.listTypes[value] }))}
          onChange={(value) => onChange({ ...style, type: listTypeSchema.parse(value) })}
        />
        <ItemStyleField value={style.textStyle ?? OWN} choices={choices} onChange={(value) => {
            const { textStyle: _old, ...rest } = style;
            onChange(value === OWN ? rest : { ...rest, textStyle: value });
          }} />
      </PanelSection>
    </div>
  );
}

/** The SelectField skips an empty value (its "mixed" choice); this one offers "the paragraph's own" as ''. */
function ItemStyleField({ value, choices, onChange }: { value: string; choices: { value: string; label: string }[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="fo-prop">
      <label className="fo-prop__label" htmlFor={id}>
        {stylesTexts.itemStyle}
      </label>
      <select id={id} className="fo-select fo-prop__select" value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

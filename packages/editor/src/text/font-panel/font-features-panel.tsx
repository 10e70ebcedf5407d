import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fontPanelConstants, fontPanelTexts, HttpError, type FontAxis, type InlineStyle } from '@folio/model';
import { ColorField } from '../../constructor/properties/controls/color-field';
import { NumberField } from '../../constructor/properties/controls/number-field';
import { SliderField } from '../../constructor/properties/controls/slider-field';
import { ToggleField } from '../../constructor/properties/controls/toggle-field';
import { describeFamily } from './family-list';
import { chooseFeature, chosenFeature, featureGroups, isFeatureOn, stylisticSetNumber, switchFeature, type FeatureChoice, type FeatureGroup } from './font-feature-groups';
import { featuresRequestOf, fontFeaturesQuery } from './font-features-client';
import { useFontSources } from './use-font-sources';
import { automaticAxisValue, type DrawnFace } from './variable-axes';
import '../../constructor/properties/properties.css';
import './font-panel.css';

export type InlineStylePatch = Partial<InlineStyle>;

export interface FontFeaturesPanelProps {
  /** The face of the selection: its family, weight and style. */
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The selection's font size (px), when it has one: an optical size axis follows it unless set. */
  size?: number | undefined;
  /** The selection's inline style. */
  value: InlineStyle;
  /** A finished change: the keys to set; a key given as undefined is removed. */
  onChange: (patch: InlineStylePatch) => void;
  /** A value while a slider is dragged (committed through onChange on release). */
  onPreview?: (patch: InlineStylePatch) => void;
}

const UNPROCESSABLE = 422;
const axisStep = (axis: FontAxis) =>
  axis.max - axis.min >= fontPanelConstants.axisWholeStepRange ? fontPanelConstants.axisWholeStep : fontPanelConstants.axisFineStep;

/** A feature's label: its name, a stylistic set's number, else its tag. */
function featureLabel(tag: string): string {
  const set = stylisticSetNumber(tag);
  if (set !== undefined) return fontPanelTexts.stylisticSet(set);
  return fontPanelTexts.featureNames[tag] ?? tag;
}

function ChoiceField({ choice, features, onChoose }: { choice: FeatureChoice; features: InlineStyle['fontFeatures']; onChoose: (tag: string | null) => void }) {
  const name = useId();
  const chosen = chosenFeature(features, choice);
  const label = choice.name === 'figureStyle' ? fontPanelTexts.figureStyle : fontPanelTexts.figureSpacing;
  const items: { tag: string | null; label: string }[] = [{ tag: null, label: fontPanelTexts.figureDefault }, ...choice.tags.map((tag) => ({ tag, label: featureLabel(tag) }))];
  return (
    <fieldset className="fo-fontfeat__choice">
      <legend className="fo-fontfeat__legend">{label}</legend>
      {items.map((item) => (
        <label key={item.tag ?? 'default'} className="fo-fontfeat__radio">
          <input type="radio" name={name} checked={chosen === item.tag} onChange={() => onChoose(item.tag)} />
          <span>{item.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function FeatureGroupFields({ group, features, onFeatures }: { group: FeatureGroup; features: InlineStyle['fontFeatures']; onFeatures: (next: InlineStyle['fontFeatures']) => void }) {
  return (
    <section className="fo-fontfeat__group" aria-label={fontPanelTexts.groups[group.name]}>
      <h4 className="fo-fontfeat__heading">{fontPanelTexts.groups[group.name]}</h4>
      {group.controls.map((control) =>
        control.kind === 'switch' ? (
          <ToggleField key={control.tag} label={featureLabel(control.tag)} checked={isFeatureOn(features, control.tag)} onChange={(on) => onFeatures(switchFeature(features, control.tag, on))} />
        ) : (
          <ChoiceField key={control.name} choice={control} features={features} onChoose={(tag) => onFeatures(chooseFeature(features, control, tag))} />
        ),
      )}
    </section>
  );
}

interface AxisFieldsProps {
  axes: readonly FontAxis[];
  face: DrawnFace;
  value: InlineStyle['variableAxes'];
  onChange: (next: InlineStyle['variableAxes']) => void;
  onPreview: (next: InlineStyle['variableAxes']) => void;
}

function AxisFields({ axes, face, value, onChange, onPreview }: AxisFieldsProps) {
  const [dragged, setDragged] = useState<Record<string, number>>({});
  const withAxis = (tag: string, axisValue: number | undefined) => {
    const next = { ...value };
    if (axisValue === undefined) delete next[tag];
    else next[tag] = axisValue;
    return Object.keys(next).length ? next : undefined;
  };
  const forget = (tag: string) =>
    setDragged((drafts) => {
      const { [tag]: _gone, ...rest } = drafts;
      return rest;
    });
  return (
    <section className="fo-fontfeat__group" aria-label={fontPanelTexts.groups.axes}>
      <h4 className="fo-fontfeat__heading">{fontPanelTexts.groups.axes}</h4>
      {axes.map((axis) => {
        const set = value?.[axis.tag];
        const automatic = automaticAxisValue(axis, face);
        return (
          <div key={axis.tag} className="fo-fontfeat__axis">
            <SliderField
              label={axis.name}
              value={dragged[axis.tag] ?? set ?? automatic}
              min={axis.min}
              max={axis.max}
              step={axisStep(axis)}
              onPreview={(next) => {
                setDragged((drafts) => ({ ...drafts, [axis.tag]: next }));
                onPreview(withAxis(axis.tag, next));
              }}
              onCommit={(next) => {
                forget(axis.tag);
                onChange(withAxis(axis.tag, next === automatic ? undefined : next));
              }}
              onCancel={() => {
                forget(axis.tag);
                onPreview(value);
              }}
            />
            {set !== undefined && (
              <button type="button" className="fo-button fo-button--quiet fo-button--small fo-fontfeat__reset" onClick={() => onChange(withAxis(axis.tag, undefined))}>
                {fontPanelTexts.resetAxis(axis.name)}
              </button>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Outline, kerning and superscript/subscript: for every font, whatever it reports. */
function DrawingFields({ value, onChange }: { value: InlineStyle; onChange: (patch: InlineStylePatch) => void }) {
  const scriptName = useId();
  const stroke = value.stroke;
  const scripts = [
    { script: undefined, label: fontPanelTexts.scripts.none },
    { script: 'superscript', label: fontPanelTexts.scripts.superscript },
    { script: 'subscript', label: fontPanelTexts.scripts.subscript },
  ] as const;
  return (
    <>
      <section className="fo-fontfeat__group" aria-label={fontPanelTexts.groups.stroke}>
        <h4 className="fo-fontfeat__heading">{fontPanelTexts.groups.stroke}</h4>
        <NumberField
          label={fontPanelTexts.strokeWidth}
          value={stroke?.width ?? 0}
          unit="px"
          min={0}
          max={fontPanelConstants.strokeMaxPx}
          step={fontPanelConstants.strokeStepPx}
          onCommit={(width) => onChange({ stroke: width > 0 ? { width, color: stroke?.color ?? fontPanelConstants.strokeDefaultColor } : undefined })}
        />
        <ColorField
          label={fontPanelTexts.strokeColor}
          color={stroke?.color ?? fontPanelConstants.strokeDefaultColor}
          onCommit={({ color }) => onChange({ stroke: { width: stroke?.width || fontPanelConstants.strokeDefaultWidthPx, color: color.slice(0, 6) } })}
        />
      </section>
      <section className="fo-fontfeat__group" aria-label={fontPanelTexts.groups.spacing}>
        <h4 className="fo-fontfeat__heading">{fontPanelTexts.groups.spacing}</h4>
        <ToggleField label={fontPanelTexts.kerning} checked={value.kerning ?? true} onChange={(on) => onChange({ kerning: on ? undefined : false })} />
      </section>
      <fieldset className="fo-fontfeat__group fo-fontfeat__choice">
        <legend className="fo-fontfeat__heading">{fontPanelTexts.script}</legend>
        {scripts.map((item) => (
          <label key={item.label} className="fo-fontfeat__radio">
            <input type="radio" name={scriptName} checked={value.script === item.script} onChange={() => onChange({ script: item.script })} />
            <span>{item.label}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}

/**
 * The font features panel (docs/editor.md "Fonts"; widgets-and-authoring.md §2, §3 "Inline styles"): the OpenType
 * features the selection's font really has (POST /api/font-features, asked once per font and weight in a session),
 * grouped — ligatures, figures, fractions, small capitals, stylistic sets, superior and inferior figures — as
 * switches writing the inline style's fontFeatures; its variable axes as sliders with numbers (variableAxes), within
 * each axis's range; then outline, kerning and superscript/subscript. A font without data (a system font) is told
 * politely: "Can't detect font features".
 */
export function FontFeaturesPanel({ family, weight, style, size, value, onChange, onPreview }: FontFeaturesPanelProps) {
  const sources = useFontSources();
  const entry = useMemo(() => describeFamily(family, sources), [family, sources]);
  const request = useMemo(() => featuresRequestOf(entry, weight, style), [entry, weight, style]);
  const answer = useQuery(fontFeaturesQuery(request));
  const groups = useMemo(() => featureGroups(answer.data?.features ?? []), [answer.data]);
  const axes = answer.data?.axes ?? [];
  const cannotDetect = answer.error instanceof HttpError && answer.error.statusCode === UNPROCESSABLE;

  return (
    <div className="fo-fontfeat" role="group" aria-label={fontPanelTexts.features}>
      <h3 className="fo-fontfeat__title">
        {fontPanelTexts.features}
        <span className="fo-fontfeat__family">{family}</span>
      </h3>
      {answer.isPending && (
        <p className="fo-fontfeat__note" role="status">
          {fontPanelTexts.loadingFeatures}
        </p>
      )}
      {cannotDetect && (
        <div className="fo-fontfeat__note" role="status">
          <p className="fo-fontfeat__note-title">{fontPanelTexts.cannotDetect}</p>
          <p>{fontPanelTexts.cannotDetectHint}</p>
        </div>
      )}
      {answer.isError && !cannotDetect && (
        <div className="fo-fontfeat__note fo-fontfeat__note--error" role="alert">
          <p>{fontPanelTexts.featuresFailed(answer.error instanceof HttpError ? answer.error.message : fontPanelTexts.uploadNoAnswer)}</p>
          <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={() => void answer.refetch()}>
            {fontPanelTexts.retry}
          </button>
        </div>
      )}
      {answer.isSuccess && !groups.length && !axes.length && <p className="fo-fontfeat__note">{fontPanelTexts.noFeatures}</p>}
      {groups.map((group) => (
        <FeatureGroupFields key={group.name} group={group} features={value.fontFeatures} onFeatures={(fontFeatures) => onChange({ fontFeatures })} />
      ))}
      {axes.length > 0 && (
        <AxisFields
          axes={axes}
          face={{ weight, size: size ?? value.fontSize }}
          value={value.variableAxes}
          onChange={(variableAxes) => onChange({ variableAxes })}
          onPreview={(variableAxes) => onPreview?.({ variableAxes })}
        />
      )}
      <DrawingFields value={value} onChange={onChange} />
    </div>
  );
}

import { useId } from 'react';
import {
  accelerationSchema,
  animatedProperties,
  animationEditorConstants,
  animationEditorTexts as texts,
  animationPlaybackConstants,
  stepUses,
  type Acceleration,
  type AnimatedProperty,
  type Animation,
  type AnimationStep,
} from '@folio/model';
import { moveStep, removeStep, setStepProperty, updateStep, type StepField, type StepPatch } from './animation-editing';
import { DownIcon, RemoveIcon, UpIcon } from './animation-icons';
import { OpacitySlider } from './opacity-slider';
import { StepNumberField } from './step-number-field';

const { steps: inputSteps } = animationEditorConstants;

/** How the panel changes the animation: a finished edit, or a slider's drag (one history entry when it ends). */
export interface AnimationEdits {
  edit(change: (animation: Animation) => Animation): void;
  dragStart(): void;
  drag(change: (animation: Animation) => Animation): void;
  dragEnd(): void;
}

export interface StepEditorProps {
  animation: Animation;
  index: number;
  edits: AnimationEdits;
}

/** The number fields of each property, with their input step and what an empty field means. */
const propertyNumbers: Record<Exclude<AnimatedProperty, 'opacity'>, { field: StepField; step: number; placeholder?: string }[]> = {
  move: [
    { field: 'dx', step: inputSteps.px, placeholder: '0' },
    { field: 'dy', step: inputSteps.px, placeholder: '0' },
  ],
  rotate: [
    { field: 'from_rotate', step: inputSteps.degrees, placeholder: texts.fromPlaceholder },
    { field: 'rotate', step: inputSteps.degrees },
  ],
  scale: [
    { field: 'from_scale', step: inputSteps.percent, placeholder: texts.fromPlaceholder },
    { field: 'scale', step: inputSteps.percent },
  ],
};

/**
 * One step of an animation (widgets-and-authoring.md §3): which properties it changes (move, opacity, rotate, scale,
 * each with its use_* flag) and their values, its timing (duration and delay; for scroll, speed and delay in px) and
 * acceleration; buttons move it up or down or remove it.
 */
export function StepEditor({ animation, index, edits }: StepEditorProps) {
  const titleId = useId();
  const step = animation.steps![index]!;
  const count = animation.steps!.length;
  const n = index + 1;
  const patch = (fields: StepPatch) => edits.edit((current) => updateStep(current, index, fields));
  const number = (field: StepField, by: number, placeholder?: string) => (
    <StepNumberField key={field} label={texts.fields[field as keyof typeof texts.fields]} field={field} value={step[field]} step={by} placeholder={placeholder} onCommit={(value) => patch({ [field]: value })} />
  );
  const opacity = (field: 'from_opacity' | 'opacity') => (
    <OpacitySlider
      key={field}
      label={texts.fields[field]}
      value={step[field]}
      onDragStart={edits.dragStart}
      onDrag={(value) => edits.drag((current) => updateStep(current, index, { [field]: value }))}
      onDragEnd={edits.dragEnd}
      onCommit={(value) => patch({ [field]: value })}
      {...(field === 'from_opacity' ? { onClear: () => patch({ from_opacity: undefined }), clearLabel: texts.clearFrom } : {})}
    />
  );
  const scrollBySpeed = animation.type === 'scroll';

  return (
    <div className="fo-anim__step" role="group" aria-labelledby={titleId}>
      <div className="fo-anim__step-head">
        <h4 id={titleId} className="fo-anim__step-title">
          {texts.step(n)}
        </h4>
        <button type="button" className="fo-button fo-button--quiet fo-anim__icon-button" aria-label={texts.moveStepUp(n)} title={texts.moveStepUp(n)} disabled={index === 0} onClick={() => edits.edit((current) => moveStep(current, index, index - 1))}>
          <UpIcon />
        </button>
        <button type="button" className="fo-button fo-button--quiet fo-anim__icon-button" aria-label={texts.moveStepDown(n)} title={texts.moveStepDown(n)} disabled={index === count - 1} onClick={() => edits.edit((current) => moveStep(current, index, index + 1))}>
          <DownIcon />
        </button>
        <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-anim__icon-button" aria-label={texts.removeStep(n)} title={texts.removeStep(n)} onClick={() => edits.edit((current) => removeStep(current, index))}>
          <RemoveIcon />
        </button>
      </div>

      {animatedProperties.map((property) => {
        const on = stepUses(step, property);
        return (
          <div key={property} className="fo-anim__property">
            <label className="fo-anim__toggle">
              <input type="checkbox" checked={on} onChange={(event) => edits.edit((current) => setStepProperty(current, index, property, event.target.checked))} />
              {texts.properties[property]}
            </label>
            {on && (
              <div className="fo-anim__pair">
                {property === 'opacity' ? [opacity('from_opacity'), opacity('opacity')] : propertyNumbers[property].map(({ field, step: by, placeholder }) => number(field, by, placeholder))}
              </div>
            )}
          </div>
        );
      })}

      <div className="fo-anim__pair fo-anim__timing">
        {scrollBySpeed && [number('speed', inputSteps.speed), number('delay_px', inputSteps.px, '0')]}
        {(!scrollBySpeed || step.speed === undefined) && [
          number('duration', inputSteps.seconds, String(animationPlaybackConstants.defaultStepDurationSeconds)),
          number('delay', inputSteps.seconds, '0'),
        ]}
      </div>
      {scrollBySpeed && step.speed === undefined && <p className="fo-anim__hint">{texts.scrollTimingHint}</p>}
      <AccelerationSelect step={step} onChange={(acceleration) => patch({ acceleration })} />
    </div>
  );
}

function AccelerationSelect({ step, onChange }: { step: AnimationStep; onChange(value: Acceleration): void }) {
  const id = useId();
  return (
    <div className="fo-anim__row">
      <label className="fo-anim__label" htmlFor={id}>
        {texts.fields.acceleration}
      </label>
      <select id={id} className="fo-select fo-anim__select" value={step.acceleration ?? 'none'} onChange={(event) => onChange(accelerationSchema.parse(event.target.value))}>
        {accelerationSchema.options.map((value) => (
          <option key={value} value={value}>
            {texts.accelerationNames[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

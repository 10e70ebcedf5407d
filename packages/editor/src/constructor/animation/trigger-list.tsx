import { useId } from 'react';
import { animationEditorTexts as texts, type Animation } from '@folio/model';
import { useEditor } from '../use-editor';
import { liveTriggers, type TriggerCandidate } from './animation-editing';

export interface TriggerListProps {
  animation: Animation & { type: 'click' | 'hover' };
  candidates: readonly TriggerCandidate[];
  /** Some widgets of the page were left out: their kinds cannot trigger (widgets-and-authoring.md §5). */
  excluded: boolean;
  onToggle(candidate: TriggerCandidate, on: boolean): void;
}

/**
 * The widgets whose click or hover plays the animation (`trigger`): a check box for each widget of the page that may
 * trigger, named by kind and number. Pointing at one outlines its widget on the canvas.
 */
export function TriggerList({ animation, candidates, excluded, onToggle }: TriggerListProps) {
  const editor = useEditor();
  const titleId = useId();
  const hintId = useId();
  const checked = new Set(liveTriggers(animation, candidates));
  return (
    <div className="fo-anim__section" role="group" aria-labelledby={titleId} aria-describedby={hintId}>
      <h3 id={titleId} className="fo-anim__subtitle">
        {texts.triggers}
      </h3>
      {candidates.length ? (
        <ul className="fo-anim__triggers">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <label
                className="fo-anim__toggle"
                onPointerEnter={() => editor.setHovered(candidate.id)}
                onPointerLeave={() => editor.setHovered(null)}
              >
                <input
                  type="checkbox"
                  checked={checked.has(candidate.id)}
                  onChange={(event) => onToggle(candidate, event.target.checked)}
                  onFocus={() => editor.setHovered(candidate.id)}
                  onBlur={() => editor.setHovered(null)}
                />
                {candidate.label}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="fo-anim__hint">{texts.noTriggerCandidates}</p>
      )}
      <p id={hintId} className="fo-anim__hint">
        {texts.triggersHint[animation.type]}
        {excluded && ` ${texts.excludedTriggers}`}
      </p>
    </div>
  );
}

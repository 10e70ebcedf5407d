import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import {
  animationEditorTexts as texts,
  animationLoop,
  animationSchema,
  canBeAnimated,
  constructorTexts,
  isAnimationEmpty,
  type Animation,
  type WidgetType,
} from '@folio/model';
import { useEditor, useEditorState, useSettledEditorState } from '../use-editor';
import {
  addStep,
  animationChoices,
  animationsOf,
  isPointerType,
  needsTrigger,
  setAnimationType,
  setLoop,
  setPlayOnce,
  setTrigger,
  triggerCandidates,
  updateAnimation,
  type AnimationChoice,
} from './animation-editing';
import { AddIcon, PlayIcon, StopIcon } from './animation-icons';
import { AnimationPreview, canvasWidgetSelector } from './animation-preview';
import { StepEditor, type AnimationEdits } from './step-editor';
import { TriggerList } from './trigger-list';
import { useAnimationWriter } from './use-animation-writer';
import './animation-panel.css';

const kindLabel = (type: WidgetType) => constructorTexts.kindLabels[type] ?? type;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The animation editor (docs/editor-animation.md), under the properties panel: with one widget selected, its
 * animations — type, steps, loop, triggers, play once — and a preview on the canvas.
 */
export function AnimationPanel() {
  const selectedIds = useEditorState(({ session }) => session.selectedIds);
  if (selectedIds.length > 1) {
    return (
      <section className="fo-anim" aria-labelledby="fo-anim-title">
        <h2 id="fo-anim-title" className="fo-panel__title">
          {texts.title}
        </h2>
        <p className="fo-anim__hint">{texts.selectOne}</p>
      </section>
    );
  }
  const [widgetId] = selectedIds;
  return widgetId ? <AnimationEditor key={widgetId} widgetId={widgetId} /> : null;
}

function AnimationEditor({ widgetId }: { widgetId: string }) {
  const editor = useEditor();
  const typeId = useId();
  const listId = useId();
  const loopId = useId();
  const { viewport } = useSettledEditorState(({ document, session }) => ({ document, viewport: session.viewport, pageId: session.pageId }));
  const writer = useAnimationWriter(editor, widgetId);
  const [chosen, setChosen] = useState(0);
  const [refused, setRefused] = useState(false);
  const preview = useMemo(() => new AnimationPreview(), []);
  const playing = useSyncExternalStore(
    (listener) => preview.subscribe(listener),
    () => preview.playing,
  );

  // The preview stops (the widget drawn as it is) on any edit, a new selection, page or viewport, and when the
  // panel goes.
  useEffect(() => {
    const unsubscribe = editor.store.subscribe((state, before) => {
      if (state.document !== before.document || state.session.selectedIds !== before.session.selectedIds || state.session.pageId !== before.session.pageId || state.session.viewport !== before.session.viewport) {
        preview.stop();
      }
    });
    return () => {
      unsubscribe();
      preview.stop();
    };
  }, [editor, preview]);

  const widget = editor.getWidget(widgetId);
  if (!widget) return null;
  const list = animationsOf(widget);
  const index = Math.min(chosen, Math.max(list.length - 1, 0));
  const animation: Animation | undefined = list[index];

  const write = (next: Animation[]) => setRefused(!writer.commit(next));
  const edits: AnimationEdits = {
    edit: (change) => write(updateAnimation(animationsOf(editor.getWidget(widgetId) ?? widget), index, change)),
    dragStart: () => writer.begin(),
    drag: (change) => setRefused(!writer.update(updateAnimation(animationsOf(editor.getWidget(widgetId) ?? widget), index, change))),
    dragEnd: () => writer.end(),
  };

  const header = (
    <div className="fo-anim__head">
      <h2 id="fo-anim-title" className="fo-panel__title">
        {texts.title}
      </h2>
      {animation && (
        <button
          type="button"
          className="fo-button fo-button--secondary fo-button--small fo-anim__play"
          aria-describedby={`${typeId}-play`}
          disabled={!playing && isAnimationEmpty(animation)}
          onClick={() => {
            if (playing) return preview.stop();
            preview.play(document.querySelector<HTMLElement>(canvasWidgetSelector(widgetId)), animation, matchMedia(REDUCED_MOTION).matches);
          }}
        >
          {playing ? <StopIcon /> : <PlayIcon />}
          {playing ? texts.stop : texts.play}
        </button>
      )}
      <span id={`${typeId}-play`} hidden>
        {texts.playHint}
      </span>
    </div>
  );

  if (!canBeAnimated(widget.type)) {
    return (
      <section className="fo-anim" aria-labelledby="fo-anim-title">
        {header}
        <p className="fo-anim__hint">{texts.cannotAnimate(kindLabel(widget.type))}</p>
      </section>
    );
  }

  const type: AnimationChoice = animation?.type ?? 'none';
  const { candidates, excluded } = triggerCandidates(editor.getPageWidgets(), widgetId, kindLabel);

  return (
    <section className="fo-anim" aria-labelledby="fo-anim-title">
      {header}
      {viewport !== 'default' && <p className="fo-anim__note">{texts.viewportNote(constructorTexts.viewportNames[viewport] ?? viewport)}</p>}

      {list.length > 1 && (
        <div className="fo-anim__row">
          <label className="fo-anim__label" htmlFor={listId}>
            {texts.animations}
          </label>
          <select id={listId} className="fo-select fo-anim__select" value={index} onChange={(event) => setChosen(Number(event.target.value))}>
            {list.map((entry, at) => (
              <option key={at} value={at}>
                {texts.animationTab(at + 1, texts.typeNames[entry.type ?? 'none'])}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="fo-anim__row">
        <label className="fo-anim__label" htmlFor={typeId}>
          {texts.type}
        </label>
        <select
          id={typeId}
          className="fo-select fo-anim__select"
          value={type}
          aria-describedby={`${typeId}-hint`}
          onChange={(event) => write(setAnimationType(list, animation ? index : list.length, animationSchema.shape.type.unwrap().parse(event.target.value)))}
        >
          {animationChoices.map((choice) => (
            <option key={choice} value={choice}>
              {texts.typeNames[choice]}
            </option>
          ))}
        </select>
      </div>
      <p id={`${typeId}-hint`} className="fo-anim__hint">
        {texts.typeHints[type]}
      </p>
      {refused && (
        <p className="fo-anim__error" role="alert">
          {texts.errors.invalid}
        </p>
      )}

      {animation && type !== 'none' && (
        <>
          {needsTrigger(widget.type, animation) && (
            <p className="fo-anim__warning" role="status">
              {texts.needsTrigger(kindLabel(widget.type))}
            </p>
          )}
          <div className="fo-anim__section">
            <h3 className="fo-anim__subtitle">{texts.steps}</h3>
            {(animation.steps ?? []).map((_, at) => (
              <StepEditor key={at} animation={animation} index={at} edits={edits} />
            ))}
            <button type="button" className="fo-button fo-button--secondary fo-button--small fo-anim__add" onClick={() => edits.edit(addStep)}>
              <AddIcon />
              {texts.addStep}
            </button>
          </div>

          {type === 'click' && (
            <div className="fo-anim__row">
              <label className="fo-anim__label" htmlFor={loopId}>
                {texts.loop}
              </label>
              <select id={loopId} className="fo-select fo-anim__select" value={animationLoop(animation)} onChange={(event) => edits.edit((current) => setLoop(current, event.target.value === 'repeat' ? 'repeat' : 'swing'))}>
                <option value="swing">{texts.loopNames.swing}</option>
                <option value="repeat">{texts.loopNames.repeat}</option>
              </select>
            </div>
          )}

          {isPointerType(animation.type) && (
            <TriggerList
              animation={{ ...animation, type: animation.type }}
              candidates={candidates}
              excluded={excluded}
              onToggle={(candidate, on) => edits.edit((current) => setTrigger(current, { _id: candidate.id, type: candidate.type }, widgetId, on))}
            />
          )}

          <label className="fo-anim__toggle fo-anim__once">
            <input
              type="checkbox"
              checked={!!animation.playOnce}
              aria-describedby={`${typeId}-once`}
              onChange={(event) => edits.edit((current) => setPlayOnce(current, event.target.checked))}
            />
            {texts.playOnce}
          </label>
          <p id={`${typeId}-once`} className="fo-anim__hint">
            {texts.playOnceHint}
          </p>

          <button
            type="button"
            className="fo-button fo-button--quiet fo-button--small fo-anim__add"
            onClick={() => {
              write(setAnimationType(list, list.length, 'load'));
              setChosen(list.length);
            }}
          >
            <AddIcon />
            {texts.addAnimation}
          </button>
        </>
      )}
    </section>
  );
}

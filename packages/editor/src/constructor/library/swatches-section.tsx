import { useId, useState } from 'react';
import { libraryConstants, libraryTexts, MAX_SWATCH_COLORS } from '@folio/model';
import { errorText } from '../../app/api';
import { ColorChoices } from '../colors/color-choices';
import { rememberColor } from '../colors/recent-colors';
import { useEditor, useEditorState } from '../use-editor';
import type { SwatchScope } from './library-api';
import { parseSwatchInput, swatchCss, swatchOf, swatchParts, widgetSwatchColor } from './swatch-colors';
import { useSwatches } from './use-swatches';

const SCOPES: readonly { scope: SwatchScope; title: string; hint: string }[] = [
  { scope: 'project', title: libraryTexts.projectSwatches, hint: libraryTexts.projectSwatchesHint },
  { scope: 'global', title: libraryTexts.globalSwatches, hint: libraryTexts.globalSwatchesHint },
];

const labelOf = (color: string) => {
  const { hex, opacity } = swatchParts(color);
  return libraryTexts.swatchLabel(hex, opacity);
};

/**
 * The swatches: this project's and all my projects' colours, each a chip. One colour form below adds its colour to
 * either list, or, once a chip is chosen, changes, moves or deletes that colour. The selected widget's colour can
 * be taken into the form.
 */
export function SwatchesSection({ projectId }: { projectId: string }) {
  const swatches = useSwatches(projectId);
  const editor = useEditor();
  const selectedColor = useEditorState(({ session }) => {
    const [only, ...rest] = session.selectedIds;
    return only && !rest.length ? widgetSwatchColor(editor.view.widget(only) as Record<string, unknown> | undefined) : null;
  });
  const [chosen, setChosen] = useState<{ scope: SwatchScope; index: number } | null>(null);
  const [text, setText] = useState(swatchParts(libraryConstants.newSwatchColor).hex);
  const [opacity, setOpacity] = useState(100);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { hex: useId(), opacity: useId(), hint: useId(), error: useId() };

  const load = (color: string) => {
    const parts = swatchParts(color);
    setText(parts.hex);
    setOpacity(parts.opacity);
    setProblem(null);
  };
  /** The form's colour: eight digits typed carry their own opacity; otherwise the opacity field's. */
  const formColor = (): string | null => {
    const parsed = parseSwatchInput(text);
    if (!parsed) return null;
    return text.trim().replace(/^#/, '').length === 8 ? parsed : swatchOf(parsed, opacity);
  };
  const listOf = (scope: SwatchScope) => (scope === 'project' ? swatches.project : swatches.global);

  const store = async (scope: SwatchScope, colors: readonly string[], after?: () => void) => {
    setProblem(null);
    try {
      await swatches.save(scope, colors);
      after?.();
    } catch (error) {
      setProblem(libraryTexts.swatchFailed(errorText(error)));
    }
  };
  const withColor = (then: (color: string) => void) => {
    const color = formColor();
    if (!color) return setProblem(libraryTexts.invalidHex);
    then(color);
  };
  const add = (scope: SwatchScope) =>
    withColor((color) => {
      const list = listOf(scope);
      if (list.length >= MAX_SWATCH_COLORS) return setProblem(libraryTexts.swatchesFull(MAX_SWATCH_COLORS));
      void store(scope, [...list, color], () => rememberColor(color));
    });
  const change = () =>
    chosen &&
    withColor((color) => {
      const list = [...listOf(chosen.scope)];
      list[chosen.index] = color;
      void store(chosen.scope, list, () => rememberColor(color));
    });
  const remove = () => {
    if (!chosen) return;
    const list = listOf(chosen.scope).filter((_, index) => index !== chosen.index);
    void store(chosen.scope, list, () => setChosen(null));
  };
  const move = async (by: number) => {
    if (!chosen) return;
    const to = chosen.index + by;
    if (to < 0 || to >= listOf(chosen.scope).length) return;
    setProblem(null);
    try {
      await swatches.move(chosen.scope, chosen.index, to);
      setChosen({ ...chosen, index: to });
    } catch (error) {
      setProblem(libraryTexts.swatchFailed(errorText(error)));
    }
  };

  const chosenColor = chosen ? listOf(chosen.scope)[chosen.index] : undefined;
  const busy = swatches.isSaving;

  if (swatches.isPending) return <p className="fo-dialog__text">{libraryTexts.loading}</p>;
  if (swatches.error) {
    return (
      <p className="fo-form-error" role="alert">
        {libraryTexts.swatchesFailed(errorText(swatches.error))}
      </p>
    );
  }

  return (
    <div className="fo-swatches">
      {SCOPES.map(({ scope, title, hint }) => {
        const colors = listOf(scope);
        return (
          <section key={scope} className="fo-swatches__list" aria-label={title}>
            <h3 className="fo-library__heading">{title}</h3>
            <p className="fo-library__hint">{hint}</p>
            {colors.length === 0 ? (
              <p className="fo-swatches__empty">{libraryTexts.noSwatches}</p>
            ) : (
              <ul className="fo-swatches__chips">
                {colors.map((color, index) => {
                  const pressed = chosen?.scope === scope && chosen.index === index;
                  return (
                    <li key={`${index}-${color}`}>
                      <button
                        type="button"
                        className="fo-swatch"
                        data-color={color}
                        aria-label={libraryTexts.editSwatch(labelOf(color))}
                        aria-pressed={pressed}
                        title={labelOf(color)}
                        style={{ '--fo-swatch': swatchCss(color) } as React.CSSProperties}
                        onClick={() => {
                          if (pressed) return setChosen(null);
                          setChosen({ scope, index });
                          load(color);
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}

      <div className="fo-swatches__form" role="group" aria-label={chosenColor ? libraryTexts.editSwatch(labelOf(chosenColor)) : libraryTexts.addSwatch}>
        <label className="fo-swatches__picker">
          <span className="fo-visually-hidden">{libraryTexts.pickColor}</span>
          <input
            type="color"
            value={`#${(parseSwatchInput(text) ?? libraryConstants.newSwatchColor).slice(0, 6).toLowerCase()}`}
            onChange={(event) => {
              setText(event.currentTarget.value.slice(1).toUpperCase());
              setProblem(null);
            }}
          />
        </label>
        <ColorChoices
          projectId={projectId}
          label={libraryTexts.swatchChoices}
          current={formColor()}
          onPick={load}
        />
        <div className="fo-field fo-swatches__hex">
          <label className="fo-field__label" htmlFor={ids.hex}>
            {libraryTexts.swatchHex}
          </label>
          <input
            id={ids.hex}
            className="fo-input"
            value={text}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={problem === libraryTexts.invalidHex}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(null);
            }}
          />
        </div>
        <div className="fo-field fo-swatches__opacity">
          <label className="fo-field__label" htmlFor={ids.opacity}>
            {libraryTexts.swatchOpacity}
          </label>
          <input id={ids.opacity} className="fo-input" type="number" min={0} max={100} step={1} value={opacity} onChange={(event) => setOpacity(Number(event.currentTarget.value))} />
        </div>
      </div>
      <p id={ids.hint} className="fo-field__hint">
        {libraryTexts.swatchHexHint}
      </p>
      <p id={ids.error} className="fo-field__error" role="alert">
        {problem}
      </p>

      <div className="fo-swatches__actions">
        {chosen && chosenColor ? (
          <>
            <button type="button" className="fo-button fo-button--primary fo-button--small" disabled={busy} onClick={change}>
              {libraryTexts.changeSwatch}
            </button>
            <button type="button" className="fo-button fo-button--secondary fo-button--small" disabled={busy || chosen.index === 0} aria-label={libraryTexts.moveSwatchLeft(labelOf(chosenColor))} onClick={() => void move(-1)}>
              ←
            </button>
            <button
              type="button"
              className="fo-button fo-button--secondary fo-button--small"
              disabled={busy || chosen.index >= listOf(chosen.scope).length - 1}
              aria-label={libraryTexts.moveSwatchRight(labelOf(chosenColor))}
              onClick={() => void move(1)}
            >
              →
            </button>
            <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-button--small" disabled={busy} aria-label={libraryTexts.deleteSwatch(labelOf(chosenColor))} onClick={remove}>
              {libraryTexts.delete}
            </button>
            <span className="fo-bar__spacer" />
            <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => setChosen(null)}>
              {libraryTexts.cancel}
            </button>
          </>
        ) : (
          <>
            {SCOPES.map(({ scope, title }) => (
              <button key={scope} type="button" className="fo-button fo-button--secondary fo-button--small" disabled={busy} onClick={() => add(scope)}>
                {libraryTexts.addSwatchTo(title)}
              </button>
            ))}
            <button
              type="button"
              className="fo-button fo-button--quiet fo-button--small"
              disabled={!selectedColor}
              title={selectedColor ? labelOf(selectedColor) : libraryTexts.noSelectionColor}
              onClick={() => selectedColor && load(selectedColor)}
            >
              {libraryTexts.fromSelection}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

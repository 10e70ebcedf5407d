import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { libraryTexts, MAX_TEMPLATE_NAME_LENGTH, templateSchema } from '@folio/model';
import type { Project } from '../../app/api';
import { errorText } from '../../app/api';
import { queryKeys } from '../../app/queries';
import { libraryApi, type TemplateRecord } from './library-api';

export const templateListKey = ['library', 'templates'] as const;

type RowMode = { id: string; mode: 'rename' | 'delete' } | null;

/**
 * Templates (docs/api.md "Templates and copies"): save this project as one under a name, and my templates, newest
 * first, each renamed in place or deleted after a confirmation. The dashboard's list of templates is refreshed too.
 */
export function TemplatesSection({ project, onBusy }: { project: Project; onBusy: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const templates = useQuery({ queryKey: templateListKey, queryFn: () => libraryApi().templates(), staleTime: 0 });
  const [name, setName] = useState(project.title ?? '');
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [row, setRow] = useState<RowMode>(null);
  const [rowProblem, setRowProblem] = useState<string | null>(null);
  const ids = { name: useId(), hint: useId(), error: useId() };

  useEffect(() => onBusy(busy !== null), [busy, onBusy]);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: templateListKey }), queryClient.invalidateQueries({ queryKey: queryKeys.templates })]);
  const run = async (key: string, work: () => Promise<unknown>, fail: (message: string) => void): Promise<boolean> => {
    setBusy(key);
    try {
      await work();
      await refresh();
      return true;
    } catch (error) {
      fail(errorText(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setSaved(null);
    setSaveProblem(null);
    const checked = templateSchema.shape.name.safeParse(name);
    if (!checked.success) return setSaveProblem(checked.error.issues[0]?.message ?? libraryTexts.templateFailed(''));
    const trimmed = checked.data;
    const ok = await run('save', () => libraryApi().saveTemplate(project._id, trimmed), (message) => setSaveProblem(libraryTexts.templateFailed(message)));
    if (ok) setSaved(libraryTexts.templateSaved(trimmed));
  };

  return (
    <div className="fo-templates">
      <form
        className="fo-templates__save"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h3 className="fo-library__heading">{libraryTexts.saveAsTemplate}</h3>
        <p id={ids.hint} className="fo-library__hint">
          {libraryTexts.saveAsTemplateHint}
        </p>
        <div className="fo-templates__row">
          <div className="fo-field fo-templates__name">
            <label className="fo-field__label" htmlFor={ids.name}>
              {libraryTexts.templateName}
            </label>
            <input
              id={ids.name}
              className="fo-input"
              value={name}
              maxLength={MAX_TEMPLATE_NAME_LENGTH}
              aria-describedby={saveProblem ? `${ids.hint} ${ids.error}` : ids.hint}
              aria-invalid={saveProblem !== null}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </div>
          <button type="submit" className="fo-button fo-button--primary" disabled={busy !== null}>
            {busy === 'save' ? libraryTexts.saving : libraryTexts.saveTemplate}
          </button>
        </div>
        <p id={ids.error} className="fo-field__error" role="alert">
          {saveProblem}
        </p>
        <p className="fo-templates__saved" role="status">
          {saved}
        </p>
      </form>

      <section className="fo-templates__mine" aria-label={libraryTexts.myTemplates}>
        <h3 className="fo-library__heading">{libraryTexts.myTemplates}</h3>
        {templates.isPending ? (
          <p className="fo-dialog__text">{libraryTexts.loading}</p>
        ) : templates.isError ? (
          <p className="fo-form-error" role="alert">
            {libraryTexts.templatesFailed(errorText(templates.error))}
          </p>
        ) : templates.data.length === 0 ? (
          <p className="fo-swatches__empty">{libraryTexts.noTemplates}</p>
        ) : (
          <ul className="fo-trash fo-templates__list">
            {templates.data.map((template) => (
              <TemplateRow
                key={template.id}
                template={template}
                mode={row?.id === template.id ? row.mode : null}
                busy={busy !== null}
                problem={row?.id === template.id ? rowProblem : null}
                onMode={(mode) => {
                  setRowProblem(null);
                  setRow(mode ? { id: template.id, mode } : null);
                }}
                onRename={(next) => {
                  const checked = templateSchema.shape.name.safeParse(next);
                  if (!checked.success) return setRowProblem(checked.error.issues[0]?.message ?? null);
                  void run(template.id, () => libraryApi().renameTemplate(template.id, checked.data), (message) => setRowProblem(libraryTexts.templateFailed(message))).then((ok) => ok && setRow(null));
                }}
                onDelete={() =>
                  void run(template.id, () => libraryApi().deleteTemplate(template.id), (message) => setRowProblem(libraryTexts.templateDeleteFailed(message))).then((ok) => ok && setRow(null))
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TemplateRow({
  template,
  mode,
  busy,
  problem,
  onMode,
  onRename,
  onDelete,
}: {
  template: TemplateRecord;
  mode: 'rename' | 'delete' | null;
  busy: boolean;
  problem: string | null;
  onMode: (mode: 'rename' | 'delete' | null) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState(template.name);
  const inputId = useId();
  const errorId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(mode);
  useEffect(() => setDraft(template.name), [template.name, mode]);
  // Back from renaming or confirming, the focus returns to the row's Rename button.
  useEffect(() => {
    if (previous.current && !mode) renameButton.current?.focus();
    previous.current = mode;
  }, [mode]);
  const when = new Date(template.created).toLocaleDateString();

  return (
    <li className="fo-trash__item fo-templates__item" data-template={template.name}>
      {mode === 'rename' ? (
        <form
          className="fo-templates__rename"
          onSubmit={(event) => {
            event.preventDefault();
            onRename(draft);
          }}
        >
          <label className="fo-visually-hidden" htmlFor={inputId}>
            {libraryTexts.newTemplateName(template.name)}
          </label>
          <input
            id={inputId}
            className="fo-input fo-templates__rename-input"
            value={draft}
            maxLength={MAX_TEMPLATE_NAME_LENGTH}
            // Opened by the author's own press on Rename: the field takes the focus at once.
            autoFocus
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              event.stopPropagation();
              onMode(null);
            }}
          />
          <div className="fo-trash__buttons">
            <button type="button" className="fo-button fo-button--secondary fo-button--small" disabled={busy} onClick={() => onMode(null)}>
              {libraryTexts.cancel}
            </button>
            <button type="submit" className="fo-button fo-button--primary fo-button--small" disabled={busy}>
              {libraryTexts.save}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="fo-trash__about">
            <span className="fo-trash__name">{template.name}</span>
            <span className="fo-trash__meta">
              {mode === 'delete' ? libraryTexts.confirmDeleteTemplate(template.name) : `${libraryTexts.templatePages(template.pages)} · ${libraryTexts.templateSavedOn(when)}`}
            </span>
          </div>
          {mode === 'delete' ? (
            <div className="fo-trash__buttons">
              <button type="button" className="fo-button fo-button--secondary fo-button--small" disabled={busy} onClick={() => onMode(null)}>
                {libraryTexts.cancel}
              </button>
              <button type="button" className="fo-button fo-button--danger fo-button--small" disabled={busy} onClick={onDelete}>
                {libraryTexts.yesDelete}
              </button>
            </div>
          ) : (
            <div className="fo-trash__buttons">
              <button ref={renameButton} type="button" className="fo-button fo-button--secondary fo-button--small" aria-label={libraryTexts.renameTemplate(template.name)} disabled={busy} onClick={() => onMode('rename')}>
                {libraryTexts.rename}
              </button>
              <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-button--small" aria-label={libraryTexts.deleteTemplate(template.name)} disabled={busy} onClick={() => onMode('delete')}>
                {libraryTexts.delete}
              </button>
            </div>
          )}
        </>
      )}
      {problem && (
        <p id={errorId} className="fo-field__error fo-templates__error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardTexts, starterTexts } from '@folio/model';
import { errorText, type Project, type StarterSummary, type TemplateSummary } from '../app/api';
import { ModalDialog } from '../app/modal-dialog';
import { navigate } from '../app/navigation';
import { queryKeys, useApi } from '../app/queries';
import { editPath } from '../app/routes';
import './starter-gallery.css';

const BLANK = '';
const STARTER = 'starter:';
const TEMPLATE = 'template:';
// The starters are part of Folio: asked for once per session.
const STARTERS_KEY = ['starters'] as const;

/**
 * New project: an optional title and what to start from — a blank project, one of the starter templates Folio ships
 * (a gallery of their first pages, docs/editor.md "Starter templates"), or a copy of one of the author's templates.
 * The gallery is one radio group: arrow keys move between the cards, Enter creates. Creating opens the new project in
 * the constructor.
 */
export function NewProjectDialog({ open, templates, onClose }: { open: boolean; templates: readonly TemplateSummary[]; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [title, setTitle] = useState('');
  const [start, setStart] = useState(BLANK);
  const starters = useQuery({ queryKey: STARTERS_KEY, queryFn: api.starters, enabled: open, staleTime: Number.POSITIVE_INFINITY });

  const create = useMutation({
    mutationFn: ({ title, start }: { title: string; start: string }): Promise<Project> => {
      const titled = title ? { title } : {};
      if (start.startsWith(STARTER)) return api.useStarter(start.slice(STARTER.length), titled);
      return api.createProject({ ...titled, ...(start.startsWith(TEMPLATE) ? { template_id: start.slice(TEMPLATE.length) } : {}) });
    },
    onSuccess: (project) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      close();
      navigate(editPath(project.num_id));
    },
  });

  function close() {
    setTitle('');
    setStart(BLANK);
    create.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ title: title.trim(), start });
  }

  const name = `${id}-start`;
  return (
    <ModalDialog open={open} title={dashboardTexts.newProjectTitle} busy={create.isPending} onClose={close}>
      <form className="fo-dialog__form" onSubmit={submit}>
        <div className="fo-field">
          <label className="fo-field__label" htmlFor={`${id}-title`}>
            {dashboardTexts.projectTitle}
          </label>
          <input id={`${id}-title`} className="fo-input" name="title" value={title} placeholder={dashboardTexts.projectTitlePlaceholder} onChange={(event) => setTitle(event.target.value)} autoComplete="off" autoFocus />
        </div>
        <fieldset className="fo-starters">
          <legend className="fo-field__label">{starterTexts.galleryLabel}</legend>
          <div className="fo-starters__grid">
            <StarterCard name={name} value={BLANK} checked={start === BLANK} onChange={setStart} title={starterTexts.blankTitle} hint={starterTexts.blankHint} />
            {(starters.data ?? []).map((starter) => (
              <StarterCard
                key={starter.id}
                name={name}
                value={`${STARTER}${starter.id}`}
                checked={start === `${STARTER}${starter.id}`}
                onChange={setStart}
                title={starter.title}
                hint={`${starterTexts.pages(starter.pages)} · ${starter.description}`}
                starter={starter}
              />
            ))}
          </div>
          {starters.isError && <p className="fo-starters__note">{starterTexts.loadFailed}</p>}
        </fieldset>
        {templates.length > 0 && (
          <fieldset className="fo-choices">
            <legend className="fo-field__label">{starterTexts.yourTemplates}</legend>
            {templates.map((template) => (
              <label key={template.id} className="fo-choice">
                <input type="radio" name={name} value={`${TEMPLATE}${template.id}`} checked={start === `${TEMPLATE}${template.id}`} onChange={() => setStart(`${TEMPLATE}${template.id}`)} />
                <span className="fo-choice__text">
                  <span className="fo-choice__title">{template.name}</span>
                  <span className="fo-choice__hint">{dashboardTexts.templateHint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div role="alert" className="fo-dialog__alert">
          {create.isError && <p className="fo-form-error">{dashboardTexts.createFailed(errorText(create.error))}</p>}
        </div>
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={close} disabled={create.isPending}>
            {dashboardTexts.cancel}
          </button>
          <button type="submit" className="fo-button fo-button--primary" disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? dashboardTexts.creating : dashboardTexts.createProject}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface StarterCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  hint: string;
  starter?: StarterSummary;
}

/** One card of the gallery: a radio labelled by the starter's name, its first page and what it holds. */
function StarterCard({ name, value, checked, onChange, title, hint, starter }: StarterCardProps) {
  return (
    <label className="fo-starter" data-starter={starter?.id ?? 'blank'}>
      <input className="fo-starter__input" type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span className="fo-starter__preview" aria-hidden="true">
        {starter ? <img src={starter.thumbnail} alt="" width={200} height={150} loading="lazy" /> : <span className="fo-starter__blank" />}
      </span>
      <span className="fo-starter__title">{title}</span>
      <span className="fo-starter__hint">{hint}</span>
    </label>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardTexts } from '@folio/model';
import { errorText, type Project, type TemplateSummary } from '../app/api';
import { ModalDialog } from '../app/modal-dialog';
import { navigate } from '../app/navigation';
import { queryKeys, useApi } from '../app/queries';
import { editPath } from '../app/routes';

const BLANK = '';

/**
 * New project: an optional title and, when the author has templates, what to start from (a blank project, or a copy of
 * a template). Creating opens the new project in the constructor.
 */
export function NewProjectDialog({ open, templates, onClose }: { open: boolean; templates: readonly TemplateSummary[]; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [title, setTitle] = useState('');
  const [start, setStart] = useState(BLANK);

  const create = useMutation({
    mutationFn: ({ title, templateId }: { title: string; templateId: string }): Promise<Project> =>
      api.createProject({ ...(title ? { title } : {}), ...(templateId === BLANK ? {} : { template_id: templateId }) }),
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
    create.mutate({ title: title.trim(), templateId: start });
  }

  return (
    <ModalDialog open={open} title={dashboardTexts.newProjectTitle} busy={create.isPending} onClose={close}>
      <form className="fo-dialog__form" onSubmit={submit}>
        <div className="fo-field">
          <label className="fo-field__label" htmlFor={`${id}-title`}>
            {dashboardTexts.projectTitle}
          </label>
          <input id={`${id}-title`} className="fo-input" name="title" value={title} placeholder={dashboardTexts.projectTitlePlaceholder} onChange={(event) => setTitle(event.target.value)} autoComplete="off" autoFocus />
        </div>
        {templates.length > 0 && (
          <fieldset className="fo-choices">
            <legend className="fo-field__label">{dashboardTexts.startFrom}</legend>
            <Choice name={`${id}-start`} value={BLANK} checked={start === BLANK} onChange={setStart} title={dashboardTexts.blankProject} hint={dashboardTexts.blankProjectHint} />
            {templates.map((template) => (
              <Choice key={template.id} name={`${id}-start`} value={template.id} checked={start === template.id} onChange={setStart} title={template.name} hint={dashboardTexts.templateHint} />
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

function Choice({ name, value, checked, onChange, title, hint }: { name: string; value: string; checked: boolean; onChange: (value: string) => void; title: string; hint: string }) {
  return (
    <label className="fo-choice">
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span className="fo-choice__text">
        <span className="fo-choice__title">{title}</span>
        <span className="fo-choice__hint">{hint}</span>
      </span>
    </label>
  );
}

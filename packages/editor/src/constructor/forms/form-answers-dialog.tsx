import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formAnswersTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { ModalDialog } from '../../app/modal-dialog';
import { useEditor } from '../use-editor';
import { createFormsApi, type ProjectForm } from './forms-api';
import { FormTable } from './form-table';
import { useFormAnswers } from './form-answers-store';
import './form-answers.css';

/**
 * The project's form answers (docs/editor.md "Preview and publish"): its forms listed with their counts, the chosen
 * one's answers as a table (date, then a column per field), newest first, older ones a page at a time, and the
 * server's CSV of them all. Mounted once (the top bar); opened through useFormAnswers.
 */
export function FormAnswersDialog() {
  const { isOpen, close } = useFormAnswers();
  return (
    <ModalDialog open={isOpen} title={formAnswersTexts.title} onClose={close}>
      {isOpen && <FormAnswers onClose={close} />}
    </ModalDialog>
  );
}

function FormAnswers({ onClose }: { onClose: () => void }) {
  const editor = useEditor();
  const magId = editor.document.magId;
  const api = useMemo(() => createFormsApi(magId), [magId]);
  const asked = useFormAnswers((state) => state.widgetId);
  const forms = useQuery({ queryKey: ['forms', magId], queryFn: api.forms, staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(asked);
  const list = forms.data ?? [];
  const current = list.find((form) => form._id === chosen) ?? list[0];
  const pageNum = (form: ProjectForm) => {
    const index = form.pid ? editor.document.pageIds.indexOf(form.pid) : -1;
    return index < 0 ? null : index + 1;
  };
  const nameOf = (form: ProjectForm) => formAnswersTexts.formName(list.indexOf(form) + 1, pageNum(form));

  let body;
  if (forms.isPending) body = <p className="fo-answers__note">{formAnswersTexts.loading}</p>;
  else if (forms.isError) body = <p className="fo-form-error" role="alert">{formAnswersTexts.loadFailed(errorText(forms.error))}</p>;
  else if (!current) body = <p className="fo-answers__note">{formAnswersTexts.noForms}</p>;
  else {
    body = (
      <div className="fo-answers__layout">
        <nav className="fo-answers__forms" aria-label={formAnswersTexts.forms}>
          <ul>
            {list.map((form) => (
              <li key={form._id}>
                <button type="button" className="fo-answers__form" aria-current={form === current ? 'true' : undefined} onClick={() => setChosen(form._id)}>
                  <span className="fo-answers__form-name">{nameOf(form)}</span>
                  <span className="fo-answers__form-count">{formAnswersTexts.formCount(form.submissions)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <FormTable key={current._id} api={api} form={current} name={nameOf(current)} />
      </div>
    );
  }
  return (
    <div className="fo-answers">
      {body}
      <div className="fo-dialog__buttons">
        <button type="button" className="fo-button fo-button--secondary" onClick={onClose}>
          {formAnswersTexts.close}
        </button>
      </div>
    </div>
  );
}

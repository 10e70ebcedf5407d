import { formAnswersTexts } from '@folio/model';
import { FormAnswersIcon } from './form-answers-icon';
import { openFormAnswers } from './form-answers-store';

/** A form widget's way to its answers, at the top of its properties. */
export function FormAnswersLink({ widgetId }: { widgetId: string }) {
  return (
    <button type="button" className="fo-button fo-button--secondary fo-button--small fo-props__answers" onClick={() => openFormAnswers(widgetId)}>
      <FormAnswersIcon />
      {formAnswersTexts.openForForm}
    </button>
  );
}

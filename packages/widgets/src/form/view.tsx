import { useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { formFieldMaxLength, formFieldName, formTexts, type FormField, type FormValue, type FormValues, type FormWidget } from '@folio/model';
import { useWidgetEnvironment } from '../environment';
import { answersOf, fieldProblems, sendAnswers } from './send-answers';

type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/**
 * Form (widgets-and-authoring.md §1; docs/api.md "Forms"): a labelled input per field, then the submit button. Labels
 * are drawn as text, never as HTML. Answers are checked here first, then posted to the published project; the
 * status line (aria-live) says what happened. Drawn the same by the server and the first client render.
 */
export default function FormView({ widget }: { widget: FormWidget }) {
  const environment = useWidgetEnvironment();
  const fields = widget.fields ?? [];
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const sending = status.state === 'sending';
  const inputId = (index: number) => `${baseId}-${index}`;

  const change = (field: FormField, value: FormValue) => {
    setValues((current) => ({ ...current, [field.id]: value }));
    if (problems[field.id]) setProblems(({ [field.id]: _fixed, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (environment.mode === 'editor' || sending) return;
    const answers = answersOf(fields, values);
    const found = fieldProblems(fields, answers);
    setProblems(found);
    const first = fields.findIndex((field) => found[field.id]);
    if (first >= 0) {
      setStatus({ state: 'failed', message: formTexts.checkFields });
      formRef.current?.ownerDocument.getElementById(inputId(first))?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    const result = await sendAnswers(environment, widget._id, answers);
    if (!result) setStatus({ state: 'idle' });
    else setStatus(result.sent ? { state: 'sent' } : { state: 'failed', message: result.message });
  }

  const statusText = status.state === 'sent' ? widget.success_message || formTexts.success : status.state === 'failed' ? status.message : '';
  return (
    <form ref={formRef} className="folio-form" noValidate aria-busy={sending} onSubmit={(event) => void submit(event)} style={formStyle}>
      {status.state !== 'sent' && (
        <>
          {fields.map((field, index) => (
            <FormFieldRow key={field.id} field={field} id={inputId(index)} value={values[field.id]} problem={problems[field.id]} onChange={(value) => change(field, value)} />
          ))}
          <button type="submit" className="folio-form-submit" disabled={sending} style={buttonStyle}>
            {sending ? formTexts.sending : widget.submit_label || formTexts.submit}
          </button>
        </>
      )}
      <p className="folio-form-status" role="status" aria-live="polite" style={statusStyle}>
        {statusText}
      </p>
    </form>
  );
}

interface FormFieldRowProps {
  field: FormField;
  id: string;
  value: FormValue | undefined;
  problem: string | undefined;
  onChange: (value: FormValue) => void;
}

function FormFieldRow({ field, id, value, problem, onChange }: FormFieldRowProps) {
  const name = formFieldName(field);
  const required = !!field.required;
  const problemId = `${id}-problem`;
  const mark = required && (
    <span className="folio-form-required" aria-hidden="true">
      {` ${formTexts.requiredMark}`}
    </span>
  );
  const shared = { id, required, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? problemId : undefined } as const;
  const text = typeof value === 'string' ? value : '';
  let control;
  if (field.kind === 'checkbox') {
    control = (
      <label htmlFor={id} style={checkboxStyle}>
        <input {...shared} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        {name}
        {mark}
      </label>
    );
  } else {
    const input =
      field.kind === 'textarea' ? (
        <textarea {...shared} value={text} maxLength={formFieldMaxLength(field.kind)} onChange={(event) => onChange(event.target.value)} style={inputStyle} />
      ) : field.kind === 'select' ? (
        <select {...shared} value={text} onChange={(event) => onChange(event.target.value)} style={inputStyle}>
          <option value="">{formTexts.choose}</option>
          {(field.options ?? []).map((option, index) => (
            <option key={index} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={field.kind === 'email' ? 'email' : 'text'}
          autoComplete={field.kind === 'email' ? 'email' : undefined}
          value={text}
          maxLength={formFieldMaxLength(field.kind)}
          onChange={(event) => onChange(event.target.value)}
          style={inputStyle}
        />
      );
    control = (
      <>
        <label htmlFor={id}>
          {name}
          {mark}
        </label>
        {input}
      </>
    );
  }
  return (
    <div className="folio-form-field" style={fieldStyle}>
      {control}
      {problem && (
        <span id={problemId} className="folio-form-problem" style={problemStyle}>
          {problem}
        </span>
      )}
    </div>
  );
}

// Sizes in em follow the page's text; the form scrolls inside its box when its fields need more room.
const formStyle: CSSProperties = {
  width: '100%',
  height: '100%',
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75em',
  boxSizing: 'border-box',
  font: '15px/1.4 Roboto,"Helvetica Neue",Arial,sans-serif',
  color: '#1f2328',
};
const fieldStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '0.25em' };
const inputStyle: CSSProperties = {
  font: 'inherit',
  boxSizing: 'border-box',
  width: '100%',
  padding: '0.45em 0.6em',
  border: '1px solid #aab2bb',
  borderRadius: 4,
  background: '#fff',
  color: 'inherit',
};
const checkboxStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.5em' };
const buttonStyle: CSSProperties = {
  font: 'inherit',
  fontWeight: 500,
  alignSelf: 'flex-start',
  padding: '0.5em 1.4em',
  border: 0,
  borderRadius: 4,
  background: '#1f2328',
  color: '#fff',
  cursor: 'pointer',
};
const problemStyle: CSSProperties = { color: '#b00020', fontSize: '0.875em' };
const statusStyle: CSSProperties = { margin: 0 };

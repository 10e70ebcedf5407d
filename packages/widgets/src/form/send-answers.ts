import { checkFormValues, createHttpClient, emptyFormValue, formProblemText, HttpError, formTexts, type FormField, type FormValues, type HttpClient } from '@folio/model';
import type { WidgetEnvironment } from '../environment';

// The form widget's submit, apart from its view: what the browser checks first, and what posting the answers to
// POST /api/forms/{magNumId}/{widgetId} (docs/api.md "Forms") leads to.

const defaultHttp = createHttpClient();

/** The answers of these fields, as sent: one per field, a field not touched yet empty. */
export function answersOf(fields: readonly FormField[], values: Readonly<FormValues>): FormValues {
  return Object.fromEntries(fields.map((field) => [field.id, Object.hasOwn(values, field.id) ? values[field.id]! : emptyFormValue(field)]));
}

/** The problems the browser finds before sending, as the text shown under each field, by field id. */
export function fieldProblems(fields: readonly FormField[], answers: Readonly<FormValues>): Record<string, string> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const problems: Record<string, string> = {};
  for (const error of checkFormValues(fields, answers)) problems[error.fieldId] ??= formProblemText(error, byId.get(error.fieldId));
  return problems;
}

export type SendResult = { sent: true } | { sent: false; message: string };

/**
 * Posts the answers. In the editor nothing is sent (undefined). In preview, a form the published version does not
 * have yet (404), or a project never published, gets the message that the form works once published; otherwise a
 * refusal shows the server's message, and a failed connection says so.
 */
export async function sendAnswers(
  environment: WidgetEnvironment,
  widgetId: string,
  answers: FormValues,
  http: HttpClient = defaultHttp,
): Promise<SendResult | undefined> {
  if (environment.mode === 'editor') return undefined;
  if (environment.magNumId === null) return { sent: false, message: formTexts.worksOncePublished };
  try {
    await http.post(`/api/forms/${environment.magNumId}/${encodeURIComponent(widgetId)}`, { values: answers });
    return { sent: true };
  } catch (error) {
    if (!(error instanceof HttpError)) return { sent: false, message: formTexts.sendFailed };
    if (environment.mode === 'preview' && error.statusCode === 404) return { sent: false, message: formTexts.worksOncePublished };
    return { sent: false, message: error.message };
  }
}

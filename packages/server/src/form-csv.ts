import { formFieldName, formTexts, type FormField, type FormValue } from '@folio/model';

// docs/api.md "Forms": a form's submissions as CSV (RFC 4180), for a spreadsheet. Answers are the visitors' own
// text, so a cell that a spreadsheet would read as a formula (= + - @, tab, carriage return) gets a leading '
// (OWASP "CSV injection"); labels are the author's, treated alike.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const BOM = '\uFEFF';
const LINE_END = '\r\n';

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with a byte order mark (so spreadsheets read it as UTF-8), CRLF line ends, every line ended. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',') + LINE_END).join('');
}

const answerText = (value: FormValue | undefined) =>
  value === undefined ? '' : typeof value === 'boolean' ? (value ? formTexts.csvYes : formTexts.csvNo) : value;

/**
 * One column per field, headed by its label, in field order, then the time of the submission. Answers to fields
 * the form no longer has keep a column of their own, headed by the field's id, before the time.
 */
export function submissionsCsv(fields: readonly FormField[], submissions: readonly { values: Record<string, FormValue>; createdAt: Date }[]): string {
  const ids = fields.map((field) => field.id);
  const known = new Set(ids);
  for (const { values } of submissions) {
    for (const id of Object.keys(values)) {
      if (!known.has(id)) {
        known.add(id);
        ids.push(id);
      }
    }
  }
  const names = new Map(fields.map((field) => [field.id, formFieldName(field)]));
  const header = [...ids.map((id) => names.get(id) ?? id), formTexts.csvSubmittedAt];
  const rows = submissions.map(({ values, createdAt }) => [...ids.map((id) => answerText(values[id])), createdAt.toISOString()]);
  return csvDocument([header, ...rows]);
}

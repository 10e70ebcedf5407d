import { createHttpClient, formConstants, type FormField, type HttpClient } from '@folio/model';

/** One form of the project as GET /api/mag/{id}/forms lists it (docs/api.md "Forms"). */
export interface ProjectForm {
  _id: string;
  /** The page it is on. */
  pid: string | null;
  fields: FormField[];
  /** Visitors can answer it now (it is in the current published version). */
  published: boolean;
  draft: boolean;
  submissions: number;
  last_submitted_at: string | null;
}

export interface FormSubmission {
  _id: string;
  page_id: string;
  version: number;
  values: Record<string, string | boolean>;
  created_at: string;
}

export interface SubmissionsPage {
  fields: FormField[];
  submissions: FormSubmission[];
  /** The `before` of the next (older) page; null on the last. */
  next_before: string | null;
}

/** The form answers calls: the forms, a form's answers a page at a time (newest first), its CSV's address. */
export function createFormsApi(magId: string, http: HttpClient = createHttpClient()) {
  const base = `/api/mag/${encodeURIComponent(magId)}/forms`;
  return {
    forms: () => http.get<{ forms: ProjectForm[] }>(base).then((answer) => answer.forms),
    submissions: (widgetId: string, before: string | null) => {
      const query = new URLSearchParams({ limit: String(formConstants.submissionsPageSize) });
      if (before) query.set('before', before);
      return http.get<SubmissionsPage>(`${base}/${encodeURIComponent(widgetId)}/submissions?${query}`);
    },
    csvHref: (widgetId: string) => `${base}/${encodeURIComponent(widgetId)}/submissions.csv`,
  };
}

export type FormsApi = ReturnType<typeof createFormsApi>;

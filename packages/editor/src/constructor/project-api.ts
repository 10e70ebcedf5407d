import { createHttpClient, type HttpClient, type Page, type PageEditable } from '@folio/model';
import type { Project } from '../app/api';

/** A page in the trash, as GET /api/mag/{id}/trash lists it. */
export interface TrashedPage {
  _id: string;
  num_id: number;
  title: string;
  uri: string | null;
  /** ISO 8601 time it went to the trash. */
  trashed: string;
  widgetsCount: number;
}

/**
 * The constructor's calls besides the save queue's (docs/api.md "Drafts and revisions", "Publishing"): the page
 * list's (add, duplicate, trash, restore, delete for good) and publishing. Every write carries the revision the
 * constructor last saw and answers the new one.
 */
export function createProjectApi(magId: string, http: HttpClient = createHttpClient()) {
  const mag = `/api/mag/${encodeURIComponent(magId)}`;
  return {
    draft: () => http.get<Project>(`/api/projects/${encodeURIComponent(magId)}`),
    /** A blank page at position `num` (1-based), or a copy of `duplicateOf` there. */
    addPage: (revision: number, options: { num?: number; duplicateOf?: string; page?: PageEditable }) =>
      http.post<{ revision: number; page: Page }>(`${mag}/pages`, { revision, ...options }),
    trashPages: (revision: number, pids: string[]) => http.del<{ revision: number; pids: string[] }>(`${mag}/pages`, { revision, pids }),
    trash: () => http.get<{ pages: TrashedPage[] }>(`${mag}/trash`),
    restorePages: (revision: number, pids: string[]) => http.patch<{ revision: number; pids: string[] }>(`${mag}/pages/trash`, { revision, pids }),
    purgePages: (revision: number, pids: string[]) => http.del<{ revision: number; pids: string[] }>(`${mag}/pages/trash`, { revision, pids }),
    publish: () => http.post<{ is_published: boolean; published: string; version: number }>(`/api/publish/${encodeURIComponent(magId)}`),
  };
}

export type ProjectApi = ReturnType<typeof createProjectApi>;

import { createHttpClient, type HttpClient, type Page, type VersionKind } from '@folio/model';
import type { Project } from '../../app/api';

/** One version as GET /api/projects/{id}/versions lists it (docs/api.md "Version history"): without its document. */
export interface VersionSummary {
  _id: string;
  kind: VersionKind;
  /** ISO 8601 time it was made. */
  created: string;
  author: { _id: string; name: string } | null;
  /** The draft's revision it holds. */
  revision: number;
  /** The published version it is (publishes only). */
  published_version: number | null;
  /** For a before-restore version: the version restored next, or `published` (revert-version). */
  restored_from: string | null;
  pages_count: number;
  /** The first page with the widgets its thumbnail draws, shaped as a draft's page. */
  thumbnail: Page | null;
}

/** A page of the list: the versions, and the cursor of the next older page (null on the last). */
export interface VersionPage {
  versions: VersionSummary[];
  next_before: string | null;
}

/** The version history's calls: the list a page at a time, one version's document (a draft's shape), restore. */
export function createHistoryApi(magId: string, http: HttpClient = createHttpClient()) {
  const base = `/api/projects/${encodeURIComponent(magId)}/versions`;
  return {
    /** The newest versions, or those older than `before` (the previous page's `next_before`). */
    list: (before: string | null = null) => http.get<VersionPage>(before ? `${base}?before=${encodeURIComponent(before)}` : base),
    version: (versionId: string) => http.get<{ version: VersionSummary; document: Project }>(`${base}/${encodeURIComponent(versionId)}`),
    /** Replaces the draft with the version (the server keeps the draft first); answers the new draft. */
    restore: (versionId: string, revision: number) => http.post<Project>(`${base}/${encodeURIComponent(versionId)}/restore`, { revision }),
  };
}

export type HistoryApi = ReturnType<typeof createHistoryApi>;

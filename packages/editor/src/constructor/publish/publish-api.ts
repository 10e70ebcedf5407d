import { createHttpClient, type HttpClient } from '@folio/model';
import type { Project } from '../../app/api';

/**
 * The publish panel's calls besides publishing itself (project-api.ts): unpublish, revert the draft to the published
 * version, and the custom domain (docs/api.md "Publishing", "Custom domains").
 */
export function createPublishApi(magId: string, http: HttpClient = createHttpClient()) {
  const id = encodeURIComponent(magId);
  return {
    unpublish: () => http.post<{ is_published: false; published: null }>(`/api/unpublish/${id}`),
    /** The draft as it is after the revert (with its new revision). */
    revert: () => http.post<Project & { revision: number }>(`/api/mag/${id}/revert-version`),
    checkDomain: (numId: number, domain: string) => http.post<{ domain: string; available: boolean }>('/api/checkdomain', { num_id: numId, domain }),
    connectDomain: (domain: string) => http.post<{ domain: string | null; status: 'on' | 'off' }>(`/api/mag/domain/${id}`, { domain, status: 'on' }),
    disconnectDomain: () => http.post<{ domain: null; status: 'off' }>(`/api/mag/domain/${id}`, { status: 'off' }),
  };
}

export type PublishApi = ReturnType<typeof createPublishApi>;

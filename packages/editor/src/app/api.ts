import { createHttpClient, dashboardTexts, HttpError, type HttpClient, type LoginBody, type Mag, type MemberRole, type PerformanceSummary, type ProfileBody, type ProjectMember, type ProjectRole, type SignupBody, type User } from '@folio/model';

/** One row of GET /api/projects (docs/api.md "Drafts and revisions"). */
export interface ProjectSummary {
  _id: string;
  num_id: number;
  uri: string | null;
  /** The published version's address: another project of the author may not take it. */
  published_uri: string | null;
  title: string;
  is_published: boolean;
  /** ISO 8601 time of the last publication; null when never published. */
  published: string | null;
  is_private: boolean;
  revision: number;
  created: string;
  updated: string;
  /** The published first page's screenshot (docs/jobs.md "Screenshots"), null until one is made. */
  screenshot: string | null;
  /** The draft's first page's picture while it shows the draft as it is now (docs/jobs.md "Draft screenshots"). */
  draft_screenshot?: string | null;
  /** What I am in it (docs/editor.md "Sharing and roles"); a project shared with me names its owner. */
  role?: ProjectRole;
  owner?: { name: string; uri: string };
}

/** GET /api/projects/{id}/screenshots: the draft's pages' latest pictures, current when drawn from the draft as it is. */
export interface DraftScreenshots {
  revision: number;
  pages: { _id: string; screenshot: string; current: boolean }[];
}

/** A draft as GET /api/projects/{id} answers it: the mag, its pages and their widgets. */
export type Project = Mag & { role?: ProjectRole };

/** widgets-and-authoring.md §3 "Template": id, name (GET /api/user_templates/). */
export interface TemplateSummary {
  id: string;
  name: string;
}

/** A starter template Folio ships, as GET /api/starters lists it (docs/api.md "Starter templates"). */
export interface StarterSummary {
  id: string;
  title: string;
  description: string;
  pages: number;
  thumbnail: string;
}

/** The calls the dashboard and the constructor shell make, through the model's client helper (§7). */
export function createEditorApi(http: HttpClient = createHttpClient()) {
  return {
    /** The signed-in user, or null without a session (401). */
    me: async (): Promise<User | null> => {
      try {
        return await http.get<User>('/api/auth/me');
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) return null;
        throw error;
      }
    },
    signUp: (body: SignupBody) => http.post<User>('/api/auth/signup', body),
    logIn: (body: LoginBody) => http.post<User>('/api/auth/login', body),
    logOut: () => http.post<void>('/api/auth/logout'),
    /** My public links and picture (docs/api.md "Authors"); answers my account as /api/auth/me does. */
    updateProfile: (body: ProfileBody) => http.patch<User>('/api/user/profile', body),
    projects: () => http.get<ProjectSummary[]>('/api/projects'),
    project: (id: string) => http.get<Project>(`/api/projects/${encodeURIComponent(id)}`),
    /** Who the project is shared with (docs/api.md "Sharing and roles"): the owner's alone. */
    members: (id: string) => http.get<{ members: ProjectMember[] }>(`/api/projects/${encodeURIComponent(id)}/members`),
    inviteMember: (id: string, body: { email: string; role: MemberRole }) => http.post<{ members: ProjectMember[] }>(`/api/projects/${encodeURIComponent(id)}/members`, body),
    changeMemberRole: (id: string, email: string, role: MemberRole) =>
      http.patch<{ members: ProjectMember[] }>(`/api/projects/${encodeURIComponent(id)}/members/${encodeURIComponent(email)}`, { role }),
    removeMember: (id: string, email: string) => http.del<{ members: ProjectMember[] }>(`/api/projects/${encodeURIComponent(id)}/members/${encodeURIComponent(email)}`),
    draftScreenshots: (id: string) => http.get<DraftScreenshots>(`/api/projects/${encodeURIComponent(id)}/screenshots`),
    /** The published project's render reports as medians per device class (docs/api.md "Telemetry"). */
    performance: (id: string) => http.get<PerformanceSummary>(`/api/projects/${encodeURIComponent(id)}/performance`),
    /** A blank project, or with `template_id` a copy of one of the author's templates (docs/api.md). */
    createProject: (body: { title?: string; template_id?: string }) => http.post<Project>('/api/projects', body),
    /** The starter templates Folio ships. */
    starters: () => http.get<StarterSummary[]>('/api/starters'),
    /** A new project of the author made from a starter template. */
    useStarter: (id: string, body: { title?: string }) => http.post<Project>(`/api/starters/${encodeURIComponent(id)}/use`, body),
    duplicateProject: (id: string) => http.post<Project>(`/api/projects/${encodeURIComponent(id)}/duplicate`),
    deleteProject: (id: string) => http.del<void>(`/api/projects/${encodeURIComponent(id)}`),
    /** The author's templates; a server without the templates call (404) has none. */
    templates: async (): Promise<TemplateSummary[]> => {
      try {
        const list = await http.get<unknown>('/api/user_templates/');
        return templatesOf(list);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return [];
        throw error;
      }
    },
  };
}

export type EditorApi = ReturnType<typeof createEditorApi>;

/** The usable templates of a reply: entries with a text id and name; anything else is left out. */
export function templatesOf(reply: unknown): TemplateSummary[] {
  if (!Array.isArray(reply)) return [];
  return reply.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name } = item as Record<string, unknown>;
    return typeof id === 'string' && id && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/**
 * What to tell the author when a call fails: the server's message (every API error is {message, statusCode}), or,
 * when no answer came at all (fetch rejects with a TypeError), that the server could not be reached.
 */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return dashboardTexts.networkError;
}

export const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

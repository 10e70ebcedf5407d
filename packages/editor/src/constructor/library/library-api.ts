import { createHttpClient, type HttpClient, type Swatch } from '@folio/model';

export type SwatchScope = 'project' | 'global';

/** One of my templates as GET /api/user_templates/ lists it (docs/api.md "Templates and copies"). */
export interface TemplateRecord {
  id: string;
  name: string;
  mag_id: string;
  pages: number;
  first_page_id: string | null;
  thumbnail: string | null;
  created: string;
  updated: string;
}

const swatchPath = (scope: SwatchScope, id: string) => `/api/swatches/${scope}/${encodeURIComponent(id)}`;

/** The library's calls (widgets-and-authoring.md §7): swatches of a project or of the author, and templates. */
export function createLibraryApi(http: HttpClient = createHttpClient()) {
  return {
    swatches: (scope: SwatchScope, id: string) => http.get<Swatch>(swatchPath(scope, id)),
    saveSwatches: (scope: SwatchScope, id: string, colors: readonly string[]) => http.put<Swatch>(swatchPath(scope, id), { colors }),
    moveSwatch: (scope: SwatchScope, id: string, from: number, to: number) => http.put<Swatch>(`${swatchPath(scope, id)}/move`, { from, to }),
    templates: () => http.get<TemplateRecord[]>('/api/user_templates/'),
    saveTemplate: (magId: string, name: string) => http.post<TemplateRecord>('/api/template/', { mag_id: magId, name }),
    renameTemplate: (id: string, name: string) => http.put<TemplateRecord>('/api/template/', { id, name }),
    deleteTemplate: (id: string) => http.del<void>('/api/template/', { id }),
  };
}

export type LibraryApi = ReturnType<typeof createLibraryApi>;

let defaultApi: LibraryApi | undefined;
export const libraryApi = (): LibraryApi => (defaultApi ??= createLibraryApi());

import { createContext, useContext } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { editorShellConstants, HttpError } from '@folio/model';
import { createEditorApi, type EditorApi } from './api';

export const queryKeys = {
  me: ['me'],
  projects: ['projects'],
  project: (id: string) => ['project', id],
  draftScreenshots: (id: string, revision: number | undefined) => ['draft-screenshots', id, revision],
  templates: ['templates'],
} as const;

// Ours: a failed read is tried again twice (a network hiccup), but a refusal of the request itself is final.
const MAX_RETRIES = 2;

/** Retry only what may succeed on its own: no answer at all, or a server error (5xx); a 4xx answer is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.statusCode < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: editorShellConstants.queryStaleMs, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

const ApiContext = createContext<EditorApi | null>(null);
export const ApiProvider = ApiContext.Provider;

let defaultApi: EditorApi | undefined;
/** The API calls; tests and server renders provide their own. */
export function useApi(): EditorApi {
  return useContext(ApiContext) ?? (defaultApi ??= createEditorApi());
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Swatch } from '@folio/model';
import { queryKeys, useApi } from '../../app/queries';
import { libraryApi, type SwatchScope } from './library-api';

export const swatchKeys = {
  project: (projectId: string) => ['swatches', 'project', projectId] as const,
  global: (userId: string | undefined) => ['swatches', 'global', userId ?? ''] as const,
};

export interface Swatches {
  /** The project's colours and the author's global ones, RRGGBBAA, in the author's order ([] while loading). */
  project: string[];
  global: string[];
  isPending: boolean;
  error: unknown;
  /** Stores a list whole (add, change, delete are saves of the new list); resolves with what the server kept. */
  save: (scope: SwatchScope, colors: readonly string[]) => Promise<Swatch>;
  move: (scope: SwatchScope, from: number, to: number) => Promise<Swatch>;
  isSaving: boolean;
}

/**
 * A project's swatches and the signed-in author's global ones (docs/api.md "Swatches"), for the library and for
 * any colour field that lists them. Reads are shared through the query cache, so every user of the hook sees a
 * save at once.
 */
export function useSwatches(projectId: string): Swatches {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me, staleTime: Infinity });
  const userId = me.data?._id;
  const project = useQuery({ queryKey: swatchKeys.project(projectId), queryFn: () => libraryApi().swatches('project', projectId) });
  const global = useQuery({ queryKey: swatchKeys.global(userId), queryFn: () => libraryApi().swatches('global', userId!), enabled: Boolean(userId) });

  const keyOf = (scope: SwatchScope) => (scope === 'project' ? swatchKeys.project(projectId) : swatchKeys.global(userId));
  const idOf = (scope: SwatchScope) => (scope === 'project' ? projectId : userId);
  const write = useMutation({
    mutationFn: ({ scope, run }: { scope: SwatchScope; run: (id: string) => Promise<Swatch> }) => {
      const id = idOf(scope);
      if (!id) throw new Error('Not signed in');
      return run(id);
    },
    onSuccess: (swatch, { scope }) => queryClient.setQueryData(keyOf(scope), swatch),
  });

  return {
    project: project.data?.colors ?? [],
    global: global.data?.colors ?? [],
    isPending: project.isPending || me.isPending || (Boolean(userId) && global.isPending),
    error: project.error ?? global.error ?? me.error,
    save: (scope, colors) => write.mutateAsync({ scope, run: (id) => libraryApi().saveSwatches(scope, id, colors) }),
    move: (scope, from, to) => write.mutateAsync({ scope, run: (id) => libraryApi().moveSwatch(scope, id, from, to) }),
    isSaving: write.isPending,
  };
}

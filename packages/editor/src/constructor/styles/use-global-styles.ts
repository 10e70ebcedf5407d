import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createHttpClient, type HttpClient, type LinkStyle, type ListStyle, type NamedStyleKind, type TextStyle } from '@folio/model';
import { queryKeys, useApi } from '../../app/queries';
import type { NamedStyleKindName } from '../../core/actions/named-styles';

// "My styles": the author's own named styles for all their projects (widgets-and-authoring.md §3), read and saved
// whole with GET and PUT /api/{text|link|list}-styles/global/{userId} (§7; docs/api.md "Text, link and list
// styles"). They are not part of a project, so not in its undo history: a change is saved at once.

export type StylesOfKind<K extends NamedStyleKindName> = K extends 'text' ? TextStyle[] : K extends 'link' ? LinkStyle[] : ListStyle[];

const pathKind: Record<NamedStyleKindName, NamedStyleKind> = { text: 'text-styles', link: 'link-styles', list: 'list-styles' };

/** The calls of My styles. */
export function createGlobalStylesApi(http: HttpClient = createHttpClient()) {
  const path = (kind: NamedStyleKindName, userId: string) => `/api/${pathKind[kind]}/global/${encodeURIComponent(userId)}`;
  return {
    read: <K extends NamedStyleKindName>(kind: K, userId: string) => http.get<{ styles: StylesOfKind<K> }>(path(kind, userId)),
    save: <K extends NamedStyleKindName>(kind: K, userId: string, styles: StylesOfKind<K>) => http.put<{ styles: StylesOfKind<K> }>(path(kind, userId), { styles }),
  };
}

let defaultApi: ReturnType<typeof createGlobalStylesApi> | undefined;
const globalStylesApi = () => (defaultApi ??= createGlobalStylesApi());

export const globalStylesKey = (kind: NamedStyleKindName, userId: string | undefined) => ['styles', 'global', kind, userId ?? ''] as const;

export interface GlobalStyles<K extends NamedStyleKindName> {
  /** My styles of the kind ([] while loading or without a session). */
  styles: StylesOfKind<K>;
  isPending: boolean;
  error: unknown;
  /** Saves the list whole; resolves with what the server kept. */
  save: (styles: StylesOfKind<K>) => Promise<StylesOfKind<K>>;
  isSaving: boolean;
}

/** My styles of one kind, shared through the query cache (every panel sees a save at once). */
export function useGlobalStyles<K extends NamedStyleKindName>(kind: K, enabled = true): GlobalStyles<K> {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me, staleTime: Infinity });
  const userId = me.data?._id;
  const key = globalStylesKey(kind, userId);
  const read = useQuery({ queryKey: key, queryFn: () => globalStylesApi().read(kind, userId!), enabled: enabled && Boolean(userId) });
  const write = useMutation({
    mutationFn: (styles: StylesOfKind<K>) => {
      if (!userId) throw new Error('Not signed in');
      return globalStylesApi().save(kind, userId, styles);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  return {
    styles: read.data?.styles ?? ([] as unknown as StylesOfKind<K>),
    isPending: me.isPending || (enabled && Boolean(userId) && read.isPending),
    error: read.error ?? me.error,
    save: async (styles) => (await write.mutateAsync(styles)).styles,
    isSaving: write.isPending,
  };
}

import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPrivacyApi, type Privacy, type PrivacyBody } from './privacy';

export const privacyKey = (magId: string) => ['privacy', magId] as const;

/**
 * The project's privacy for the settings dialogs: read fresh whenever a dialog opens (it is live state, changed
 * outside the draft), and written with POST /api/privacy/mag/{numId}; both dialogs share what was read and written.
 */
export function usePrivacy(magId: string, enabled: boolean) {
  const api = useMemo(() => createPrivacyApi(magId), [magId]);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: privacyKey(magId), queryFn: api.read, enabled, staleTime: 0, refetchOnWindowFocus: false });
  const write = async (current: Privacy, body: PrivacyBody) => {
    const next = await api.write(current, body);
    queryClient.setQueryData(privacyKey(magId), next);
    return next;
  };
  return { privacy: query.data, pending: query.isPending, error: query.error, write };
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { insightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { insightsKeys } from './keys.ts';

/** GET /api/parent/digest — whether the weekly reading digest is on. */
export const fetchDigest = (signal?: AbortSignal) => callApi(insightsApi.getDigest, { signal });

export const digestQueryOptions = () =>
  queryOptions({ queryKey: insightsKeys.digest(), queryFn: ({ signal }) => fetchDigest(signal) });

export function useDigest() {
  return useQuery(digestQueryOptions());
}

/** PUT /api/parent/digest { weeklyDigest } */
export const saveDigest = (weeklyDigest: boolean) =>
  callApi(insightsApi.putDigest, { body: { weeklyDigest } });

export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['insights', 'digest', 'save'],
    mutationFn: saveDigest,
    onSuccess: (answer) => queryClient.setQueryData(insightsKeys.digest(), answer),
  });
}

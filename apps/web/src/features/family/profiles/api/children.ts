import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** GET /api/users/children — the family's child profiles in full. */
export const fetchChildren = (signal?: AbortSignal) =>
  callApi(profilesApi.listChildren, { signal });

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'children'],
    queryFn: ({ signal }) => fetchChildren(signal),
  });

export function useChildren() {
  return useQuery(childrenQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';

/** GET /api/users/child/{id} */
export const fetchChild = (id: string, signal?: AbortSignal) =>
  callApi(profilesApi.getChild, { params: { id }, signal });

export const childQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['profiles', 'child', id],
    queryFn: ({ signal }) => fetchChild(id, signal),
  });

export function useChild(id: string) {
  return useQuery(childQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/profile/list */
export const fetchProfileList = (signal?: AbortSignal) => callApi(authApi.profileList, { signal });

export const profileListQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'profiles'],
    queryFn: ({ signal }) => fetchProfileList(signal),
  });

export function useProfileList() {
  return useQuery(profileListQueryOptions());
}

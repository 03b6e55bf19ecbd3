import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/users/details */
export const fetchUserDetails = (signal?: AbortSignal) => callApi(authApi.details, { signal });

export const userDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'details'],
    queryFn: ({ signal }) => fetchUserDetails(signal),
  });

export function useUserDetails(enabled = true) {
  return useQuery({ ...userDetailsQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { interestsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { interestsKeys } from './keys.ts';

/** GET /api/user/interests — the caller's interests and the areas to choose from. */
export const fetchInterests = (signal?: AbortSignal) => callApi(interestsApi.get, { signal });

export const interestsQueryOptions = () =>
  queryOptions({
    queryKey: interestsKeys.mine(),
    queryFn: ({ signal }) => fetchInterests(signal),
  });

export function useInterests() {
  return useQuery(interestsQueryOptions());
}

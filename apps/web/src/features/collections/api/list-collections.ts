import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

/** GET /api/user-collections */
export const fetchCollections = (signal?: AbortSignal) => callApi(collectionsApi.list, { signal });

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: collectionsKeys.list(),
    queryFn: ({ signal }) => fetchCollections(signal),
  });

export function useCollections(enabled = true) {
  return useQuery({ ...collectionsQueryOptions(), enabled });
}

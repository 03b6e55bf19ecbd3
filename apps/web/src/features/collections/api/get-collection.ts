import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

/** GET /api/user-collections/:id */
export const fetchCollection = (id: string, signal?: AbortSignal) =>
  callApi(collectionsApi.get, { params: { id }, signal });

export const collectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collectionsKeys.detail(id),
    queryFn: ({ signal }) => fetchCollection(id, signal),
  });

export function useCollection(id: string) {
  return useQuery(collectionQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/collection/:id/child — an admin collection with the books the reader may see. */
export const fetchAdminCollection = (id: string, signal?: AbortSignal) =>
  callApi(catalogueApi.adminCollectionForChild, { params: { id }, signal });

export const adminCollectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.adminCollection(id),
    queryFn: ({ signal }) => fetchAdminCollection(id, signal),
  });

export function useAdminCollection(id: string) {
  return useQuery(adminCollectionQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/books/details/:id/related — the "More books you might like" row. */
export const fetchRelatedBooks = (id: string, signal?: AbortSignal) =>
  callApi(catalogueApi.related, { params: { id }, signal });

export const relatedBooksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.related(id),
    queryFn: ({ signal }) => fetchRelatedBooks(id, signal),
    retry: false,
  });

export function useRelatedBooks(id: string) {
  return useQuery(relatedBooksQueryOptions(id));
}

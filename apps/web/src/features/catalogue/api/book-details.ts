import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/books/details/:id */
export const fetchBookDetails = (id: string, signal?: AbortSignal) =>
  callApi(catalogueApi.details, { params: { id }, signal });

export const bookDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.details(id),
    queryFn: ({ signal }) => fetchBookDetails(id, signal),
    // Territory, school hours and not-found answers do not change by asking again.
    retry: false,
  });

export function useBookDetails(id: string) {
  return useQuery(bookDetailsQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/books/series/:id (a series id) */
export const fetchBookSeries = (id: string, signal?: AbortSignal) =>
  callApi(catalogueApi.series, { params: { id }, signal });

export const bookSeriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.series(id),
    queryFn: ({ signal }) => fetchBookSeries(id, signal),
  });

export function useBookSeries(id: string | undefined) {
  return useQuery({ ...bookSeriesQueryOptions(id ?? ''), enabled: !!id });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/text-search/filters */
export const fetchSearchFilters = (signal?: AbortSignal) =>
  callApi(catalogueApi.searchFilters, { signal });

export const searchFiltersQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.filters(),
    queryFn: async ({ signal }) => {
      // Spec §7: other lists fall back to empty on failure (search still works unfiltered).
      try {
        return await fetchSearchFilters(signal);
      } catch (e) {
        if (signal.aborted) throw e;
        return [];
      }
    },
    staleTime: 10 * 60_000,
  });

export function useSearchFilters() {
  return useQuery(searchFiltersQueryOptions());
}

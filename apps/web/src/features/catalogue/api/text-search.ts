import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogueApi, type TextSearchQuery } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf } from './landing.ts';

export const SEARCH_PAGE_SIZE = 24;

/** GET /api/text-search/child (array parameters go JSON-encoded, spec §7). */
export const fetchTextSearch = (query: TextSearchQuery, signal?: AbortSignal) =>
  callApi(catalogueApi.textSearch, { query, signal });

export type SearchCriteria = Omit<TextSearchQuery, 'page' | 'size'>;

export const textSearchQueryOptions = (criteria: SearchCriteria) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(criteria),
    queryFn: ({ pageParam, signal }) =>
      fetchTextSearch({ ...criteria, page: pageParam, size: SEARCH_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });

export function useTextSearch(criteria: SearchCriteria, enabled = true) {
  return useInfiniteQuery({
    ...textSearchQueryOptions(criteria),
    enabled,
    // Keep the last results on screen while the next query loads (no flashing while typing).
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { collectionsKeys } from './keys.ts';

/** GET /api/favorite — the caller's favorite books, newest first. */
export const fetchFavorites = (signal?: AbortSignal) =>
  callApi(collectionsApi.favorites, { signal });

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: collectionsKeys.favorites(),
    queryFn: ({ signal }) => fetchFavorites(signal),
  });

export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}

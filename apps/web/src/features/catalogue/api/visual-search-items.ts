import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/visual-search/items — picture tiles for pre-readers. */
export const fetchVisualSearchItems = (signal?: AbortSignal) =>
  callApi(catalogueApi.visualSearchItems, { signal });

export const visualSearchItemsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.visualItems(),
    queryFn: ({ signal }) => fetchVisualSearchItems(signal),
    staleTime: 10 * 60_000,
  });

export function useVisualSearchItems() {
  return useQuery(visualSearchItemsQueryOptions());
}

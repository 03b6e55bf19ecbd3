import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/browse */
export const fetchBrowse = (signal?: AbortSignal) => callApi(catalogueApi.browse, { signal });

export const browseQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.browse(),
    queryFn: ({ signal }) => fetchBrowse(signal),
  });

export function useBrowse() {
  return useQuery(browseQueryOptions());
}

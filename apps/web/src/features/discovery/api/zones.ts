import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { discoveryKeys } from './keys.ts';

/** GET /api/discovery — the active zones for the viewer (children: their age segment). */
export const fetchZones = (signal?: AbortSignal) => callApi(discoveryApi.zones, { signal });

export const zonesQueryOptions = () =>
  queryOptions({
    queryKey: discoveryKeys.zones(),
    queryFn: ({ signal }) => fetchZones(signal),
  });

export function useZones() {
  return useQuery(zonesQueryOptions());
}

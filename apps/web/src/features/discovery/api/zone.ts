import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { discoveryKeys } from './keys.ts';

/** GET /api/discovery/{id} — one zone page: colours, images, facts, featured book, swimlanes. */
export const fetchZone = (zoneId: string, signal?: AbortSignal) =>
  callApi(discoveryApi.zone, { params: { id: zoneId }, signal });

export const zoneQueryOptions = (zoneId: string) =>
  queryOptions({
    queryKey: discoveryKeys.zone(zoneId),
    queryFn: ({ signal }) => fetchZone(zoneId, signal),
  });

export function useZone(zoneId: string) {
  return useQuery(zoneQueryOptions(zoneId));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { insightsKeys } from './keys.ts';

/** GET /api/activity-dashboard?childId&page — recent activity, 7 per page. */
export const fetchActivity = (childId: string, page: number, signal?: AbortSignal) =>
  callApi(insightsApi.activity, { query: { childId, page }, signal });

export const activityQueryOptions = (childId: string, page: number) =>
  queryOptions({
    queryKey: insightsKeys.activity(childId, page),
    queryFn: ({ signal }) => fetchActivity(childId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useActivity(childId: string, page: number) {
  return useQuery(activityQueryOptions(childId, page));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rewardsKeys } from './keys.ts';

/** GET /api/recent-activity?page — newest first, 7 per page (spec §9). */
export const fetchRecentActivity = (page: number, signal?: AbortSignal) =>
  callApi(rewardsApi.recentActivity, { query: { page }, signal });

export const recentActivityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: rewardsKeys.activityPage(page),
    queryFn: ({ signal }) => fetchRecentActivity(page, signal),
    placeholderData: keepPreviousData,
  });

export function useRecentActivity(page: number) {
  return useQuery(recentActivityQueryOptions(page));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { insightsKeys } from './keys.ts';

/** GET /api/profile-dashboard/children?days&tz — every child's figures of the period. */
export const fetchDashboard = (days: number, tz: string, signal?: AbortSignal) =>
  callApi(insightsApi.dashboard, { query: { days, tz }, signal });

export const dashboardQueryOptions = (days: number, tz: string) =>
  queryOptions({
    queryKey: insightsKeys.dashboard(days, tz),
    queryFn: ({ signal }) => fetchDashboard(days, tz, signal),
    placeholderData: keepPreviousData,
  });

export function useDashboard(days: number, tz: string) {
  return useQuery(dashboardQueryOptions(days, tz));
}

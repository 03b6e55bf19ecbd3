import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { insightsKeys } from './keys.ts';

/** GET /api/parent/reports?childId&days&tz — a child's report for the period. */
export const fetchReport = (childId: string, days: number, tz: string, signal?: AbortSignal) =>
  callApi(insightsApi.report, { query: { childId, days, tz }, signal });

export const reportQueryOptions = (childId: string, days: number, tz: string) =>
  queryOptions({
    queryKey: insightsKeys.report(childId, days, tz),
    queryFn: ({ signal }) => fetchReport(childId, days, tz, signal),
    placeholderData: keepPreviousData,
  });

export function useReport(childId: string, days: number, tz: string) {
  return useQuery(reportQueryOptions(childId, days, tz));
}

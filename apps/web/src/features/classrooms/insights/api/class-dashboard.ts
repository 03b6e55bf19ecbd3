import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classInsightsApi } from '@pagebird/contract';
import { callApi, fetchBlob } from '../../../../lib/api-client.ts';
import { classInsightsKeys } from './keys.ts';

/** GET /api/classroom/{id}/dashboard?days&tz — per student and class figures of the period. */
export const classDashboardQueryOptions = (classId: string, days: number, tz: string) =>
  queryOptions({
    queryKey: classInsightsKeys.classDashboard(classId, days, tz),
    queryFn: ({ signal }) =>
      callApi(classInsightsApi.classDashboard, {
        params: { id: classId },
        query: { days, tz },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useClassDashboard = (classId: string, days: number, tz: string) =>
  useQuery(classDashboardQueryOptions(classId, days, tz));

/** GET /api/classroom/{id}/dashboard.csv — the same table as a CSV file. */
export const fetchClassDashboardCsv = (classId: string, days: number, tz: string) =>
  fetchBlob(classInsightsApi.classDashboardCsv, {
    params: { id: classId },
    query: { days, tz },
    accept: 'text/csv',
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classInsightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { classInsightsKeys } from './keys.ts';

/** GET /api/teacher/activity-dashboard?days&tz — reading across the educator's classes. */
export const activityQueryOptions = (days: number, tz: string) =>
  queryOptions({
    queryKey: classInsightsKeys.activity(days, tz),
    queryFn: ({ signal }) => callApi(classInsightsApi.activity, { query: { days, tz }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTeacherActivity = (days: number, tz: string) =>
  useQuery(activityQueryOptions(days, tz));

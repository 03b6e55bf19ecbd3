import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { quizzesKeys } from './keys.ts';

/** GET /api/quiz/discovery/{id}?timeZone — today's daily quiz of a zone, and today's result. */
export const fetchDailyQuiz = (zoneId: string, timeZone: string, signal?: AbortSignal) =>
  callApi(discoveryApi.quiz, { params: { id: zoneId }, query: { timeZone }, signal });

export const dailyQuizQueryOptions = (zoneId: string, timeZone = browserTimeZone()) =>
  queryOptions({
    queryKey: [...quizzesKeys.daily(zoneId), timeZone] as const,
    queryFn: ({ signal }) => fetchDailyQuiz(zoneId, timeZone, signal),
    staleTime: 0,
  });

export function useDailyQuiz(zoneId: string, enabled = true) {
  return useQuery({ ...dailyQuizQueryOptions(zoneId), enabled });
}

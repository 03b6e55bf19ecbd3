import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizzesApi, type AnsweredQuestion } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { quizzesKeys } from './keys.ts';

/**
 * POST /api/quiz-completion/daily-quiz — a zone's daily quiz, counted in the browser's time zone
 * (rewarded once per zone per day).
 */
export const postDailyQuiz = (zoneId: string, answers: AnsweredQuestion[], timeZone: string) =>
  callApi(quizzesApi.daily, { body: { zoneId, answers, timeZone } });

export function useSubmitDailyQuiz(zoneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['quizzes', 'daily', zoneId],
    mutationFn: (answers: AnsweredQuestion[]) => postDailyQuiz(zoneId, answers, browserTimeZone()),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: quizzesKeys.daily(zoneId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizzesApi, type QuizCompletionBody, type QuizType } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { quizzesKeys } from './keys.ts';

/**
 * POST /api/quiz-completion/complete/?quizType= — progress (completed false, after each Next) and
 * completion (completed true, after the last question). The server scores the answers.
 */
export const postQuizCompletion = (quizType: QuizType, body: QuizCompletionBody) =>
  callApi(quizzesApi.complete, { query: { quizType }, body });

/**
 * A completion may have earned points, gems, badges or a level: every cached answer is marked
 * stale (stats, badges, shelves refresh when next seen) and the quiz results are fetched again.
 */
export function useCompleteQuiz(quizType: QuizType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['quizzes', 'complete', quizType],
    mutationFn: (body: QuizCompletionBody) => postQuizCompletion(quizType, body),
    onSuccess: async (_answer, body) => {
      if (!body.completed) return;
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: quizzesKeys.all });
    },
  });
}

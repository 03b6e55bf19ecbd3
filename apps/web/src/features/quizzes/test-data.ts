import type { DailyQuizResponse, Earning, Quiz, QuizCompletionResponse } from '@pagebird/contract';

/** Contract-shaped data for the quizzes tests. */

export function makeQuiz(n: number, answers: string[], right: number): Quiz {
  return {
    contentId: `quiz-${n}`,
    question: `Question ${n}?`,
    quizAnswers: answers.map((answer, i) => ({
      contentId: `quiz-${n}-answer-${i}`,
      answer,
      correct: i === right,
      image: null,
    })),
    status: 'ACTIVE',
    sourceBookIdNumber: null,
  };
}

export const badge = (name: string): Earning => ({
  type: 'NEW_BADGE',
  label: name,
  dataValue: null,
  imageUrl: null,
  title: null,
  badgeName: name,
  extraData: null,
});

export const gems = (count: number): Earning => ({
  type: 'GEM_EARNED',
  label: `${count} gems`,
  dataValue: count,
  imageUrl: null,
  title: null,
  badgeName: null,
  extraData: null,
});

export function completion(
  overrides: Partial<QuizCompletionResponse> = {},
): QuizCompletionResponse {
  return {
    correct: 2,
    total: 2,
    stars: 3,
    completed: true,
    firstCompletion: true,
    rewards: { points: 0, gems: 0, earnings: [] },
    ...overrides,
  };
}

export function dailyAnswer(overrides: Partial<DailyQuizResponse> = {}): DailyQuizResponse {
  return {
    ...completion({ correct: 1, total: 1 }),
    day: '2026-03-01',
    alreadyRewardedToday: false,
    ...overrides,
  };
}

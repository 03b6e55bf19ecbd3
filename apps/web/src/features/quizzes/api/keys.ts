import { sessionStore } from '../../../lib/auth/session-store.ts';

/**
 * Query keys of the quizzes feature. Results belong to the profile taking the quiz, so every key
 * carries the signed-in profile.
 */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const quizzesKeys = {
  all: ['quizzes'] as const,
  endOfBook: (bookIdNumber: string) => ['quizzes', viewer(), 'end-of-book', bookIdNumber] as const,
  daily: (zoneId: string) => ['quizzes', viewer(), 'daily', zoneId] as const,
};

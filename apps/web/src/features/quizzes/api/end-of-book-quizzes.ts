import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizzesApi, type DEVICE_TYPES_QUIZ } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { quizzesKeys } from './keys.ts';

export type QuizDevice = (typeof DEVICE_TYPES_QUIZ)[number];

/** GET /api/end-of-book/quizzes — a book's end-of-book quiz and the caller's first result. */
export const fetchEndOfBookQuizzes = (
  bookIdNumber: string,
  deviceType: QuizDevice,
  signal?: AbortSignal,
) => callApi(quizzesApi.endOfBook, { query: { bookIdNumber, deviceType }, signal });

export const endOfBookQuizzesQueryOptions = (bookIdNumber: string, deviceType: QuizDevice) =>
  queryOptions({
    queryKey: [...quizzesKeys.endOfBook(bookIdNumber), deviceType] as const,
    queryFn: ({ signal }) => fetchEndOfBookQuizzes(bookIdNumber, deviceType, signal),
    staleTime: 0,
  });

/** Only children and students take quizzes (the API answers 403 to other roles). */
export function useEndOfBookQuizzes(bookIdNumber: string, deviceType: QuizDevice, enabled = true) {
  return useQuery({ ...endOfBookQuizzesQueryOptions(bookIdNumber, deviceType), enabled });
}

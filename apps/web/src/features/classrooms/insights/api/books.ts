import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classInsightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { classInsightsKeys } from './keys.ts';

/** GET /api/share/teacher/books/dashboard?classroomId&days&tz — the books students read. */
export const teacherBooksQueryOptions = (classId: string | undefined, days: number, tz: string) =>
  queryOptions({
    queryKey: classInsightsKeys.books(classId, days, tz),
    queryFn: ({ signal }) =>
      callApi(classInsightsApi.books, {
        query: { days, tz, ...(classId ? { classroomId: classId } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTeacherBooks = (classId: string | undefined, days: number, tz: string) =>
  useQuery(teacherBooksQueryOptions(classId, days, tz));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classInsightsApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { classInsightsKeys } from './keys.ts';

/** GET /api/teacher/reports?classroomId&studentId&days&tz — one student's report. */
export const studentReportQueryOptions = (
  classId: string,
  studentId: string,
  days: number,
  tz: string,
) =>
  queryOptions({
    queryKey: classInsightsKeys.report(classId, studentId, days, tz),
    queryFn: ({ signal }) =>
      callApi(classInsightsApi.report, {
        query: { classroomId: classId, studentId, days, tz },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useStudentReport = (classId: string, studentId: string, days: number, tz: string) =>
  useQuery(studentReportQueryOptions(classId, studentId, days, tz));

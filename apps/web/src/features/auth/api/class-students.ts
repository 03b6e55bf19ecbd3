import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/classrooms/students?classCode */
export const fetchClassStudents = (classCode: string, signal?: AbortSignal) =>
  callApi(authApi.classStudents, { query: { classCode }, signal, token: null });

export const classStudentsQueryOptions = (classCode: string) =>
  queryOptions({
    queryKey: ['auth', 'class-students', classCode.toUpperCase()],
    queryFn: ({ signal }) => fetchClassStudents(classCode, signal),
    staleTime: 60_000,
  });

export function useClassStudents(classCode: string | null) {
  return useQuery({ ...classStudentsQueryOptions(classCode ?? ''), enabled: !!classCode });
}

import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, type studentLoginBodySchema } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

export type StudentLoginInput = z.input<typeof studentLoginBodySchema>;

/** POST /api/student/login */
export const studentLogin = (body: StudentLoginInput) =>
  callApi(authApi.studentLogin, { body, token: null });

export function useStudentLogin() {
  return useMutation({ mutationKey: ['auth', 'student-login'], mutationFn: studentLogin });
}

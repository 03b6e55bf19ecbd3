import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, type studentLoginBodySchema } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { classDeviceTokenFor } from '../../classrooms/classes/lib/class-device.ts';

export type StudentLoginInput = z.input<typeof studentLoginBodySchema>;

/** POST /api/student/login (a class device also sends its token: docs/decisions/025). */
export const studentLogin = (body: StudentLoginInput) => {
  const deviceToken = body.deviceToken ?? classDeviceTokenFor(body.classCode);
  return callApi(authApi.studentLogin, {
    body: deviceToken ? { ...body, deviceToken } : body,
    token: null,
  });
};

export function useStudentLogin() {
  return useMutation({ mutationKey: ['auth', 'student-login'], mutationFn: studentLogin });
}

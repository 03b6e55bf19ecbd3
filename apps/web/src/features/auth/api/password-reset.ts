import { useMutation } from '@tanstack/react-query';
import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/users/password/reset */
export const requestPasswordReset = (email: string) =>
  callApi(authApi.passwordReset, { body: { email }, token: null });

export function usePasswordReset() {
  return useMutation({ mutationKey: ['auth', 'password-reset'], mutationFn: requestPasswordReset });
}

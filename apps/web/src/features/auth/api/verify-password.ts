import { useMutation } from '@tanstack/react-query';
import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/users/password/verify — the "Enter Account Password" prompt; returns a parent session. */
export const verifyPassword = (password: string) =>
  callApi(authApi.verifyPassword, { body: { password } });

export function useVerifyPassword() {
  return useMutation({ mutationKey: ['auth', 'verify-password'], mutationFn: verifyPassword });
}

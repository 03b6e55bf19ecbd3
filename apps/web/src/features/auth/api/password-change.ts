import { useMutation } from '@tanstack/react-query';
import { authApi, type passwordChangeBodySchema } from '@pagebird/contract';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** PUT /api/users/profile/password — other sign-ins of the account end. */
export const changePassword = (body: z.input<typeof passwordChangeBodySchema>) =>
  callApi(authApi.passwordChange, { body });

export function useChangePassword() {
  return useMutation({ mutationKey: ['auth', 'password-change'], mutationFn: changePassword });
}

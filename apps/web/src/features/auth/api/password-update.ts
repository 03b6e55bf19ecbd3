import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, type passwordUpdateBodySchema } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

export type PasswordUpdateInput = z.input<typeof passwordUpdateBodySchema>;

/** POST /api/users/password/update */
export const updatePassword = (body: PasswordUpdateInput) =>
  callApi(authApi.passwordUpdate, { body, token: null });

export function usePasswordUpdate() {
  return useMutation({ mutationKey: ['auth', 'password-update'], mutationFn: updatePassword });
}

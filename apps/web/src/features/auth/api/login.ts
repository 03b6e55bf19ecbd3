import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, type loginBodySchema } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

export type LoginInput = z.input<typeof loginBodySchema>;

/** POST /api/login */
export const login = (body: LoginInput) => callApi(authApi.login, { body, token: null });

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}

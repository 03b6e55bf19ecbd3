import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/users/password/token-validation?token */
export const validateResetToken = (token: string, signal?: AbortSignal) =>
  callApi(authApi.tokenValidation, { query: { token }, signal, token: null });

export const tokenValidationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'token-validation', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useTokenValidation(token: string | null) {
  return useQuery({ ...tokenValidationQueryOptions(token ?? ''), enabled: !!token });
}

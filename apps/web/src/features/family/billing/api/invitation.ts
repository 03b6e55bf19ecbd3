import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@pagebird/contract';
import { callApi } from '../../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/invitation/validate/{token} */
export const validateInvitation = (token: string, signal?: AbortSignal) =>
  callApi(billingApi.invitation, { params: { token }, token: null, signal });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: billingKeys.invitation(token),
    queryFn: ({ signal }) => validateInvitation(token, signal),
    staleTime: Infinity,
  });

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: !!token });
}

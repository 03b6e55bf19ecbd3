import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type changeEmailBodySchema } from '@pagebird/contract';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client.ts';

/** GET /api/users/account */
export const fetchAccount = (signal?: AbortSignal) => callApi(profilesApi.account, { signal });

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'account'],
    queryFn: ({ signal }) => fetchAccount(signal),
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** PUT /api/users/account/email */
export const changeEmail = (body: z.input<typeof changeEmailBodySchema>) =>
  callApi(profilesApi.changeEmail, { body });

/** PUT /api/users/account/consent */
export const setConsent = (consentToReceiveUpdates: boolean) =>
  callApi(profilesApi.consent, { body: { consentToReceiveUpdates } });

/** POST /api/users/account/delete */
export const deleteAccount = (currentPassword: string) =>
  callApi(profilesApi.deleteAccount, { body: { currentPassword } });

export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'change-email'],
    mutationFn: changeEmail,
    onSuccess: (r) => qc.setQueryData(accountQueryOptions().queryKey, r.account),
  });
}

export function useSetConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'consent'],
    mutationFn: setConsent,
    onSuccess: (r) => qc.setQueryData(accountQueryOptions().queryKey, r.account),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: ['profiles', 'delete-account'], mutationFn: deleteAccount });
}

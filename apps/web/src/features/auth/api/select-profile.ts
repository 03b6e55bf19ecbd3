import { useMutation } from '@tanstack/react-query';
import { authApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/profile/:id — returns the child's session. */
export const selectProfile = (id: string) => callApi(authApi.selectProfile, { params: { id } });

export function useSelectProfile() {
  return useMutation({ mutationKey: ['auth', 'select-profile'], mutationFn: selectProfile });
}
